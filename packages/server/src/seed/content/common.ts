import type { Language } from '@hotel/contract/languages';
import type { LocalizedText } from '../../db/columns.ts';

/** Builds a text in all six languages from one template per language. */
export function localize(build: (lang: Language) => string): LocalizedText {
  return {
    'zh-CN': build('zh-CN'),
    'zh-TW': build('zh-TW'),
    'en-US': build('en-US'),
    ja: build('ja'),
    'ko-KR': build('ko-KR'),
    'th-TH': build('th-TH'),
  };
}

export const GROUP_CODE = 'AURORA';

export const GROUP_NAME: LocalizedText = {
  'zh-CN': '曙光酒店及公寓',
  'zh-TW': '曙光飯店及公寓',
  'en-US': 'Aurora Hotels & Residences',
  ja: 'オーロラ ホテルズ＆レジデンス',
  'ko-KR': '오로라 호텔 앤 레지던스',
  'th-TH': 'ออโรรา โฮเทลส์ แอนด์ เรสซิเดนซ์',
};

export type CountryCode = 'CN' | 'JP' | 'TH';

export interface Country {
  code: CountryCode;
  name: LocalizedText;
  timeZone: string;
  currency: string;
  /** Minor units in one major unit: 100 for CNY and THB, 1 for JPY. */
  minorPerMajor: number;
  /** Nightly prices are rounded to this many minor units. */
  priceStep: number;
  /** Hours before the day of arrival until which the breakfast rate can be cancelled. */
  breakfastRateDeadlineHours: number;
  /** Per night for each child at or over the free-bed age, in minor units. */
  childPricePerNight: number;
  reservationNotice: LocalizedText;
}

