import { type CancellationPolicy, policyInForce } from '@hotel/contract/cancellation';
import { ONE_HOUR_MS } from '@hotel/contract/constants';
import { CancellationFlag } from '@hotel/contract/enums';
import { partyFits, payingChildren, roomParties } from '@hotel/contract/occupancy';
import { nightsBetween } from '@hotel/contract/schemas/common';

/**
 * The availability and pricing rules of a stay, as pure functions over facts loaded in bulk.
 * Every rule has a row in pricing.test.ts.
 */
export interface NightFacts {
  night: string;
  /** Price of the night in minor units; undefined when the rate has no price that night. */
  amount?: number;
  /** Rooms left to sell (total - held - sold); undefined when no inventory row exists. */
  free?: number;
  closed: boolean;
  closedToArrival: boolean;
  /** Fewest nights a stay arriving this night must last (back-office setting); absent: 1. */
  minStay?: number;
  /** The rate plan is not sold this night (stop-sell); absent: sold. */
  stopSell?: boolean;
}

/** The stay's check-out day at the rate: closed to departure means a stay may not end that day. */
export interface DepartureFacts {
  closedToDeparture: boolean;
}

export interface RatePlanFacts {
  ratePlanCode: string;
  paymentType: number;
  cancellationFlag: number;
  cancellationDeadlineHours: number | null;
  mealPlan: string;
  memberOnly: boolean;
  codeOnly: boolean;
  minStay: number;
  maxStay: number;
  /** Per night for each child at or over the free-bed age; absent: 0. */
  childPricePerNight?: number;
}

export interface RoomFacts {
  maxAdults: number;
  maxChildren: number;
  /** Null or absent: max adults plus max children. */
  maxOccupancy?: number | null;
}

export interface StayRequest {
  checkInDate: string;
  checkOutDate: string;
  roomCount: number;
  adultsPerRoom: number;
  childrenPerRoom: number;
  /** Each child's age in room order; absent: children count as under the free-bed age (browsing). */
  childAges?: readonly number[];
  /** The site's age from which a child pays and takes an adult's place; absent: every child is free. */
  childFreeBedAge?: number;
  /** The site's minimum guests per room. */
  minGuestsPerRoom: number;
  isMember: boolean;
  /** Rate plans a valid promotion or corporate code unlocks. */
  unlockedRatePlans: readonly string[];
  /** Percentage off every night from a valid discount code, 0 when none. */
  discountPercent: number;
  /** Tier benefit: percentage off member-only rates for a signed-in member of that tier (0 or absent: none). */
  memberDiscountPercent?: number;
  rateCode?: string;
}

export type Unavailable = 'soldOut' | 'insufficientRooms';
export type Hidden =
  | 'occupancy'
  | 'codeOnly'
  | 'rateCode'
  | 'noPrice'
  | 'minStay'
  | 'maxStay'
  | 'closedToArrival'
  | 'stopSell'
  | 'closedToDeparture';

export interface RateQuote {
  ratePlanCode: string;
  nightly: { night: string; amount: number }[];
  /** Price of one room for the whole stay. */
  stayAmountPerRoom: number;
  /** Every room for the whole stay. */
  totalAmount: number;
  /** Before any discount code, for showing the saving. */
  originalTotalAmount: number;
  /** The children's part of `totalAmount` (every room, whole stay; never discounted). */
  childAmount: number;
  /** Children at or over the free-bed age: they pay; the others stay free. */
  payingChildren: number;
  freeChildren: number;
  isFull: boolean;
  unavailable: Unavailable | null;
  requiresSignIn: boolean;
}

export type RateDecision = { offered: true; quote: RateQuote } | { offered: false; reason: Hidden };

const freeAgeOf = (stay: StayRequest) => stay.childFreeBedAge ?? Number.POSITIVE_INFINITY;

export function fitsRoom(room: RoomFacts, stay: StayRequest): boolean {
  const shape = { ...room, maxOccupancy: room.maxOccupancy ?? room.maxAdults + room.maxChildren };
  return (
    roomParties(stay).every((party) => partyFits(shape, party, freeAgeOf(stay))) &&
    stay.adultsPerRoom + stay.childrenPerRoom >= stay.minGuestsPerRoom
  );
}

export function discounted(amount: number, percent: number): number {
  return amount - Math.floor((amount * percent) / 100);
}

