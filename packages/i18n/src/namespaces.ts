import { NAMESPACES, type Namespace } from './loaders.ts';

/**
 * The catalogue namespaces loaded before the first paint: the UI texts of the home page, the layout and
 * the error pages. The others (enums, errors, validation, booking, results: the hotel and room lists'
 * texts, mail...) load with the screens that need them (every screen but the home and error
 * pages waits for the whole catalogue), or on demand. bench/web-size.ts counts these as the home
 * page's catalogue; the server's first paint announces these (or the guest namespaces) for a page.
 */
export const FIRST_PAINT_NAMESPACES: readonly Namespace[] = ['ui'];

/** What a guest screen waits for: every namespace but the back office's and the mall's. */
export const GUEST_NAMESPACES: readonly Namespace[] = NAMESPACES.filter(
  (namespace) => namespace !== 'admin' && namespace !== 'mall',
);

/** What a mall screen (and the member's shop orders) waits for. */
export const MALL_NAMESPACES: readonly Namespace[] = [...GUEST_NAMESPACES, 'mall'];
