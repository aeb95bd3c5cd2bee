import { isLanguage, type Language } from '@hotel/contract/languages';
import type { Namespace } from '@hotel/i18n/loaders';
import { ensureLanguage, i18n, loadNamespaces } from './i18n.ts';

/** What the back office shows: its own texts, errors, enum labels (statuses) and validation messages. */
export const ADMIN_NAMESPACES: readonly Namespace[] = [
  'admin',
  'errors',
  'enums',
  'validation',
  'ui',
  'stay',
  'results',
];

const KEY = 'hotel.adminLanguage';

function stored(): Language | null {
  try {
    const value = localStorage.getItem(KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The back office's language: the staff member's last choice on this browser, else the app's. */
export function initialAdminLanguage(): Language {
  return stored() ?? i18n.language;
}

/**
 * Makes `language` the back office's language at once: its catalogues, then the switch (the guest
 * site's session language is left alone; the choice is kept on this browser).
 */
export async function applyAdminLanguage(language: Language, remember = true): Promise<void> {
  await loadNamespaces(ADMIN_NAMESPACES, language);
  await ensureLanguage(language, { remember: false });
  if (!remember) return;
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Without storage the choice lasts for this page.
  }
}
