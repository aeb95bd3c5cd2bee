import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@hotel/contract/languages';
import { type Catalog, createTranslator, type MessageValues, type Translate } from '@hotel/i18n/catalog';
import { catalogLoaders } from '@hotel/i18n/loaders';
import { writeSessionLanguage } from './language.ts';

/**
 * The app's translations: the shared `@hotel/i18n` translator (ICU messages) behind a tiny store.
 * A language's merged catalogue holds keys like `ui.nav.home`, `errors.703`, `enums.orderStatus.0`.
 * Only the active language loads before the first paint, each as its own lazy chunk; the en-US
 * fallback follows when the browser is idle (a missing key shows in English once it is there).
 */
const catalogs = new Map<Language, Promise<Catalog>>();
const loaded = new Map<Language, Catalog>();
const listeners = new Set<() => void>();
let active: Language = DEFAULT_LANGUAGE;
let translate: Translate = (key) => key;
let version = 0;

function rebuild() {
  const own = loaded.get(active) ?? {};
  translate = createTranslator(active, own, active === DEFAULT_LANGUAGE ? undefined : loaded.get(DEFAULT_LANGUAGE));
  version++;
  for (const listener of listeners) listener();
}

export const i18n = {
  get language(): Language {
    return active;
  },
  get isInitialized(): boolean {
    return loaded.has(active);
  },
  t(key: string, values?: MessageValues): string {
    return translate(key, values);
  },
  /** Whether a key has a message (in the language or the loaded fallback). */
  exists(key: string): boolean {
    return translate(key) !== key;
  },
  changeLanguage(language: Language): Promise<void> {
    return ensureLanguage(language, { remember: false });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot(): number {
    return version;
  },
};

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
  if (loaded.has(language)) return;
  loaded.set(language, await preloadCatalog(language));
  if (language === active || language === DEFAULT_LANGUAGE) rebuild();
}

/** Runs a task once the browser is idle (the fallback catalogue is not needed for the first paint). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: 3000 });
  else setTimeout(task, 200);
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export async function initI18n(language: Language): Promise<void> {
  await ensureLanguage(language, { remember: false });
}

/**
 * Makes `language` the active language at once (no reload): loads its catalogue if needed, switches,
 * sets <html lang> and, unless told otherwise, keeps the choice for the session.
 */
export async function ensureLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  await addCatalog(language);
  if (language !== DEFAULT_LANGUAGE) whenIdle(() => addCatalog(DEFAULT_LANGUAGE).catch(() => undefined));
  if (active !== language) {
    active = language;
    rebuild();
  }
  applyDocumentLanguage(language);
  if (options.remember !== false) writeSessionLanguage(language, true);
}

export function currentLanguage(): Language {
  return (LANGUAGES as readonly string[]).includes(active) ? active : DEFAULT_LANGUAGE;
}
