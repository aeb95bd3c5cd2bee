import { withCharges } from '@hotel/contract/charges';
import { ONLINE_PAYMENT_TYPES } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import { stayNights } from '@hotel/contract/schemas/common';
import type {
  NotOfferedRate,
  NotOfferedReason,
  NotOfferedRoom,
  NotOfferedWhy,
  RoomList,
  RoomRate,
  RoomWithRates,
} from '@hotel/contract/schemas/rooms';
import { partyPerRoom, type RoomSearchQuery } from '@hotel/contract/schemas/search';
import { V } from '@hotel/contract/validation';
import type { Db } from '../../db/client.ts';
import { localToday } from '../../platform/clock.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { codeForHotel, type PromotionService } from '../promotions/promotions.module.ts';
import { createCachedMap } from './availability.cache.ts';
import { findHotel, listRoomTypes, type RoomTypeRow } from './catalog.repo.ts';
import { toRoomType } from './catalog.view.ts';
import type { Converter, ExchangeService } from './exchange.ts';
import { shownToGuests } from './guest-visible.ts';
import { isOnSale, refuseOffSale } from './plans-on-sale.ts';
import {
  cancellationPolicy,
  type Hidden,
  type NightFacts,
  quoteRate,
  type RateQuote,
  type StayRequest,
} from './pricing.ts';
import { listRatePlans, type RatePlanRow, stayRows } from './rooms.repo.ts';
import { stayIndex } from './stay-index.ts';

export interface RoomSearchContext {
  lang: Language;
  isMember: boolean;
  /** The signed-in member's tier benefit on member-only rates (percent). */
  memberDiscountPercent?: number;
  minGuestsPerRoom: number;
  /** The site's age from which a child pays and takes an adult's place. */
  childFreeBedAge: number;
}

type Money = { amount: number; currency: string; exchange?: { amount: number; currency: string } };

function moneyWith(convert: Converter, currency: string) {
  return (amount: number): Money => {
    const exchange = convert(amount, currency);
    return exchange ? { amount, currency, exchange } : { amount, currency };
  };
}

/** Reasons of the dates, which a guest can act on; the others (party, codes) are told elsewhere. */
const DATE_REASONS: readonly Hidden[] = [
  'minStay',
  'maxStay',
  'closedToArrival',
  'closedToDeparture',
  'stopSell',
  'noPrice',
];

/** The reason a rate plan is kept back by the dates, with the date or the nights it concerns; null for other reasons. */
function whyNotOffered(
  item: { reason: Hidden; rate: RatePlanRow; nights: NightFacts[] },
  stay: { checkInDate: string; checkOutDate: string },
): NotOfferedWhy | null {
  if (!DATE_REASONS.includes(item.reason)) return null;
  const reason = item.reason as NotOfferedReason;
  switch (reason) {
    case 'minStay':
      return { reason, night: null, nights: Math.max(item.rate.minStay, item.nights[0]?.minStay ?? 1) };
    case 'maxStay':
      return { reason, night: null, nights: item.rate.maxStay };
    case 'closedToArrival':
      return { reason, night: stay.checkInDate, nights: null };
    case 'closedToDeparture':
      return { reason, night: stay.checkOutDate, nights: null };
    case 'stopSell':
      return { reason, night: item.nights.find((night) => night.stopSell)?.night ?? null, nights: null };
    case 'noPrice': {
      const priced = new Set(item.nights.filter((night) => night.amount !== undefined).map((night) => night.night));
      const missing = stayNights(stay.checkInDate, stay.checkOutDate).find((night) => !priced.has(night));
      return { reason, night: missing ?? null, nights: null };
    }
  }
}

/**
 * Why a rate is not offered for a stay, as the error a guest is shown: each reason its own message,
 * with what the guest can change in `data` (the nights a stay must last, the code to enter).
 */
