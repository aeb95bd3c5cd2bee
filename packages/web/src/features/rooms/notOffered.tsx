import type { NotOfferedRate, NotOfferedWhy } from '@hotel/contract/schemas/rooms';
import { useFormat } from '../../lib/format/useFormat.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';

/** The words of a reason the dates keep a room or a rate back: "minimum 3 nights", "not available on 12 Dec". */
export function useNotOfferedText() {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: false });
  return (why: NotOfferedWhy) =>
    t(`results.roomList.notOffered.reason.${why.reason}`, {
      nights: why.nights ?? 0,
      date: format.date(why.night, 'short'),
    });
}

/** The rate plans of a room type that these dates keep back, each with its reason (under the rates offered). */
export function NotOfferedRates({ rates }: { rates: readonly NotOfferedRate[] }) {
  const { t } = useTranslation();
  const text = useNotOfferedText();
  if (rates.length === 0) return null;
  return (
    <ul className="border-t border-border px-4 py-2 text-sm text-muted" data-testid="not-offered-rates">
      {rates.map((rate) => (
        <li
          key={rate.ratePlanCode}
          data-testid="not-offered-rate"
          data-rate-code={rate.ratePlanCode}
          data-reason={rate.reason}
        >
          <span className="font-medium text-text">{rate.name}</span>
          {t('results.roomList.notOffered.separator')}
          {text(rate)}
        </li>
      ))}
    </ul>
  );
}