export const COUNTRIES: Record<CountryCode, Country> = {
  CN: {
    code: 'CN',
    name: { 'zh-CN': '中国', 'zh-TW': '中國', 'en-US': 'China', ja: '中国', 'ko-KR': '중국', 'th-TH': 'จีน' },
    timeZone: 'Asia/Shanghai',
    currency: 'CNY',
    minorPerMajor: 100,
    priceStep: 100,
    breakfastRateDeadlineHours: 24,
    childPricePerNight: 10_000,
    reservationNotice: {
      'zh-CN':
        '入住时间为14:00以后，退房时间为12:00以前。办理入住时请出示有效身份证件或护照，酒店将以银行卡或现金收取可退还押金。6岁以下儿童不加床可免费入住一名。酒店不接待宠物。',
      'zh-TW':
        '入住時間為14:00以後，退房時間為12:00以前。辦理入住時請出示有效身分證件或護照，飯店將以信用卡或現金收取可退還押金。6歲以下兒童不加床可免費入住一名。飯店恕不接待寵物。',
      'en-US':
        'Check-in from 14:00, check-out by 12:00. Please show a valid ID card or passport at check-in; a refundable deposit is taken by card or cash. One child under 6 stays free when using existing bedding. Pets are not allowed.',
      ja: 'チェックインは14:00から、チェックアウトは12:00までです。チェックイン時に有効な身分証明書またはパスポートをご提示ください。カードまたは現金で返金可能なデポジットをお預かりします。既存のベッドを利用する6歳未満のお子様1名は無料です。ペットはご遠慮ください。',
      'ko-KR':
        '체크인은 14:00부터, 체크아웃은 12:00까지입니다. 체크인 시 유효한 신분증 또는 여권을 제시해 주시기 바랍니다. 환불 가능한 보증금을 카드 또는 현금으로 받습니다. 기존 침대를 사용하는 6세 미만 어린이 1명은 무료입니다. 반려동물은 동반할 수 없습니다.',
      'th-TH':
        'เช็กอินได้ตั้งแต่เวลา 14:00 น. และเช็กเอาต์ภายในเวลา 12:00 น. กรุณาแสดงบัตรประจำตัวหรือหนังสือเดินทางที่ยังไม่หมดอายุขณะเช็กอิน โรงแรมจะเรียกเก็บเงินมัดจำที่คืนได้ผ่านบัตรหรือเงินสด เด็กอายุต่ำกว่า 6 ปีหนึ่งคนที่ใช้เตียงที่มีอยู่เข้าพักฟรี ไม่อนุญาตให้นำสัตว์เลี้ยงเข้าพัก',
    },
  },
  JP: {
    code: 'JP',
    name: { 'zh-CN': '日本', 'zh-TW': '日本', 'en-US': 'Japan', ja: '日本', 'ko-KR': '일본', 'th-TH': 'ญี่ปุ่น' },
    timeZone: 'Asia/Tokyo',
    currency: 'JPY',
    minorPerMajor: 1,
    priceStep: 100,
    breakfastRateDeadlineHours: 48,
    childPricePerNight: 5_000,
    reservationNotice: {
      'zh-CN':
        '入住时间为14:00以后，退房时间为12:00以前。根据日本法律，在日本没有住址的客人须在入住时出示护照。每人每晚200至1,000日元的住宿税需在酒店现付。6岁以下儿童不加床可免费入住。',
      'zh-TW':
        '入住時間為14:00以後，退房時間為12:00以前。依日本法律規定，在日本無住址的旅客須於入住時出示護照。每人每晚200至1,000日圓的住宿稅需於飯店現場支付。6歲以下兒童不加床可免費入住。',
      'en-US':
        'Check-in from 14:00, check-out by 12:00. Under Japanese law, guests without an address in Japan must show their passport at check-in. A local accommodation tax of JPY 200-1,000 per person per night is paid at the hotel. Children under 6 stay free when using existing bedding.',
      ja: 'チェックインは14:00から、チェックアウトは12:00までです。旅館業法により、日本国内に住所をお持ちでないお客様はチェックイン時にパスポートのご提示が必要です。1名1泊につき200～1,000円の宿泊税はホテルにてお支払いください。既存のベッドを利用する6歳未満のお子様は無料です。',
      'ko-KR':
        '체크인은 14:00부터, 체크아웃은 12:00까지입니다. 일본 법률에 따라 일본 내 주소가 없는 고객은 체크인 시 여권을 제시해야 합니다. 1인 1박당 200~1,000엔의 숙박세는 호텔에서 별도로 지불합니다. 기존 침대를 사용하는 6세 미만 어린이는 무료입니다.',
      'th-TH':
        'เช็กอินได้ตั้งแต่เวลา 14:00 น. และเช็กเอาต์ภายในเวลา 12:00 น. ตามกฎหมายญี่ปุ่น ผู้เข้าพักที่ไม่มีที่อยู่ในญี่ปุ่นต้องแสดงหนังสือเดินทางขณะเช็กอิน ภาษีที่พักท้องถิ่น 200-1,000 เยนต่อคนต่อคืนชำระที่โรงแรม เด็กอายุต่ำกว่า 6 ปีที่ใช้เตียงที่มีอยู่เข้าพักฟรี',
    },
  },
  TH: {
    code: 'TH',
    name: { 'zh-CN': '泰国', 'zh-TW': '泰國', 'en-US': 'Thailand', ja: 'タイ', 'ko-KR': '태국', 'th-TH': 'ไทย' },
    timeZone: 'Asia/Bangkok',
    currency: 'THB',
    minorPerMajor: 100,
    priceStep: 100,
    breakfastRateDeadlineHours: 48,
    childPricePerNight: 50_000,
    reservationNotice: {
      'zh-CN':
        '入住时间为14:00以后，退房时间为12:00以前。办理入住时请出示护照或泰国身份证，酒店将通过银行卡收取每间每晚2,000泰铢的可退还押金。12岁以下儿童不加床可免费入住。酒店内禁止携带榴莲。',
      'zh-TW':
        '入住時間為14:00以後，退房時間為12:00以前。辦理入住時請出示護照或泰國身分證，飯店將以信用卡收取每間每晚2,000泰銖的可退還押金。12歲以下兒童不加床可免費入住。飯店內禁止攜帶榴槤。',
      'en-US':
        'Check-in from 14:00, check-out by 12:00. Please show your passport or Thai ID card at check-in; a refundable deposit of THB 2,000 per room per night is taken by card. Children under 12 stay free when using existing bedding. Durian is not permitted in the hotel.',
      ja: 'チェックインは14:00から、チェックアウトは12:00までです。チェックイン時にパスポートまたはタイのIDカードをご提示ください。1室1泊につき2,000バーツの返金可能なデポジットをカードでお預かりします。既存のベッドを利用する12歳未満のお子様は無料です。ホテル内へのドリアンの持ち込みはご遠慮ください。',
      'ko-KR':
        '체크인은 14:00부터, 체크아웃은 12:00까지입니다. 체크인 시 여권 또는 태국 신분증을 제시해 주시기 바랍니다. 객실당 1박 2,000바트의 환불 가능한 보증금을 카드로 받습니다. 기존 침대를 사용하는 12세 미만 어린이는 무료입니다. 호텔 내 두리안 반입은 금지되어 있습니다.',
      'th-TH':
        'เช็กอินได้ตั้งแต่เวลา 14:00 น. และเช็กเอาต์ภายในเวลา 12:00 น. กรุณาแสดงหนังสือเดินทางหรือบัตรประชาชนไทยขณะเช็กอิน โรงแรมจะเรียกเก็บเงินมัดจำที่คืนได้ 2,000 บาทต่อห้องต่อคืนผ่านบัตร เด็กอายุต่ำกว่า 12 ปีที่ใช้เตียงที่มีอยู่เข้าพักฟรี ห้ามนำทุเรียนเข้ามาในโรงแรม',
    },
  },
};

