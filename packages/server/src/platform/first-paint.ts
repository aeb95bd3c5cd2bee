import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultHotelListQuery } from '@hotel/contract/hotelList';
import { isLanguage, type Language, negotiateLanguage } from '@hotel/contract/languages';
import { API_PREFIX, PAGE_ROUTES, pagePaths, type RouteName } from '@hotel/contract/routes';
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
  const picture = first?.blockType === 0 ? first.pictures?.[0] : undefined;
  if (typeof picture?.url !== 'string') return null;
  // pages/home/HomePage.tsx: HERO_WIDTH, HERO_SIZES and the hero's height.
  return {
    url: picture.url,
    alt: String(picture.alt ?? ''),
    width: 1200,
    sizes: '(min-width: 1152px) 1152px, 100vw',
    style: 'display:block;width:100%;height:19rem;object-fit:cover',
  };
}

/** A hotel's first picture (pages/hotelDetail/HotelGallery.tsx). */
function hotelHero(data: unknown): Hero | null {
  const hotel = data as PicturesOf | null;
  const picture = hotel?.pictures?.[0];
  if (typeof picture?.url !== 'string') return null;
  return {
    url: picture.url,
    alt: String(picture.alt || hotel?.name || ''),
    width: 800,
    sizes: '(min-width: 768px) 66vw, 100vw',
    style: 'display:block;width:100%;height:auto;aspect-ratio:8/5;object-fit:cover;border-radius:.5rem',
  };
}

