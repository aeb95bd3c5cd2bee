import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { clockText, countdownParts } from './countdown.ts';
import { useNow } from './useNow.ts';

/**
 * A live countdown to `deadline` ("Ends in 1 d 02:03:04"): `kind` says what happens then. The time is
 * read on the server's clock when `offsetMs` (server minus browser) is given.
 */
export function FlashCountdown({
  deadline,
  kind,
  offsetMs = 0,
  className = '',
}: {
  deadline: string;
  kind: 'ends' | 'starts';
  offsetMs?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const now = useNow() + offsetMs;
  const parts = countdownParts(deadline, now);
  const time =
    parts.days > 0 ? t('mall.countdown.withDays', { days: parts.days, time: clockText(parts) }) : clockText(parts);
  return (
    <span className={`tabular-nums ${className}`.trim()} data-testid="flash-countdown" role="timer">
      {t(kind === 'ends' ? 'mall.countdown.endsIn' : 'mall.countdown.startsIn', { time })}
    </span>
  );
}
