import type { HotelDetail } from '@hotel/contract/schemas/hotel';
import { useTranslation } from '../../features/i18n/useTranslation.ts';

/** Address, contact and check-in/out times of a hotel, as a description list. */
export function HotelFacts({ hotel }: { hotel: HotelDetail }) {
  const { t } = useTranslation();
  const facts = [
    { key: 'address', term: t('ui.hotel.address'), value: hotel.address },
    { key: 'phone', term: t('ui.hotel.phone'), value: hotel.phone },
    { key: 'email', term: t('ui.hotel.email'), value: hotel.email },
    { key: 'checkIn', term: t('ui.hotel.checkInTime'), value: hotel.checkInTime },
    { key: 'checkOut', term: t('ui.hotel.checkOutTime'), value: hotel.checkOutTime },
  ].filter((fact) => fact.value);
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {facts.map((fact) => (
        <div key={fact.key} className="contents">
          <dt className="font-semibold text-muted">{fact.term}</dt>
          <dd>
            {fact.key === 'phone' ? (
              <a href={`tel:${fact.value.replace(/\s+/g, '')}`} className="hover:underline">
                {fact.value}
              </a>
            ) : fact.key === 'email' ? (
              <a href={`mailto:${fact.value}`} className="hover:underline">
                {fact.value}
              </a>
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
