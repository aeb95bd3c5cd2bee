import type { RoomType } from '@hotel/contract/schemas/hotel';
import { paths } from '../../app/paths.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { LocaleLink } from '../i18n/LocaleLink.tsx';
import { useEnumLabel } from '../i18n/useEnumLabel.ts';
import { useTranslation } from '../i18n/useTranslation.ts';

/** A room type of a hotel: picture, description, facts and a link to its rates. */
export function RoomTypeCard({
  room,
  hotelCode,
  search,
}: {
  room: RoomType;
  hotelCode: string;
  search: URLSearchParams;
}) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const picture = room.pictures[0];
  const query = new URLSearchParams(search);
  query.set('hotelCode', hotelCode);
  const facts = [
    room.sizeSqm > 0 ? t('ui.room.size', { size: room.sizeSqm }) : null,
    room.bedType ? t('ui.room.bed', { bed: label('bedType', room.bedType) }) : null,
    t('ui.room.occupancy', { adults: room.maxAdults, children: room.maxChildren }),
    room.window ? label('windowType', room.window) : null,
    room.smokingPolicy ? label('smokingPolicy', room.smokingPolicy) : null,
    room.floor ? t('ui.room.floor', { floor: room.floor }) : null,
  ].filter((fact): fact is string => Boolean(fact));
  const distinctFacts = [...new Set(facts)];
  return (
    <Card as="li" data-testid="room-type" className="flex flex-col md:flex-row">
      <Picture
        src={picture?.url}
        alt={picture?.alt || room.name}
        width={320}
        height={220}
        className="aspect-[16/11] w-full md:w-64 md:shrink-0"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold">{room.name}</h3>
        {room.description ? <p className="text-sm text-muted">{room.description}</p> : null}
        <ul className="flex flex-wrap gap-2 text-xs">
          {distinctFacts.map((fact) => (
            <li key={fact} className="rounded-full bg-main-soft px-2 py-1">
              {fact}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-2">
          <LocaleLink to={paths.roomList(room.roomTypeCode, query)} className={buttonClass('secondary')}>
            {t('ui.room.viewRates')}
          </LocaleLink>
        </div>
      </div>
    </Card>
  );
}
