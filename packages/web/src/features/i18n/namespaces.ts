import type { Namespace } from '@hotel/i18n/loaders';

/**
 * The catalogue namespaces loaded before the first paint: the UI texts. The others (enums, errors,
 * validation, booking, mail) load with the screens that need them (every screen but the home and error
 * pages waits for the whole catalogue), or on demand. bench/web-size.ts counts these as the home
 * page's catalogue.
 */
export const FIRST_PAINT_NAMESPACES: readonly Namespace[] = ['ui'];