function hiddenReason(
  rate: RatePlanFacts,
  room: RoomFacts,
  stay: StayRequest,
  nights: NightFacts[],
  departure?: DepartureFacts,
): Hidden | null {
  const count = nightsBetween(stay.checkInDate, stay.checkOutDate);
  if (!fitsRoom(room, stay)) return 'occupancy';
  if (stay.rateCode && stay.rateCode !== rate.ratePlanCode) return 'rateCode';
  if (rate.codeOnly && !stay.unlockedRatePlans.includes(rate.ratePlanCode)) return 'codeOnly';
  if (count < Math.max(rate.minStay, nights[0]?.minStay ?? 1)) return 'minStay';
  if (count > rate.maxStay) return 'maxStay';
  if (nights.length !== count || nights.some((night) => night.amount === undefined)) return 'noPrice';
  if (nights.some((night) => night.stopSell)) return 'stopSell';
  if (nights[0]?.closedToArrival) return 'closedToArrival';
  if (departure?.closedToDeparture) return 'closedToDeparture';
  return null;
}

function unavailability(nights: NightFacts[], roomCount: number): Unavailable | null {
  const free = nights.map((night) => (night.closed ? 0 : (night.free ?? 0)));
  if (free.some((rooms) => rooms <= 0)) return 'soldOut';
  if (free.some((rooms) => rooms < roomCount)) return 'insufficientRooms';
  return null;
}

/**
 * Decides whether a rate is offered for a stay and at what price. `nights` are the stay's nights in order;
 * `departure` the rate's check-out day (absent: departures allowed).
 */
export function quoteRate(
  rate: RatePlanFacts,
  room: RoomFacts,
  stay: StayRequest,
  nights: NightFacts[],
  departure?: DepartureFacts,
): RateDecision {
  const reason = hiddenReason(rate, room, stay, nights, departure);
  if (reason) return { offered: false, reason };
  const tierPercent = rate.memberOnly && stay.isMember ? (stay.memberDiscountPercent ?? 0) : 0;
  const nightly = nights.map((night) => ({
    night: night.night,
    amount: discounted(discounted(night.amount!, stay.discountPercent), tierPercent),
  }));
  const stayAmountPerRoom = nightly.reduce((sum, night) => sum + night.amount, 0);
  const original = nights.reduce((sum, night) => sum + night.amount!, 0);
  const unavailable = unavailability(nights, stay.roomCount);
  const paying = payingChildren(stay.childAges ?? [], freeAgeOf(stay));
  const childAmount = paying * (rate.childPricePerNight ?? 0) * nights.length;
  return {
    offered: true,
    quote: {
      ratePlanCode: rate.ratePlanCode,
      nightly,
      stayAmountPerRoom,
      totalAmount: stayAmountPerRoom * stay.roomCount + childAmount,
      originalTotalAmount: original * stay.roomCount + childAmount,
      childAmount,
      payingChildren: paying,
      freeChildren: (stay.childAges?.length ?? 0) - paying,
      isFull: unavailable !== null,
      unavailable,
      requiresSignIn: rate.memberOnly && !stay.isMember,
    },
  };
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** One wall-clock formatter per time zone (building one is the costly part). */
function clockFormat(timeZone: string) {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** The UTC instant of a hotel-local wall-clock time, found through Intl (no time-zone library). */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const parts = clockFormat(timeZone).formatToParts(guess);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  const asLocal = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return new Date(guess.getTime() - (asLocal - guess.getTime()));
}

/** The rate's cancellation policy for a stay, as in force at `now` (a passed deadline no longer cancels free). */
export function cancellationPolicy(
  rate: RatePlanFacts,
  checkInDate: string,
  timeZone: string,
  now: Date,
): CancellationPolicy {
  const cancellationFlag = rate.cancellationFlag as CancellationFlag;
  return policyInForce(
    { cancellationFlag, cancellationDeadline: cancellationDeadline(rate, checkInDate, timeZone) },
    now,
  );
}

/** The last moment a limited-time rate can be cancelled free: hours before hotel-local midnight of arrival. */
export function cancellationDeadline(rate: RatePlanFacts, checkInDate: string, timeZone: string): string | null {
  if (rate.cancellationFlag !== CancellationFlag.limitedTime) return null;
  const arrival = zonedTimeToUtc(checkInDate, '00:00', timeZone);
  return new Date(arrival.getTime() - (rate.cancellationDeadlineHours ?? 0) * ONE_HOUR_MS).toISOString();
}
