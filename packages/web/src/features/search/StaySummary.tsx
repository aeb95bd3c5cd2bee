import { formatDate } from '../../lib/format/dates.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { nightsOf } from './searchState.ts';

/** "Mon, Dec 7, 2026 – Wed, Dec 9, 2026 · 2 nights · 1 room, 2 adults, 0 children" for a stay query. */
export function StaySummary({ stay, className = '' }: { stay: URLSearchParams; className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = (day: string) => formatDate(day, language, 'full');
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
