import { occupancyReportQuerySchema } from '@hotel/contract/schemas/admin-reports';
import { useState } from 'react';
import { reportsOf } from '../../../features/admin/access.ts';
import { dayFromToday } from '../../../features/admin/reports/reportsApi.ts';
import { useStaffMe } from '../../../features/admin/session/staffSession.ts';
import { type DateRange, DateRangeFields } from '../../../features/admin/ui/fields.tsx';
import { HotelField } from '../../../features/admin/ui/HotelField.tsx';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { SectionHeader } from '../SectionHeader.tsx';
import { BookingsReport } from './BookingsReport.tsx';
import { OccupancyReport } from './OccupancyReport.tsx';
import { PageViewsReport } from './PageViewsReport.tsx';

interface Filters extends DateRange {
  hotelCode: string;
}

const queryOf = (filters: Filters) => ({
  ...filters,
  hotelCode: filters.hotelCode || undefined,
});

/**
 * Reports over a date range (stay nights for the business figures): bookings, room nights, revenue
 * and ADR by day and hotel, occupancy, page views by language and campaign; each with CSV downloads.
 * Which blocks show depends on the role (the server checks each call too).
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const me = useStaffMe().data;
  const allowed = me ? reportsOf(me.role) : { business: false, pageViews: false };
  const [applied, setApplied] = useState<Filters>(() => ({
    from: dayFromToday(-14),
    to: dayFromToday(14),
    hotelCode: '',
  }));
  const form = useContractForm(occupancyReportQuerySchema, applied, { toRequest: queryOf });

  const range = { from: applied.from, to: applied.to };
  const business = { ...range, hotelCode: applied.hotelCode || undefined };
  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-4">
      <SectionHeader title={t('admin.nav.reports')} />
      <Form
        form={form}
        onSubmit={() => setApplied(form.getValues())}
        aria-label={t('admin.reports.filters')}
        data-testid="report-filters"
        className="flex flex-wrap items-end gap-3"
      >
        <DateRangeFields />
        {allowed.business ? <HotelField /> : null}
        <Button type="submit" data-testid="report-apply">
          {t('admin.reports.show')}
        </Button>
      </Form>
      <p className="text-sm text-muted">{t(allowed.business ? 'admin.reports.hint' : 'admin.reports.viewsHint')}</p>
      {allowed.business ? <BookingsReport key={`b-${JSON.stringify(business)}`} range={business} /> : null}
      {allowed.business ? <OccupancyReport range={business} /> : null}
      {allowed.pageViews ? <PageViewsReport range={range} /> : null}
    </section>
  );
}
