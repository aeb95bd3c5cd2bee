import { applyAdminLanguage, initialAdminLanguage } from '../../lib/i18n/adminLanguage.ts';
import { AdminApp } from './AdminApp.tsx';

/**
 * The `/admin/*` route of the router, loaded lazily (none of the back office is in the guest site's
 * bundle): the catalogues in the back office's language before the first paint, then the app.
 */
export async function loader() {
  await applyAdminLanguage(initialAdminLanguage(), false).catch(() => undefined);
  return null;
}

export const Component = AdminApp;
