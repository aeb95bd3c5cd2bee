import { pagePaths } from '@hotel/contract/routes';
import type { RoomType } from '@hotel/contract/schemas/hotel';
import { useQuery } from '@tanstack/react-query';
import { LocaleLink } from '../../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Card } from '../../../ui/Card.tsx';
import { Picture } from '../../../ui/Picture.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { hotelDetailQuery } from '../../hotels/hotelsApi.ts';
import { useSiteConfig } from '../../site/siteConfigApi.ts';
import type { HomeBlock } from '../contentTypes.ts';
import { SectionHeader } from './SectionHeader.tsx';

function RoomTeaser({ room, hotelCode }: { room: RoomType; hotelCode: string }) {
  const { t } = useTranslation();
  const picture = room.pictures[0];
  return (
    <Card as="li" className="relative flex flex-col transition-shadow hover:shadow-md" data-testid="room-teaser">
      <Picture
        src={picture?.url}
        alt={picture?.alt || room.name}
        width={480}
        height={320}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[3/2] w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold">
          <LocaleLink
            to={pagePaths.roomList(room.roomTypeCode, { hotelCode })}
            className="after:absolute after:inset-0 after:content-[''] hover:text-main hover:underline"
          >
            {room.name}
          </LocaleLink>
        </h3>
        <p className="line-clamp-3 text-sm text-muted">{room.description}</p>
        <p className="mt-auto flex flex-wrap gap-x-3 pt-1 text-xs font-medium text-text">
          {room.sizeSqm > 0 ? <span>{t('ui.room.size', { size: room.sizeSqm })}</span> : null}
          <span>{t('ui.room.occupancy', { adults: room.maxAdults, children: room.maxChildren })}</span>
        </p>
      </div>
    </Card>
  );
}

/** The room types of a single-hotel site (content kinds hotRooms and roomTypes), each linking to its rates. */
export function RoomsBlock({ id, block }: { id: string; block: HomeBlock }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hotelCode = useSiteConfig()?.hotelCode ?? '';
  const hotel = useQuery({
    ...hotelDetailQuery(language, hotelCode),
    enabled: hotelCode !== '',
    meta: { silent: true },
  });
  if (!hotelCode || hotel.isError) return null;
  const rooms = hotel.data?.roomTypes ?? [];
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-6"
      data-testid="home-block"
      data-block-type={block.blockType}
    >
      <SectionHeader
        id={id}
        title={block.title || t('ui.hotel.rooms')}
        body={block.body}
        link={block.link ?? pagePaths.roomList(undefined, { hotelCode })}
        linkLabel={t('ui.home.allRooms')}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={hotel.isPending || undefined}>
        {hotel.isPending
          ? [0, 1, 2].map((index) => (
              <li key={index}>
                <Skeleton className="aspect-[3/2] w-full" />
              </li>
            ))
          : rooms.map((room) => <RoomTeaser key={room.roomTypeCode} room={room} hotelCode={hotelCode} />)}
      </ul>
    </section>
  );
}
