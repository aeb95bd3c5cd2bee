import { pagePaths } from '@hotel/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { orderDetailQuery } from './bookingApi.ts';
import type { BookingSession } from './bookingSession.ts';
import { useGuestName } from './ReviewDetails.tsx';

/**
 * Step 3, confirmation (pay at hotel, card guarantee): the confirmation number, where the e-mail
 * went, the way to the order page and a summary of the reservation.
 */
export function ConfirmationStep({ session, onNewBooking }: { session: BookingSession; onNewBooking: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = useEnumLabel();
  const format = useSiteFormat();
  const guestName = useGuestName();
  const orderId = session.orderId ?? '';
  const order = useQuery({ ...orderDetailQuery(language, orderId), enabled: Boolean(orderId) });
  const detail = order.data;
  return (
    <Card
      as="section"
      aria-labelledby="bk-confirmed-title"
      className="flex flex-col gap-6 p-6 sm:p-8"
      data-testid="confirmation-step"
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-success text-3xl text-white"
        >
          ✓
        </span>
        <h2 id="bk-confirmed-title" className="text-2xl font-semibold">
          {t('booking.confirmation.title')}
        </h2>
        <p className="text-sm text-muted">{t('booking.confirmation.thanks')}</p>
        <div className="flex flex-col items-center gap-1 rounded-lg bg-main-soft px-6 py-3">
          <span className="text-xs font-semibold uppercase tracking-wide text-muted">
            {t('booking.order.confirmationNumber')}
          </span>
          <span className="text-2xl font-bold tracking-wider text-main" data-testid="confirmation-number">
            {session.confirmationNumber}
          </span>
        </div>
        {session.email ? (
          <p className="text-sm">{t('booking.confirmation.emailSent', { email: session.email })}</p>
        ) : null}
      </div>
      {/* The way on sits above the summary, which comes a moment later: it does not move under the guest's finger. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <LocaleLink to={pagePaths.order(orderId)} className={buttonClass('primary')} data-testid="view-order">
          {t('booking.confirmation.viewOrder')}
        </LocaleLink>
        <Button variant="secondary" onClick={onNewBooking}>
          {t('booking.confirmation.newBooking')}
        </Button>
      </div>
      {detail ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">{t('booking.order.hotel')}</dt>
          <dd className="font-medium">{detail.hotel.name}</dd>
          <dt className="text-muted">{t('booking.summary.room')}</dt>
          <dd>
            {detail.roomType.name} · {detail.ratePlan.name}
          </dd>
          <dt className="text-muted">{t('booking.order.dates')}</dt>
          <dd>
            {t('booking.order.dateRange', {
              checkIn: format.date(detail.checkInDate),
              checkOut: format.date(detail.checkOutDate),
            })}{' '}
            · {t('booking.summary.nights', { count: detail.nights })}
          </dd>
          <dt className="text-muted">{t('booking.summary.guests')}</dt>
          <dd>{detail.rooms.flatMap((room) => room.guests.map(guestName)).join(', ')}</dd>
          <dt className="text-muted">{t('booking.order.paymentMethod')}</dt>
          <dd>{label('paymentType', detail.paymentType)}</dd>
          <dt className="text-muted">{t('booking.price.total')}</dt>
          <dd className="font-semibold" data-testid="confirmation-total">
            {format.money(detail.amounts.totalAmount.amount, detail.currency)}
          </dd>
          {/* What the guest pays is the total less vouchers and points, as on the order and in the e-mail. */}
          {detail.amounts.voucherDiscount.amount > 0 ? (
            <>
              <dt className="text-muted">{t('booking.price.voucherDiscount')}</dt>
              <dd>
                {t('booking.price.deduction', {
                  amount: format.money(detail.amounts.voucherDiscount.amount, detail.currency),
                })}
              </dd>
            </>
          ) : null}
          {detail.amounts.pointDiscount.amount > 0 ? (
            <>
              <dt className="text-muted">{t('booking.price.pointDiscount')}</dt>
              <dd>
                {t('booking.price.deduction', {
                  amount: format.money(detail.amounts.pointDiscount.amount, detail.currency),
                })}
              </dd>
            </>
          ) : null}
          {detail.amounts.payAmount.amount !== detail.amounts.totalAmount.amount ? (
            <>
              <dt className="text-muted">{t('booking.price.payAmount')}</dt>
              <dd className="font-semibold" data-testid="confirmation-pay-amount">
                {format.money(detail.amounts.payAmount.amount, detail.currency)}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </Card>
  );
}
