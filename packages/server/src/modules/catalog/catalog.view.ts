import { withCharges } from '@hotel/contract/charges';
import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import { pictureAltIn } from '@hotel/contract/pictures';
import type { HotelSummary, RoomType } from '@hotel/contract/schemas/hotel';
import type { StoredPicture } from '../../db/columns.ts';
import type { CityRow, HotelRow, RoomTypeRow } from './catalog.repo.ts';

export const toPictures = (pictures: StoredPicture[], lang: Language) =>
  pictures.map((picture) => ({ url: picture.url, alt: pictureAltIn(picture.alt, lang) }));

type Money = NonNullable<HotelSummary['lowestPrice']>;

/** A price with the hotel's charges, in its currency and (about the same) in the display currency. */
export function chargedMoney(money: Money, hotel: { serviceChargeBp: number; taxRateBp: number }): Money {
  const charged = { amount: withCharges(money.amount, hotel).total, currency: money.currency };
  if (!money.exchange) return charged;
  return { ...charged, exchange: { ...money.exchange, amount: withCharges(money.exchange.amount, hotel).total } };
}

export function toSummary(
  hotel: HotelRow,
  city: CityRow,
  lang: Language,
  lowestPrice: HotelSummary['lowestPrice'],
): HotelSummary {
  return {
    hotelCode: hotel.hotelCode,
    name: inLanguage(hotel.name, lang),
    brand: hotel.brand,
    cityCode: city.cityCode,
    cityName: inLanguage(city.name, lang),
    countryCode: city.countryCode,
    address: inLanguage(hotel.address, lang),
    phone: hotel.phone,
    starRating: hotel.starRating,
    shortDescription: inLanguage(hotel.shortDescription, lang),
    pictures: toPictures(hotel.pictures, lang),
    currency: hotel.currency,
    lowestPrice,
    lowestPriceWithCharges: lowestPrice && chargedMoney(lowestPrice, hotel),
    isFull: lowestPrice === null,
  };
}

export function toRoomType(room: RoomTypeRow, lang: Language): RoomType {
  return {
    roomTypeCode: room.roomTypeCode,
    name: inLanguage(room.name, lang),
    description: inLanguage(room.description, lang),
    sizeSqm: room.sizeSqm,
    floor: room.floor,
    window: room.window,
    smokingPolicy: room.smokingPolicy,
    bedType: room.bedType,
    maxAdults: room.maxAdults,
    maxChildren: room.maxChildren,
    maxOccupancy: room.maxOccupancy ?? room.maxAdults + room.maxChildren,
    pictures: toPictures(room.pictures, lang),
  };
}
