/**
 * The route table of spec section 2 and the builders of app paths. Pure data, no React: the router,
 * the layouts, pages and features all build links from here (links then go through `useLocalePath`
 * or `LocaleLink`, which add the current language prefix).
 */
export type RouteName =
  | 'home'
  | 'couponCollection'
  | 'orderWaiting'
  | 'hotelDetail'
  | 'hotelList'
  | 'roomList'
  | 'personalCenter'
  | 'order'
  | 'roomBook'
  | 'article'
  | 'page'
  | 'gallery'
  | 'card'
  | 'resetPassword'
  | 'agreementDetails'
  | 'orderList'
  | 'couponDetails'
  | 'login'
  | 'register'
  | 'orderSearch'
  | 'forbidden'
  | 'notFound'
  | 'serverError'
  | 'alipayCallback'
  | 'bulletin'
  | 'steps'
  | 'mallSearch'
  | 'mallProduct'
  | 'mallCart'
  | 'mallCheckout'
  | 'mallPaymentSuccess'
  | 'mallReviews'
  | 'mallDistribution';

export interface RouteSpec {
  name: RouteName;
  /** Path relative to the site root or the language prefix, React Router syntax. */
  path: string;
  /** `main` routes render inside the header/footer layout; `bare` ones stand alone. */
  layout: 'main' | 'bare';
  /** Shows the search bar under the header. */
  headerSearch?: boolean;
}

/** Every route of spec section 2, in the order of the spec. `/page/:pageId/:preview?` covers both page routes. */
export const ROUTE_TABLE: readonly RouteSpec[] = [
  { name: 'home', path: 'home', layout: 'main' },
  { name: 'couponCollection', path: 'couponCollection', layout: 'main' },
  { name: 'orderWaiting', path: 'orderWaiting/:orderId/:isSplitOrder/:url', layout: 'main' },
  { name: 'hotelDetail', path: 'hotelDetail/:hotelCode', layout: 'main', headerSearch: true },
  { name: 'hotelList', path: 'hotelList', layout: 'main', headerSearch: true },
  { name: 'roomList', path: 'roomList/:roomTypeCode?', layout: 'main', headerSearch: true },
  { name: 'personalCenter', path: 'personalCenter', layout: 'main' },
  { name: 'order', path: 'order/:transactionId', layout: 'main' },
  {
    name: 'roomBook',
    path: 'roomBook/:hotelCode/:roomTypeCode/:ratePlanCode/:checkInDate/:checkOutDate/:roomCount/:adultsNumber/:childNumber/:discountType?/:discountCode?',
    layout: 'main',
  },
  { name: 'article', path: 'article/:articleId', layout: 'main' },
  { name: 'page', path: 'page/:pageId/:preview?', layout: 'main' },
  { name: 'gallery', path: 'gallery/:dir/:delay', layout: 'main' },
  { name: 'card', path: 'card/:cardId', layout: 'main' },
  { name: 'resetPassword', path: 'booking/resetPwd', layout: 'main' },
  { name: 'agreementDetails', path: 'agreementDetails', layout: 'main' },
  { name: 'orderList', path: 'orderList', layout: 'main' },
  { name: 'couponDetails', path: 'couponDetails', layout: 'main' },
  { name: 'login', path: 'login', layout: 'main' },
  { name: 'register', path: 'register', layout: 'main' },
  { name: 'orderSearch', path: 'orderSearch', layout: 'main' },
  { name: 'mallSearch', path: 'mall', layout: 'main' },
  { name: 'mallProduct', path: 'mall/goods/:goodsCode', layout: 'main' },
  { name: 'mallCart', path: 'mall/cart', layout: 'main' },
  { name: 'mallCheckout', path: 'mall/checkout', layout: 'main' },
  { name: 'mallPaymentSuccess', path: 'mall/paymentResult/:orderId', layout: 'main' },
  { name: 'mallReviews', path: 'mall/reviews/:orderId', layout: 'main' },
  { name: 'mallDistribution', path: 'mall/distribution', layout: 'main' },
  { name: 'forbidden', path: '403', layout: 'bare' },
  { name: 'notFound', path: '404', layout: 'bare' },
  { name: 'serverError', path: '500', layout: 'bare' },
  { name: 'alipayCallback', path: 'alipayCallback', layout: 'bare' },
  { name: 'bulletin', path: 'bulletin', layout: 'bare' },
  { name: 'steps', path: 'steps', layout: 'bare' },
];

/** What each route carries in its React Router `handle`. */
export interface RouteHandle {
  name: RouteName;
  headerSearch?: boolean;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).name === 'string';
}

/** The translation key of a route's page title. */
export function pageTitleKey(name: RouteName): string {
  return `ui.pageTitle.${name}`;
}

/** The route parameters of /roomBook (spec section 2). */
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
}

type Query = Record<string, string | number | undefined | null> | URLSearchParams;

function withQuery(path: string, query?: Query): string {
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

/** Builders of app paths (without language prefix). */
export const paths = {
  home: () => '/home',
  hotelList: (query?: Query) => withQuery('/hotelList', query),
  hotelDetail: (hotelCode: string, query?: Query) => withQuery(`/hotelDetail/${segment(hotelCode)}`, query),
  roomList: (roomTypeCode?: string, query?: Query) =>
    withQuery(roomTypeCode ? `/roomList/${segment(roomTypeCode)}` : '/roomList', query),
  orderSearch: () => '/orderSearch',
  orderList: () => '/orderList',
  order: (transactionId: string) => `/order/${segment(transactionId)}`,
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
      .join('/'),
  /** The payment result page; `returnTo` is the app path shown once the payment completed. */
  orderWaiting: (orderId: string, returnTo: string, isSplitOrder = 0) =>
    `/orderWaiting/${segment(orderId)}/${segment(isSplitOrder)}/${segment(returnTo)}`,
  personalCenter: () => '/personalCenter',
  login: () => '/login',
  register: () => '/register',
  resetPassword: () => '/booking/resetPwd',
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
  mallSearch: (query?: Query) => withQuery('/mall', query),
  mallProduct: (goodsCode: string, query?: Query) => withQuery(`/mall/goods/${segment(goodsCode)}`, query),
  mallCart: () => '/mall/cart',
  mallCheckout: (query?: Query) => withQuery('/mall/checkout', query),
  /** The payment result of a goods order (where the sandbox page returns: contract `mallPaymentReturnPath`). */
  mallPaymentSuccess: (orderId: string) => `/mall/paymentResult/${segment(orderId)}`,
  /** Reviewing the goods of an order; `goodsCode` picks one of its products. */
  mallReviews: (orderId: string, query?: Query) => withQuery(`/mall/reviews/${segment(orderId)}`, query),
  mallDistribution: () => '/mall/distribution',
} as const;
