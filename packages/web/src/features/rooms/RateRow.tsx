import { pagePaths } from '@hotel/contract/routes';
import type { RoomRate } from '@hotel/contract/schemas/rooms';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { formatDate, formatInstant } from '../../lib/format/dates.ts';
import { shownMoney } from '../../lib/format/money.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { useIncludesCharges } from '../pricing/usePriceBasis.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { AddToSelection } from '../stayGroup/AddToSelection.tsx';

const CANCELLATION_TONE: Record<number, string> = {
  0: 'text-danger',
  1: 'text-text',
  2: 'text-success',
};

/** The service charge and taxes of a rate: its total with them less its total, in both currencies. */
function chargesOf(rate: RoomRate): RoomRate['total'] {
  const { total, totalWithCharges: charged } = rate;
  const amount = charged.amount - total.amount;
  if (!charged.exchange || !total.exchange) return { amount, currency: total.currency };
  return {
    amount,
    currency: total.currency,
    exchange: { amount: charged.exchange.amount - total.exchange.amount, currency: charged.exchange.currency },
  };
}

/**
 * A rate of a room: name, meal plan, payment type, cancellation (with its deadline in the hotel's time
 * zone), average and total price with the nightly breakdown, and Book; a member-only rate asks a visitor
 * to sign in; a full rate is marked sold out (or too few rooms) and cannot be booked.
 */
