import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import { MAX_CHILD_AGE, type OccupancyLimits, partyFits, type RoomParty, roomParties } from '@hotel/contract/occupancy';
import { addDays, nightsBetween } from '@hotel/contract/schemas/common';
import type { City, HotelDetail, HotelList, HotelSummary } from '@hotel/contract/schemas/hotel';
import { type HotelFilterQuery, type HotelListQuery, partyPerRoom } from '@hotel/contract/schemas/search';
import { V } from '@hotel/contract/validation';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { type AppliedCode, codeForHotel, NO_CODE, type PromotionService } from '../promotions/promotions.module.ts';
import type { SiteConfigRow } from '../site/site.module.ts';
import { createAvailabilityCache, createCachedValue } from './availability.cache.ts';
import {
  findHotel,
  type HotelRow,
  listActiveHotels,
  listCitiesWithHotels,
  listRoomTypes,
  lowestPricePerNight,
  roomShapes,
  roomShapesByHotel,
} from './catalog.repo.ts';
import { toRoomType, toSummary } from './catalog.view.ts';
import type { Converter, ExchangeService } from './exchange.ts';
import { shownToGuests } from './guest-visible.ts';
import { openHotelsUpTo } from './open-first.ts';
import { discounted } from './pricing.ts';
import { hotelsWithRoomsFree } from './rooms-free.repo.ts';
import { lowestNightlyPrices, type StayQuery } from './stay-prices.repo.ts';

type RoomShapeRow = Awaited<ReturnType<typeof roomShapesByHotel>>[number];
type RoomShapes = { maxAdults: number; maxChildren: number; maxOccupancy: number }[];
type ActiveHotel = Awaited<ReturnType<typeof listActiveHotels>>[number];

function shapesByHotel(rows: RoomShapeRow[]) {
  const shapes = new Map<string, RoomShapes>();
  for (const { hotelCode, ...shape } of rows) {
    const list = shapes.get(hotelCode) ?? [];
    list.push({ ...shape, maxOccupancy: Number(shape.maxOccupancy) });
    shapes.set(hotelCode, list);
  }
  return shapes;
}

/** The hotels with a room type for every room's party, worked out once per party for the copy's lifetime. */
function fittingHotels(shapes: Map<string, RoomShapes>) {
  const byParty = new Map<string, Set<string>>();
  return {
    for(parties: RoomParty[], freeAge: number): Set<string> {
      const key = JSON.stringify([parties, freeAge]);
      let fitting = byParty.get(key);
      if (!fitting) {
        fitting = new Set(
          [...shapes]
            .filter(([, list]) => list.some((shape) => parties.every((party) => partyFits(shape, party, freeAge))))
            .map(([hotelCode]) => hotelCode),
        );
        if (byParty.size >= 1_000) byParty.clear();
        byParty.set(key, fitting);
      }
      return fitting;
    },
  };
}

/** The active hotels in their order, and those of each city. */
function byCity(all: ActiveHotel[]) {
  const inCity = new Map<string, ActiveHotel[]>();
  for (const row of all) {
    const city = inCity.get(row.hotel.cityCode);
    if (city) city.push(row);
    else inCity.set(row.hotel.cityCode, [row]);
  }
  return { all, inCity };
}

export interface ListContext {
  lang: Language;
  site: SiteConfigRow;
  isMember: boolean;
}

/** The stay a list is priced for: the searched one, or tonight for one guest when none was given. */
function stayOf(query: Partial<HotelListQuery>, today: string) {
  const checkInDate = query.checkInDate ?? today;
  const checkOutDate = query.checkOutDate ?? addDays(today, 1);
  return { checkInDate, checkOutDate, nights: nightsBetween(checkInDate, checkOutDate), ...partyPerRoom(query) };
}

