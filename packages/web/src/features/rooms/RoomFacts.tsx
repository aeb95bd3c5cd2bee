import type { RoomType } from '@hotel/contract/schemas/hotel';
import { useCallback } from 'react';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';

export interface RoomFact {
  key: 'size' | 'bed' | 'occupancy' | 'window' | 'smoking' | 'floor';
  text: string;
}

/** A room's facts in the display language: size in m², bed type, occupancy, window, smoking policy, floor. */
export function useRoomFacts(): (room: RoomType) => RoomFact[] {
  const { t } = useTranslation();
  const label = useEnumLabel();
  return useCallback(
    (room: RoomType) => {
      const facts: (RoomFact | null)[] = [
        room.sizeSqm > 0 ? { key: 'size', text: t('ui.room.size', { size: room.sizeSqm }) } : null,
        room.bedType ? { key: 'bed', text: label('bedType', room.bedType) } : null,
        { key: 'occupancy', text: t('ui.room.occupancy', { adults: room.maxAdults, children: room.maxChildren }) },
        room.window ? { key: 'window', text: label('windowType', room.window) } : null,
        room.smokingPolicy ? { key: 'smoking', text: label('smokingPolicy', room.smokingPolicy) } : null,
        room.floor ? { key: 'floor', text: t('ui.room.floor', { floor: room.floor }) } : null,
      ];
      return facts.filter((fact): fact is RoomFact => fact !== null);
    },
    [t, label],
  );
}

const ICONS: Record<RoomFact['key'], string> = {
  size: 'M4 4h16v16H4zM4 9h5M15 20v-5',
  bed: 'M3 18v-7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v7M3 15h18M6 9V6h5v3M13 9V6h5v3',
  occupancy: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M17 11a2.5 2.5 0 1 0 0-5M21 20a5 5 0 0 0-4-4.9',
  window: 'M4 3h16v18H4zM12 3v18M4 12h16',
  smoking: 'M3 15h14v3H3zM20 15v3M17 8c0-2 2-2 2-4M20 11c0-2 2-2 2-4',
  floor: 'M4 20h4v-4h4v-4h4V8h4',
};

/** The facts as small labelled chips with icons. */
export function RoomFacts({ facts }: { facts: RoomFact[] }) {
  return (
    <ul className="flex flex-wrap gap-2 text-xs" data-testid="room-facts">
      {facts.map((fact) => (
        <li key={fact.key} className="flex items-center gap-1 rounded-full bg-main-soft px-2.5 py-1">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-3.5 fill-none stroke-current text-main"
            strokeWidth="1.8"
          >
            <path d={ICONS[fact.key]} />
          </svg>
          {fact.text}
        </li>
      ))}
    </ul>
  );
}
