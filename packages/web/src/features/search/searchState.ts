import {
  DEFAULT_ADULTS_PER_ROOM,
  DEFAULT_CHILDREN_PER_ROOM,
  DEFAULT_NIGHTS,
  DEFAULT_ROOMS,
  MAX_ADULTS_PER_ROOM,
  MAX_CHILDREN_PER_ROOM,
  MAX_ROOMS_PER_BOOKING,
  ONE_DAY_MS,
} from '@hotel/contract/constants';
import type { DiscountType } from '@hotel/contract/enums';
import { localToday as hotelToday, isTimeZone } from '@hotel/contract/hotelCalendar';
import { MAX_CHILD_AGE } from '@hotel/contract/occupancy';
import type { SearchForm } from '@hotel/contract/schemas/search';
import { STAY_KEYS } from './stayKeys.ts';

/** The search form as the guest edits it (and as it is kept for the session). */
export interface SearchValues {
  hotelCode?: string;
  cityCode?: string;
  checkInDate: string;
  checkOutDate: string;
  roomNum: number;
  adultPerRoom: number;
  childPerRoom: number;
  /** Each child's age, room by room (rooms x children per room); null until the guest chooses it. */
  childAges: (number | null)[];
  /** 1 promotion / corporate code, 2 discount code; only with a code. */
  discountType?: DiscountType;
  discountCode?: string;
}

const STORAGE_KEY = 'hotel.searchForm';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** Today in the browser's time zone, `yyyy-MM-dd`. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Today at a hotel, `yyyy-MM-dd`: a stay's dates are the hotel's; an unknown zone falls back to the browser's. */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  return timeZone && isTimeZone(timeZone) ? hotelToday(timeZone, now) : localToday(now);
}

export function shiftDate(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * ONE_DAY_MS;
  return new Date(time).toISOString().slice(0, 10);
}

export function nightsOf(checkInDate: string, checkOutDate: string): number {
  return Math.round((Date.parse(`${checkOutDate}T00:00:00Z`) - Date.parse(`${checkInDate}T00:00:00Z`)) / ONE_DAY_MS);
}

/** 1 room, 1 adult, 0 children, tonight for one night (adults per room may come from the site configuration). */
export function defaultSearch(
  today: string = localToday(),
  adultsPerRoom: number = DEFAULT_ADULTS_PER_ROOM,
): SearchValues {
  return {
    checkInDate: today,
    checkOutDate: shiftDate(today, DEFAULT_NIGHTS),
    roomNum: DEFAULT_ROOMS,
    adultPerRoom: adultsPerRoom,
    childPerRoom: DEFAULT_CHILDREN_PER_ROOM,
    childAges: [],
  };
}

const isAge = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_CHILD_AGE;

/** The ages for `count` children: those given (valid ones), then unchosen places. */
export function resizeAges(ages: readonly unknown[], count: number): (number | null)[] {
  return Array.from({ length: count }, (_, index) => (isAge(ages[index]) ? ages[index] : null));
}

function count(value: unknown, min: number, max: number, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : fallback;
}

function code(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(value) ? value : undefined;
}

function discount(raw: Record<string, unknown>): Pick<SearchValues, 'discountType' | 'discountCode'> {
  const type = Number(raw.discountType);
  const text = typeof raw.discountCode === 'string' ? raw.discountCode.trim().slice(0, 32) : '';
  return {
    ...(type === 1 || type === 2 ? { discountType: type } : {}),
    ...(text ? { discountCode: text } : {}),
  };
}

