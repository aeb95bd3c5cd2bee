import { PAGE_ROUTES, type RouteName } from '@hotel/contract/routes';

/**
 * The web's view of the guest pages (spec section 2): the contract's route patterns with the layout
 * each renders in. Pure data, no React: the router and the layouts read it; links are built with the
 * contract's `pagePaths` (through `useLocalePath` or `LocaleLink`, which add the current language prefix).
 */
export interface RouteSpec {
  name: RouteName;
  /** Path relative to the site root or the language prefix, React Router syntax. */
  path: string;
  /** `main` routes render inside the header/footer layout; `bare` ones stand alone. */
  layout: 'main' | 'bare';
  /** Shows the search bar under the header. */
  headerSearch?: boolean;
}

const BARE: ReadonlySet<RouteName> = new Set([
  'forbidden',
  'notFound',
  'serverError',
  'alipayCallback',
  'bulletin',
  'steps',
]);
const WITH_SEARCH: ReadonlySet<RouteName> = new Set(['hotelDetail', 'hotelList', 'roomList']);

/** Every route of spec section 2, in the order of the contract (the spec's, bare pages last). */
export const ROUTE_TABLE: readonly RouteSpec[] = (Object.keys(PAGE_ROUTES) as RouteName[]).map((name) => ({
  name,
  path: PAGE_ROUTES[name],
  layout: BARE.has(name) ? 'bare' : 'main',
  ...(WITH_SEARCH.has(name) ? { headerSearch: true } : {}),
}));

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
