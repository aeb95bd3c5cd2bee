import { useSyncExternalStore } from 'react';

/** A room (type, rate, nights) a guest put into "your selection" on the room list, to book with others. */
export interface SelectedRoom {
  /** This line of the selection (the same room may be chosen twice). */
  id: string;
  hotelCode: string;
  roomTypeCode: string;
  roomName: string;
  ratePlanCode: string;
  rateName: string;
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  /** The room list's total for the stay in minor units, and its currency (the booking page re-prices). */
  total: number;
  currency: string;
}

const KEY = 'hotel.stay-selection';
/** The server books at most this many room orders together (contract MAX_ROOM_ORDERS_PER_STAY). */
export const MAX_SELECTED = 5;
const listeners = new Set<() => void>();
let cached: { raw: string | null; rooms: SelectedRoom[] } = { raw: null, rooms: [] };

function read(): SelectedRoom[] {
  const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
  if (raw === cached.raw) return cached.rooms;
  let rooms: SelectedRoom[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    rooms = Array.isArray(parsed) ? (parsed as SelectedRoom[]) : [];
  } catch {
    rooms = [];
  }
  cached = { raw, rooms };
  return rooms;
}

function write(rooms: SelectedRoom[]) {
  sessionStorage.setItem(KEY, JSON.stringify(rooms));
  for (const listener of listeners) listener();
}

/**
 * The selection of this browser tab (session storage): rooms of one hotel only, a room of another hotel
 * starts a new selection; the same room type, rate and nights may be chosen more than once (two doubles).
 */
export const staySelection = {
  rooms: read,
  add(room: Omit<SelectedRoom, 'id'>) {
    const rooms = read().filter((other) => other.hotelCode === room.hotelCode);
    if (rooms.length >= MAX_SELECTED) return false;
    write([...rooms, { ...room, id: crypto.randomUUID() }]);
    return true;
  },
  remove(id: string) {
    write(read().filter((room) => room.id !== id));
  },
  clear() {
    write([]);
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useStaySelection(): SelectedRoom[] {
  return useSyncExternalStore(subscribe, read, () => []);
}
