import type { Language } from '@hotel/contract/languages';
import { pagePaths } from '@hotel/contract/routes';
import type { SiteConfig } from '@hotel/contract/schemas/site';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import '../styles.css';
import './zodConfig.ts';
import { startHome } from '../features/content/homeStart.ts';
import { homeBlocksQuery } from '../features/content/siteContentApi.ts';
import { hotelDetailQuery } from '../features/hotels/hotelsApi.ts';
import { siteConfigKey, siteConfigQuery } from '../features/site/siteConfigApi.ts';
import { splitLanguagePrefix } from '../lib/i18n/language.ts';
import { boot, inlinedAnswer, inlinedLanguage } from './boot.ts';
import { startLayout } from './layouts/layoutStart.ts';
import { AppProviders } from './providers/AppProviders.tsx';
import { createApiErrorHandler } from './providers/handleApiError.ts';
import { createQueryClient } from './providers/queryClient.ts';
import { buildRoutes, discoverScopes, landingScopes } from './router.tsx';
import { yieldToBrowser } from './yieldToBrowser.ts';

/**
 * The page data the server inlined (home blocks, a hotel, the room list's hotel) goes into the cache: the
 * page renders at once.
 */
function seedInlinedData(queryClient: QueryClient, rest: string, language: Language | undefined): void {
  if (!language) return;
  const blocks = inlinedAnswer(`/${language}/home-blocks`, language);
  if (blocks !== undefined) queryClient.setQueryData(homeBlocksQuery(language).queryKey, blocks as never);
  const hotelCode =
    /^\/hotelDetail\/([^/]+)$/.exec(rest)?.[1] ??
    (/^\/roomList(?:\/[^/]+)?$/.test(rest) ? new URLSearchParams(window.location.search).get('hotelCode') : null);
  const hotel = hotelCode ? inlinedAnswer(`/${language}/hotels/${hotelCode}`, language) : undefined;
  if (hotelCode && hotel !== undefined)
    queryClient.setQueryData(hotelDetailQuery(language, hotelCode).queryKey, hotel as never);
}

/** A visitor's session answer, inlined on a member's screen (they are sent to sign-in): the app starts from it. */
function seedVisitorSession(queryClient: QueryClient, language: Language): Promise<unknown> {
  const session = inlinedAnswer('/member/session', language);
  if (session === undefined) return Promise.resolve();
  return import('../features/member/memberApi.ts')
    .then((module) => queryClient.setQueryData(module.sessionQuery(language).queryKey, session as never))
    .catch(() => undefined);
}

/** The mall's first page of goods (pages/mallSearch/mallSearchStart.ts). */
const startMallSearch = (queryClient: QueryClient, language: Language) =>
  import('../pages/mallSearch/mallSearchStart.ts')
    .then((module) => module.startMallSearch(queryClient, language, window.location.search))
    .catch(() => undefined);

/** A product's detail (pages/mallProduct/mallProductStart.ts). */
const startMallProduct = (queryClient: QueryClient, language: Language, goodsCode: string) =>
  import('../pages/mallProduct/mallProductStart.ts')
    .then((module) => module.startMallProduct(queryClient, language, goodsCode))
    .catch(() => undefined);

/** Resolves once the router has loaded the first route (its lazy chunk and loaders). */
function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** How long the first render waits for the landing page's and the layout's data before it renders without them. */
const LANDING_DATA_WAIT_MS = 3000;

/** The hotel list's searches, started as soon as the language is known (pages/hotelList/hotelListStart.ts). */
const startHotelList = (queryClient: QueryClient, language: Language) =>
  import('../pages/hotelList/hotelListStart.ts')
    .then((module) => module.startHotelList(queryClient, language, window.location.search))
    .catch(() => undefined);

/** A hotel page's policy, contact and rooms (pages/hotelDetail/hotelDetailStart.ts). */
const startHotelDetail = (
  queryClient: QueryClient,
  language: Language,
  hotelCode: string,
  config: SiteConfig | undefined,
) =>
  import('../pages/hotelDetail/hotelDetailStart.ts')
    .then((module) => module.startHotelDetail(queryClient, language, hotelCode, window.location.search, config))
    .catch(() => undefined);

