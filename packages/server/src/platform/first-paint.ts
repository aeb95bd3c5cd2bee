import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultHotelListQuery } from '@hotel/contract/hotelList';
import { isLanguage, type Language, negotiateLanguage } from '@hotel/contract/languages';
import { openingPictureIndex } from '@hotel/contract/pictures';
import { API_PREFIX, PAGE_ROUTES, pagePaths, type RouteName } from '@hotel/contract/routes';
import { DEFAULT_GOODS_QUERY, MALL_API } from '@hotel/contract/schemas/mall';
import type { Translate } from '@hotel/i18n/catalog';
import type { Namespace } from '@hotel/i18n/loaders';
import { FIRST_PAINT_NAMESPACES, GUEST_NAMESPACES, MALL_NAMESPACES } from '@hotel/i18n/namespaces';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appAfterPicture } from './app-after-picture.ts';
import { mediaVariants } from './images.routes.ts';
import { escapeHtml } from './mail.ts';

/** The app's entry script as the web build writes it in the index page. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** A chunk of the web build's `.vite/manifest.json`. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The picture a page opens with (its largest paint) and how the web app shows it. */
interface Hero {
  url: string;
  alt: string;
  /** The widest it is shown, in CSS pixels, its `sizes` and its box (as the page's component has them). */
  width: number;
  sizes: string;
  style: string;
}

interface PicturesOf {
  pictures?: { url?: unknown; alt?: unknown }[];
  name?: unknown;
}
interface Block extends PicturesOf {
  blockType?: unknown;
  blockLevel?: unknown;
  isPublish?: unknown;
}

/** The home page's hero: the first published block when it is a carousel with pictures (features/content/homeBlocks.ts). */
function homeHero(data: unknown): Hero | null {
  if (!Array.isArray(data)) return null;
  const blocks = (data as Block[])
    .map((block, index) => ({ block, index }))
    .filter(({ block }) => block.isPublish === true && typeof block.blockType === 'number')
    .sort((a, b) => Number(a.block.blockLevel) - Number(b.block.blockLevel) || a.index - b.index);
  const first = blocks[0]?.block;
  // pages/home/HomePage.tsx: HERO_WIDTH, HERO_SIZES and the hero's height.
  return heroOf(first?.blockType === 0 ? first.pictures?.[0] : undefined, '', {
    width: 1200,
    sizes: '(min-width: 1152px) 1152px, 100vw',
    style: 'display:block;width:100%;height:19rem;object-fit:cover',
  });
}

type Picture = { url?: unknown; alt?: unknown } | null | undefined;
type HeroBox = Omit<Hero, 'url' | 'alt'>;

/** A picture as the page shows it in `box`, or null when the answer has none; `name` stands in for no alt text. */
function heroOf(picture: Picture, name: unknown, box: HeroBox): Hero | null {
  if (typeof picture?.url !== 'string') return null;
  return { url: picture.url, alt: String(picture.alt || name || ''), ...box };
}

/** A hotel's first picture (pages/hotelDetail/HotelGallery.tsx). */
function hotelHero(data: unknown): Hero | null {
  const hotel = data as PicturesOf | null;
  return heroOf(hotel?.pictures?.[0], hotel?.name, {
    width: 800,
    sizes: '(min-width: 768px) 66vw, 100vw',
    style: 'display:block;width:100%;height:auto;aspect-ratio:8/5;object-fit:cover;border-radius:.5rem',
  });
}

/** The item of a list answer whose picture opens the screen (the first with one). */
function openingItem<T>(data: unknown, pictureOf: (item: T) => Picture): T | undefined {
  const list = (data as { list?: T[] } | null)?.list ?? [];
  return list[openingPictureIndex(list, pictureOf)];
}