/** Cleans stored or URL values: unknown fields dropped, counts bounded, past stays moved to today. */
export function normalizeSearch(raw: Record<string, unknown>, today: string = localToday()): SearchValues {
  const base = defaultSearch(today);
  const checkIn = typeof raw.checkInDate === 'string' && DATE.test(raw.checkInDate) ? raw.checkInDate : undefined;
  const checkOut = typeof raw.checkOutDate === 'string' && DATE.test(raw.checkOutDate) ? raw.checkOutDate : undefined;
  const datesValid = checkIn !== undefined && checkOut !== undefined && checkIn >= today && checkOut > checkIn;
  const hotelCode = code(raw.hotelCode);
  const search: SearchValues = {
    ...(hotelCode ? { hotelCode } : {}),
    ...(!hotelCode && code(raw.cityCode) ? { cityCode: code(raw.cityCode) } : {}),
    checkInDate: datesValid ? checkIn : base.checkInDate,
    checkOutDate: datesValid ? checkOut : base.checkOutDate,
    roomNum: count(raw.roomNum, 1, MAX_ROOMS_PER_BOOKING, base.roomNum),
    adultPerRoom: count(raw.adultPerRoom, 1, MAX_ADULTS_PER_ROOM, base.adultPerRoom),
    childPerRoom: count(raw.childPerRoom, 0, MAX_CHILDREN_PER_ROOM, base.childPerRoom),
    childAges: [],
    ...discount(raw),
  };
  search.childAges = resizeAges(
    Array.isArray(raw.childAges) ? raw.childAges : [],
    search.roomNum * search.childPerRoom,
  );
  return search;
}

/** The search kept for this session, cleaned; `null` when none is kept. */
export function storedSearch(today?: string): SearchValues | null {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    return normalizeSearch(parsed as Record<string, unknown>, today);
  } catch {
    return null;
  }
}

export function loadSearch(today?: string): SearchValues {
  return storedSearch(today) ?? defaultSearch(today);
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
    childAges: (params.get('childAges') ?? '').split(',').filter(Boolean).map(Number),
    discountType: params.get('discountType') ?? undefined,
    discountCode: params.get('discountCode') ?? undefined,
  };
}

/** Totals sent to the API: adults = rooms x adults per room; children = rooms x children per room. */
/** Rooms and the guests in each room, as the guests field edits them. */
export interface Party {
  roomNum: number;
  adultPerRoom: number;
  childPerRoom: number;
  childAges: (number | null)[];
}

export function guestTotals(values: Pick<SearchValues, 'roomNum' | 'adultPerRoom' | 'childPerRoom'>) {
  return {
    roomCount: values.roomNum,
    adultsNumber: values.roomNum * values.adultPerRoom,
    childNumber: values.roomNum * values.childPerRoom,
  };
}

/** The hotel-list query of a valid search: totals are rooms x per-room counts. */
export function toHotelListQuery(form: SearchForm | SearchValues): Record<string, string | number> {
  return {
    checkInDate: form.checkInDate,
    checkOutDate: form.checkOutDate,
    ...guestTotals(form),
    // Children without every age are not searched for (the form does not submit them so).
    ...(form.childAges.every(isAge)
      ? form.childAges.length
        ? { childAges: form.childAges.join(',') }
        : {}
      : { childNumber: 0 }),
    ...(form.hotelCode ? { hotelCode: form.hotelCode } : {}),
    ...(!form.hotelCode && form.cityCode ? { cityCode: form.cityCode } : {}),
    ...(form.discountType !== undefined && form.discountCode
      ? { discountType: form.discountType, discountCode: form.discountCode }
      : {}),
  };
}

/** The stay of a URL query (dates, party, codes), without destination, paging or filters. */
export function stayQuery(params: URLSearchParams): URLSearchParams {
  const stay = new URLSearchParams();
  for (const key of STAY_KEYS) {
    const value = params.get(key);
    if (value) stay.set(key, value);
  }
  return stay;
}

/** Whether a URL's arrival date has passed (a day of slack for time zones ahead of the browser's). */
export function isStalePastStay(params: URLSearchParams, today: string = localToday()): boolean {
  const checkIn = params.get('checkInDate');
  return Boolean(checkIn && DATE.test(checkIn) && checkIn < shiftDate(today, -1));
}
