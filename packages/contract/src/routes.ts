/**
 * Where things live, spelled once: the API prefixes, the guest site's pages (spec section 2) and the
 * back office's screens. The web router and every link, the e2e journeys and the server (sitemap,
 * e-mail links, payment returns, first paint) build their addresses from here.
 */
import { OnlineChannel } from './enums.ts';
import type { Language } from './languages.ts';

/** The versioned API; the hotel filter lives directly under it. */
export const API_V1_PREFIX = '/api/v1';
/** The guest and member API (spec section 7). */
export const API_PREFIX = `${API_V1_PREFIX}/booking`;
/** The back office API. */
export const ADMIN_API_PREFIX = `${API_V1_PREFIX}/admin`;
/** The built-in sandbox acquirer's hosted pay page (outside production). */
export const SANDBOX_PAY_PREFIX = '/sandbox-pay/';

/**
 * A payment to be made by scanning a QR code on a phone: the messaging-app wallet on the sandbox's page.
 * A real provider's page is opened instead (its own QR code on a desktop, its app on a phone).
 */
export function paidByScanning(channel: number, payUrl: string): boolean {
  return (
    channel === OnlineChannel.wechat && new URL(payUrl, 'http://site.invalid').pathname.startsWith(SANDBOX_PAY_PREFIX)
  );
}

/**
 * The guest site's pages, as React Router patterns relative to the site root or a language prefix
 * (`/ja/hotelList` and `/hotelList` are the same page). `/page/:pageId/:preview?` covers both page routes.
 */
export const PAGE_ROUTES = {
  home: 'home',
  couponCollection: 'couponCollection',
  orderWaiting: 'orderWaiting/:orderId/:isSplitOrder/:url',
  hotelDetail: 'hotelDetail/:hotelCode',
  hotelList: 'hotelList',
  roomList: 'roomList/:roomTypeCode?',
  personalCenter: 'personalCenter',
  order: 'order/:transactionId',
  stay: 'stay/:groupId',
  stayBook: 'stayBook',
  roomBook:
    'roomBook/:hotelCode/:roomTypeCode/:ratePlanCode/:checkInDate/:checkOutDate/:roomCount/:adultsNumber/:childNumber/:discountType?/:discountCode?',
  article: 'article/:articleId',
  page: 'page/:pageId/:preview?',
  gallery: 'gallery/:dir/:delay',
  card: 'card/:cardId',
  resetPassword: 'booking/resetPwd',
  agreementDetails: 'agreementDetails',
  orderList: 'orderList',
  couponDetails: 'couponDetails',
  login: 'login',
  register: 'register',
  orderSearch: 'orderSearch',
  mallSearch: 'mall',
  mallProduct: 'mall/goods/:goodsCode',
  mallCart: 'mall/cart',
  mallCheckout: 'mall/checkout',
  mallPaymentSuccess: 'mall/paymentResult/:orderId',
  mallOrder: 'mall/orders/:orderId',
  mallReviews: 'mall/reviews/:orderId',
  mallDistribution: 'mall/distribution',
  forbidden: '403',
  notFound: '404',
  serverError: '500',
  alipayCallback: 'alipayCallback',
  bulletin: 'bulletin',
  steps: 'steps',
} as const;
export type RouteName = keyof typeof PAGE_ROUTES;

/** The route parameters of /roomBook (spec section 2); adults and children are totals over all rooms. */
export interface RoomBookParams {
  hotelCode: string;
  roomTypeCode: string;
  ratePlanCode: string;
  checkInDate: string;
  checkOutDate: string;
  roomCount: number;
  adultsNumber: number;
  childNumber: number;
  discountType?: number;
  discountCode?: string;
  /** Each child's age in room order: the query `?childAges=4,10` (not a path segment). */
  childAges?: number[];
}

export type PathQuery = Record<string, string | number | undefined | null> | URLSearchParams;