function lowestPrice(hotel: HotelRow, amount: number | undefined, code: AppliedCode, convert: Converter) {
  if (amount === undefined) return null;
  const price = discounted(amount, codeForHotel(code, hotel.hotelCode).discountPercent);
  const exchange = convert(price, hotel.currency);
  return exchange ? { amount: price, currency: hotel.currency, exchange } : { amount: price, currency: hotel.currency };
}

export function createCatalogService(
  db: Db,
  promotions: PromotionService,
  exchange: ExchangeService,
  today: () => string,
  cache: { availabilityMs: number; catalogMs: number } = { availabilityMs: 0, catalogMs: 0 },
  /** False without an online payment provider: prices come from the rates that can be booked. */
  onlinePayments = true,
) {
  const availability = createAvailabilityCache(cache.availabilityMs, (stay) => lowestNightlyPrices(db, stay));
  const hotelRows = createCachedValue(cache.catalogMs, async () => byCity(await listActiveHotels(db, {})));
  const everyRoomShape = createCachedValue(cache.catalogMs, async () =>
    fittingHotels(
      shapesByHotel(
        await roomShapesByHotel(
          db,
          (await hotelRows.get()).all.map((row) => row.hotel.hotelCode),
        ),
      ),
    ),
  );

  /** The places of each hotel's room types, from the catalogue's copy when it keeps one. */
  async function roomShapesOf(hotelCodes: string[]) {
    if (cache.catalogMs > 0) return everyRoomShape.get();
    return fittingHotels(shapesByHotel(await roomShapesByHotel(db, hotelCodes)));
  }

  /** Whether a hotel has a room type that holds the party of every room asked (else it is full for it). */
  async function partyFitting(hotelCodes: string[], query: Partial<HotelListQuery>, freeAge: number) {
    const fitting = (await roomShapesOf(hotelCodes)).for(roomParties(partyPerRoom(query)), freeAge);
    return (hotelCode: string) => fitting.has(hotelCode);
  }

  /** Active hotels with their city, read from a short-lived copy of the whole (small) hotel table. */
  async function activeHotels(filter: { hotelCodes?: string[]; cityCode?: string }) {
    const hotels = await hotelRows.get();
    const rows = filter.cityCode ? (hotels.inCity.get(filter.cityCode) ?? []) : hotels.all;
    if (!filter.hotelCodes) return rows;
    const wanted = new Set(filter.hotelCodes);
    return rows.filter(({ hotel }) => wanted.has(hotel.hotelCode));
  }

  /** How hotels are priced for a search: its stay and code, and the lowest price of any hotels asked. */
  async function pricingFor(query: Partial<HotelListQuery>, context: ListContext) {
    const stay = stayOf(query, today());
    const code = query.checkInDate
      ? await promotions.applyCode({ ...query, arrival: stay.checkInDate }, context.lang)
      : NO_CODE;
    const convert = await exchange.converterTo(query.exchangeNo);
    const stayOfHotels = (rows: { hotel: HotelRow }[]): StayQuery => ({
      ...stay,
      hotelCodes: rows.map((row) => row.hotel.hotelCode),
      minGuestsPerRoom: context.site.minPersonNum,
      childFreeBedAge: context.site.childFreeBedAge,
      includeMemberOnly: context.isMember,
      onlinePayments,
      unlockedRatePlans: code.unlockedRatePlans,
      unlockedHotel: code.hotelCode,
    });
    /** The lowest nightly price of each open hotel among `rows` (a full hotel has none). */
    const lowest = (rows: { hotel: HotelRow }[]) => availability.get(stayOfHotels(rows));
    /** The hotels among `rows` with rooms free for the party (the others are full), without pricing them. */
    const withRoomsFree = (rows: { hotel: HotelRow }[]) => hotelsWithRoomsFree(db, stayOfHotels(rows));
    const price = (prices: Map<string, number>) => (hotel: HotelRow) =>
      lowestPrice(hotel, prices.get(hotel.hotelCode), code, convert);
    return { code, lowest, withRoomsFree, price };
  }

  async function priceHotels(rows: { hotel: HotelRow }[], query: Partial<HotelListQuery>, context: ListContext) {
    const { code, lowest, price } = await pricingFor(query, context);
    const prices = await lowest(rows);
    return { code, isOpen: (hotel: HotelRow) => prices.has(hotel.hotelCode), price: price(prices) };
  }

  /** The hotels `rank` names first, in its order; the others after them as they were. */
  function rankedFirst<R extends { hotel: HotelRow }>(rows: R[], rank: string[] | undefined): R[] {
    if (!rank) return rows;
    const place = new Map(rank.map((code, index) => [code, index]));
    const at = (row: R) => place.get(row.hotel.hotelCode) ?? rank.length;
    return rows
      .map((row, index) => ({ row, index }))
      .sort((a, b) => at(a.row) - at(b.row) || a.index - b.index)
      .map((item) => item.row);
  }

  async function listHotels(query: HotelListQuery, context: ListContext): Promise<HotelList> {
    const { lang, site } = context;
    // No hotel's local date is earlier than UTC's yesterday: such an arrival is past everywhere.
    if (query.checkInDate && query.checkInDate < addDays(today(), -1)) throw fieldError('checkInDate', V.checkInInPast);
    const hotelCodes = site.hotelCode ? [site.hotelCode] : query.hotelCodes;
    const rows = rankedFirst(await activeHotels({ hotelCodes, cityCode: query.cityCode }), query.rank);
    const { code, lowest, withRoomsFree, price } = await pricingFor(query, context);
    const fits = await partyFitting(
      rows.map((row) => row.hotel.hotelCode),
      query,
      site.childFreeBedAge,
    );
    // A hotel with no room type for the party is full for it: only the others are priced.
    const fitting = rows.filter((row) => fits(row.hotel.hotelCode));
    const prices = await openHotelsUpTo(fitting, query.offset + query.limit, lowest, withRoomsFree);
    const isOpen = (hotel: HotelRow) => prices.has(hotel.hotelCode);
    const open = rows.filter((row) => isOpen(row.hotel));
    const ordered = open.length === rows.length ? rows : [...open, ...rows.filter((row) => !isOpen(row.hotel))];
    const page = ordered.slice(query.offset, query.offset + query.limit);
    return {
      list: page.map((row) => ({
        ...toSummary(row.hotel, row.city, lang, price(prices)(row.hotel)),
        ...(fits(row.hotel.hotelCode) ? {} : { partyFits: false }),
      })),
      total: rows.length,
      limit: query.limit,
      offset: query.offset,
      otherData: { isAllFull: rows.length > 0 && open.length === 0 },
      companyHint: code.companyHint,
      codeHotels: code.hotelCode ? [code.hotelCode] : null,
    };
  }

  /** Other hotels with rooms for the stay when a search came back full: same city first. */
  async function recommendHotels(query: HotelListQuery, context: ListContext): Promise<HotelSummary[]> {
    if (!context.site.recommendEnabled || context.site.hotelCode) return [];
    const searched = new Set(query.hotelCodes ?? []);
    const all = await activeHotels({});
    const rows = all.filter((row) => !searched.has(row.hotel.hotelCode));
    const searchedRows = all.filter((row) => searched.has(row.hotel.hotelCode));
    const { price } = await priceHotels(rows, { ...query, discountCode: undefined, discountType: undefined }, context);
    const open = rows
      .map((row) => toSummary(row.hotel, row.city, context.lang, price(row.hotel)))
      .filter((hotel) => !hotel.isFull);
    const sameCity = (hotel: HotelSummary) => (query.cityCode ? hotel.cityCode === query.cityCode : false);
    const searchedCities = new Set(searchedRows.map((row) => row.city.cityCode));
    const searchedCountries = new Set(searchedRows.map((row) => row.city.countryCode));
    if (query.cityCode) {
      const city = open.find((hotel) => hotel.cityCode === query.cityCode);
      if (city) searchedCountries.add(city.countryCode);
    }
    // The same city first, then the same country, then the rest: a guest in Bangkok looks in Bangkok first.
    const distance = (hotel: HotelSummary) =>
      sameCity(hotel) || searchedCities.has(hotel.cityCode) ? 0 : searchedCountries.has(hotel.countryCode) ? 1 : 2;
    return open
      .map((hotel, index) => ({ hotel, index, distance: distance(hotel) }))
      .sort((a, b) => a.distance - b.distance || a.index - b.index)
      .map((item) => item.hotel)
      .slice(0, query.limit);
  }

  async function hotelDetail(hotelCode: string, context: ListContext): Promise<HotelDetail> {
    const row = await findHotel(db, hotelCode);
    if (!row) throw new AppError('hotelNotFound');
    if (!shownToGuests(row.hotel)) throw new AppError('hotelTakenDown');
    const rooms = await listRoomTypes(db, hotelCode);
    const { price } = await priceHotels([row], {}, context);
    const { hotel } = row;
    return {
      ...toSummary(hotel, row.city, context.lang, price(hotel)),
      description: inLanguage(hotel.description, context.lang),
      checkInTime: hotel.checkInTime,
      checkOutTime: hotel.checkOutTime,
      email: hotel.email,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      timeZone: hotel.timeZone,
      facilities: hotel.facilities,
      roomTypes: rooms.map((room) => toRoomType(room, context.lang)),
    };
  }

  async function listCities(lang: Language): Promise<City[]> {
    const rows = await listCitiesWithHotels(db, lang);
    return rows.map(({ city, hotelCount }) => ({
      cityCode: city.cityCode,
      name: inLanguage(city.name, lang),
      countryCode: city.countryCode,
      countryName: inLanguage(city.countryName, lang),
      hotelCount,
    }));
  }

  async function activeHotel(hotelCode: string) {
    const row = await findHotel(db, hotelCode);
    if (!row) throw new AppError('hotelNotFound');
    if (!shownToGuests(row.hotel)) throw new AppError('hotelTakenDown');
    return row.hotel;
  }

  async function hotelContact(hotelCode: string, lang: Language) {
    const hotel = await activeHotel(hotelCode);
    return {
      hotelCode,
      name: inLanguage(hotel.name, lang),
      address: inLanguage(hotel.address, lang),
      phone: hotel.phone,
      email: hotel.email,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
    };
  }

  async function hotelPolicy(hotelCode: string, lang: Language) {
    const hotel = await activeHotel(hotelCode);
    return {
      reservationNotice: inLanguage(hotel.reservationNotice, lang),
      policyDisplayType: hotel.policyDisplayType,
      checkInTime: hotel.checkInTime,
      checkOutTime: hotel.checkOutTime,
    };
  }

  /** The lowest public one-night price of every night of a month, for the date picker. */
  async function rateCalendar(hotelCode: string, month: string, exchangeNo: string | undefined) {
    const hotel = await activeHotel(hotelCode);
    const convert = await exchange.converterTo(exchangeNo);
    const first = `${month}-01`;
    const next = `${addDays(addDays(first, 27), 5).slice(0, 8)}01`;
    const lowest = await lowestPricePerNight(db, hotelCode, first, next, onlinePayments);
    const days = [];
    for (let night = first; night < next; night = addDays(night, 1)) {
      const amount = lowest.get(night);
      const exchanged = amount === undefined ? undefined : convert(amount, hotel.currency);
      days.push({
        date: night,
        lowestPrice:
          amount === undefined
            ? null
            : { amount, currency: hotel.currency, ...(exchanged ? { exchange: exchanged } : {}) },
      });
    }
    return { hotelCode, month, currency: hotel.currency, days };
  }

  /** Hotels narrowed by city, brand, facilities, stars and a price range in the display currency. */
  async function filterHotels(query: HotelFilterQuery, context: ListContext) {
    const { lang, site } = context;
    const rows = await activeHotels({ hotelCodes: site.hotelCode ? [site.hotelCode] : undefined });
    const currency = query.exchangeNo ?? site.currency;
    const { price } = await priceHotels(rows, { ...query, exchangeNo: currency }, context);
    const inDisplayCurrency = (hotel: HotelRow) => {
      const lowest = price(hotel);
      return lowest ? (lowest.currency === currency ? lowest.amount : lowest.exchange?.amount) : undefined;
    };
    const matches = rows.filter(({ hotel }) => {
      if (query.cityCode && hotel.cityCode !== query.cityCode) return false;
      if (query.brand && hotel.brand !== query.brand) return false;
      if (query.minStars && hotel.starRating < query.minStars) return false;
      if (!query.facilities.every((facility) => hotel.facilities.includes(facility))) return false;
      const amount = inDisplayCurrency(hotel);
      if (query.minPrice !== undefined && (amount === undefined || amount < query.minPrice)) return false;
      if (query.maxPrice !== undefined && (amount === undefined || amount > query.maxPrice)) return false;
      return true;
    });
    // The price hint belongs to the city being looked at, not to the whole group.
    const inCity = query.cityCode ? rows.filter(({ hotel }) => hotel.cityCode === query.cityCode) : rows;
    const amounts = inCity.map(({ hotel }) => inDisplayCurrency(hotel)).filter((a): a is number => a !== undefined);
    return {
      options: {
        cities: await listCities(lang),
        brands: [...new Set(rows.map(({ hotel }) => hotel.brand))].sort(),
        facilities: [...new Set(rows.flatMap(({ hotel }) => hotel.facilities))].sort(),
        priceRange: {
          currency,
          min: amounts.length ? Math.min(...amounts) : 0,
          max: amounts.length ? Math.max(...amounts) : 0,
        },
      },
      list: matches.map((row) => toSummary(row.hotel, row.city, lang, price(row.hotel))),
    };
  }

  /** The places of the rooms a search can find: the site's hotel, the hotel asked, or the whole group. */
  async function occupancyLimits(hotelCode: string | undefined, site: SiteConfigRow): Promise<OccupancyLimits> {
    const code = site.hotelCode ?? hotelCode;
    const hotel = code ? await activeHotels({ hotelCodes: [code] }) : [];
    const rows = hotel.length ? hotel : await activeHotels({});
    const shapes = await roomShapes(
      db,
      rows.filter(({ hotel }) => shownToGuests(hotel)).map(({ hotel }) => hotel.hotelCode),
    );
    const most = (key: 'maxAdults' | 'maxOccupancy') => Math.max(0, ...shapes.map((shape) => Number(shape[key])));
    return {
      maxAdultsPerRoom: most('maxAdults'),
      // A child under the free-bed age takes a child's place, an older one an adult's; one adult stays.
      maxChildrenPerRoom: Math.max(
        0,
        ...shapes.map((shape) => Math.min(Number(shape.maxOccupancy) - 1, shape.maxChildren + shape.maxAdults - 1)),
      ),
      maxGuestsPerRoom: most('maxOccupancy'),
      childFreeBedAge: site.childFreeBedAge,
      maxChildAge: MAX_CHILD_AGE,
      shapes: shapes.map((shape) => ({ ...shape, maxOccupancy: Number(shape.maxOccupancy) })),
    };
  }

  return {
    occupancyLimits,
    invalidateAvailability: availability.clear,
    invalidateCatalog: () => {
      hotelRows.clear();
      everyRoomShape.clear();
      availability.clear();
    },
    listHotels,
    filterHotels,
    recommendHotels,
    hotelDetail,
    listCities,
    hotelContact,
    hotelPolicy,
    rateCalendar,
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