/** The first hotel's picture of a hotel list answer (features/hotels/HotelListItem.tsx). */
function hotelListHero(data: unknown): Hero | null {
  const first = (data as { list?: PicturesOf[] } | null)?.list?.[0];
  const picture = first?.pictures?.[0];
  if (typeof picture?.url !== 'string') return null;
  return {
    url: picture.url,
    alt: String(picture.alt || first?.name || ''),
    width: 320,
    sizes: '(min-width: 640px) 256px, 100vw',
    style: 'display:block;width:100%;max-width:40rem;aspect-ratio:16/11;object-fit:cover;border-radius:.5rem',
  };
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

interface Page {
  route: RegExp;
  module: string;
  /** The catalogue the screen waits for (router.tsx): the first-paint one, the guest or the mall namespaces. */
  namespaces: readonly Namespace[];
  api?: (language: Language, match: RegExpExecArray, search: URLSearchParams, now: Date) => string;
  hero?: (data: unknown) => Hero | null;
  /** A screen without an opening picture shows its translated title until the app is there. */
  title?: string;
  /**
   * The screen's largest text under its title (its introduction), painted by the server too and a little
   * larger than the app's, so the screen's largest paint is the server's: its chunks then load at low
   * priority, as under an opening picture, and leave the network to the first paint.
   */
  lead?: string;
  /**
   * The app paints the screen's largest element (a form, the rooms, the goods): its entry and the
   * screen's chunks load at once, side by side, instead of after what the server painted.
   */
  appPaints?: boolean;
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
  appScreen('roomList', 'src/pages/roomList/RoomListPage.tsx', GUEST_NAMESPACES, [
    HEADER_SEARCH,
    'src/pages/roomList/roomListStart.ts',
  ]),
  appScreen('roomBook', 'src/pages/roomBook/RoomBookPage.tsx'),
  appScreen('orderSearch', 'src/pages/orderSearch/OrderSearchPage.tsx', GUEST_NAMESPACES, [], 'booking.lookup.intro'),
  appScreen('login', 'src/pages/login/LoginPage.tsx', GUEST_NAMESPACES, [], 'member.login.intro'),
  appScreen('register', 'src/pages/login/LoginPage.tsx', GUEST_NAMESPACES, [], 'member.login.intro'),
  appScreen('personalCenter', 'src/pages/personalCenter/PersonalCenterPage.tsx'),
  appScreen('mallSearch', 'src/pages/mallSearch/MallSearchPage.tsx', MALL_NAMESPACES),
  appScreen('mallProduct', 'src/pages/mallProduct/MallProductPage.tsx', MALL_NAMESPACES),
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

async function apiData(app: FastifyInstance, request: FastifyRequest, url: string, language: Language) {
  const response = await app.inject({
    method: 'GET',
    url: `${API_PREFIX}${url}`,
    headers: { host: request.headers.host ?? 'localhost', 'accept-language': language },
  });
  if (response.statusCode !== 200) return undefined;
  const body = response.json() as { errorCode?: unknown; data?: unknown };
  return body.errorCode === 0 ? body.data : undefined;
}

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
  const pageApi = page.api?.(language, match, new URLSearchParams(query), now) ?? '';
  const layoutApis = page.appPaints || page.lead ? LAYOUT_APIS(language) : [];
  const [siteConfig, pageData, ...layoutData] = await Promise.all([
    apiData(app, request, '/hotel-configs', language),
    pageApi ? apiData(app, request, pageApi, language) : undefined,
    ...layoutApis.map((url) => apiData(app, request, url, language)),
  ]);
  const entry = new Set(Object.entries(manifest).flatMap(([key, chunk]) => (key === 'index.html' ? [chunk.file] : [])));
  const files = new Set<string>();
  for (const module of [page.module, ...(page.layout ?? [])]) chunkFiles(manifest, module, files);
  for (const key of catalogueKeys(manifest, language, page.namespaces)) chunkFiles(manifest, key, files);
  const preloads = [...files].filter((file) => !entry.has(file)).map((file) => `/${file}`);
  const head: string[] = [];
  const responses: Record<string, unknown> = {};
  if (siteConfig !== undefined) responses['/hotel-configs'] = siteConfig;
  if (pageData !== undefined) responses[pageApi] = pageData;
  layoutApis.forEach((url, index) => {
    if (layoutData[index] !== undefined) responses[url] = layoutData[index];
  });
  // After the painted content: the answers do not hold up the first paint (the app reads them when it runs).
  const data = `<script type="application/json" id="first-paint-data">${scriptJson({ language, responses })}</script>`;
  const hero = pageData === undefined ? null : (page.hero?.(pageData) ?? null);
  const variants = hero ? mediaVariants(hero.url, hero.width) : null;
  let body = '';
  if (hero && variants) {
    head.unshift(
      `<link rel="preload" as="image" href="${escapeHtml(variants.src)}" imagesrcset="${escapeHtml(variants.srcSet)}" imagesizes="${escapeHtml(hero.sizes)}" fetchpriority="high" data-hero-preload>`,
    );
    body = `<img src="${escapeHtml(variants.src)}" srcset="${escapeHtml(variants.srcSet)}" sizes="${escapeHtml(hero.sizes)}" alt="${escapeHtml(hero.alt)}" fetchpriority="high" style="${hero.style}" data-first-paint>`;
  }
  if (page.title) {
    const title = app.translators[language](page.title);
    const lead = page.lead
      ? `<p style="font-size:1.125rem;line-height:1.75rem;margin:-1rem 0 1.5rem">${escapeHtml(app.translators[language](page.lead))}</p>`
      : '';
    body = `<main style="max-width:72rem;margin:0 auto;padding:5.5rem 1rem 0"><h1 style="font-size:1.875rem;font-weight:700;margin-bottom:1.5rem">${escapeHtml(title)}</h1>${lead}${body}</main>`;
  }
  // With an opening picture, the app starts once it is there; without, its scripts load at low priority,
  // unless the app paints the screen's largest element: then they all load at once.
  const entryScript = hero && variants ? ENTRY_SCRIPT.exec(html) : null;
  const priority = page.appPaints ? '' : ' fetchpriority="low"';
  if (!entryScript)
    head.push(...preloads.map((file) => `<link rel="modulepreload" href="${escapeHtml(file)}"${priority}>`));
  // Function replacements: staff and guest text with `$&` or `$\`` stays literal.
  const painted = html
    .replace('<html lang="en-US">', () => `<html lang="${language}">`)
    .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
    .replace('<div id="root">', () => `<div id="root">${body}`)
    .replace('</body>', () => `  ${data}\n  </body>`);
  if (!entryScript)
    return page.appPaints
      ? painted
      : painted.replace('<script type="module" ', '<script type="module" fetchpriority="low" ');
  const starter = appAfterPicture(entryScript[1] ?? '', preloads);
  return painted.replace(entryScript[0], '').replace('</body>', () => `${starter}\n  </body>`);
}
