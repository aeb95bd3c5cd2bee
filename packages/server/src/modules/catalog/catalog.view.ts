import type { Language } from '@hotel/contract/languages';
import type { HotelSummary, RoomType } from '@hotel/contract/schemas/hotel';
import type { StoredPicture } from '../../db/columns.ts';
import type { CityRow, HotelRow, RoomTypeRow } from './catalog.repo.ts';

export const toPictures = (pictures: StoredPicture[], lang: Language) =>
  pictures.map((picture) => ({ url: picture.url, alt: picture.alt[lang] }));

export function toSummary(
  hotel: HotelRow,
  city: CityRow,
  lang: Language,
  lowestPrice: HotelSummary['lowestPrice'],
): HotelSummary {
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
    lowestPrice,
    isFull: lowestPrice === null,
  };
}

export function toRoomType(room: RoomTypeRow, lang: Language): RoomType {
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