export interface City {
  cityCode: string;
  country: CountryCode;
  name: LocalizedText;
  sortOrder: number;
  latitude: number;
  longitude: number;
  /** A street of the city, used in the addresses of generated hotels. */
  street: LocalizedText;
  /** How an address of a generated hotel reads, from a building number. */
  address: (lang: Language, number: number, city: LocalizedText, street: LocalizedText) => string;
}

const chineseAddress = (lang: Language, n: number, city: LocalizedText, street: LocalizedText, country: Country) => {
  switch (lang) {
    case 'zh-CN':
      return `${country.name[lang]}${city[lang]}市${street[lang]}${n}号`;
    case 'zh-TW':
      return `${country.name[lang]}${city[lang]}市${street[lang]}${n}號`;
    case 'ja':
      return `${country.name[lang]}${city[lang]}市${street[lang]}${n}号`;
    case 'ko-KR':
      return `${country.name[lang]} ${city[lang]}시 ${street[lang]} ${n}호`;
    case 'th-TH':
      return `${n} ${street[lang]} ${city[lang]} ประเทศ${country.name[lang]}`;
    default:
      return `${n} ${street[lang]}, ${city[lang]}, ${country.name[lang]}`;
  }
};

const japaneseAddress = (lang: Language, n: number, city: LocalizedText, street: LocalizedText, country: Country) => {
  const block = `${1 + (n % 5)}-${1 + (n % 17)}-${1 + (n % 9)}`;
  switch (lang) {
    case 'ja':
      return `${city[lang]}${street[lang]}${block}`;
    case 'zh-CN':
    case 'zh-TW':
      return `${country.name[lang]}${city[lang]}${street[lang]}${block}`;
    case 'ko-KR':
      return `${country.name[lang]} ${city[lang]} ${street[lang]} ${block}`;
    case 'th-TH':
      return `${block} ${street[lang]} ${city[lang]} ประเทศ${country.name[lang]}`;
    default:
      return `${block} ${street[lang]}, ${city[lang]}, ${country.name[lang]}`;
  }
};

const thaiAddress = (lang: Language, n: number, city: LocalizedText, street: LocalizedText, country: Country) => {
  switch (lang) {
    case 'th-TH':
      return `${n} ${street[lang]} ${city[lang]}`;
    case 'zh-CN':
    case 'zh-TW':
      return `${country.name[lang]}${city[lang]}${street[lang]}${n}${lang === 'zh-CN' ? '号' : '號'}`;
    case 'ja':
      return `${country.name[lang]} ${city[lang]} ${street[lang]} ${n}番地`;
    case 'ko-KR':
      return `${country.name[lang]} ${city[lang]} ${street[lang]} ${n}번지`;
    default:
      return `${n} ${street[lang]}, ${city[lang]}, ${country.name[lang]}`;
  }
};