/** `path?query` without the empty values of the query. */
export function withQuery(path: string, query?: PathQuery): string {
  if (!query) return path;
  const params = query instanceof URLSearchParams ? new URLSearchParams(query) : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/**
 * The guest pages' paths below the language prefix (`/order/T1`). The web's links take these (its
 * `LocaleLink` keeps the visitor's prefix); addresses with a language are built by `paths`.
 */
export const pagePaths = {
  home: () => '/home',
  hotelList: (query?: PathQuery) => withQuery('/hotelList', query),
  hotelDetail: (hotelCode: string, query?: PathQuery) => withQuery(`/hotelDetail/${segment(hotelCode)}`, query),
  roomList: (roomTypeCode?: string, query?: PathQuery) =>
    withQuery(roomTypeCode ? `/roomList/${segment(roomTypeCode)}` : '/roomList', query),
  orderSearch: () => '/orderSearch',
  orderList: (query?: PathQuery) => withQuery('/orderList', query),
  order: (transactionId: string) => `/order/${segment(transactionId)}`,
  /** A reservation of several room orders booked together (one confirmation number, one payment). */
  stay: (groupId: string) => `/stay/${segment(groupId)}`,
  /** Booking the rooms of the room list's selection together. */
  stayBook: () => '/stayBook',
  /** The booking page of a rate; adultsNumber and childNumber are totals over all rooms (rooms x per room). */
  roomBook: (stay: RoomBookParams) =>
    [
      '/roomBook',
      stay.hotelCode,
      stay.roomTypeCode,
      stay.ratePlanCode,
      stay.checkInDate,
      stay.checkOutDate,
      stay.roomCount,
      stay.adultsNumber,
      stay.childNumber,
      ...(stay.discountType && stay.discountCode ? [stay.discountType, stay.discountCode] : []),
    ]
      .map((part, index) => (index === 0 ? part : segment(part)))
      .join('/') + (stay.childAges?.length ? `?childAges=${stay.childAges.join(',')}` : ''),
  /** The payment result page; `returnTo` is the app path shown once the payment completed. */
  orderWaiting: (orderId: string, returnTo: string, isSplitOrder = 0) =>
    `/orderWaiting/${segment(orderId)}/${segment(isSplitOrder)}/${segment(returnTo)}`,
  personalCenter: (query?: PathQuery) => withQuery('/personalCenter', query),
  login: (query?: PathQuery) => withQuery('/login', query),
  register: () => '/register',
  resetPassword: (query?: PathQuery) => withQuery('/booking/resetPwd', query),
  agreementDetails: () => '/agreementDetails',
  couponCollection: () => '/couponCollection',
  couponDetails: () => '/couponDetails',
  article: (articleId: string) => `/article/${segment(articleId)}`,
  page: (pageId: string, preview?: string) =>
    preview ? `/page/${segment(pageId)}/${segment(preview)}` : `/page/${segment(pageId)}`,
  gallery: (dir: string, delay: number) => `/gallery/${segment(dir)}/${segment(delay)}`,
  card: (cardId: string) => `/card/${segment(cardId)}`,
  forbidden: () => '/403',
  notFound: () => '/404',
  serverError: () => '/500',
  bulletin: () => '/bulletin',
  steps: () => '/steps',
  alipayCallback: () => '/alipayCallback',
  mallSearch: (query?: PathQuery) => withQuery('/mall', query),
  mallProduct: (goodsCode: string, query?: PathQuery) => withQuery(`/mall/goods/${segment(goodsCode)}`, query),
  mallCart: () => '/mall/cart',
  mallCheckout: (query?: PathQuery) => withQuery('/mall/checkout', query),
  /** The payment result of a goods order (where the payment page sends the buyer back). */
  mallPaymentSuccess: (orderId: string) => `/mall/paymentResult/${segment(orderId)}`,
  /** A goods order's own page: its state, delivery, payment countdown, receipt and returns. */
  mallOrder: (orderId: string) => `/mall/orders/${segment(orderId)}`,
  /** Reviewing the goods of an order; `goodsCode` picks one of its products. */
  mallReviews: (orderId: string, query?: PathQuery) => withQuery(`/mall/reviews/${segment(orderId)}`, query),
  mallDistribution: () => '/mall/distribution',
} as const satisfies Record<RouteName, (...args: never[]) => string>;

/** Whether `pattern` (`hotelDetail/:hotelCode`, `roomList/:roomTypeCode?`) matches a path's segments. */
function matchesPattern(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/');
  const required = parts.filter((part) => !part.endsWith('?')).length;
  if (segments.length < required || segments.length > parts.length) return false;
  return parts.every((part, index) => part.startsWith(':') || segments[index] === part);
}

/** Whether a guest page path below its language prefix (`/hotelDetail/SHA001`, `/`) is one of PAGE_ROUTES. */
export function isPageRoute(path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return true;
  return Object.values(PAGE_ROUTES).some((pattern) => matchesPattern(pattern, segments));
}

/** Puts a page path (`/hotelList?x=1`) under a language prefix, or leaves it as is without one. */
export function localizePath(path: string, language: Language | null): string {
  if (!language) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

type PagePaths = typeof pagePaths;
type WithLanguage = {
  [Name in keyof PagePaths]: (language: Language | null, ...args: Parameters<PagePaths[Name]>) => string;
};

/** The guest pages' paths under a language prefix: `paths.order('ja', 'T1')` is `/ja/order/T1` (null: no prefix). */
export const paths = Object.fromEntries(
  Object.entries(pagePaths).map(([name, build]) => [
    name,
    (language: Language | null, ...args: unknown[]) =>
      localizePath((build as (...parts: unknown[]) => string)(...args), language),
  ]),
) as WithLanguage;

/** The back office lives under `/admin`; its screens, in the order of the navigation. */
export const ADMIN_ROOT = '/admin';
export const ADMIN_SECTIONS = [
  'dashboard',
  'reservations',
  'rates',
  'reports',
  'members',
  'catalog',
  'promotions',
  'content',
  'site',
  'staff',
  'mall',
  'invoices',
  'reviews',
  'audit',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The back office's screens below `/admin` besides the sections themselves, as React Router patterns. */
export const ADMIN_ROUTES = {
  signIn: 'sign-in',
  security: 'security',
  reservation: 'reservations/:transactionId',
  /** A reservation made at the desk for a phone or walk-in guest (ADR 0021). */
  newReservation: 'reservations/new',
  member: 'members/:memberId',
  mallOrder: 'mall/orders/:orderId',
} as const;

/** The back office's paths (no language prefix: the back office keeps its language itself). */
export const adminPaths = {
  root: () => ADMIN_ROOT,
  signIn: () => `${ADMIN_ROOT}/${ADMIN_ROUTES.signIn}`,
  security: () => `${ADMIN_ROOT}/${ADMIN_ROUTES.security}`,
  section: (section: AdminSection) => `${ADMIN_ROOT}/${section}`,
  reservation: (transactionId: string) => `${ADMIN_ROOT}/reservations/${segment(transactionId)}`,
  newReservation: () => `${ADMIN_ROOT}/reservations/new`,
  member: (memberId: string) => `${ADMIN_ROOT}/members/${segment(memberId)}`,
  mallOrder: (orderId: string) => `${ADMIN_ROOT}/mall/orders/${segment(orderId)}`,
} as const;

/** Back office API routes below `ADMIN_API_PREFIX` spelled once (Fastify patterns), with their addresses. */
export const ADMIN_API_ROUTES = {
  /** Puts an archived rate plan on sale again (ADR 0027). */
  ratePlanRestore: '/hotels/:hotelCode/rate-plans/:ratePlanCode/restore',
} as const;

export const adminApiPaths = {
  ratePlanRestore: (hotelCode: string, ratePlanCode: string) =>
    `/hotels/${segment(hotelCode)}/rate-plans/${segment(ratePlanCode)}/restore`,
} as const;
