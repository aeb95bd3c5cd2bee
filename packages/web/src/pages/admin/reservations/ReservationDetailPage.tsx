import { adminPaths } from '@hotel/contract/routes';
import type {
  ReservationAction,
  ReservationActionResult,
  ReservationDetail,
} from '@hotel/contract/schemas/admin-reservations';
import { type ReactNode, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { historyDetailsText } from '../../../features/admin/reservations/historyDetails.ts';
import { useReservation, useReservationAction } from '../../../features/admin/reservations/reservationsApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { ConfirmButton } from '../../../features/admin/ui/ConfirmButton.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useEnumLabel } from '../../../lib/i18n/useEnumLabel.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { TextField } from '../../../ui/form/TextField.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { SectionHeader } from '../SectionHeader.tsx';
import { BookedVia } from './BookedVia.tsx';
import { DeskFolio, FolioBalance } from './DeskFolio.tsx';
import { ModifyReservation } from './ModifyReservation.tsx';
import { OnlineRefunds } from './OnlineRefunds.tsx';
import { StatusBadge } from './StatusBadge.tsx';

type HistoryRow = ReservationDetail['history'][number];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-semibold uppercase text-muted">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** Check in, check out, no-show, cancel and refund: each asks for confirmation first. */
function Actions({ reservation }: { reservation: ReservationDetail }) {
  const { t } = useTranslation();
  const act = useReservationAction(reservation.transactionId);
  const form = useForm({ defaultValues: { reason: '' } });
  const [result, setResult] = useState<ReservationActionResult | null>(null);
  const run = (action: ReservationAction) =>
    act.mutate({ action, reason: form.getValues('reason').trim() || undefined }, { onSuccess: setResult });
  const allowed = new Set(reservation.allowedActions);
  const actions: { action: ReservationAction; variant: 'primary' | 'secondary' }[] = [
    { action: 'checkIn', variant: 'primary' },
    { action: 'checkOut', variant: 'primary' },
    { action: 'noShow', variant: 'secondary' },
    { action: 'cancel', variant: 'secondary' },
  ];
  const shown = actions.filter(({ action }) => allowed.has(action));
  return (
    <section
      aria-labelledby="reservation-actions"
      className="flex flex-col gap-3 rounded-md border border-border bg-background p-4"
    >
      <h2 id="reservation-actions" className="font-semibold">
        {t('admin.reservations.actions')}
      </h2>
      {shown.length === 0 && !reservation.checkOutNeedsManager ? (
        <p className="text-sm text-muted">{t('admin.reservations.noActions')}</p>
      ) : null}
      {reservation.checkOutNeedsManager ? (
        <p className="text-sm text-muted" data-testid="check-out-needs-manager">
          {t('admin.reservations.checkOutNeedsManager')}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <>
          <FormProvider {...form}>
            <TextField name="reason" label={t('admin.reservations.reason')} maxLength={200} className="max-w-md" />
          </FormProvider>
          <div className="flex flex-wrap gap-2">
            {shown.map(({ action, variant }) => (
              <ConfirmButton
                key={action}
                label={t(`admin.reservations.action.${action}`)}
                title={t(`admin.reservations.confirm.${action}.title`)}
                variant={variant}
                disabled={act.isPending}
                onConfirm={() => run(action)}
                testId={`action-${action}`}
              >
                {t(`admin.reservations.confirm.${action}.text`, { number: reservation.confirmationNumber })}
              </ConfirmButton>
            ))}
          </div>
        </>
      ) : null}
      <AdminError error={act.error} />
      {result && !act.isError ? (
        <p
          role="status"
          data-testid="action-result"
          data-points={result.credited?.points}
          className="text-sm text-success"
        >
          {result.credited
            ? t('admin.reservations.credited', { points: result.credited.points, growth: result.credited.growth })
            : t('admin.common.done')}
        </p>
      ) : null}
    </section>
  );
}

