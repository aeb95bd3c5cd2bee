import { MAX_ADULTS_PER_ROOM, MAX_CHILDREN_PER_ROOM } from '@hotel/contract/constants';
import type { OrderChange, OrderChangeApply, OrderChangeQuote } from '@hotel/contract/schemas/orderChange';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { controlClass, Field } from '../../ui/Field.tsx';
import { PlainSelectField } from '../../ui/form/PlainFields.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { describeBookingError } from '../booking/bookingErrors.ts';
import { usePolicies } from '../booking/usePolicies.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { roomsQuery } from '../rooms/roomsApi.ts';

/** The booking as it stands, what the form starts from. */
export interface ChangeableStay extends OrderChange {
  hotelCode: string;
  roomCount: number;
  currency: string;
}

const QUOTE_DELAY_MS = 350;
const sameStay = (a: OrderChange, b: OrderChange) =>
  a.checkInDate === b.checkInDate &&
  a.checkOutDate === b.checkOutDate &&
  a.roomTypeCode === b.roomTypeCode &&
  a.ratePlanCode === b.ratePlanCode &&
  a.adultsPerRoom === b.adultsPerRoom &&
  a.childrenPerRoom === b.childrenPerRoom;

/**
 * Changing a confirmed booking (the guest's order page and the back office's Modify): dates, room type,
 * rate and party per room, re-quoted as they change (the new total, the difference and how it is settled,
 * the new rate's cancellation policy), then applied with the quoted amount and the order's version.
 */
