import type { RoomWithRates } from '@hotel/contract/schemas/rooms';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Card } from '../../ui/Card.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { RateRow } from './RateRow.tsx';
import { RoomFacts, useRoomFacts } from './RoomFacts.tsx';

/** A room type with its facts and its rates for the stay (full rates last, as the server orders them). */
export function RoomCard({
  room,
  hotelCode,
  stay,
  timeZone,
  eager = false,
}: {
  room: RoomWithRates;
  hotelCode: string;
  stay: URLSearchParams;
  timeZone?: string;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const facts = useRoomFacts();
  const full = room.isFull === 1;
  const headingId = `room-${room.roomTypeCode}`;
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      data-testid="room"
      data-room-code={room.roomTypeCode}
      data-full={full ? 'true' : 'false'}
      className="flex flex-col"
    >
      <div className="flex flex-col gap-4 p-4 sm:flex-row">
        <Picture
          src={room.pictures[0]?.url}
          alt={room.pictures[0]?.alt || room.name}
          width={280}
          height={190}
          eager={eager}
          sizes="(min-width: 640px) 224px, 100vw"
          className={`aspect-[28/19] w-full rounded-md sm:w-56 sm:shrink-0 ${full ? 'opacity-60 grayscale' : ''}`}
        />
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-xl font-semibold">
              {room.name}
            </h2>
            {full ? (
              <span
                className="rounded-full bg-danger px-2 py-0.5 text-xs font-semibold text-on-main"
                data-testid="room-full"
              >
                {t('ui.hotel.full')}
              </span>
            ) : null}
          </div>
          {room.description ? <p className="text-sm text-muted">{room.description}</p> : null}
          <RoomFacts facts={facts(room)} />
        </div>
      </div>
      {room.roomRates.length > 0 ? (
        <ul className="border-t border-border" aria-label={t('ui.rate.ratesOf', { room: room.name })}>
          {room.roomRates.map((rate) => (
            <RateRow
              key={rate.ratePlanCode}
              rate={rate}
              hotelCode={hotelCode}
              roomTypeCode={room.roomTypeCode}
              stay={stay}
              timeZone={timeZone}
            />
          ))}
        </ul>
      ) : (
        <p className="border-t border-border p-4 text-sm text-muted">{t('ui.rate.noRates')}</p>
      )}
    </Card>
  );
}
