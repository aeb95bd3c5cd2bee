import { hasServableCalendar } from '@hotel/contract/schemas/admin-catalog';
import type { hotels } from './catalog.schema.ts';

const checked = new Map<string, boolean>();

/**
 * Whether guests may see a hotel: switched on, and with a time zone and currency this server can
 * serve (a row saved before they were validated, or edited in the database, is hidden, never a 500).
 */
export function shownToGuests(hotel: Pick<typeof hotels.$inferSelect, 'isActive' | 'timeZone' | 'currency'>): boolean {
  if (!hotel.isActive) return false;
  const key = `${hotel.timeZone}|${hotel.currency}`;
  let servable = checked.get(key);
  if (servable === undefined) {
    servable = hasServableCalendar(hotel);
    checked.set(key, servable);
  }
  return servable;
}
