import type { Language } from '@hotel/contract/languages';
import type { LocalizedText } from '../db/columns.ts';
import type { addons, hotels, roomTypes } from '../modules/catalog/catalog.schema.ts';
import { CITIES, COUNTRIES, type CountryCode, cityByCode, GROUP_CODE, localize } from './content/common.ts';
import { BRANDS, DEMO_HOTELS, type DemoHotel, type DemoRoom } from './content/hotels.ts';
import { hotelPicture, hotelPictures, hotelPictureUrl, roomPictures } from './content/media.ts';
import {
  ADDONS,
  type AddonPriceKey,
  breakfastRate,
  CARD_GUARANTEE_RATE,
  CORPORATE_RATE,
  FLEXIBLE_RATE,
  LONG_STAY_RATE,
  MEMBER_RATE,
  POINTS_PLUS_RATE,
  POINTS_RATE,
  type RatePlanTemplate,
  SAVER_RATE,
} from './content/rates.ts';
import { ROOM_KINDS, type RoomKind } from './content/rooms.ts';

type HotelRow = typeof hotels.$inferInsert;
type RoomTypeRow = typeof roomTypes.$inferInsert;
type AddonRow = typeof addons.$inferInsert;

/** Everything the seed writes for one hotel, before the nightly rows are generated in SQL. */
export interface HotelSeed {
  hotel: HotelRow;
  country: CountryCode;
  /** A small number derived from the hotel code that varies its prices and occupancy. */
  seed: number;
  rooms: { row: RoomTypeRow; total: number; baseMinor: number; seed: number }[];
  plans: RatePlanTemplate[];
  breakfastMinor: number;
  addons: AddonRow[];
}