/** One reservation: stay, guests, amounts, payments, history and the staff actions. */
export function ReservationDetailPage() {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const enumLabel = useEnumLabel();
  const { transactionId = '' } = useParams();
  const query = useReservation(transactionId);
  const reservation = query.data;
  const money = (amount: number) => (reservation ? format.money(amount, reservation.currency) : '');
  const words = { t, money: format.money, date: (day: string) => format.date(day) };

  const historyColumns: Column<HistoryRow>[] = [
    {
      key: 'at',
      header: t('admin.audit.at'),
      render: (row) => (
        <time dateTime={row.at} data-testid="history-at">
          {format.instant(row.at, reservation?.timeZone)}
        </time>
      ),
    },
    {
      key: 'change',
      header: t('admin.common.status'),
      render: (row) =>
        `${row.fromStatus === null ? '' : `${t(`enums.orderStatus.${row.fromStatus}`)} → `}${t(`enums.orderStatus.${row.toStatus}`)}`,
    },
    {
      key: 'actor',
      header: t('admin.audit.staff'),
      render: (row) =>
        row.actorCard
          ? t('admin.reservations.memberNameCard', { name: row.actorName ?? '', card: row.actorCard })
          : (row.actorName ?? t(`admin.reservations.actor.${row.actorKind}`)),
    },
    {
      key: 'reason',
      header: t('admin.common.reason'),
      render: (row) => (
        <>
          {t(`enums.historyReason.${row.reasonCode}`)}
          {row.details ? (
            <span className="text-muted" data-testid="history-details" data-kind={row.details.kind}>
              {' · '}
              {historyDetailsText(row.details, words)}
            </span>
          ) : null}
          {row.note ? <span className="text-muted"> · {row.note}</span> : null}
        </>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-4">
      <Link to={adminPaths.section('reservations')} className="text-sm text-main underline">
        {t('admin.reservations.backToList')}
      </Link>
      {query.isPending ? <Spinner label={t('admin.common.loading')} /> : null}
      <AdminError error={query.error} />
      {reservation ? (
        <>
          <SectionHeader title={t('admin.reservations.title', { number: reservation.confirmationNumber })}>
            <StatusBadge status={reservation.status} />
          </SectionHeader>
          {reservation.refundLabel ? (
            <p className="text-sm text-muted" data-testid="reservation-refund-label">
              {enumLabel('orderRefundLabel', reservation.refundLabel)}
            </p>
          ) : null}
          <dl className="grid gap-3 rounded-md border border-border bg-background p-4 sm:grid-cols-2 lg:grid-cols-4">
            <Fact label={t('admin.common.hotel')}>
              <span data-testid="reservation-names">
                {`${reservation.names.hotel} · ${reservation.names.roomType} · ${reservation.names.ratePlan}`}
              </span>
            </Fact>
            <Fact label={t('admin.reservations.stay')}>
              {`${format.date(reservation.checkInDate)} – ${format.date(reservation.checkOutDate)}`}
            </Fact>
            <Fact label={t('admin.reservations.rooms')}>
              {t('admin.reservations.roomsAndGuests', {
                rooms: reservation.roomCount,
                nights: reservation.nights,
                adults: reservation.adultsPerRoom,
                children: reservation.childrenPerRoom,
              })}
            </Fact>
            <Fact label={t('admin.reservations.booker')}>
              {[reservation.bookerName, reservation.bookerEmail, reservation.bookerMobile].filter(Boolean).join(' · ')}
            </Fact>
            <Fact label={t('admin.deskBooking.channel')}>
              <BookedVia reservation={reservation} />
            </Fact>
            <Fact label={t('admin.reservations.member')}>
              {reservation.member ? (
                <Link
                  to={adminPaths.member(reservation.member.memberId)}
                  className="text-main underline"
                  data-testid="reservation-member"
                >
                  {t('admin.reservations.memberCard', {
                    name: reservation.member.name,
                    card: reservation.member.cardNumber,
                    tier: t(`enums.tier.${reservation.member.tier}`),
                  })}
                </Link>
              ) : (
                t('admin.reservations.noMember')
              )}
            </Fact>
            <Fact label={t('admin.reservations.paymentType')}>{t(`enums.paymentType.${reservation.paymentType}`)}</Fact>
            <Fact label={t('admin.reservations.total')}>{money(reservation.totalAmount)}</Fact>
            <Fact label={t('admin.reservations.payAmount')}>
              <FolioBalance transactionId={reservation.transactionId} />
            </Fact>
          </dl>
          <Actions reservation={reservation} />
          <ModifyReservation reservation={reservation} />
          <OnlineRefunds reservation={reservation} />
          <DeskFolio transactionId={reservation.transactionId} timeZone={reservation.timeZone} />
          <section aria-labelledby="reservation-guests" className="flex flex-col gap-2">
            <h2 id="reservation-guests" className="font-semibold">
              {t('admin.reservations.guests')}
            </h2>
            <ul className="list-inside list-disc text-sm">
              {reservation.rooms.map((room) => (
                <li key={room.roomIndex}>
                  {t('admin.reservations.room', { index: room.roomIndex + 1 })}:{' '}
                  {room.guests.map((guest) => `${guest.firstName} ${guest.lastName}`).join(', ')}
                  {room.comment ? ` — ${room.comment}` : ''}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="reservation-history" className="flex flex-col gap-2">
            <h2 id="reservation-history" className="font-semibold">
              {t('admin.reservations.history')}
            </h2>
            <DataTable
              caption={t('admin.reservations.history')}
              columns={historyColumns}
              rows={reservation.history}
              rowKey={(row) => `${row.at}-${row.toStatus}`}
              testId="reservation-history"
            />
          </section>
        </>
      ) : null}
    </section>
  );
}
