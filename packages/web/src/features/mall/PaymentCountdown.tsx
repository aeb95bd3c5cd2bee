import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { clockText, countdownParts } from './countdown.ts';
import { useNow } from './useNow.ts';

/** The time left to pay an order, in minutes and seconds (spec section 9), then that it is over. */
export function PaymentCountdown({ deadline, className = '' }: { deadline: string; className?: string }) {
  const { t } = useTranslation();
  const parts = countdownParts(deadline, useNow());
  const minutes = parts.days * 24 * 60 + parts.hours * 60 + parts.minutes;
  const time = `${String(minutes).padStart(2, '0')}:${clockText(parts).slice(-2)}`;
  return (
    <span
      className={`tabular-nums text-sm font-semibold ${parts.total > 0 ? 'text-danger' : 'text-muted'} ${className}`.trim()}
      role="timer"
      data-testid="payment-countdown"
    >
      {parts.total > 0 ? t('mall.countdown.pay', { time }) : t('mall.countdown.payOver')}
    </span>
  );
}