/** A path segment as the router's params have it (decoded); a malformed one is left to the page. */
function pathSegment(segment: string | undefined): string | undefined {
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A room list's hotel and rooms (pages/roomList/roomListStart.ts). */
const startRoomList = (
  queryClient: QueryClient,
  language: Language,
  roomTypeCode: string | undefined,
  config: SiteConfig | undefined,
) =>
  import('../pages/roomList/roomListStart.ts')
    .then((module) => module.startRoomList(queryClient, language, window.location.search, roomTypeCode, config))
    .catch(() => undefined);

/**
 * The page's first use of `Intl` loads ICU's locale data: about 20 ms on a desktop, four times that on
 * a phone, paid by whichever formatter asks first (React Aria's default locale while the screen's
 * modules evaluate, a date or a price in the first render), inside an already long task. Asked here,
 * in two start-up tasks of their own (the dates' data, then the numbers' and plural rules' that every
 * message's formatter resolves its locale with), the formatters after them cost a millisecond or two.
 */
function loadIntlData(language: string | undefined, step: 'dates' | 'numbers'): void {
  try {
    if (step === 'dates') new Intl.DateTimeFormat(language).resolvedOptions();
    // The messages' formatter resolves its locale with these (intl-messageformat), prices with the first.
    else if (language) {
      Intl.NumberFormat.supportedLocalesOf(language);
      new Intl.PluralRules(language).resolvedOptions();
    }
  } catch {
    // a runtime without the language: the formatters fall back as they always did
  }
}

/** The booking form's answers (pages/roomBook/roomBookStart.ts). */
const startRoomBook = (queryClient: QueryClient, language: Language, rest: string) =>
  import('../pages/roomBook/roomBookStart.ts')
    .then((module) => module.startRoomBook(queryClient, language, rest, window.location.search))
    .catch(() => undefined);

/**
 * The landing screen's chunks, as the server announces them for a page it paints (`data-preload` of
 * platform/app-after-picture.ts: the screen's chunk first, then what it imports), evaluated one per task,
 * the last announced (the deepest imports) first. Otherwise the router's import of the screen evaluates
 * its whole module graph (React Aria, zod and the contract's schemas, the forms...) in one task of
 * 100-250 ms on a phone. Each import only runs code the screen would run anyway, in an order its imports
 * allow; a chunk that fails here fails the router's own import as before, which reports it.
 */
async function evaluateAnnouncedChunks(): Promise<void> {
  const announced = document.querySelector<HTMLScriptElement>('script[data-preload]')?.dataset.preload ?? '';
  const chunks = announced.split(' ').filter((href) => href.endsWith('.js'));
  for (const href of chunks.reverse()) {
    await import(/* @vite-ignore */ href).catch(() => undefined);
    await yieldToBrowser();
  }
}

async function start() {
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  const queryClient = createQueryClient(createApiErrorHandler(() => router));
  // The home page (the usual landing) starts loading at once, in parallel with the start-up calls:
  // its chunk, its blocks and, when they are there, its hero picture. Each step below is its own
  // task (yieldToBrowser), the first one apart from evaluating the app's modules.
  await yieldToBrowser();
  const landing = splitLanguagePrefix(window.location.pathname);
  loadIntlData(landing.language ?? undefined, 'dates');
  await yieldToBrowser();
  loadIntlData(landing.language ?? undefined, 'numbers');
  await yieldToBrowser();
  const announcedChunks = evaluateAnnouncedChunks();
  seedInlinedData(queryClient, landing.rest, inlinedLanguage());
  const home = landing.rest === '/' || landing.rest === pagePaths.home();
  if (home) void import('../pages/home/HomePage.tsx').catch(() => undefined);
  if (home && landing.language) startHome(queryClient, landing.language);
  const hotelList = landing.rest === pagePaths.hotelList();
  let landingData: Promise<unknown> =
    hotelList && landing.language ? startHotelList(queryClient, landing.language) : Promise.resolve();
  await yieldToBrowser();
  const { config, configIsCurrent, language } = await boot();
  await yieldToBrowser();
  // Fetched in another language, it still serves until the right one arrives (updatedAt 0 = stale).
  if (config)
    queryClient.setQueryData(siteConfigKey(language), config, { updatedAt: configIsCurrent ? Date.now() : 0 });
  // The configuration's texts (the site title...) in the language the app starts in: fetched at once.
  if (config && !configIsCurrent) void queryClient.prefetchQuery({ ...siteConfigQuery(language), staleTime: 0 });
  if (home && language !== landing.language) startHome(queryClient, language);
  if (hotelList && language !== landing.language) landingData = startHotelList(queryClient, language);
  const layoutData = startLayout(queryClient, language);
  const hotelCode = /^\/hotelDetail\/([^/]+)$/.exec(landing.rest)?.[1];
  if (hotelCode) landingData = startHotelDetail(queryClient, language, hotelCode, config);
  const roomList = /^\/roomList(?:\/([^/]+))?$/.exec(landing.rest);
  if (roomList) landingData = startRoomList(queryClient, language, pathSegment(roomList[1]), config);
  if (landing.rest === pagePaths.mallSearch()) landingData = startMallSearch(queryClient, language);
  const goodsCode = pathSegment(/^\/mall\/goods\/([^/]+)$/.exec(landing.rest)?.[1]);
  if (goodsCode) landingData = startMallProduct(queryClient, language, goodsCode);
  if (landing.rest.startsWith('/roomBook/')) landingData = startRoomBook(queryClient, language, landing.rest);
  const session = seedVisitorSession(queryClient, language);
  // The router's import of the screen then finds its chunks evaluated and announced: Vite's preload helper
  // appends a link for every chunk it finds none for, the landing screen's dozens in one task.
  await announcedChunks;
  await yieldToBrowser();
  const scopes = landingScopes(window.location.pathname);
  router = createBrowserRouter(buildRoutes(scopes), { patchRoutesOnNavigation: discoverScopes(scopes) });
  const container = document.getElementById('root');
  if (!container) return;
  // What the server painted stays until the first screen is ready, with its data (one render, no flash of
  // a loading state), and the app renders in a transition: in slices that leave the page responsive.
  await routerReady(router);
  await Promise.race([
    Promise.all([landingData, layoutData, session]),
    new Promise((resolve) => setTimeout(resolve, LANDING_DATA_WAIT_MS)),
  ]);
  await yieldToBrowser();
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  startTransition(() => root.render(app));
}

void start();
