import { adminPaths } from '@hotel/contract/routes';
import type { Dashboard, DashboardStay } from '@hotel/contract/schemas/admin-dashboard';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDashboard } from '../../../features/admin/dashboard/dashboardApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { Choosers } from '../../../features/admin/ui/Choosers.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { HotelField } from '../../../features/admin/ui/HotelField.tsx';
import { type Format, useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { StatusBadge } from '../reservations/StatusBadge.tsx';
import { SectionHeader } from '../SectionHeader.tsx';

function Tile({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <div data-testid={testId} className="flex flex-col gap-1 rounded-md border border-border bg-background p-3">
      <span className="text-xs font-semibold uppercase text-muted">{label}</span>
      <span className="text-2xl font-semibold" data-testid={`${testId}-value`}>
        {value}
      </span>
      {detail ? <span className="text-xs text-muted">{detail}</span> : null}
    </div>
  );
}

function share(format: Format, span: { sold: number; total: number }) {
  return span.total ? format.percent(span.sold / span.total) : '—';
}

/** Counts, occupancy, revenue and pickup of the day as tiles. */
function Figures({ board }: { board: Dashboard }) {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const [tonight, week, month] = board.occupancy;
  const [day, days7] = board.pickup;
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="dashboard-figures">
      <Tile testId="tile-arrivals" label={t('admin.dashboard.arrivals')} value={format.number(board.arrivals.length)} />
      <Tile
        testId="tile-departures"
        label={t('admin.dashboard.departures')}
        value={format.number(board.departures.length)}
      />
      <Tile testId="tile-in-house" label={t('admin.dashboard.inHouse')} value={format.number(board.inHouse)} />
      <Tile
        testId="tile-revenue"
        label={t('admin.dashboard.revenueTonight')}
        value={format.money(board.revenueTonight, board.currency)}
      />
      {[tonight, week, month].map((span) =>
        span ? (
          <Tile
            key={span.nights}
            testId={`tile-occupancy-${span.nights}`}
            label={t('admin.dashboard.occupancy', { nights: span.nights })}
            value={share(format, span)}
            detail={t('admin.dashboard.roomsSold', { sold: span.sold, total: span.total })}
          />
        ) : null,
      )}
      {[day, days7].map((pickup) =>
        pickup ? (
          <Tile
            key={pickup.hours}
            testId={`tile-pickup-${pickup.hours}`}
            label={t('admin.dashboard.pickup', { hours: pickup.hours })}
            value={format.number(pickup.bookings)}
            detail={t('admin.dashboard.pickupDetail', {
              nights: pickup.roomNights,
              revenue: format.money(pickup.revenue, board.currency),
              cancellations: pickup.cancellations,
            })}
          />
        ) : null,
      )}
    </div>
  );
}

function StayList({ id, title, stays }: { id: string; title: string; stays: DashboardStay[] }) {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const columns: Column<DashboardStay>[] = [
    {
      key: 'number',
      header: t('admin.dashboard.confirmation'),
      render: (stay) => (
        <Link to={adminPaths.reservation(stay.transactionId)} className="font-semibold text-main underline">
          {stay.confirmationNumber}
        </Link>
      ),
    },
    {
      key: 'guests',
      header: t('admin.reservations.guests'),
      render: (stay) => stay.guestNames.join(', ') || stay.bookerName,
    },
    { key: 'room', header: t('admin.rates.roomType'), render: (stay) => stay.roomType },
    {
      key: 'stay',
      header: t('admin.reservations.stay'),
      render: (stay) =>
        `${format.date(stay.checkInDate)} – ${format.date(stay.checkOutDate)} · ${t('admin.dashboard.roomsNights', { rooms: stay.roomCount, nights: stay.nights })}`,
    },
    { key: 'status', header: t('admin.common.status'), render: (stay) => <StatusBadge status={stay.status} /> },
  ];
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {stays.length ? (
        <DataTable caption={title} columns={columns} rows={stays} rowKey={(stay) => stay.transactionId} testId={id} />
      ) : (
        <p className="text-sm text-muted" data-testid={`${id}-none`}>
          {t('admin.dashboard.none')}
        </p>
      )}
    </section>
  );
}

/** The day at a glance, shown on sign-in: arrivals, departures, guests in house, occupancy, revenue and pickup. */
export function DashboardPage() {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const [hotelCode, setHotelCode] = useState('');
  const query = useDashboard(hotelCode);
  const board = query.data;
  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-4">
      <SectionHeader title={t('admin.nav.dashboard')} />
      <Choosers
        values={{ hotelCode: hotelCode || board?.hotelCode || '' }}
        onChange={(chosen) => setHotelCode(chosen.hotelCode)}
        className="flex flex-wrap items-start gap-3"
      >
        <HotelField allowAll={false} />
      </Choosers>
      {query.isPending ? <Spinner label={t('admin.common.loading')} /> : null}
      <AdminError error={query.error} />
      {board ? (
        <>
          <p className="text-sm text-muted" data-testid="dashboard-today">
            {t('admin.dashboard.today', { hotel: board.hotelName, date: format.date(board.today) })}
          </p>
          <Figures board={board} />
          <StayList id="dashboard-arrivals" title={t('admin.dashboard.arrivalsToday')} stays={board.arrivals} />
          <StayList id="dashboard-departures" title={t('admin.dashboard.departuresToday')} stays={board.departures} />
        </>
      ) : null}
    </section>
  );
}