export const CITIES: City[] = [
  {
    cityCode: 'SHA',
    country: 'CN',
    name: { 'zh-CN': '上海', 'zh-TW': '上海', 'en-US': 'Shanghai', ja: '上海', 'ko-KR': '상하이', 'th-TH': 'เซี่ยงไฮ้' },
    sortOrder: 1,
    latitude: 31.2304,
    longitude: 121.4737,
    street: {
      'zh-CN': '淮海中路',
      'zh-TW': '淮海中路',
      'en-US': 'Middle Huaihai Road',
      ja: '淮海中路',
      'ko-KR': '화이하이중루',
      'th-TH': 'ถนนหวยไห่กลาง',
    },
    address: (lang, n, city, street) => chineseAddress(lang, n, city, street, COUNTRIES.CN),
  },
  {
    cityCode: 'PEK',
    country: 'CN',
    name: { 'zh-CN': '北京', 'zh-TW': '北京', 'en-US': 'Beijing', ja: '北京', 'ko-KR': '베이징', 'th-TH': 'ปักกิ่ง' },
    sortOrder: 2,
    latitude: 39.9042,
    longitude: 116.4074,
    street: {
      'zh-CN': '建国门外大街',
      'zh-TW': '建國門外大街',
      'en-US': 'Jianguomenwai Avenue',
      ja: '建国門外大街',
      'ko-KR': '젠궈먼와이다제',
      'th-TH': 'ถนนเจี้ยนกั๋วเหมินไว่',
    },
    address: (lang, n, city, street) => chineseAddress(lang, n, city, street, COUNTRIES.CN),
  },
  {
    cityCode: 'HGH',
    country: 'CN',
    name: { 'zh-CN': '杭州', 'zh-TW': '杭州', 'en-US': 'Hangzhou', ja: '杭州', 'ko-KR': '항저우', 'th-TH': 'หางโจว' },
    sortOrder: 3,
    latitude: 30.2741,
    longitude: 120.1551,
    street: {
      'zh-CN': '延安路',
      'zh-TW': '延安路',
      'en-US': "Yan'an Road",
      ja: '延安路',
      'ko-KR': '옌안루',
      'th-TH': 'ถนนเหยียนอาน',
    },
    address: (lang, n, city, street) => chineseAddress(lang, n, city, street, COUNTRIES.CN),
  },
  {
    cityCode: 'TYO',
    country: 'JP',
    name: { 'zh-CN': '东京', 'zh-TW': '東京', 'en-US': 'Tokyo', ja: '東京', 'ko-KR': '도쿄', 'th-TH': 'โตเกียว' },
    sortOrder: 4,
    latitude: 35.6812,
    longitude: 139.7671,
    street: {
      'zh-CN': '中央区日本桥',
      'zh-TW': '中央區日本橋',
      'en-US': 'Nihonbashi, Chuo-ku',
      ja: '都中央区日本橋',
      'ko-KR': '주오구 니혼바시',
      'th-TH': 'นิฮงบาชิ เขตชูโอ',
    },
    address: (lang, n, city, street) => japaneseAddress(lang, n, city, street, COUNTRIES.JP),
  },
  {
    cityCode: 'UKY',
    country: 'JP',
    name: { 'zh-CN': '京都', 'zh-TW': '京都', 'en-US': 'Kyoto', ja: '京都', 'ko-KR': '교토', 'th-TH': 'เกียวโต' },
    sortOrder: 5,
    latitude: 35.0116,
    longitude: 135.7681,
    street: {
      'zh-CN': '下京区四条通',
      'zh-TW': '下京區四條通',
      'en-US': 'Shijo-dori, Shimogyo-ku',
      ja: '市下京区四条通',
      'ko-KR': '시모교구 시조도리',
      'th-TH': 'ถนนชิโจ เขตชิโมเงียว',
    },
    address: (lang, n, city, street) => japaneseAddress(lang, n, city, street, COUNTRIES.JP),
  },
  {
    cityCode: 'BKK',
    country: 'TH',
    name: { 'zh-CN': '曼谷', 'zh-TW': '曼谷', 'en-US': 'Bangkok', ja: 'バンコク', 'ko-KR': '방콕', 'th-TH': 'กรุงเทพฯ' },
    sortOrder: 6,
    latitude: 13.7563,
    longitude: 100.5018,
    street: {
      'zh-CN': '是隆路',
      'zh-TW': '是隆路',
      'en-US': 'Silom Road',
      ja: 'シーロム通り',
      'ko-KR': '실롬 로드',
      'th-TH': 'ถนนสีลม',
    },
    address: (lang, n, city, street) => thaiAddress(lang, n, city, street, COUNTRIES.TH),
  },
];

export function cityByCode(cityCode: string): City {
  const city = CITIES.find((candidate) => candidate.cityCode === cityCode);
  if (!city) throw new Error(`Unknown city ${cityCode}`);
  return city;
}