export function RateRow({
  rate,
  hotelCode,
  roomTypeCode,
  stay,
  timeZone,
  roomName = roomTypeCode,
}: {
  rate: RoomRate;
  hotelCode: string;
  roomTypeCode: string;
  stay: URLSearchParams;
  timeZone?: string;
  roomName?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const enumLabel = useEnumLabel();
  const { price } = useSiteFormat();
  const date = (day: string) => formatDate(day, language, 'full');
  const location = useLocation();
  const rooms = Number(stay.get('roomCount')) || 1;
  const nights = rate.nightlyPrices.length;
  const full = rate.isFull === 1;
  const includes = useIncludesCharges();
  // With charges the list shows what the booking totals (before extras); the discount compares room prices.
  const discounted = !includes && shownMoney(rate.originalTotal).amount > shownMoney(rate.total).amount;
  const shownTotal = includes ? rate.totalWithCharges : rate.total;
  const shownAverage = includes ? rate.averageNightlyWithCharges : rate.averageNightly;
  const deadline = useMemo(
    () => (rate.cancellationDeadline ? formatInstant(rate.cancellationDeadline, language, timeZone) : null),
    [rate.cancellationDeadline, timeZone, language],
  );
  const book = () => {
    const discountType = Number(stay.get('discountType')) || undefined;
    return pagePaths.roomBook({
      hotelCode,
      roomTypeCode,
      ratePlanCode: rate.ratePlanCode,
      checkInDate: stay.get('checkInDate') ?? '',
      checkOutDate: stay.get('checkOutDate') ?? '',
      roomCount: rooms,
      adultsNumber: Number(stay.get('adultsNumber')) || rooms,
      childNumber: Number(stay.get('childNumber')) || 0,
      childAges: stay.get('childAges')?.split(',').map(Number),
      discountType,
      discountCode: stay.get('discountCode') ?? undefined,
    });
  };
  const signIn = `${pagePaths.login()}?${new URLSearchParams({ redirect: `${location.pathname}${location.search}` })}`;
  const reason = rate.unavailableReason === 'insufficientRooms' ? t('errors.701') : t('errors.703');
  return (
    <li
      data-testid="rate"
      data-rate-code={rate.ratePlanCode}
      data-full={full ? 'true' : 'false'}
      className={`grid gap-4 border-t border-border p-4 first:border-t-0 md:grid-cols-[minmax(0,1fr)_auto] ${full ? 'bg-surface' : ''}`}
    >
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className={`font-semibold ${full ? 'text-muted' : ''}`}>{rate.name}</h3>
          {rate.memberOnly ? (
            <span className="rounded-full bg-main px-2 py-0.5 text-xs font-semibold text-on-main">
              {t('results.rate.memberOnly')}
            </span>
          ) : null}
          {full ? (
            <span
              className="rounded-full bg-danger px-2 py-0.5 text-xs font-semibold text-on-main"
              data-testid="rate-sold-out"
            >
              {rate.unavailableReason === 'insufficientRooms'
                ? t('results.rate.notEnoughRooms')
                : t('results.rate.soldOut')}
            </span>
          ) : null}
        </div>
        {rate.description ? <p className="text-sm text-muted">{rate.description}</p> : null}
        <ul className="flex flex-col gap-1 text-sm">
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="text-main">
              ●
            </span>
            {enumLabel('mealPlan', rate.mealPlan)}
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="text-main">
              ●
            </span>
            {enumLabel('paymentType', rate.paymentType)}
          </li>
          <li
            className={`flex items-center gap-2 ${CANCELLATION_TONE[rate.cancellationFlag] ?? ''}`}
            data-testid="rate-cancellation"
          >
            <span aria-hidden="true">●</span>
            {deadline && rate.cancellationFlag === 1
              ? t('results.rate.cancelUntil', { deadline })
              : enumLabel('cancellationFlag', rate.cancellationFlag)}
          </li>
        </ul>
        {full ? (
          <p className="text-sm text-danger" data-testid="rate-unavailable">
            {reason}
          </p>
        ) : null}
        <details className="group text-sm">
          <summary
            className="cursor-pointer select-none font-medium text-main hover:underline"
            data-testid="rate-breakdown-toggle"
          >
            {t('results.rate.priceDetails')}
          </summary>
          <table className="mt-2 w-full max-w-sm text-left" data-testid="rate-breakdown">
            <caption className="sr-only">{t('results.rate.nightlyPrices')}</caption>
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  {t('results.rate.night')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('results.rate.pricePerRoom')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rate.nightlyPrices.map((night) => (
                <tr key={night.night} className="border-t border-border">
                  <td className="py-1">{date(night.night)}</td>
                  <td
                    className="py-1 text-right tabular-nums"
                    data-testid="night-price"
                    data-amount={shownMoney(night.price).amount}
                  >
                    {price(night.price)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {rooms > 1 ? (
                <tr className="border-t border-border text-muted">
                  <td className="py-1">{t('results.rate.timesRooms', { rooms })}</td>
                  <td />
                </tr>
              ) : null}
              {includes ? (
                <tr className="border-t border-border">
                  <td className="py-1">{t('results.rate.charges')}</td>
                  <td className="py-1 text-right tabular-nums" data-testid="rate-charges">
                    {price(chargesOf(rate))}
                  </td>
                </tr>
              ) : null}
              <tr className="border-t border-border font-semibold">
                <td className="py-1">{t('results.rate.total')}</td>
                <td className="py-1 text-right tabular-nums">{price(shownTotal)}</td>
              </tr>
            </tfoot>
          </table>
        </details>
      </div>
      <div className="flex flex-col items-start gap-2 md:items-end md:text-right">
        <p className="flex items-baseline gap-1">
          <span className={`text-2xl font-bold ${full ? 'text-muted' : ''}`} data-testid="rate-average">
            {price(shownAverage)}
          </span>
          <span className="text-sm text-muted">{t('ui.price.perNight')}</span>
        </p>
        <p className="text-sm text-muted">
          {discounted ? (
            <del className="mr-2" data-testid="rate-original-total">
              {price(rate.originalTotal)}
            </del>
          ) : null}
          <span>{t('results.rate.totalFor', { nights, rooms })}</span>{' '}
          <strong className="text-text" data-testid="rate-total" data-amount={shownMoney(shownTotal).amount}>
            {price(shownTotal)}
          </strong>
        </p>
        <p className="text-xs text-muted" data-testid="price-basis">
          {includes ? t('ui.price.includesCharges') : t('ui.price.excludesCharges')}
        </p>
        {full ? null : rate.requiresSignIn ? (
          <div className="flex flex-col items-start gap-1 md:items-end">
            <p className="text-xs text-muted">{t('results.rate.signInPrompt')}</p>
            <LocaleLink to={signIn} className={buttonClass('secondary')} data-testid="rate-sign-in">
              {t('results.rate.signIn')}
            </LocaleLink>
          </div>
        ) : (
          <>
            <LocaleLink to={book()} className={buttonClass('primary', 'min-w-28')} data-testid="rate-book">
              {t('results.rate.book')}
            </LocaleLink>
            <AddToSelection
              rate={rate}
              hotelCode={hotelCode}
              roomTypeCode={roomTypeCode}
              roomName={roomName}
              stay={stay}
            />
          </>
        )}
      </div>
    </li>
  );
}
