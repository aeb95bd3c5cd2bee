import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@hotel/contract/languages';
import type { Catalog } from '@hotel/i18n/catalog';
import { catalogLoaders } from '@hotel/i18n/loaders';
import i18next from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import { writeSessionLanguage } from './language.ts';

/**
 * The app's i18next instance. One namespace, `translation`, holds a language's merged catalogue, so keys
 * read `ui.nav.home`, `errors.703`, `enums.orderStatus.0` or `validation.required`. Messages are ICU.
 * Only the active language is loaded before the first paint, each language as its own lazy chunk; the
 * en-US fallback follows when the browser is idle (a missing key shows in English once it is there).
 */
export const i18n = i18next.createInstance();

const catalogs = new Map<Language, Promise<Catalog>>();

/** Starts (or reuses) the download of a language's catalogue. */
export function preloadCatalog(language: Language): Promise<Catalog> {
  let pending = catalogs.get(language);
  if (!pending) {
    pending = catalogLoaders[language]();
    catalogs.set(language, pending);
    pending.catch(() => catalogs.delete(language));
  }
  return pending;
}

async function addCatalog(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const catalog = await preloadCatalog(language);
  i18n.addResourceBundle(language, 'translation', catalog, true, true);
}

/** Runs a task once the browser is idle (the fallback catalogue is not needed for the first paint). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: 3000 });
  else setTimeout(task, 200);
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Initialises i18next with the given language (and the fallback) loaded. */
export async function initI18n(language: Language): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n
      .use(ICU)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...LANGUAGES],
        load: 'currentOnly',
        ns: ['translation'],
        defaultNS: 'translation',
        resources: {},
        partialBundledLanguages: true,
        initAsync: false,
        showSupportNotice: false,
        returnNull: false,
        interpolation: { escapeValue: false },
        // Re-render when a catalogue arrives (the fallback loads after the first paint).
        react: { useSuspense: false, bindI18nStore: 'added' },
      });
  }
  await ensureLanguage(language, { remember: false });
}

/**
 * Makes `language` the active language at once (no reload): loads its catalogue if needed, switches
 * i18next, sets <html lang> and, unless told otherwise, keeps the choice for the session.
 */
export async function ensureLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  await addCatalog(language);
  if (language !== DEFAULT_LANGUAGE) whenIdle(() => addCatalog(DEFAULT_LANGUAGE).catch(() => undefined));
  if (i18n.language !== language) await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  if (options.remember !== false) writeSessionLanguage(language, true);
}

export function currentLanguage(): Language {
  const language = i18n.language;
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;
}
