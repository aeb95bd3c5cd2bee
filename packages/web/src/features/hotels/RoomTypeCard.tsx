import { pagePaths } from '@hotel/contract/routes';
import type { Money } from '@hotel/contract/schemas/common';
import type { RoomType } from '@hotel/contract/schemas/hotel';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { PriceFrom } from '../pricing/PriceFrom.tsx';
import { RoomFacts, useRoomFacts } from '../rooms/RoomFacts.tsx';

/**
 * A room type of a hotel: picture, description, facts, its lowest price per night for the stay (or
 * "fully booked"), and a link to its rates that carries the stay over.
 */
export function RoomTypeCard({
  room,
  hotelCode,
  stay,
  price,
}: {
  room: RoomType;
  hotelCode: string;
  /** The stay's query (dates, party, codes). */
  stay: URLSearchParams;
  /** The lowest price for the stay; null when the room is full; undefined while prices load. */
  price?: { lowest: Money | null; withCharges?: Money | null; isFull: boolean } | 'loading';
}) {
  const { t } = useTranslation();
  const facts = useRoomFacts();
  const picture = room.pictures[0];
  const query = new URLSearchParams(stay);
  query.set('hotelCode', hotelCode);
  const full = price !== undefined && price !== 'loading' && price.isFull;
  return (
    <Card as="li" data-testid="room-type" data-full={full ? 'true' : 'false'} className="flex flex-col md:flex-row">
      <Picture
        src={picture?.url}
        alt={picture?.alt || room.name}
        width={320}
        height={220}
        sizes="(min-width: 768px) 256px, 100vw"
        className={`aspect-[16/11] w-full md:w-64 md:shrink-0 ${full ? 'opacity-60 grayscale' : ''}`}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold">{room.name}</h3>
        {room.description ? <p className="text-sm text-muted">{room.description}</p> : null}
        <RoomFacts facts={facts(room)} />
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-3">
          <div data-testid="room-type-price">
            {price === 'loading' ? (
              <Skeleton className="h-7 w-36" />
            ) : price?.isFull ? (
              <p className="text-sm font-semibold text-danger">{t('ui.hotel.fullForDates')}</p>
            ) : price?.lowest ? (
              <PriceFrom price={price.lowest} withCharges={price.withCharges} perNight />
            ) : null}
          </div>
          <LocaleLink
            to={pagePaths.roomList(room.roomTypeCode, query)}
            className={buttonClass(full ? 'secondary' : 'primary')}
            data-testid="room-type-rates-link"
          >
            {t('ui.room.viewRates')}
          </LocaleLink>
        </div>
      </div>
    </Card>
  );
}
