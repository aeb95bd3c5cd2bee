import type { HotelDetail } from '@hotel/contract/schemas/hotel';
import type { HotelContact } from '../../features/hotels/hotelsApi.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';

/** Address, phone, e-mail and a map link of a hotel (its contact endpoint, else its detail), as a description list. */
export function HotelFacts({ hotel, contact }: { hotel: HotelDetail; contact?: HotelContact }) {
  const { t } = useTranslation();
  const source = contact ?? hotel;
  const facts = [
    { key: 'address', term: t('ui.hotel.address'), value: source.address },
    { key: 'phone', term: t('ui.hotel.phone'), value: source.phone },
    { key: 'email', term: t('ui.hotel.email'), value: source.email },
  ].filter((fact) => fact.value);
  const hasMap =
    Number.isFinite(source.latitude) &&
    Number.isFinite(source.longitude) &&
    (source.latitude !== 0 || source.longitude !== 0);
  return (
    <div className="flex flex-col gap-3" data-testid="hotel-contact">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map((fact) => (
          <div key={fact.key} className="contents">
            <dt className="font-semibold text-muted">{fact.term}</dt>
            <dd className="break-words">
              {fact.key === 'phone' ? (
                <a href={`tel:${fact.value.replace(/\s+/g, '')}`} className="text-main hover:underline">
                  {fact.value}
                </a>
              ) : fact.key === 'email' ? (
                <a href={`mailto:${fact.value}`} className="text-main hover:underline">
                  {fact.value}
                </a>
              ) : (
                fact.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      {hasMap ? (
        <a
          href={`https://www.openstreetmap.org/?mlat=${source.latitude}&mlon=${source.longitude}#map=16/${source.latitude}/${source.longitude}`}
          target="_blank"
          rel="noopener noreferrer"
          className="self-start text-sm font-medium text-main hover:underline"
        >
          {t('ui.hotel.viewMap')}
          <span className="sr-only"> {t('ui.common.opensNewWindow')}</span>
        </a>
      ) : null}
    </div>
  );
}
