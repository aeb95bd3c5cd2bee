import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { isApiError } from '../../features/api/client.ts';
import { StatusMessage } from '../../features/errors/StatusMessage.tsx';
import { hotelDetailQuery } from '../../features/hotels/hotelsApi.ts';
import { RoomTypeCard } from '../../features/hotels/RoomTypeCard.tsx';
import { useFacilityLabel } from '../../features/hotels/useFacilityLabel.ts';
import { useLanguage } from '../../features/i18n/useLanguage.ts';
import { useTranslation } from '../../features/i18n/useTranslation.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { StarRating } from '../../ui/StarRating.tsx';
import { HotelFacts } from './HotelFacts.tsx';
import { HotelGallery } from './HotelGallery.tsx';

/** Distinct non-empty strings, so each can be its own React key. */
const unique = (values: string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))];

/** A hotel: pictures, description, facts, facilities and room types; the not-found page when unknown. */
export function HotelDetailPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { hotelCode = '' } = useParams();
  const { search } = useLocation();
  const hotel = useQuery(hotelDetailQuery(language, hotelCode));
  const facilityLabel = useFacilityLabel();

  if (hotel.isPending) return <Spinner label={t('ui.common.loading')} />;
  if (hotel.isError) {
    if (isApiError(hotel.error) && hotel.error.status === 404) return <StatusMessage kind="notFound" />;
    return <p className="py-16 text-center text-muted">{t('ui.error.loadFailed')}</p>;
  }
  const data = hotel.data;
  return (
    <article aria-labelledby="hotel-title" className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 id="hotel-title" data-testid="hotel-name" className="text-3xl font-bold">
          {data.name}
        </h1>
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
          <StarRating value={data.starRating} label={t('ui.hotel.stars', { count: data.starRating })} />
          <span>{data.cityName}</span>
          {data.isFull ? <span className="font-semibold text-danger">{t('ui.hotel.full')}</span> : null}
        </div>
      </header>
      <HotelGallery hotel={data} />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="hotel-about" className="flex flex-col gap-3">
          <h2 id="hotel-about" className="text-xl font-semibold">
            {t('ui.hotel.about')}
          </h2>
          {unique((data.description || data.shortDescription).split(/\n{2,}/)).map((paragraph) => (
            <p key={paragraph} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
          {data.facilities.length > 0 ? (
            <>
              <h3 className="pt-2 font-semibold">{t('ui.hotel.facilities')}</h3>
              <ul className="flex flex-wrap gap-2 text-sm">
                {unique(data.facilities).map((facility) => (
                  <li key={facility} className="rounded-full bg-main-soft px-3 py-1">
                    {facilityLabel(facility)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        <aside aria-labelledby="hotel-contact" className="flex flex-col gap-3 rounded-lg border border-border p-4">
          <h2 id="hotel-contact" className="text-xl font-semibold">
            {t('ui.hotel.contact')}
          </h2>
          <HotelFacts hotel={data} />
        </aside>
      </div>
      <section aria-labelledby="hotel-rooms" className="flex flex-col gap-4">
        <h2 id="hotel-rooms" className="text-xl font-semibold">
          {t('ui.hotel.rooms')}
        </h2>
        {data.roomTypes.length === 0 ? <p className="text-muted">{t('ui.hotel.noRooms')}</p> : null}
        <ul className="flex flex-col gap-4">
          {data.roomTypes.map((room) => (
            <RoomTypeCard
              key={room.roomTypeCode}
              room={room}
              hotelCode={data.hotelCode}
              search={new URLSearchParams(search)}
            />
          ))}
        </ul>
      </section>
    </article>
  );
}