/** FNV-1a: a stable 32-bit hash, so the same codes always give the same prices. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function ratePlansFor(
  country: CountryCode,
  options: { corporate: boolean; longStay: boolean; cardGuarantee?: boolean; pointsRates?: boolean },
): RatePlanTemplate[] {
  const plans = [FLEXIBLE_RATE, SAVER_RATE, breakfastRate(COUNTRIES[country].breakfastRateDeadlineHours), MEMBER_RATE];
  if (options.corporate) plans.push(CORPORATE_RATE);
  if (options.longStay) plans.push(LONG_STAY_RATE);
  if (options.cardGuarantee) plans.push(CARD_GUARANTEE_RATE);
  if (options.pointsRates) plans.push(POINTS_PLUS_RATE, POINTS_RATE);
  return plans;
}

function addonRows(hotelCode: string, country: CountryCode, prices: Record<AddonPriceKey, number>): AddonRow[] {
  const minor = COUNTRIES[country].minorPerMajor;
  return ADDONS.map((addon) => ({
    hotelCode,
    addonCode: addon.addonCode,
    addonType: addon.addonType,
    name: addon.name,
    description: addon.description,
    price: prices[addon.price] * minor,
    pricingUnit: addon.pricingUnit,
    sortOrder: addon.sortOrder,
  }));
}

function roomRow(hotelCode: string, kind: RoomKind, floor: string, sortOrder: number): RoomTypeRow {
  return {
    hotelCode,
    roomTypeCode: kind.code,
    name: kind.name,
    description: kind.description,
    sizeSqm: kind.sizeSqm,
    floor,
    window: kind.window,
    smokingPolicy: kind.smokingPolicy,
    bedType: kind.bedType,
    maxAdults: kind.maxAdults,
    maxChildren: kind.maxChildren,
    maxOccupancy: kind.maxOccupancy ?? null,
    pictures: roomPictures(kind),
    sortOrder,
  };
}

function demoHotelSeed(demo: DemoHotel, index: number): HotelSeed {
  const city = cityByCode(demo.cityCode);
  const country = COUNTRIES[city.country];
  const minor = country.minorPerMajor;
  return {
    country: city.country,
    seed: hash(demo.hotelCode) % 9973,
    hotel: {
      hotelCode: demo.hotelCode,
      groupCode: GROUP_CODE,
      brand: demo.brand,
      cityCode: demo.cityCode,
      name: demo.name,
      shortDescription: demo.shortDescription,
      description: demo.description,
      address: demo.address,
      phone: demo.phone,
      email: demo.email,
      starRating: demo.starRating,
      latitude: demo.latitude,
      longitude: demo.longitude,
      timeZone: country.timeZone,
      currency: country.currency,
      checkInTime: '14:00',
      checkOutTime: '12:00',
      facilities: demo.facilities,
      pictures: hotelPictures(demo.hotelCode, demo.scenes, demo.name),
      reservationNotice: country.reservationNotice,
      policyDisplayType: 1,
      taxRateBp: demo.taxRateBp,
      serviceChargeBp: demo.serviceChargeBp,
      isActive: true,
      sortOrder: index + 1,
    },
    rooms: demo.rooms.map((room: DemoRoom, roomIndex) => ({
      row: roomRow(demo.hotelCode, ROOM_KINDS[room.kind], room.floor, roomIndex + 1),
      total: room.total,
      baseMinor: room.base * minor,
      seed: hash(`${demo.hotelCode}/${room.kind}`) % 9973,
    })),
    plans: ratePlansFor(city.country, demo),
    breakfastMinor: demo.breakfast * minor,
    addons: addonRows(demo.hotelCode, city.country, {
      breakfast: demo.breakfast,
      free: 0,
      lateCheckOut: demo.lateCheckOut,
      airportTransfer: demo.airportTransfer,
      fruitBasket: demo.fruitBasket,
    }),
  };
}

export function demoHotelSeeds(): HotelSeed[] {
  return DEMO_HOTELS.map(demoHotelSeed);
}

/** Weekday flexible-rate prices of a generated hotel's standard room, in major units, by country. */
const EXPRESS_BASE: Record<CountryCode, { low: number; spread: number; step: number }> = {
  CN: { low: 380, spread: 180, step: 10 },
  JP: { low: 9800, spread: 4200, step: 100 },
  TH: { low: 1200, spread: 700, step: 50 },
};
const EXPRESS_ADDONS: Record<CountryCode, Record<AddonPriceKey, number>> = {
  CN: { breakfast: 58, free: 0, lateCheckOut: 60, airportTransfer: 320, fruitBasket: 68 },
  JP: { breakfast: 1500, free: 0, lateCheckOut: 1500, airportTransfer: 18000, fruitBasket: 2500 },
  TH: { breakfast: 290, free: 0, lateCheckOut: 300, airportTransfer: 900, fruitBasket: 450 },
};
const EXPRESS_TAX: Record<CountryCode, { tax: number; service: number }> = {
  CN: { tax: 600, service: 0 },
  JP: { tax: 1000, service: 0 },
  TH: { tax: 700, service: 1000 },
};
const EXPRESS_ROOMS: { kind: keyof typeof ROOM_KINDS; factor: number; floor: string }[] = [
  { kind: 'SQ', factor: 100, floor: '2-8' },
  { kind: 'SUPK', factor: 118, floor: '9-12' },
  { kind: 'DLXT', factor: 125, floor: '9-12' },
  { kind: 'FAM', factor: 155, floor: '2' },
];
const PHONE_PREFIX: Record<CountryCode, string> = { CN: '+86 400 820', JP: '+81 50 3186', TH: '+66 2 118' };

const expressName = (lang: Language, city: string, n: number) =>
  ({
    'zh-CN': `曙光快捷酒店（${city}${n}号店）`,
    'zh-TW': `曙光快捷飯店（${city}${n}號店）`,
    'en-US': `Aurora Express ${city} ${n}`,
    ja: `オーロラ エクスプレス ${city} ${n}`,
    'ko-KR': `오로라 익스프레스 ${city} ${n}호점`,
    'th-TH': `ออโรรา เอ็กซ์เพรส ${city} สาขา ${n}`,
  })[lang];

const expressShort = (lang: Language, city: string) =>
  ({
    'zh-CN': `${city}简约舒适的客房，价格实惠。`,
    'zh-TW': `${city}簡約舒適的客房，價格實惠。`,
    'en-US': `Simple, comfortable rooms in ${city} at honest prices.`,
    ja: `${city}で、シンプルで快適な客室をお手頃価格で。`,
    'ko-KR': `${city}에서 합리적인 가격으로 즐기는 깔끔하고 편안한 객실.`,
    'th-TH': `ห้องพักเรียบง่ายและสะดวกสบายใน${city} ในราคาที่คุ้มค่า`,
  })[lang];

