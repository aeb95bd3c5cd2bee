import { OrderStatus } from '@hotel/contract/enums';
import type { OrderDetail } from '@hotel/contract/schemas/order';
import type { CancelResult } from '@hotel/contract/schemas/orderFlow';
import { useState } from 'react';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { describeBookingError } from '../booking/bookingErrors.ts';
import { usePolicies } from '../booking/usePolicies.ts';
import { OnlinePaidRefunds } from '../orders/OnlinePaidRefunds.tsx';
import { RefundNote } from '../orders/RefundNote.tsx';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { cancelStayRoom } from './stayGroupApi.ts';

/** "Cancel this room": the room's own policy and refund read back, then only this room is cancelled. */
function CancelRoom({
  groupId,
  room,
  number,
  onCancelled,
}: {
  groupId: string;
  room: OrderDetail;
  number: number;
  onCancelled: (result: CancelResult) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const policies = usePolicies();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await cancelStayRoom(language, groupId, room.transactionId);
      setOpen(false);
      onCancelled(result);
    } catch (failure) {
      setError(describeBookingError(failure, t).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="cancel-room">
        {t('booking.group.cancelRoom')}
      </Button>
      {error && !open ? (
        <div role="alert">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
      <ModalDialog
        isOpen={open}
        onOpenChange={(next) => {
          if (!busy) setOpen(next);
        }}
        title={t('booking.group.cancelRoom')}
        testId="cancel-room-dialog"
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              {t('booking.cancel.keep')}
            </Button>
            <Button onClick={confirm} disabled={busy} data-testid="confirm-cancel-room">
              {busy ? t('booking.cancel.cancelling') : t('booking.cancel.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('booking.group.cancelRoomQuestion', { number, room: room.roomType.name })}</p>
        <p className="mt-2 text-muted">
          {policies.cancellation(room.cancellationFlag, room.cancellationDeadline, room.hotel.timeZone)}
        </p>
        <div className="mt-3 rounded-md bg-surface p-3 text-sm">
          <RefundNote refund={room.refund} status={room.status} />
        </div>
        {error ? (
          <div role="alert" className="mt-3">
            <Notice tone="error">{error}</Notice>
          </div>
        ) : null}
      </ModalDialog>
    </>
  );
}

/** One room of a reservation of several: its stay, guests, requests, price, own policy, status, and Cancel. */
export function StayRoomCard({
  groupId,
  room,
  number,
  onCancelled,
}: {
  groupId: string;
  room: OrderDetail;
  number: number;
  onCancelled: (result: CancelResult) => void;
}) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const format = useSiteFormat();
  const policies = usePolicies();
  const ended = room.status === OrderStatus.cancelled || room.status === OrderStatus.refunding;
  const rows: [string, string][] = [
    [
      t('booking.order.dates'),
      t('booking.order.dateRange', {
        checkIn: format.date(room.checkInDate, 'short'),
        checkOut: format.date(room.checkOutDate, 'short'),
      }),
    ],
    [t('booking.order.nights'), String(room.nights)],
    [
      t('booking.order.guests'),
      room.rooms
        .flatMap((entry) => entry.guests.map((guest) => `${guest.firstName} ${guest.lastName}`.trim()))
        .join(', '),
    ],
    [
      t('booking.order.requests'),
      [
        ...room.rooms.flatMap((entry) => entry.specialRequests.map((request) => enumLabel('specialRequest', request))),
        ...room.rooms.map((entry) => entry.comment).filter(Boolean),
      ].join(', ') || '—',
    ],
    [
      t('booking.order.cancellationPolicy'),
      policies.cancellation(room.cancellationFlag, room.cancellationDeadline, room.hotel.timeZone),
    ],
    [t('booking.group.total'), format.money(room.amounts.totalAmount.amount, room.currency)],
  ];
  if (room.cancellationNumber) rows.push([t('booking.order.cancellationNumber'), room.cancellationNumber]);
  return (
    <section
      className={`flex flex-col gap-3 rounded-lg border border-border p-4 ${ended ? 'bg-surface' : 'bg-background'}`}
      data-testid="stay-room"
      data-status={room.status}
      aria-labelledby={`stay-room-${number}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`stay-room-${number}`} className="text-lg font-semibold">
          {t('booking.group.roomHeading', { number, room: room.roomType.name })}
        </h2>
        <span className="rounded-full bg-main-soft px-2 py-0.5 text-sm" data-testid="stay-room-status">
          {enumLabel('orderStatus', room.status)}
        </span>
      </div>
      <p className="text-sm text-muted">{room.ratePlan.name}</p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {ended ? (
        <div className="text-sm">
          <RefundNote refund={room.refund} status={room.status} />
        </div>
      ) : null}
      <OnlinePaidRefunds online={room.onlinePaid} timeZone={room.hotel.timeZone} />
      {room.canCancel ? (
        <div>
          <CancelRoom groupId={groupId} room={room} number={number} onCancelled={onCancelled} />
        </div>
      ) : null}
    </section>
  );
}
