import type { Language } from '@hotel/contract/languages';
import { localizePath, PAGE_ROUTES, type RouteName } from '@hotel/contract/routes';

/** A pattern of URLs that contain a path (as the contract builds it), or end with it. */
export function urlWith(path: string, options: { end?: boolean } = {}): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(options.end ? `${escaped}$` : escaped);
}

/** A pattern of the URLs of one page whatever its parameters: `/en-US/order/` of `order/:transactionId`. */
export function pageUrl(language: Language, name: RouteName): RegExp {
  const [fixed, ...parameters] = PAGE_ROUTES[name].split('/:');
  return urlWith(localizePath(`/${fixed}${parameters.length > 0 ? '/' : ''}`, language));
}