export function refusalOf(reason: Hidden | undefined, rate?: { minStay: number; maxStay: number }): AppError {
  switch (reason) {
    case 'occupancy':
      return new AppError('partyDoesNotFit');
    case 'codeOnly':
      return new AppError('rateNeedsCode', { field: 'discountCode' });
    case 'minStay':
      return new AppError('minStayNotMet', rate ? { minStay: rate.minStay } : null);
    case 'maxStay':
      return new AppError('maxStayExceeded', rate ? { maxStay: rate.maxStay } : null);
    case 'closedToArrival':
      return new AppError('closedToArrival');
    case 'closedToDeparture':
      return new AppError('closedToDeparture');
    case 'stopSell':
      return new AppError('rateStopSold');
    default:
      return new AppError('roomSoldOutForDates');
  }
}

/** Rooms left for every night of a stay, told only when few remain (a guest's nudge, not the inventory). */
const FEW_ROOMS = 3;
function fewRoomsLeft(freePerNight: number[]): number | null {
  const left = Math.min(...freePerNight);
  return left > 0 && left <= FEW_ROOMS ? left : null;
}

function childrenLine(quote: RateQuote, rate: RatePlanRow, money: (amount: number) => Money) {
  return {
    paying: quote.payingChildren,
    free: quote.freeChildren,
    pricePerNight: money(rate.childPricePerNight),
    total: money(quote.childAmount),
  };
}

const fullLast = <T extends { isFull: 0 | 1 }>(items: T[]) => [
  ...items.filter((i) => !i.isFull),
  ...items.filter((i) => i.isFull),
];

/**
 * A hotel's row, room types and rate plans (those on sale, and every plan: a quote for an archived one is
 * refused as no longer offered, not as unknown): what a room list needs besides the stay's prices and rooms.
 */
async function loadHotelCatalog(db: Db, hotelCode: string) {
  const [row, roomTypes, allPlans] = await Promise.all([
    findHotel(db, hotelCode),
    listRoomTypes(db, hotelCode),
    listRatePlans(db, hotelCode),
  ]);
  return { row, roomTypes, allPlans, ratePlans: allPlans.filter(isOnSale) };
}

/**
 * Rooms and rates of a hotel for a stay. Without an online payment provider (`onlinePayments`
 * false) the rates paid online are neither listed nor bookable. A hotel's row, room types and rate
 * plans are kept `catalogMs` (the catalogue cache, dropped by `invalidateCatalog` when the back office
 * changes it); prices and rooms left are read for every request, so holds and sales show at once.
 */