export function ChangeBookingForm({
  stay,
  quote,
  apply,
  onApplied,
  onCancel,
}: {
  stay: ChangeableStay;
  quote: (change: OrderChange) => Promise<OrderChangeQuote>;
  apply: (change: OrderChangeApply) => Promise<void>;
  onApplied: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const policies = usePolicies();
  const ids = { checkIn: useId(), checkOut: useId() };
  const [change, setChange] = useState<OrderChange>({
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    roomTypeCode: stay.roomTypeCode,
    ratePlanCode: stay.ratePlanCode,
    adultsPerRoom: stay.adultsPerRoom,
    childrenPerRoom: stay.childrenPerRoom,
  });
  const [offer, setOffer] = useState<OrderChangeQuote | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pricing, setPricing] = useState(false);
  const [busy, setBusy] = useState(false);
  const unchanged = sameStay(change, stay);
  const datesValid = change.checkInDate !== '' && change.checkOutDate > change.checkInDate;

  const rooms = useQuery({
    ...roomsQuery(language, {
      hotelCode: stay.hotelCode,
      checkInDate: change.checkInDate,
      checkOutDate: change.checkOutDate,
      roomCount: stay.roomCount,
      adultsNumber: change.adultsPerRoom * stay.roomCount,
      childNumber: change.childrenPerRoom * stay.roomCount,
    }),
    enabled: datesValid,
  });
  const roomTypes = rooms.data?.list ?? [];
  const chosenRoom = roomTypes.find((room) => room.roomTypeCode === change.roomTypeCode);
  const rates = chosenRoom?.roomRates ?? [];

  useEffect(() => {
    setOffer(null);
    setProblem(null);
    if (unchanged || !datesValid) return;
    let current = true;
    setPricing(true);
    const timer = setTimeout(() => {
      quote(change)
        .then((answer) => current && setOffer(answer))
        .catch((error: unknown) => current && setProblem(describeBookingError(error, t).message))
        .finally(() => current && setPricing(false));
    }, QUOTE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      setPricing(false);
    };
  }, [change, unchanged, datesValid, quote, t]);

  const set = (patch: Partial<OrderChange>) => setChange((previous) => ({ ...previous, ...patch }));
  const pickRoom = (roomTypeCode: string) => {
    const room = roomTypes.find((r) => r.roomTypeCode === roomTypeCode);
    const keepsRate = room?.roomRates.some((rate) => rate.ratePlanCode === change.ratePlanCode);
    set({ roomTypeCode, ratePlanCode: keepsRate ? change.ratePlanCode : (room?.roomRates[0]?.ratePlanCode ?? '') });
  };

  const confirm = async () => {
    if (!offer) return;
    setBusy(true);
    setProblem(null);
    try {
      await apply({ ...change, verifyAmount: offer.verifyAmount, version: offer.version });
      onApplied();
    } catch (error) {
      setProblem(describeBookingError(error, t).message);
    } finally {
      setBusy(false);
    }
  };

  const money = (amount: number) => format.money(amount, stay.currency);
  const count = (max: number, from: number) => Array.from({ length: max - from + 1 }, (_, i) => from + i);

  return (
    <div className="flex flex-col gap-4" data-testid="change-booking-form">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={ids.checkIn} label={t('booking.change.checkIn')}>
          <input
            id={ids.checkIn}
            type="date"
            className={controlClass}
            value={change.checkInDate}
            data-testid="change-check-in"
            onChange={(event) => set({ checkInDate: event.target.value })}
          />
        </Field>
        <Field id={ids.checkOut} label={t('booking.change.checkOut')}>
          <input
            id={ids.checkOut}
            type="date"
            className={controlClass}
            value={change.checkOutDate}
            min={change.checkInDate}
            data-testid="change-check-out"
            onChange={(event) => set({ checkOutDate: event.target.value })}
          />
        </Field>
        <PlainSelectField
          name="roomTypeCode"
          label={t('booking.change.roomType')}
          value={change.roomTypeCode}
          onChange={pickRoom}
        >
          {chosenRoom ? null : <option value={change.roomTypeCode}>{change.roomTypeCode}</option>}
          {roomTypes.map((room) => (
            <option key={room.roomTypeCode} value={room.roomTypeCode}>
              {room.name}
            </option>
          ))}
        </PlainSelectField>
        <PlainSelectField
          name="ratePlanCode"
          label={t('booking.change.rate')}
          value={change.ratePlanCode}
          onChange={(ratePlanCode) => set({ ratePlanCode })}
        >
          {rates.some((rate) => rate.ratePlanCode === change.ratePlanCode) ? null : (
            <option value={change.ratePlanCode}>{change.ratePlanCode}</option>
          )}
          {rates.map((rate) => (
            <option key={rate.ratePlanCode} value={rate.ratePlanCode}>
              {rate.name}
            </option>
          ))}
        </PlainSelectField>
        <PlainSelectField
          name="adultsPerRoom"
          label={t('booking.change.adultsPerRoom')}
          value={String(change.adultsPerRoom)}
          onChange={(value) => set({ adultsPerRoom: Number(value) })}
        >
          {count(MAX_ADULTS_PER_ROOM, 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </PlainSelectField>
        <PlainSelectField
          name="childrenPerRoom"
          label={t('booking.change.childrenPerRoom')}
          value={String(change.childrenPerRoom)}
          onChange={(value) => set({ childrenPerRoom: Number(value) })}
        >
          {count(MAX_CHILDREN_PER_ROOM, 0).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </PlainSelectField>
      </div>

      <div aria-live="polite" className="rounded-md bg-surface p-3 text-sm empty:hidden" data-testid="change-quote">
        {unchanged ? <p className="text-muted">{t('booking.change.pickSomething')}</p> : null}
        {pricing ? <p className="text-muted">{t('booking.change.pricing')}</p> : null}
        {offer ? (
          <dl className="flex flex-col gap-1 [&_dt]:mt-1 [&_dt]:text-xs [&_dt]:font-semibold [&_dt]:uppercase">
            <dt className="text-muted">{t('booking.change.before')}</dt>
            <dd data-testid="change-before">
              {format.date(offer.before.checkInDate)} – {format.date(offer.before.checkOutDate)} ·{' '}
              {offer.before.roomTypeName} · {offer.before.ratePlanName} · {money(offer.before.payAmount)}
            </dd>
            <dt className="text-muted">{t('booking.change.after')}</dt>
            <dd data-testid="change-after" className="font-semibold">
              {format.date(offer.after.checkInDate)} – {format.date(offer.after.checkOutDate)} ·{' '}
              {offer.after.roomTypeName} · {offer.after.ratePlanName} · {money(offer.after.payAmount)}
            </dd>
            <dt className="text-muted">{t('booking.change.difference')}</dt>
            <dd data-testid="change-difference">{differenceText(offer, money, t)}</dd>
            <dt className="text-muted">{t('booking.change.policy')}</dt>
            <dd>
              {policies.cancellation(offer.after.cancellationFlag, offer.after.cancellationDeadline, offer.timeZone)}
            </dd>
          </dl>
        ) : null}
      </div>
      {problem ? (
        <div role="alert" data-testid="change-error">
          <Notice tone="error">{problem}</Notice>
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('booking.change.keep')}
        </Button>
        <Button onClick={confirm} disabled={!offer || busy || pricing} data-testid="change-confirm">
          {busy
            ? t('booking.change.applying')
            : offer?.settlement === 'charge'
              ? t('booking.change.confirmAndPay')
              : t('booking.change.confirm')}
        </Button>
      </div>
    </div>
  );
}

function differenceText(
  offer: OrderChangeQuote,
  money: (amount: number) => string,
  t: (key: string, values?: Record<string, string>) => string,
) {
  if (offer.difference === 0) return t('booking.change.noDifference');
  const amount = money(Math.abs(offer.difference));
  const more = offer.difference > 0;
  if (offer.settlement === 'refund') return t('booking.change.lessRefunded', { amount });
  if (offer.settlement === 'charge') return t('booking.change.morePaidOnline', { amount });
  if (offer.settlement === 'atHotel') {
    return t(more ? 'booking.change.moreAtHotel' : 'booking.change.lessAtHotel', { amount });
  }
  return t(more ? 'booking.change.more' : 'booking.change.less', { amount });
}