/** The first pictured hotel's picture of a hotel list answer (features/hotels/HotelListItem.tsx). */
function hotelListHero(data: unknown): Hero | null {
  const first = openingItem<PicturesOf>(data, (hotel) => hotel.pictures?.[0]);
  return heroOf(first?.pictures?.[0], first?.name, {
    width: 320,
    sizes: '(min-width: 640px) 256px, 100vw',
    style: 'display:block;width:100%;max-width:40rem;aspect-ratio:16/11;object-fit:cover;border-radius:.5rem',
  });
}

/** A product's first picture (pages/mallProduct/ProductGallery.tsx: the product's, else its first SKU's). */
function goodsHero(data: unknown): Hero | null {
  const goods = data as (PicturesOf & { skus?: PicturesOf[] }) | null;
  const picture = goods?.pictures?.[0] ?? goods?.skus?.flatMap((sku) => sku.pictures ?? [])[0];
  return heroOf(picture, goods?.name, {
    width: 640,
    sizes: '(min-width: 768px) 50vw, 100vw',
    style: 'display:block;width:100%;max-width:36rem;aspect-ratio:4/3;object-fit:cover;border-radius:.5rem',
  });
}

/** The first pictured product's picture of the mall's first page (features/mall/GoodsCard.tsx: no alt text but its own). */
function mallHero(data: unknown): Hero | null {
  const first = openingItem<{ picture?: Picture }>(data, (goods) => goods.picture);
  return heroOf(first?.picture, '', {
    width: 320,
    sizes: '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
    style: 'display:block;width:100%;max-width:24rem;aspect-ratio:4/3;object-fit:cover;border-radius:.5rem',
  });
}

/** The first pictured room's picture of a room list answer (features/rooms/RoomCard.tsx). */
function roomListHero(data: unknown): Hero | null {
  const first = openingItem<PicturesOf>(data, (room) => room.pictures?.[0]);
  return heroOf(first?.pictures?.[0], first?.name, {
    width: 280,
    sizes: '(min-width: 640px) 224px, 100vw',
    // The whole width on a phone, 14rem from 640 px on (the card's `sm:w-56`): no media queries in a style.
    style:
      'display:block;width:100%;max-width:max(14rem,calc((640px - 100vw) * 1000));aspect-ratio:28/19;object-fit:cover;border-radius:.375rem',
  });
}

/** The stay of a room list URL (pages/roomList: the keys of features/search/stayKeys.ts), when it names one. */
const ROOM_STAY_KEYS = ['checkInDate', 'checkOutDate', 'roomCount', 'adultsNumber', 'childNumber', 'childAges'];
function roomListSearch(language: Language, search: URLSearchParams): string {
  const hotelCode = search.get('hotelCode');
  if (!hotelCode || !search.get('checkInDate') || !search.get('checkOutDate')) return '';
  const query = new URLSearchParams({ hotelCode });
  for (const key of ROOM_STAY_KEYS) {
    const value = search.get(key);
    if (value) query.set(key, value);
  }
  return `/${language}/rooms?${query}`;
}