const expressDescription = (lang: Language, name: string) =>
  ({
    'zh-CN': `${name}提供安静整洁的客房、高速无线网络和便捷早餐，步行几分钟即可到达公共交通站点。前台24小时服务。`,
    'zh-TW': `${name}提供安靜整潔的客房、高速無線網路與外帶早餐，步行幾分鐘即可抵達大眾運輸站點。櫃檯24小時服務。`,
    'en-US': `${name} offers quiet, spotless rooms, fast Wi-Fi and a grab-and-go breakfast, a few minutes' walk from public transport. The front desk is open 24 hours a day.`,
    ja: `${name}は静かで清潔な客室、高速Wi-Fi、テイクアウト式の朝食をご用意しています。公共交通機関まで徒歩数分、フロントは24時間対応です。`,
    'ko-KR': `조용하고 깨끗한 객실, 빠른 와이파이, 간편한 테이크아웃 조식을 갖춘 ${name}. 대중교통까지 걸어서 몇 분 거리이며 프런트 데스크는 24시간 운영됩니다.`,
    'th-TH': `${name} มีห้องพักที่เงียบสงบและสะอาดเอี่ยม ไวไฟความเร็วสูง และอาหารเช้าแบบหยิบไปทานได้ เดินไปขนส่งสาธารณะเพียงไม่กี่นาที แผนกต้อนรับเปิดตลอด 24 ชั่วโมง`,
  })[lang];

/**
 * The `index`-th generated hotel (0-based), for benchmarks: spread round-robin over the cities,
 * with four room types, four rate plans and the demo pictures of a hotel in the same city.
 */
export function generatedHotelSeed(index: number): HotelSeed {
  const city = CITIES[index % CITIES.length]!;
  const n = Math.floor(index / CITIES.length) + 1;
  const country = COUNTRIES[city.country];
  const minor = country.minorPerMajor;
  const hotelCode = `${city.cityCode}X${String(n).padStart(4, '0')}`;
  const h = hash(hotelCode);
  const name: LocalizedText = localize((lang) => expressName(lang, city.name[lang], n));
  const base = EXPRESS_BASE[city.country];
  const standard = base.low + Math.round((((h % 1000) / 1000) * base.spread) / base.step) * base.step;
  const donors = DEMO_HOTELS.filter((demo) => demo.cityCode === city.cityCode);
  const donor = donors[n % donors.length]!;
  const pictures = donor.scenes
    .slice(0, 2)
    .map((scene, pictureIndex) => hotelPicture(hotelPictureUrl(donor.hotelCode, pictureIndex), scene, name));
  const prices = EXPRESS_ADDONS[city.country];
  return {
    country: city.country,
    seed: h % 9973,
    hotel: {
      hotelCode,
      groupCode: GROUP_CODE,
      brand: BRANDS.express,
      cityCode: city.cityCode,
      name,
      shortDescription: localize((lang) => expressShort(lang, city.name[lang])),
      description: localize((lang) => expressDescription(lang, name[lang])),
      address: localize((lang) => city.address(lang, 10 + (h % 890), city.name, city.street)),
      phone: `${PHONE_PREFIX[city.country]} ${String(1000 + (h % 9000))}`,
      email: `${hotelCode.toLowerCase()}@aurora-hotels.example`,
      starRating: n % 4 === 0 ? 4 : 3,
      latitude: Number((city.latitude + ((h % 2001) - 1000) / 12_000).toFixed(5)),
      longitude: Number((city.longitude + (((h >>> 11) % 2001) - 1000) / 12_000).toFixed(5)),
      timeZone: country.timeZone,
      currency: country.currency,
      checkInTime: '14:00',
      checkOutTime: '12:00',
      facilities: h % 3 === 0 ? ['wifi', 'gym', 'laundry', 'restaurant'] : ['wifi', 'laundry', 'parking'],
      pictures,
      reservationNotice: country.reservationNotice,
      policyDisplayType: 1,
      taxRateBp: EXPRESS_TAX[city.country].tax,
      serviceChargeBp: EXPRESS_TAX[city.country].service,
      isActive: true,
      sortOrder: 1000 + index,
    },
    rooms: EXPRESS_ROOMS.map((room, roomIndex) => ({
      row: roomRow(hotelCode, ROOM_KINDS[room.kind], room.floor, roomIndex + 1),
      total: room.kind === 'FAM' ? 5 + (h % 6) : 10 + ((h >>> (roomIndex * 3)) % 21),
      baseMinor: Math.round((standard * room.factor) / 100 / base.step) * base.step * minor,
      seed: hash(`${hotelCode}/${room.kind}`) % 9973,
    })),
    plans: ratePlansFor(city.country, { corporate: false, longStay: false }),
    breakfastMinor: prices.breakfast * minor,
    addons: addonRows(hotelCode, city.country, prices),
  };
}
