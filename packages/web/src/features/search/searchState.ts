import {
  DEFAULT_ADULTS_PER_ROOM,
  DEFAULT_CHILDREN_PER_ROOM,
  DEFAULT_NIGHTS,
  DEFAULT_ROOMS,
  MAX_ADULTS_PER_ROOM,
  MAX_CHILDREN_PER_ROOM,
  MAX_ROOMS_PER_BOOKING,
} from '@hotel/contract/constants';
import type { SearchForm } from '@hotel/contract/schemas/search';

/** The search form as the guest edits it (and as it is kept for the session). */
export interface SearchValues {
  hotelCode?: string;
  cityCode?: string;
  checkInDate: string;
  checkOutDate: string;
  roomNum: number;
  adultPerRoom: number;
  childPerRoom: number;
}

const STORAGE_KEY = 'hotel.searchForm';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** Today in the browser's time zone, `yyyy-MM-dd`. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function shiftDate(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** 1 room, 1 adult, 0 children, tonight for one night. */
export function defaultSearch(today: string = localToday()): SearchValues {
  return {
    checkInDate: today,
    checkOutDate: shiftDate(today, DEFAULT_NIGHTS),
    roomNum: DEFAULT_ROOMS,
    adultPerRoom: DEFAULT_ADULTS_PER_ROOM,
    childPerRoom: DEFAULT_CHILDREN_PER_ROOM,
  };
}

function count(value: unknown, min: number, max: number, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : fallback;
}

function code(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(value) ? value : undefined;
}

/** Cleans stored or URL values: unknown fields dropped, counts bounded, past stays moved to today. */
export function normalizeSearch(raw: Record<string, unknown>, today: string = localToday()): SearchValues {
  const base = defaultSearch(today);
  const checkIn = typeof raw.checkInDate === 'string' && DATE.test(raw.checkInDate) ? raw.checkInDate : undefined;
  const checkOut = typeof raw.checkOutDate === 'string' && DATE.test(raw.checkOutDate) ? raw.checkOutDate : undefined;
  const datesValid = checkIn !== undefined && checkOut !== undefined && checkIn >= today && checkOut > checkIn;
  const hotelCode = code(raw.hotelCode);
  return {
    ...(hotelCode ? { hotelCode } : {}),
    ...(!hotelCode && code(raw.cityCode) ? { cityCode: code(raw.cityCode) } : {}),
    checkInDate: datesValid ? checkIn : base.checkInDate,
    checkOutDate: datesValid ? checkOut : base.checkOutDate,
    roomNum: count(raw.roomNum, 1, MAX_ROOMS_PER_BOOKING, base.roomNum),
    adultPerRoom: count(raw.adultPerRoom, 1, MAX_ADULTS_PER_ROOM, base.adultPerRoom),
    childPerRoom: count(raw.childPerRoom, 0, MAX_CHILDREN_PER_ROOM, base.childPerRoom),
  };
}

export function loadSearch(today?: string): SearchValues {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : {};
    return normalizeSearch(
      typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {},
      today,
    );
  } catch {
    return defaultSearch(today);
  }
}

export function saveSearch(values: Partial<SearchValues>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(values));
  } catch {
    // Storage disabled: the form simply starts fresh next time.
  }
}

/** Reads a hotel-list URL (`roomCount`, totals of adults and children) back into per-room form values. */
export function searchFromQuery(params: URLSearchParams): Record<string, unknown> | null {
  if (!params.get('checkInDate')) return null;
  const rooms = Math.max(1, Number(params.get('roomCount')) || 1);
  return {
    hotelCode: params.get('hotelCode') ?? undefined,
    cityCode: params.get('cityCode') ?? undefined,
    checkInDate: params.get('checkInDate'),
    checkOutDate: params.get('checkOutDate'),
    roomNum: rooms,
    adultPerRoom: Math.floor((Number(params.get('adultsNumber')) || rooms) / rooms),
    childPerRoom: Math.floor((Number(params.get('childNumber')) || 0) / rooms),
  };
}

/** The hotel-list query of a valid search: totals are rooms x per-room counts. */
export function toHotelListQuery(form: SearchForm): Record<string, string | number> {
  return {
    checkInDate: form.checkInDate,
    checkOutDate: form.checkOutDate,
    roomCount: form.roomNum,
    adultsNumber: form.roomNum * form.adultPerRoom,
    childNumber: form.roomNum * form.childPerRoom,
    ...(form.hotelCode ? { hotelCode: form.hotelCode } : {}),
    ...(!form.hotelCode && form.cityCode ? { cityCode: form.cityCode } : {}),
    ...(form.discountType !== undefined && form.discountCode
      ? { discountType: form.discountType, discountCode: form.discountCode }
      : {}),
  };
}