export function createRoomService(
  db: Db,
  promotions: PromotionService,
  exchange: ExchangeService,
  now: () => Date,
  options: { onlinePayments: boolean; catalogMs?: number } = { onlinePayments: true },
) {
  const offered = (rate: RatePlanRow) => options.onlinePayments || !ONLINE_PAYMENT_TYPES.includes(rate.paymentType);
  const catalogs = createCachedMap(options.catalogMs ?? 0, (hotelCode) => loadHotelCatalog(db, hotelCode));
  async function search(
    hotelCode: string,
    query: RoomSearchQuery,
    context: RoomSearchContext,
    onlyRoomType?: string,
  ): Promise<{ rooms: RoomList; hidden: Map<string, { reason: Hidden; rate: RatePlanRow }> }> {
    // The stay's rows are read alongside the hotel; the hotel's and the code's refusals still come first.
    const data = Promise.all([
      stayRows(db, hotelCode, query.checkInDate, query.checkOutDate),
      exchange.converterTo(query.exchangeNo),
    ]);
    data.catch(() => undefined); // left unawaited after a refusal: not an unhandled rejection
    const catalog = await catalogs.get(hotelCode);
    const { row, roomTypes } = catalog;
    if (!row) throw new AppError('hotelNotFound');
    if (!shownToGuests(row.hotel)) throw new AppError('hotelTakenDown');
    const { hotel } = row;
    if (query.checkInDate < localToday(hotel.timeZone, now())) {
      throw fieldError('checkInDate', V.checkInInPast);
    }
    const code = codeForHotel(
      await promotions.applyCode({ ...query, hotelCode, arrival: query.checkInDate }, context.lang),
      hotelCode,
    );
    const ratePlans = catalog.ratePlans.filter(offered);
    const [{ prices, rooms: inventoryRows }, convert] = await data;
    const rooms = onlyRoomType ? roomTypes.filter((room) => room.roomTypeCode === onlyRoomType) : roomTypes;
    if (onlyRoomType && rooms.length === 0) throw new AppError('roomTypeNotFound');

    const stay: StayRequest = {
      checkInDate: query.checkInDate,
      checkOutDate: query.checkOutDate,
      ...partyPerRoom(query),
      minGuestsPerRoom: context.minGuestsPerRoom,
      childFreeBedAge: context.childFreeBedAge,
      isMember: context.isMember,
      memberDiscountPercent: context.memberDiscountPercent ?? 0,
      unlockedRatePlans: code.unlockedRatePlans,
      discountPercent: code.discountPercent,
      rateCode: query.rateCode,
    };
    const nights = stayNights(query.checkInDate, query.checkOutDate);
    const byNight = stayIndex({ prices, rooms: inventoryRows }, nights, query.checkOutDate);
    const money = moneyWith(convert, hotel.currency);

    const toRate = (rate: RatePlanRow, quote: RateQuote): RoomRate => ({
      ratePlanCode: rate.ratePlanCode,
      name: inLanguage(rate.name, context.lang),
      description: inLanguage(rate.description, context.lang),
      paymentType: rate.paymentType,
      ...cancellationPolicy(rate, query.checkInDate, hotel.timeZone, now()),
      mealPlan: rate.mealPlan,
      memberOnly: rate.memberOnly,
      requiresSignIn: quote.requiresSignIn,
      nightlyPrices: quote.nightly.map((n) => ({ night: n.night, price: money(n.amount) })),
      averageNightly: money(Math.round(quote.totalAmount / stay.roomCount / nights.length)),
      total: money(quote.totalAmount),
      totalWithCharges: money(withCharges(quote.totalAmount, hotel).total),
      averageNightlyWithCharges: money(
        Math.round(withCharges(quote.totalAmount, hotel).total / stay.roomCount / nights.length),
      ),
      originalTotal: money(quote.originalTotalAmount),
      isFull: quote.isFull ? 1 : 0,
      unavailableReason: quote.unavailable,
      children: quote.payingChildren + quote.freeChildren > 0 ? childrenLine(quote, rate, money) : null,
    });

    const hidden = new Map<string, { reason: Hidden; rate: RatePlanRow }>();
    const notOffered: NotOfferedRoom[] = [];
    const toRoom = (room: RoomTypeRow): RoomWithRates | null => {
      const hiddenHere: { reason: Hidden; rate: RatePlanRow; nights: NightFacts[] }[] = [];
      const rates = ratePlans.flatMap((rate) => {
        const facts = byNight.nightsOf(room.roomTypeCode, rate.ratePlanCode);
        const departure = byNight.departureOf(room.roomTypeCode, rate.ratePlanCode);
        const decision = quoteRate(rate, room, stay, facts, departure);
        if (!decision.offered) {
          hidden.set(`${room.roomTypeCode}|${rate.ratePlanCode}`, { reason: decision.reason, rate });
          hiddenHere.push({ reason: decision.reason, rate, nights: facts });
        }
        return decision.offered ? [toRate(rate, decision.quote)] : [];
      });
      const kept = hiddenHere.flatMap((item) => {
        const why = whyNotOffered(item, query);
        return why ? [{ item, why }] : [];
      });
      if (rates.length === 0) {
        // The first rate plan (in order) the dates alone keep back says why the room type is not offered; a plan
        // without prices on these dates (perhaps never sold for this room) only when no other says more.
        const first = kept.find(({ why }) => why.reason !== 'noPrice') ?? kept[0];
        if (first)
          notOffered.push({ roomTypeCode: room.roomTypeCode, name: inLanguage(room.name, context.lang), ...first.why });
        return null;
      }
      // Beside the rates offered: the plans the hotel's rules keep back (not those without prices, maybe never sold here).
      const notOfferedRates: NotOfferedRate[] = kept
        .filter(({ why }) => why.reason !== 'noPrice')
        .map(({ item, why }) => ({
          ratePlanCode: item.rate.ratePlanCode,
          name: inLanguage(item.rate.name, context.lang),
          ...why,
        }));
      const open = rates.filter((rate) => !rate.isFull);
      const lowest = open.length ? Math.min(...open.map((rate) => rate.averageNightly.amount)) : null;
      return {
        ...toRoomType(room, context.lang),
        roomRates: fullLast(rates),
        lowestPrice: lowest === null ? null : money(lowest),
        lowestPriceWithCharges:
          open.map((rate) => rate.averageNightlyWithCharges).sort((a, b) => a.amount - b.amount)[0] ?? null,
        fewRoomsLeft: fewRoomsLeft(byNight.freeRooms(room.roomTypeCode)),
        isFull: open.length ? 0 : 1,
        notOfferedRates,
      };
    };

    const list = fullLast(rooms.map(toRoom).filter((room): room is RoomWithRates => room !== null));
    const answer: RoomList = {
      hotelCode,
      currency: hotel.currency,
      list,
      isAllFull: list.every((room) => room.isFull === 1),
      companyHint: code.companyHint,
      notOffered,
    };
    return { rooms: answer, hidden };
  }

  async function searchRooms(
    hotelCode: string,
    query: RoomSearchQuery,
    context: RoomSearchContext,
    onlyRoomType?: string,
  ): Promise<RoomList> {
    return (await search(hotelCode, query, context, onlyRoomType)).rooms;
  }

  /**
   * One rate of one room type for a stay, as the room list prices it (full or not), or the refusal
   * saying why it is not offered at all (the party, a code, the length of stay, the arrival day).
   */
  async function stayRate(
    hotelCode: string,
    roomTypeCode: string,
    ratePlanCode: string,
    query: RoomSearchQuery,
    context: RoomSearchContext,
  ): Promise<RoomRate> {
    const named = (await catalogs.get(hotelCode)).allPlans.find((plan) => plan.ratePlanCode === ratePlanCode);
    if (named) refuseOffSale(named);
    const { rooms, hidden } = await search(hotelCode, { ...query, rateCode: ratePlanCode }, context, roomTypeCode);
    const rate = rooms.list[0]?.roomRates[0];
    if (rate) return rate;
    const why = hidden.get(`${roomTypeCode}|${ratePlanCode}`);
    throw refusalOf(why?.reason, why?.rate);
  }

  /**
   * Prices one room type and rate plan for a stay by the same rules as the room list, for a booking.
   * Throws the catalogue's not-found codes; the caller decides what an unavailable quote means.
   */
  async function quoteStay(input: {
    hotelCode: string;
    roomTypeCode: string;
    ratePlanCode: string;
    stay: StayRequest;
  }) {
    const { row, roomTypes, allPlans } = await catalogs.get(input.hotelCode);
    if (!row) throw new AppError('hotelNotFound');
    if (!shownToGuests(row.hotel)) throw new AppError('hotelTakenDown');
    const { hotel } = row;
    if (input.stay.checkInDate < localToday(hotel.timeZone, now())) throw fieldError('checkInDate', V.checkInInPast);
    const room = roomTypes.find((r) => r.roomTypeCode === input.roomTypeCode);
    if (!room) throw new AppError('roomTypeNotFound');
    const rate = allPlans.find((r) => r.ratePlanCode === input.ratePlanCode);
    if (!rate) throw new AppError('ratePlanNotFound');
    refuseOffSale(rate);
    if (!offered(rate)) throw new AppError('onlinePaymentUnavailable');
    const { checkInDate, checkOutDate } = input.stay;
    const rows = await stayRows(db, input.hotelCode, checkInDate, checkOutDate);
    const byNight = stayIndex(rows, stayNights(checkInDate, checkOutDate), checkOutDate);
    const nights = byNight.nightsOf(room.roomTypeCode, rate.ratePlanCode);
    return {
      hotel,
      room,
      rate,
      decision: quoteRate(rate, room, input.stay, nights, byNight.departureOf(room.roomTypeCode, rate.ratePlanCode)),
      ...cancellationPolicy(rate, checkInDate, hotel.timeZone, now()),
    };
  }

  return { searchRooms, stayRate, quoteStay, invalidateCatalog: catalogs.clear };
}
export type RoomService = ReturnType<typeof createRoomService>;
