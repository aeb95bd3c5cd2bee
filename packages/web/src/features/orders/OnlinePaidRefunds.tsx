import type { OnlinePaid } from '@hotel/contract/schemas/order';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';

const REASONS = new Set(['staffRefund', 'priceLowered', 'cancelled', 'earlyDeparture']);
const STATUSES = new Set(['refundDue', 'refunded', 'refundFailed']);

/**
 * The online money once refunds gave part of it back or a change was paid beside the booking: what was paid
 * in all (and by each payment), each refund (why, when, whether it arrived) and what is still paid, as the
 * payments table holds them. Their times are the hotel's (`timeZone`), like every other time of the order.
 */
export function OnlinePaidRefunds({ online, timeZone }: { online: OnlinePaid | null; timeZone: string }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const hotelTime = (at: string) => (
    <time dateTime={at} data-testid="online-paid-at">
      {format.instant(at, timeZone)}
    </time>
  );
  // Shown once the money is more than the one payment: refunds gave part back, or a change was paid on its own.
  if (!online || (online.refunds.length === 0 && online.payments.length < 2)) return null;
  const money = (amount: number) => format.money(amount, online.currency);
  return (
    <div className="flex flex-col gap-1 border-t border-border pt-3 text-sm" data-testid="online-paid">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('booking.onlinePaid.title')}</p>
      <p className="flex justify-between gap-4">
        <span>
          {online.group
            ? t('booking.onlinePaid.share', { number: online.group.confirmationNumber })
            : t('booking.price.paidOnline')}
        </span>
        <span className="whitespace-nowrap tabular-nums" data-testid="online-paid-total" data-paid={online.paid}>
          {money(online.paid)}
        </span>
      </p>
      {online.payments.length > 1 ? (
        <ul className="flex flex-col gap-1 text-muted" data-testid="online-payments">
          {online.payments.map((payment) => (
            <li key={payment.paymentId} className="flex justify-between gap-4" data-amount={payment.paid}>
              <span>
                {payment.orderKind === 'roomChange'
                  ? t('booking.onlinePaid.payment.change')
                  : t('booking.onlinePaid.payment.booking')}{' '}
                · {hotelTime(payment.at)}
              </span>
              <span className="whitespace-nowrap tabular-nums">{money(payment.paid)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="flex flex-col gap-1" data-testid="online-refunds">
        {online.refunds.map((refund) => (
          <li key={refund.refundId} className="flex justify-between gap-4" data-amount={refund.amount}>
            <span>
              {t(`booking.onlinePaid.reason.${REASONS.has(refund.reason ?? '') ? refund.reason : 'other'}`)} ·{' '}
              {hotelTime(refund.at)}
              <span className="text-muted">
                {' '}
                · {t(`booking.onlinePaid.status.${STATUSES.has(refund.status) ? refund.status : 'refundDue'}`)}
              </span>
            </span>
            <span className="whitespace-nowrap tabular-nums">−{money(refund.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between gap-4 font-semibold">
        <span>{t('booking.price.leftPaid')}</span>
        <span className="whitespace-nowrap tabular-nums" data-testid="online-left" data-left={online.left}>
          {money(online.left)}
        </span>
      </p>
    </div>
  );
}
