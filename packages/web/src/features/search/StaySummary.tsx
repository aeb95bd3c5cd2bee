import { useMemo } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { nightsOf } from './searchState.ts';

/** Formats `yyyy-MM-dd` as a medium date in the display language (th-TH counts years in the Buddhist era). */
export function useStayDateFormat(): (date: string) => string {
  const language = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  }, [language]);
}

/** "Mon, Dec 7, 2026 – Wed, Dec 9, 2026 · 2 nights · 1 room, 2 adults, 0 children" for a stay query. */
export function StaySummary({ stay, className = '' }: { stay: URLSearchParams; className?: string }) {
  const { t } = useTranslation();
  const date = useStayDateFormat();
  const checkIn = stay.get('checkInDate');
  const checkOut = stay.get('checkOutDate');
  if (!checkIn || !checkOut) return null;
  const rooms = Number(stay.get('roomCount')) || 1;
  return (
    <p className={`text-sm text-muted ${className}`.trim()} data-testid="stay-summary">
      {t('ui.stay.summary', {
        checkIn: date(checkIn),
        checkOut: date(checkOut),
        nights: nightsOf(checkIn, checkOut),
        rooms,
        adults: Number(stay.get('adultsNumber')) || rooms,
        children: Number(stay.get('childNumber')) || 0,
      })}
    </p>
  );
}
