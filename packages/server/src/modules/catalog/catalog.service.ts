import type { Language } from '@hotel/contract/languages';
import { addDays, nightsBetween } from '@hotel/contract/schemas/common';
import type { City, HotelDetail, HotelList, HotelSummary, RoomType } from '@hotel/contract/schemas/hotel';
import type { HotelListQuery } from '@hotel/contract/schemas/search';
import type { Db } from '../../db/client.ts';
import type { StoredPicture } from '../../db/schema/columns.ts';
import { AppError } from '../../platform/errors.ts';
import type { SiteConfigRow } from '../site/site.repo.ts';
import {
  type CityRow,
  findHotel,
  type HotelRow,
  listActiveHotels,
  listCitiesWithHotels,
  listRoomTypes,
  lowestNightlyPrices,
  type RoomTypeRow,
} from './catalog.repo.ts';

const toPictures = (pictures: StoredPicture[], lang: Language) =>
  pictures.map((picture) => ({ url: picture.url, alt: picture.alt[lang] }));

function toSummary(hotel: HotelRow, city: CityRow, lang: Language, lowest: number | undefined): HotelSummary {
  return {
    hotelCode: hotel.hotelCode,
    name: hotel.name[lang],
    brand: hotel.brand,
    cityCode: city.cityCode,
    cityName: city.name[lang],
    countryCode: city.countryCode,
    address: hotel.address[lang],
    phone: hotel.phone,
    starRating: hotel.starRating,
    shortDescription: hotel.shortDescription[lang],
    pictures: toPictures(hotel.pictures, lang),
    currency: hotel.currency,
    lowestPrice: lowest === undefined ? null : { amount: lowest, currency: hotel.currency },
    isFull: lowest === undefined,
  };
}

function toRoomType(room: RoomTypeRow, lang: Language): RoomType {
  return {
    roomTypeCode: room.roomTypeCode,
    name: room.name[lang],
    description: room.description[lang],
    sizeSqm: room.sizeSqm,
    floor: room.floor,
    window: room.window,
    smokingPolicy: room.smokingPolicy,
    bedType: room.bedType,
    maxAdults: room.maxAdults,
    maxChildren: room.maxChildren,
    pictures: toPictures(room.pictures, lang),
  };
}

/** The stay a list is priced for: the searched one, or tonight for one guest when none was given. */
function stayOf(query: HotelListQuery, today: string) {
  const checkInDate = query.checkInDate ?? today;
  const checkOutDate = query.checkOutDate ?? addDays(today, 1);
  const roomCount = query.roomCount ?? 1;
  return {
    checkInDate,
    checkOutDate,
    nights: nightsBetween(checkInDate, checkOutDate),
    roomCount,
    adultsPerRoom: Math.ceil((query.adultsNumber ?? roomCount) / roomCount),
    childrenPerRoom: Math.ceil((query.childNumber ?? 0) / roomCount),
  };
}

export function createCatalogService(db: Db, today: () => string) {
  async function listHotels(query: HotelListQuery, lang: Language, site: SiteConfigRow): Promise<HotelList> {
    const hotelCodes = site.hotelCode ? [site.hotelCode] : query.hotelCodes;
    const rows = await listActiveHotels(db, { hotelCodes, cityCode: query.cityCode });
    const stay = stayOf(query, today());
    const prices = await lowestNightlyPrices(db, { ...stay, hotelCodes: rows.map((row) => row.hotel.hotelCode) });
    const all = rows.map((row) => toSummary(row.hotel, row.city, lang, prices.get(row.hotel.hotelCode)));
    const ordered = [...all.filter((hotel) => !hotel.isFull), ...all.filter((hotel) => hotel.isFull)];
    return {
      list: ordered.slice(query.offset, query.offset + query.limit),
      total: ordered.length,
      limit: query.limit,
      offset: query.offset,
      otherData: { isAllFull: all.length > 0 && all.every((hotel) => hotel.isFull) },
      companyHint: '',
    };
  }

  async function hotelDetail(hotelCode: string, lang: Language): Promise<HotelDetail> {
    const row = await findHotel(db, hotelCode);
    if (!row) throw new AppError('hotelNotFound');
    if (!row.hotel.isActive) throw new AppError('hotelTakenDown');
    const rooms = await listRoomTypes(db, hotelCode);
    const stay = stayOf({ limit: 1, offset: 0 }, today());
    const prices = await lowestNightlyPrices(db, { ...stay, hotelCodes: [hotelCode] });
    const { hotel } = row;
    return {
      ...toSummary(hotel, row.city, lang, prices.get(hotelCode)),
      description: hotel.description[lang],
      checkInTime: hotel.checkInTime,
      checkOutTime: hotel.checkOutTime,
      email: hotel.email,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      timeZone: hotel.timeZone,
      facilities: hotel.facilities,
      roomTypes: rooms.map((room) => toRoomType(room, lang)),
    };
  }

  async function listCities(lang: Language): Promise<City[]> {
    const rows = await listCitiesWithHotels(db, lang);
    return rows.map(({ city, hotelCount }) => ({
      cityCode: city.cityCode,
      name: city.name[lang],
      countryCode: city.countryCode,
      countryName: city.countryName[lang],
      hotelCount,
    }));
  }

  return { listHotels, hotelDetail, listCities };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
