import { MAX_ADULTS_PER_ROOM, MAX_CHILDREN_PER_ROOM, MAX_ROOMS_PER_BOOKING } from '@hotel/contract/constants';
import { MAX_CHILD_AGE } from '@hotel/contract/occupancy';
import type { RoomBookParams } from '@hotel/contract/routes';

const CODE = /^[A-Za-z0-9_-]{1,32}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function count(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

function realDate(value: string | undefined): value is string {
  if (!value || !DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The children's ages of `?childAges=4,10`: one valid age per child, else none (the form asks them). */
function childAgesOf(value: string | null, children: number): { childAges?: number[] } {
  if (!value || children === 0) return {};
  const ages = value.split(',').map((age) => count(age.trim(), 0, MAX_CHILD_AGE));
  return ages.length === children && ages.every((age) => age !== null) ? { childAges: ages as number[] } : {};
}

/**
 * The /roomBook route parameters, checked: codes, real dates (check-out after check-in), rooms and the
 * party's totals within the limits (at least one adult per room). Null when the address is not a booking.
 */
export function parseRoomBookParams(
  raw: Record<string, string | undefined>,
  query: URLSearchParams = new URLSearchParams(),
): RoomBookParams | null {
  const { hotelCode, roomTypeCode, ratePlanCode, checkInDate, checkOutDate } = raw;
  if (![hotelCode, roomTypeCode, ratePlanCode].every((code) => code !== undefined && CODE.test(code))) return null;
  if (!realDate(checkInDate) || !realDate(checkOutDate) || checkOutDate <= checkInDate) return null;
  const roomCount = count(raw.roomCount, 1, MAX_ROOMS_PER_BOOKING);
  if (roomCount === null) return null;
  const adultsNumber = count(raw.adultsNumber, roomCount, roomCount * MAX_ADULTS_PER_ROOM);
  const childNumber = count(raw.childNumber, 0, roomCount * MAX_CHILDREN_PER_ROOM);
  if (adultsNumber === null || childNumber === null) return null;
  const discountType = count(raw.discountType, 1, 2);
  const discountCode = raw.discountCode && /^[\w-]{1,32}$/.test(raw.discountCode) ? raw.discountCode : undefined;
  return {
    hotelCode: hotelCode as string,
    roomTypeCode: roomTypeCode as string,
    ratePlanCode: ratePlanCode as string,
    checkInDate,
    checkOutDate,
    roomCount,
    adultsNumber,
    childNumber,
    ...(discountType !== null && discountCode ? { discountType, discountCode } : {}),
    ...childAgesOf(query.get('childAges'), childNumber),
  };
}