/** The server's date, as a browser in its time zone counts "today" (the web's default stay starts then). */
function localToday(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The hotel list's search for a list URL that names nothing (campaign parameters aside): the default
 * stay, which is what a guest who has not searched yet sees. Other lists are searched by the app.
 */
function defaultListSearch(language: Language, search: URLSearchParams, now: Date): string {
  if ([...search.keys()].some((key) => !key.startsWith('utm_'))) return '';
  const query = Object.entries(defaultHotelListQuery(localToday(now))).map(([key, value]): [string, string] => [
    key,
    String(value),
  ]);
  return `/${language}/hotels/search?${new URLSearchParams(query)}`;
}

type PageApi = (language: Language, match: RegExpExecArray, search: URLSearchParams, now: Date) => string;

interface Page {
  route: RegExp;
  module: string;
  /** The catalogue the screen waits for (router.tsx): the first-paint one, the guest or the mall namespaces. */
  namespaces: readonly Namespace[];
  /** The answer the screen opens with, inlined for the app (it reads it instead of asking). */
  api?: PageApi;
  /**
   * An answer asked only for the opening picture, not inlined: the app asks it with its own query (the
   * room list's rooms, priced in the guest's currency and for the member).
   */
  pictureApi?: PageApi;
  /**
   * Whether the answers are what the app shows on this site (a brand site's room list is of the site's own
   * hotel, whatever the address says): else the screen is painted without them.
   */
  forSite?: (siteConfig: unknown, search: URLSearchParams) => boolean;
  /** The opening picture, from `pictureApi`'s answer where there is one, else from `api`'s. */
  hero?: (data: unknown) => Hero | null;
  /** A screen without an opening picture shows its translated title until the app is there. */
  title?: string;
  /** The screen's heading from its answer (a product's name, the room list's hotel), instead of `title`. */
  heading?: (data: unknown, t: Translate) => string | null;
  /**
   * The screen's largest text under its title (its introduction), painted by the server too and a little
   * larger than the app's, so the screen's largest paint is the server's: its chunks then load at low
   * priority, as under an opening picture, and leave the network to the first paint.
   */
  lead?: string;
  /**
   * The app paints the screen's largest element (a form, the rooms, the goods) when the server could not
   * paint it (no picture in the answer): its entry and the screen's chunks load at once, side by side,
   * instead of after what the server painted.
   */
  appPaints?: boolean;
  /** The header's and footer's answers are inlined too (LAYOUT_APIS): the screen is rendered with the layout. */
  layoutData?: boolean;
  /**
   * A member's screen: a visitor without a session token (the session answer says so) is sent to sign-in
   * by the app, so the server paints sign-in's title and introduction instead, and announces its chunk.
   */
  visitor?: { title: string; lead: string; module: string };
  /** Other chunks its first render needs: the header's member menu and search bar, its start-up (main.tsx). */
  layout?: readonly string[];
}

const pageRoute = (pattern: string) =>
  new RegExp(`^/${pattern.replace(/\/:[A-Za-z]+\?/g, '(?:/[^/]+)?').replace(/:[A-Za-z]+/g, '[^/]+')}$`);

/**
 * What every screen's header and footer open with (the web's app/layouts/layoutStart.ts): the footer,
 * the currencies, the destinations and the whole group. A screen the app paints renders once they are there.
 */
const LAYOUT_APIS = (language: Language) => [
  '/hotel-configs/footer',
  '/hotel-configs/exchange',
  `/${language}/hotels/cities`,
  `/${language}/hotels?limit=100`,
];

const HEADER_SEARCH = 'src/app/layouts/HeaderSearch.tsx';
/** The header's member menu (app/layouts/Header.tsx): there for the first render, the header keeps its height. */
const MEMBER_MENU = 'src/features/member/MemberNavItem.tsx';

/**
 * A screen the app paints: its title painted by the server, its chunks and catalogue announced at once,
 * at normal priority unless the server paints its largest text too (`lead`).
 */
const appScreen = (
  name: RouteName,
  module: string,
  namespaces = GUEST_NAMESPACES,
  layout: readonly string[] = [],
  lead?: string,
): Page => ({
  route: pageRoute(PAGE_ROUTES[name]),
  module,
  namespaces,
  layout: [MEMBER_MENU, ...layout],
  title: `ui.pageTitle.${name}`,
  appPaints: !lead,
  ...(lead ? { lead } : {}),
});

/** The guest screens a visit starts on, their chunk, and the API answers they open with. */
const PAGES: Page[] = [
  {
    route: new RegExp(`^(?:/|${pagePaths.home()})$`),
    module: 'src/pages/home/HomePage.tsx',
    namespaces: FIRST_PAINT_NAMESPACES,
    api: (language) => `/${language}/home-blocks`,
    hero: homeHero,
  },
  {
    route: new RegExp(`^${pagePaths.hotelList()}$`),
    module: 'src/pages/hotelList/HotelListPage.tsx',
    namespaces: GUEST_NAMESPACES,
    api: (language, _match, search, now) => defaultListSearch(language, search, now),
    hero: hotelListHero,
    title: 'ui.pageTitle.hotelList',
  },
  {
    route: new RegExp(`^${pagePaths.hotelDetail('')}([A-Za-z0-9_-]{1,32})$`),
    module: 'src/pages/hotelDetail/HotelDetailPage.tsx',
    namespaces: GUEST_NAMESPACES,
    api: (language, match) => `/${language}/hotels/${match[1]}`,
    hero: hotelHero,
  },
  {
    // The hotel's name and the first room's picture; a room type's own list (`/roomList/CODE`) is the app's.
    route: pageRoute(PAGE_ROUTES.roomList),
    module: 'src/pages/roomList/RoomListPage.tsx',
    namespaces: GUEST_NAMESPACES,
    layout: [MEMBER_MENU, HEADER_SEARCH, 'src/pages/roomList/roomListStart.ts'],
    api: (language, _match, search) => {
      const hotelCode = search.get('hotelCode');
      return hotelCode && /^[A-Za-z0-9_-]{1,32}$/.test(hotelCode) ? `/${language}/hotels/${hotelCode}` : '';
    },
    pictureApi: (language, match, search) => (match[0] === '/roomList' ? roomListSearch(language, search) : ''),
    // RoomListPage: a brand site's hotel comes before the address's.
    forSite: (siteConfig, search) => {
      const own = (siteConfig as { hotelCode?: unknown } | undefined)?.hotelCode;
      return !own || own === search.get('hotelCode');
    },
    hero: roomListHero,
    title: 'ui.pageTitle.roomList',
    heading: (data, t) => {
      const name = (data as { name?: unknown } | null)?.name;
      return typeof name === 'string' && name ? t('results.roomList.title', { hotel: name }) : null;
    },
    appPaints: true,
    layoutData: true,
  },
  // The booking form's hint to enter names as on the ID is its largest text.
  appScreen('roomBook', 'src/pages/roomBook/RoomBookPage.tsx', GUEST_NAMESPACES, [], 'booking.guests.nameHint'),
  appScreen('orderSearch', 'src/pages/orderSearch/OrderSearchPage.tsx', GUEST_NAMESPACES, [], 'booking.lookup.intro'),
  appScreen('login', 'src/pages/login/LoginPage.tsx', GUEST_NAMESPACES, [], 'member.login.intro'),
  appScreen('register', 'src/pages/login/LoginPage.tsx', GUEST_NAMESPACES, [], 'member.login.intro'),
  {
    ...appScreen('personalCenter', 'src/pages/personalCenter/PersonalCenterPage.tsx', GUEST_NAMESPACES, [
      'src/features/member/memberApi.ts',
    ]),
    visitor: { title: 'ui.pageTitle.login', lead: 'member.login.intro', module: 'src/pages/login/LoginPage.tsx' },
  },
  {
    // The title and the first product's picture of the mall's first page (a search of the guest's is the app's).
    ...appScreen('mallSearch', 'src/pages/mallSearch/MallSearchPage.tsx', MALL_NAMESPACES, [
      'src/pages/mallSearch/mallSearchStart.ts',
    ]),
    api: (language, _match, search) =>
      [...search.keys()].some((key) => !key.startsWith('utm_'))
        ? ''
        : `${MALL_API.goods(language)}?${new URLSearchParams(Object.entries(DEFAULT_GOODS_QUERY).map(([key, value]): [string, string] => [key, String(value)]))}`,
    hero: mallHero,
  },
  {
    // The product's name and first picture.
    ...appScreen('mallProduct', 'src/pages/mallProduct/MallProductPage.tsx', MALL_NAMESPACES, [
      'src/pages/mallProduct/mallProductStart.ts',
    ]),
    route: new RegExp(`^${pagePaths.mallProduct('')}([A-Za-z0-9_-]{1,32})$`),
    api: (language, match) => MALL_API.goodsDetail(language, match[1] ?? ''),
    hero: goodsHero,
    heading: (data) => {
      const name = (data as { name?: unknown } | null)?.name;
      return typeof name === 'string' && name ? name : null;
    },
  },
];

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
  } catch {
    return {};
  }
}

