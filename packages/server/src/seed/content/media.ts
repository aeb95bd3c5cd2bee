import type { Language } from '@hotel/contract/languages';
import type { LocalizedText, StoredPicture } from '../../db/columns.ts';
import { localize } from './common.ts';
import type { HotelScene } from './hotels.ts';
import type { RoomKind, RoomScene } from './rooms.ts';

/** Every picture is drawn on a 1200 x 800 canvas. */
export const PICTURE_WIDTH = 1200;
export const PICTURE_HEIGHT = 800;

export const hotelPictureUrl = (hotelCode: string, index: number) => `/media/hotels/${hotelCode}-${index + 1}.svg`;
export const roomPictureUrl = (slug: string, index: number) => `/media/rooms/${slug}-${index + 1}.svg`;

const HOTEL_ALT: Record<HotelScene, (lang: Language, name: string) => string> = {
  facade: (lang, n) =>
    ({
      'zh-CN': `${n}外观`,
      'zh-TW': `${n}外觀`,
      'en-US': `Exterior of ${n}`,
      ja: `${n}の外観`,
      'ko-KR': `${n} 외관`,
      'th-TH': `ภายนอกของ${n}`,
    })[lang],
  skyline: (lang, n) =>
    ({
      'zh-CN': `从${n}眺望城市天际线`,
      'zh-TW': `從${n}眺望城市天際線`,
      'en-US': `City skyline seen from ${n}`,
      ja: `${n}から望む街の景色`,
      'ko-KR': `${n}에서 바라본 도시 스카이라인`,
      'th-TH': `วิวเส้นขอบฟ้าของเมืองจาก${n}`,
    })[lang],
  lobby: (lang, n) =>
    ({
      'zh-CN': `${n}大堂`,
      'zh-TW': `${n}大廳`,
      'en-US': `Lobby of ${n}`,
      ja: `${n}のロビー`,
      'ko-KR': `${n} 로비`,
      'th-TH': `ล็อบบี้ของ${n}`,
    })[lang],
  pool: (lang, n) =>
    ({
      'zh-CN': `${n}游泳池`,
      'zh-TW': `${n}泳池`,
      'en-US': `Swimming pool at ${n}`,
      ja: `${n}のプール`,
      'ko-KR': `${n} 수영장`,
      'th-TH': `สระว่ายน้ำของ${n}`,
    })[lang],
  garden: (lang, n) =>
    ({
      'zh-CN': `${n}庭园`,
      'zh-TW': `${n}庭園`,
      'en-US': `Garden of ${n}`,
      ja: `${n}の庭園`,
      'ko-KR': `${n} 정원`,
      'th-TH': `สวนของ${n}`,
    })[lang],
  river: (lang, n) =>
    ({
      'zh-CN': `${n}临河露台`,
      'zh-TW': `${n}臨河露台`,
      'en-US': `Riverside terrace at ${n}`,
      ja: `${n}の川沿いのテラス`,
      'ko-KR': `${n} 강변 테라스`,
      'th-TH': `ระเบียงริมแม่น้ำของ${n}`,
    })[lang],
  restaurant: (lang, n) =>
    ({
      'zh-CN': `${n}餐厅`,
      'zh-TW': `${n}餐廳`,
      'en-US': `Restaurant at ${n}`,
      ja: `${n}のレストラン`,
      'ko-KR': `${n} 레스토랑`,
      'th-TH': `ห้องอาหารของ${n}`,
    })[lang],
};

const ROOM_ALT: Record<RoomScene, (lang: Language, room: string) => string> = {
  bedroom: (lang, r) =>
    ({
      'zh-CN': `${r}卧室`,
      'zh-TW': `${r}臥室`,
      'en-US': `${r}: the bed`,
      ja: `${r}のベッドルーム`,
      'ko-KR': `${r} 침실`,
      'th-TH': `${r}: มุมเตียงนอน`,
    })[lang],
  lounge: (lang, r) =>
    ({
      'zh-CN': `${r}窗边休息区`,
      'zh-TW': `${r}窗邊起居區`,
      'en-US': `${r}: seating area by the window`,
      ja: `${r}の窓辺のくつろぎスペース`,
      'ko-KR': `${r} 창가 휴식 공간`,
      'th-TH': `${r}: มุมนั่งเล่นริมหน้าต่าง`,
    })[lang],
  kitchen: (lang, r) =>
    ({
      'zh-CN': `${r}厨房`,
      'zh-TW': `${r}廚房`,
      'en-US': `${r}: the kitchen`,
      ja: `${r}のキッチン`,
      'ko-KR': `${r} 주방`,
      'th-TH': `${r}: ห้องครัว`,
    })[lang],
  tatami: (lang, r) =>
    ({
      'zh-CN': `${r}：铺在榻榻米上的被褥`,
      'zh-TW': `${r}：鋪在榻榻米上的被褥`,
      'en-US': `${r}: futons laid out on tatami`,
      ja: `${r}：畳に敷いた布団`,
      'ko-KR': `${r}: 다다미 위에 깐 이불`,
      'th-TH': `${r}: ฟูกที่ปูบนเสื่อทาทามิ`,
    })[lang],
};

export function hotelPicture(url: string, scene: HotelScene, hotelName: LocalizedText): StoredPicture {
  return {
    url,
    alt: localize((lang) => HOTEL_ALT[scene](lang, hotelName[lang])),
    width: PICTURE_WIDTH,
    height: PICTURE_HEIGHT,
  };
}

export function hotelPictures(hotelCode: string, scenes: HotelScene[], hotelName: LocalizedText): StoredPicture[] {
  return scenes.map((scene, index) => hotelPicture(hotelPictureUrl(hotelCode, index), scene, hotelName));
}

export function roomPictures(kind: RoomKind): StoredPicture[] {
  return kind.scenes.map((scene, index) => ({
    url: roomPictureUrl(kind.slug, index),
    alt: localize((lang) => ROOM_ALT[scene](lang, kind.name[lang])),
    width: PICTURE_WIDTH,
    height: PICTURE_HEIGHT,
  }));
}
