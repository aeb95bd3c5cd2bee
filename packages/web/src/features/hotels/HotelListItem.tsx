import { pagePaths } from '@hotel/contract/routes';
import type { HotelSummary } from '@hotel/contract/schemas/hotel';
import type { ReactNode } from 'react';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { StarRating } from '../../ui/StarRating.tsx';
import { PriceFrom } from '../pricing/PriceFrom.tsx';
import { useBrandLabel } from './useBrandLabel.ts';

/**
 * A hotel in the search results: picture, name, stars, city, address, its lowest price per night for
 * the stay, and links to its detail and its rooms that carry the stay over. A full hotel is marked.
 */
export function HotelListItem({
  hotel,
  stay,
  eager,
  as = 'li',
  codeCompany,
  badge,
}: {
  hotel: HotelSummary;
  /** The stay's query (dates, party, codes) the links carry over. */
  stay: URLSearchParams;
  eager?: boolean;
  as?: 'li' | 'article';
  /** The company whose code gives this hotel's rates, when the search's code is valid here only at some hotels. */
  codeCompany?: string;
  /** Shown beside the stars (the guest rating). */
  badge?: ReactNode;
}) {
  const { t } = useTranslation();
  const brand = useBrandLabel();
  const picture = hotel.pictures[0];
  const detail = pagePaths.hotelDetail(hotel.hotelCode, stay);
  const rooms = pagePaths.roomList(undefined, { hotelCode: hotel.hotelCode, ...Object.fromEntries(stay) });
  return (
    <Card
      as={as}
      data-testid="hotel-list-item"
      data-hotel-code={hotel.hotelCode}
      data-full={hotel.isFull ? 'true' : 'false'}
      className={`flex flex-col sm:flex-row ${hotel.isFull ? 'bg-surface' : ''}`}
    >
      <div className="relative sm:w-64 sm:shrink-0">
        <Picture
          src={picture?.url}
          alt={picture?.alt || hotel.name}
          width={320}
          height={220}
          eager={eager}
          sizes="(min-width: 640px) 256px, 100vw"
          className={`aspect-[16/11] h-full w-full ${hotel.isFull ? 'opacity-60 grayscale' : ''}`}
        />
        {hotel.isFull ? (
          <span className="absolute left-3 top-3 rounded-full bg-danger px-3 py-1 text-xs font-semibold text-on-main">
            {hotel.partyFits === false ? t('ui.hotel.noRoomForParty') : t('ui.hotel.full')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-main">{brand(hotel.brand)}</p>
        {codeCompany ? (
          <p
            className="self-start rounded-full bg-main-soft px-2 py-0.5 text-xs font-semibold"
            data-testid="code-applies"
          >
            {t('ui.search.companyHint', { company: codeCompany })}
          </p>
        ) : null}
        <h2 className="text-lg font-semibold leading-snug">
          <LocaleLink to={detail} data-testid="hotel-name" className="hover:text-main hover:underline">
            {hotel.name}
          </LocaleLink>
        </h2>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <StarRating value={hotel.starRating} label={t('ui.hotel.stars', { count: hotel.starRating })} />
          <span>{hotel.cityName}</span>
          {badge}
        </div>
        <p className="text-sm">{hotel.address}</p>
        {hotel.shortDescription ? <p className="text-sm text-muted">{hotel.shortDescription}</p> : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-3">
          <div data-testid="hotel-price">
            {hotel.isFull ? (
              <p className="text-sm font-semibold text-danger" data-testid="hotel-full">
                {hotel.partyFits === false ? t('ui.hotel.noRoomForPartyHint') : t('ui.hotel.fullForDates')}
              </p>
            ) : hotel.lowestPrice ? (
              <PriceFrom price={hotel.lowestPrice} withCharges={hotel.lowestPriceWithCharges} perNight />
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <LocaleLink to={detail} className={buttonClass('secondary')}>
              {t('ui.hotel.viewDetails')}
            </LocaleLink>
            <LocaleLink
              to={rooms}
              className={buttonClass(hotel.isFull ? 'secondary' : 'primary')}
              data-testid="hotel-rooms-link"
            >
              {t('ui.hotel.seeRooms')}
            </LocaleLink>
          </div>
        </div>
      </div>
    </Card>
  );
}
