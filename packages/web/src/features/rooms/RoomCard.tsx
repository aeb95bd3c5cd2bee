import type { RoomWithRates } from '@hotel/contract/schemas/rooms';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Card } from '../../ui/Card.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { NotOfferedRates } from './notOffered.tsx';
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
  const [showSoldOut, setShowSoldOut] = useState(false);
  const open = room.roomRates.filter((rate) => rate.isFull === 0);
  const soldOut = room.roomRates.filter((rate) => rate.isFull === 1);
  const shown = showSoldOut ? [...open, ...soldOut] : open;
  const rateRow = (rate: RoomWithRates['roomRates'][number]) => (
    <RateRow
      key={rate.ratePlanCode}
      rate={rate}
      hotelCode={hotelCode}
      roomTypeCode={room.roomTypeCode}
      roomName={room.name}
      stay={stay}
      timeZone={timeZone}
    />
  );
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
            ) : room.fewRoomsLeft ? (
              <span
                className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
                data-testid="few-rooms-left"
              >
                {t('results.rate.fewRoomsLeft', { count: room.fewRoomsLeft })}
              </span>
            ) : null}
          </div>
          {room.description ? <p className="text-sm text-muted">{room.description}</p> : null}
          <RoomFacts facts={facts(room)} />
        </div>
      </div>
      {room.roomRates.length > 0 ? (
        <ul className="border-t border-border" aria-label={t('results.rate.ratesOf', { room: room.name })}>
          {shown.map(rateRow)}
          {soldOut.length > 0 ? (
            <li className="border-t border-border px-4 py-2">
              <button
                type="button"
                className="text-sm font-medium text-main underline underline-offset-4"
                aria-expanded={showSoldOut}
                onClick={() => setShowSoldOut(!showSoldOut)}
                data-testid="toggle-sold-out"
              >
                {showSoldOut
                  ? t('results.rate.hideSoldOut', { count: soldOut.length })
                  : t('results.rate.showSoldOut', { count: soldOut.length })}
              </button>
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="border-t border-border p-4 text-sm text-muted">{t('results.rate.noRates')}</p>
      )}
      <NotOfferedRates rates={room.notOfferedRates ?? []} />
    </Card>
  );
}
