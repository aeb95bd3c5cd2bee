import { inLanguage } from '@hotel/contract/localizedText';
import type { BookingsReportRow } from '@hotel/contract/schemas/admin-reports';
import { useState } from 'react';
import {
  type BookingsQuery,
  daysOf,
  reportCsvUrl,
  useBookingsReport,
} from '../../../features/admin/reports/reportsApi.ts';
import { BarChart, LineChart } from '../../../features/admin/ui/charts.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { useStaffHotels } from '../../../features/admin/ui/HotelField.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { PlainSelectField } from '../../../ui/form/PlainFields.tsx';
import { Figures, ReportBlock } from './ReportParts.tsx';

type Range = Omit<BookingsQuery, 'by'>;

function sum(rows: readonly BookingsReportRow[], pick: (row: BookingsReportRow) => number) {
  return rows.reduce((total, row) => total + pick(row), 0);
}

/** The day's average daily rate, or null on a day without room nights sold (a gap in the chart, not 0). */
const adrOf = (row: BookingsReportRow) => (row.roomNights > 0 ? row.averageDailyRate : null);

/** Bookings, room nights, revenue and ADR by day (charts) and by hotel (table), in one currency at a time. */
export function BookingsReport({ range }: { range: Range }) {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const byDay = useBookingsReport({ ...range, by: 'day' });
  const byHotel = useBookingsReport({ ...range, by: 'hotel' });
  const currencies = [...new Set((byHotel.data?.rows ?? []).map((row) => row.currency))];
  const [chosen, setChosen] = useState('');
  const language = useLanguage();
  const hotels = useStaffHotels().data ?? [];
  const hotelName = (code: string) =>
    inLanguage(hotels.find((hotel) => hotel.hotelCode === code)?.name, language) || code;
  // A period without bookings still counts in the chosen hotel's (else the first hotel's) currency.
  const fallbackCurrency = (hotels.find((hotel) => hotel.hotelCode === range.hotelCode) ?? hotels[0])?.currency ?? '';
  const currency = currencies.includes(chosen) ? chosen : (currencies[0] ?? fallbackCurrency);
  const dayRows = (byDay.data?.rows ?? []).filter((row) => row.currency === currency);
  const hotelRows = (byHotel.data?.rows ?? []).filter((row) => row.currency === currency);
  const days = daysOf(range.from, range.to);
  /** A day without a row is 0 bookings, 0 nights, 0 revenue; a rate without sales is no point at all (null). */
  const series = (pick: (row: BookingsReportRow) => number | null) =>
    days.map((day) => {
      const row = dayRows.find((item) => item.key === day);
      return { label: format.date(day, 'short'), value: row ? pick(row) : pick === adrOf ? null : 0 };
    });
  const money = (minor: number) => (currency ? format.money(minor, currency) : format.number(minor));
  const roomNights = sum(hotelRows, (row) => row.roomNights);
  const revenue = sum(hotelRows, (row) => row.revenue);
  const query = { isPending: byDay.isPending || byHotel.isPending, error: byDay.error ?? byHotel.error };
  const columns: Column<BookingsReportRow>[] = [
    { key: 'hotel', header: t('admin.common.hotel'), render: (row) => hotelName(row.key) },
    {
      key: 'bookings',
      header: t('admin.reports.bookings'),
      numeric: true,
      render: (row) => format.number(row.bookings),
    },
    {
      key: 'nights',
      header: t('admin.reports.roomNights'),
      numeric: true,
      render: (row) => format.number(row.roomNights),
    },
    { key: 'revenue', header: t('admin.reports.revenue'), numeric: true, render: (row) => money(row.revenue) },
    { key: 'adr', header: t('admin.reports.adr'), numeric: true, render: (row) => money(row.averageDailyRate) },
  ];
  const csvQuery = { from: range.from, to: range.to, hotelCode: range.hotelCode };
  return (
    <ReportBlock
      id="bookings"
      title={t('admin.reports.bookingsTitle')}
      query={query}
      downloads={[
        {
          label: t('admin.reports.byDay'),
          href: reportCsvUrl('bookings', { ...csvQuery, by: 'day' }),
          testId: 'csv-bookings-day',
        },
        {
          label: t('admin.reports.byHotel'),
          href: reportCsvUrl('bookings', { ...csvQuery, by: 'hotel' }),
          testId: 'csv-bookings-hotel',
        },
      ]}
    >
      {currencies.length > 1 ? (
        <PlainSelectField
          label={t('admin.reports.currency')}
          value={currency}
          onChange={setChosen}
          className="max-w-xs"
        >
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </PlainSelectField>
      ) : null}
      <Figures
        items={[
          {
            label: t('admin.reports.bookings'),
            value: format.number(sum(hotelRows, (row) => row.bookings)),
            testId: 'figure-bookings',
          },
          { label: t('admin.reports.roomNights'), value: format.number(roomNights), testId: 'figure-room-nights' },
          { label: t('admin.reports.revenue'), value: money(revenue), testId: 'figure-revenue' },
          {
            label: t('admin.reports.adr'),
            value: money(roomNights ? Math.round(revenue / roomNights) : 0),
            testId: 'figure-adr',
          },
        ]}
      />
      <div className="grid gap-4 xl:grid-cols-2">
        <BarChart
          title={t('admin.reports.bookingsByDay')}
          points={series((row) => row.bookings)}
          format={(v) => format.number(v)}
          whole
          testId="chart-bookings"
        />
        <BarChart
          title={t('admin.reports.roomNightsByDay')}
          points={series((row) => row.roomNights)}
          format={(v) => format.number(v)}
          whole
          testId="chart-room-nights"
        />
        <LineChart
          title={t('admin.reports.revenueByDay', { currency })}
          points={series((row) => row.revenue)}
          format={money}
          testId="chart-revenue"
        />
        <LineChart
          title={t('admin.reports.adrByDay', { currency })}
          points={series(adrOf)}
          format={money}
          testId="chart-adr"
        />
      </div>
      <DataTable
        caption={t('admin.reports.byHotel')}
        columns={columns}
        rows={hotelRows}
        rowKey={(row) => `${row.key}-${row.currency}`}
        testId="report-bookings-hotels"
      />
    </ReportBlock>
  );
}