/** The files of a chunk and of everything it imports statically. */
function chunkFiles(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

/** A language's catalogue chunks of `namespaces`. */
function catalogueKeys(manifest: Manifest, language: Language, namespaces: readonly Namespace[]): string[] {
  const files = new Set(namespaces.map((namespace) => `/locales/${language}/${namespace}.json`));
  return Object.keys(manifest).filter((key) => [...files].some((file) => key.endsWith(file)));
}

/** JSON inside a <script> element: nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

async function apiData(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
  language: Language,
  cookie?: string,
) {
  const response = await app.inject({
    method: 'GET',
    url: `${API_PREFIX}${url}`,
    headers: {
      host: request.headers.host ?? 'localhost',
      'accept-language': language,
      ...(cookie ? { cookie } : {}),
    },
  });
  if (response.statusCode !== 200) return undefined;
  const body = response.json() as { errorCode?: unknown; data?: unknown };
  return body.errorCode === 0 ? body.data : undefined;
}

/** The session answer of a visitor who sent no token (no member, nothing expired): the same for every visitor. */
const isVisitor = (session: unknown) => {
  const answer = session as { signedIn?: unknown; expired?: unknown } | undefined;
  return answer?.signedIn === false && answer.expired === false;
};

/**
 * The first paint of the screens a visit usually starts on, without waiting for the app: the answers
 * the app starts with (site configuration, the page's data) inlined as JSON that the app reads instead
 * of asking again, and the page's opening picture preloaded and shown in the page before the app
 * replaces it with the same one. As the page paints without the app, the app's scripts come after
 * what the paint needs: after the opening picture (app-after-picture.ts), or, for a page without one,
 * at low priority with the page's chunks and catalogue announced (`modulepreload`).
 */
export async function withFirstPaint(
  app: FastifyInstance,
  request: FastifyRequest,
  html: string,
  manifest: Manifest,
  now: Date,
): Promise<string> {
  const [pathname = '/', query = ''] = request.url.split('?');
  const [, first, ...others] = pathname.split('/');
  const prefix = isLanguage(first) ? first : null;
  const rest = prefix ? `/${others.join('/')}` : pathname;
  const language = prefix ?? negotiateLanguage(request.headers['accept-language']);
  const page = PAGES.find((candidate) => candidate.route.test(rest));
  if (!page) return html;
  const match = page.route.exec(rest) as RegExpExecArray;
  const search = new URLSearchParams(query);
  const pageApi = page.api?.(language, match, search, now) ?? '';
  const pictureApi = page.pictureApi?.(language, match, search, now) ?? '';
  const layoutApis = page.appPaints || page.lead || page.layoutData ? LAYOUT_APIS(language) : [];
  const cookie = request.headers.cookie;
  const [siteConfig, pageAnswer, pictureAnswer, session, ...layoutData] = await Promise.all([
    apiData(app, request, '/hotel-configs', language),
    pageApi ? apiData(app, request, pageApi, language) : undefined,
    pictureApi ? apiData(app, request, pictureApi, language) : undefined,
    // Asked as the browser would (its cookies): only a visitor's answer is used (nothing of a member's is painted).
    page.visitor ? apiData(app, request, '/member/session', language, cookie) : undefined,
    ...layoutApis.map((url) => apiData(app, request, url, language)),
  ]);
  const visitor = page.visitor && isVisitor(session) ? page.visitor : null;
  const mine = page.forSite?.(siteConfig, search) ?? true;
  const pageData = mine ? pageAnswer : undefined;
  const pictureData = mine ? pictureAnswer : undefined;
  const t = app.translators[language];
  const entry = new Set(Object.entries(manifest).flatMap(([key, chunk]) => (key === 'index.html' ? [chunk.file] : [])));
  const files = new Set<string>();
  for (const module of [page.module, ...(visitor ? [visitor.module] : []), ...(page.layout ?? [])])
    chunkFiles(manifest, module, files);
  for (const key of catalogueKeys(manifest, language, page.namespaces)) chunkFiles(manifest, key, files);
  const preloads = [...files].filter((file) => !entry.has(file)).map((file) => `/${file}`);
  const head: string[] = [];
  const responses: Record<string, unknown> = {};
  if (siteConfig !== undefined) responses['/hotel-configs'] = siteConfig;
  if (pageData !== undefined) responses[pageApi] = pageData;
  if (visitor) responses['/member/session'] = session;
  layoutApis.forEach((url, index) => {
    if (layoutData[index] !== undefined) responses[url] = layoutData[index];
  });
  // After the painted content: the answers do not hold up the first paint (the app reads them when it runs).
  const data = `<script type="application/json" id="first-paint-data">${scriptJson({ language, responses })}</script>`;
  const pictureFrom = page.pictureApi ? pictureData : pageData;
  const hero = pictureFrom === undefined ? null : (page.hero?.(pictureFrom) ?? null);
  const variants = hero ? mediaVariants(hero.url, hero.width) : null;
  let body = '';
  if (hero && variants) {
    head.unshift(
      `<link rel="preload" as="image" href="${escapeHtml(variants.src)}" imagesrcset="${escapeHtml(variants.srcSet)}" imagesizes="${escapeHtml(hero.sizes)}" fetchpriority="high" data-hero-preload>`,
    );
    body = `<img src="${escapeHtml(variants.src)}" srcset="${escapeHtml(variants.srcSet)}" sizes="${escapeHtml(hero.sizes)}" alt="${escapeHtml(hero.alt)}" fetchpriority="high" style="${hero.style}" data-first-paint>`;
  }
  const title = visitor
    ? t(visitor.title)
    : ((pageData === undefined ? null : page.heading?.(pageData, t)) ?? (page.title ? t(page.title) : null));
  const leadKey = visitor ? visitor.lead : page.lead;
  if (title) {
    const lead = leadKey
      ? `<p style="font-size:1.125rem;line-height:1.75rem;margin:-1rem 0 1.5rem">${escapeHtml(t(leadKey))}</p>`
      : '';
    body = `<main style="max-width:72rem;margin:0 auto;padding:5.5rem 1rem 0"><h1 style="font-size:1.875rem;font-weight:700;margin-bottom:1.5rem">${escapeHtml(title)}</h1>${lead}${body}</main>`;
  }
  // The server painted the screen's largest element (its picture, its introduction): the app starts after it
  // (app-after-picture.ts), at low priority. Else its scripts load at once: at low priority, unless the app
  // paints the screen's largest element, then at normal priority, side by side.
  const serverPaints = Boolean(hero && variants) || Boolean(title && leadKey);
  const appPaints = page.appPaints && !serverPaints;
  const entryScript = serverPaints ? ENTRY_SCRIPT.exec(html) : null;
  const priority = appPaints ? '' : ' fetchpriority="low"';
  if (!entryScript)
    head.push(...preloads.map((file) => `<link rel="modulepreload" href="${escapeHtml(file)}"${priority}>`));
  // Function replacements: staff and guest text with `$&` or `$\`` stays literal.
  const painted = html
    .replace('<html lang="en-US">', () => `<html lang="${language}">`)
    .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
    .replace('<div id="root">', () => `<div id="root">${body}`)
    .replace('</body>', () => `  ${data}\n  </body>`);
  if (!entryScript)
    return appPaints
      ? painted
      : painted.replace('<script type="module" ', '<script type="module" fetchpriority="low" ');
  const starter = appAfterPicture(entryScript[1] ?? '', preloads);
  return painted.replace(entryScript[0], '').replace('</body>', () => `${starter}\n  </body>`);
}
