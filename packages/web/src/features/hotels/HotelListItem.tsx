import type { HotelSummary } from '@hotel/contract/schemas/hotel';
import { paths } from '../../app/paths.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { StarRating } from '../../ui/StarRating.tsx';
import { LocaleLink } from '../i18n/LocaleLink.tsx';
import { useTranslation } from '../i18n/useTranslation.ts';
import { PriceFrom } from '../pricing/PriceFrom.tsx';

/** A hotel in the search results: picture, name, stars, city, address, price and a link to its rooms. */
export function HotelListItem({ hotel, search, eager }: { hotel: HotelSummary; search: string; eager?: boolean }) {
  const { t } = useTranslation();
  const picture = hotel.pictures[0];
  const detail = `${paths.hotelDetail(hotel.hotelCode)}${search}`;
  return (
    <Card as="li" data-testid="hotel-list-item" className="flex flex-col sm:flex-row">
      <Picture
        src={picture?.url}
        alt={picture?.alt || hotel.name}
        width={320}
        height={220}
        eager={eager}
        className="aspect-[16/11] w-full sm:w-64 sm:shrink-0"
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-lg font-semibold">
          <LocaleLink to={detail} data-testid="hotel-name" className="hover:text-main hover:underline">
            {hotel.name}
          </LocaleLink>
        </h2>
        <StarRating value={hotel.starRating} label={t('ui.hotel.stars', { count: hotel.starRating })} />
        <p className="text-sm text-muted">{hotel.cityName}</p>
        <p className="text-sm">{hotel.address}</p>
        {hotel.shortDescription ? <p className="text-sm text-muted">{hotel.shortDescription}</p> : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-3">
          <div>
            {hotel.isFull ? (
              <p className="text-sm font-semibold text-danger">{t('ui.hotel.full')}</p>
            ) : hotel.lowestPrice ? (
              <PriceFrom price={hotel.lowestPrice} />
            ) : null}
          </div>
          <LocaleLink to={detail} className={buttonClass('primary')}>
            {t('ui.hotel.viewDetails')}
          </LocaleLink>
        </div>
      </div>
    </Card>
  );
}
