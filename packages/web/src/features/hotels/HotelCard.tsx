import { pagePaths } from '@hotel/contract/routes';
import type { HotelSummary } from '@hotel/contract/schemas/hotel';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Card } from '../../ui/Card.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { StarRating } from '../../ui/StarRating.tsx';
import { PriceFrom } from '../pricing/PriceFrom.tsx';

/** A hotel in the home page grid: picture, name, city, stars and lowest price. */
export function HotelCard({ hotel, eager = false }: { hotel: HotelSummary; eager?: boolean }) {
  const { t } = useTranslation();
  const picture = hotel.pictures[0];
  return (
    <Card as="article" data-testid="hotel-card" className="flex flex-col transition-shadow hover:shadow-md">
      <Picture
        src={picture?.url}
        alt={picture?.alt || hotel.name}
        width={480}
        height={300}
        eager={eager}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[8/5] w-full"
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg font-semibold leading-snug">
          <LocaleLink
            to={pagePaths.hotelDetail(hotel.hotelCode)}
            data-testid="hotel-name"
            className="hover:text-main hover:underline"
          >
            {hotel.name}
          </LocaleLink>
        </h3>
        <p className="text-sm text-muted">{hotel.cityName}</p>
        <StarRating value={hotel.starRating} label={t('ui.hotel.stars', { count: hotel.starRating })} />
        <div className="mt-auto pt-2">
          {hotel.lowestPrice ? (
            <PriceFrom price={hotel.lowestPrice} withCharges={hotel.lowestPriceWithCharges} />
          ) : null}
        </div>
      </div>
    </Card>
  );
}
