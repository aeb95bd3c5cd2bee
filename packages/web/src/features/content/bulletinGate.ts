import { PAGE_ROUTES, pagePaths, type RouteName } from '@hotel/contract/routes';

const SEEN_KEY = 'hotel.bulletinSeen';

/** Screens the bulletin never stands in front of: itself, the error pages and payment results. */
const EXEMPT: ReadonlySet<RouteName> = new Set([
  'bulletin',
  'forbidden',
  'notFound',
  'serverError',
  'alipayCallback',
  'orderWaiting',
]);

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The same screens by path (before the router runs): `/bulletin`, `/403`, `/orderWaiting/...`. */
const EXEMPT_PATH = new RegExp(`^/(${[...EXEMPT].map((name) => PAGE_ROUTES[name].split('/')[0]).join('|')})(/|$)`);

/** Whether the visitor has read the bulletin in this session (and chose to continue to the site). */
export function bulletinSeen(): boolean {
  return store()?.getItem(SEEN_KEY) === '1';
}

export function markBulletinSeen(): void {
  try {
    store()?.setItem(SEEN_KEY, '1');
  } catch {
    // Without storage the bulletin shows again on the next start.
  }
}

/**
 * Spec section 2: when the site marks its bulletin as in use, the app goes to /bulletin: once per
 * session, from any screen but the exempt ones.
 */
export function shouldShowBulletin(
  config: { isUsedBulletin: boolean } | undefined,
  route: RouteName | undefined,
): boolean {
  return Boolean(config?.isUsedBulletin) && !bulletinSeen() && (route === undefined || !EXEMPT.has(route));
}

/** The start-up check by path: the bulletin is in use, unread, and the path is not exempt. */
export function bulletinFirst(config: { isUsedBulletin: boolean } | undefined, path: string): boolean {
  return Boolean(config?.isUsedBulletin) && !bulletinSeen() && !EXEMPT_PATH.test(path);
}

/** Where "continue" leads from the bulletin: the app path the visitor asked for, else home. */
export function continuePath(redirect: string | null): string {
  const internal =
    redirect?.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith(pagePaths.bulletin());
  return internal && redirect ? redirect : pagePaths.home();
}
