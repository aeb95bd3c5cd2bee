import type { NotOfferedRoom } from '@hotel/contract/schemas/rooms';
import { useNotOfferedText } from '../../features/rooms/notOffered.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';

/**
 * The room types the party fits that no rate sells for these dates, each with the hotel's reason ("minimum
 * 3 nights", "not available on 12 Dec"): what the guest can change, rather than "sold out".
 */
export function NotOfferedRooms({ rooms }: { rooms: readonly NotOfferedRoom[] }) {
  const { t } = useTranslation();
  const text = useNotOfferedText();
  if (rooms.length === 0) return null;
  return (
    <section
      aria-labelledby="not-offered-title"
      className="flex flex-col gap-2 rounded-md border-l-4 border-accent bg-surface p-4 text-sm"
      data-testid="not-offered"
    >
      <h2 id="not-offered-title" className="font-semibold">
        {t('results.roomList.notOffered.title')}
      </h2>
      <ul className="flex flex-col gap-1">
        {rooms.map((room) => (
          <li
            key={room.roomTypeCode}
            data-testid="not-offered-room"
            data-room-code={room.roomTypeCode}
            data-reason={room.reason}
          >
            <span className="font-semibold">{room.name}</span>
            {t('results.roomList.notOffered.separator')}
            {text(room)}
          </li>
        ))}
      </ul>
      <p className="text-muted">{t('results.roomList.notOffered.hint')}</p>
    </section>
  );
}
