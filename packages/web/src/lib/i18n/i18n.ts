import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@hotel/contract/languages';
import { type Catalog, createTranslator, type MessageValues, type Translate } from '@hotel/i18n/catalog';
import { NAMESPACES, type Namespace, namespaceLoaders } from '@hotel/i18n/loaders';
import { FIRST_PAINT_NAMESPACES } from '@hotel/i18n/namespaces';
import { writeSessionLanguage } from './language.ts';

/**
 * The app's translations: the shared `@hotel/i18n` translator (ICU messages) behind a tiny store.
 * A language's merged catalogue holds keys like `ui.nav.home`, `errors.703`, `enums.orderStatus.0`.
 * Each namespace of each language is its own lazy chunk: the first paint needs `ui` and `enums` only;
 * the other namespaces load with the screens that use them (`loadNamespaces`), or on demand the first
 * time one of their keys is asked for. The en-US fallback of the loaded namespaces follows when the
 * browser is idle (a missing key shows in English once it is there).
 */
const parts = new Map<string, Promise<Record<string, unknown>>>();
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

const isNamespace = (value: string): value is Namespace => (NAMESPACES as readonly string[]).includes(value);

/** A key of a namespace not loaded yet for the active language starts loading it (the page re-renders). */
function loadOnDemand(key: string): void {
  const namespace = key.slice(0, key.indexOf('.'));
  if (isNamespace(namespace) && !loaded.get(active)?.[namespace])
    void loadNamespaces([namespace]).catch(() => undefined);
}

export const i18n = {
  get language(): Language {
    return active;
  },
  get isInitialized(): boolean {
    return loaded.has(active);
  },
  t(key: string, values?: MessageValues): string {
    const text = translate(key, values);
    if (text === key) loadOnDemand(key);
    return text;
  },
  /** Whether a key has a message (in the language or the loaded fallback). */
  exists(key: string): boolean {
    const found = translate(key) !== key;
    if (!found) loadOnDemand(key);
    return found;
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

function loadPart(language: Language, namespace: Namespace): Promise<Record<string, unknown>> {
  const key = `${language}:${namespace}`;
  let pending = parts.get(key);
  if (!pending) {
    pending = namespaceLoaders[language][namespace]();
    parts.set(key, pending);
    pending.catch(() => parts.delete(key));
  }
  return pending;
}

async function addNamespaces(language: Language, namespaces: readonly Namespace[]): Promise<void> {
  const missing = namespaces.filter((namespace) => !loaded.get(language)?.[namespace]);
  if (missing.length === 0) {
    if (!loaded.has(language)) loaded.set(language, {});
    return;
  }
  const trees = await Promise.all(missing.map((namespace) => loadPart(language, namespace)));
  const catalog: Catalog = { ...(loaded.get(language) ?? {}) };
  missing.forEach((namespace, index) => {
    catalog[namespace] = trees[index];
  });
  loaded.set(language, catalog);
  if (language === active || language === DEFAULT_LANGUAGE) rebuild();
}

/** Runs a task once the browser is idle (the fallback catalogue is not needed for the first paint). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: 3000 });
  else setTimeout(task, 200);
}

/**
 * Loads namespaces of the active (or given) language; resolves when they are usable. Screens other
 * than the home page wait for all of them before they show (see the router).
 */
export async function loadNamespaces(
  namespaces: readonly Namespace[] = NAMESPACES,
  language: Language = active,
): Promise<void> {
  await addNamespaces(language, namespaces);
  if (language !== DEFAULT_LANGUAGE) whenIdle(() => addNamespaces(DEFAULT_LANGUAGE, namespaces).catch(() => undefined));
}

/** Starts (or reuses) the download of what a language needs for the first paint. */
export function preloadCatalog(language: Language): Promise<unknown> {
  return Promise.all(FIRST_PAINT_NAMESPACES.map((namespace) => loadPart(language, namespace)));
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Starts the translations in `language` with the given namespaces loaded (all of them unless told:
 * the app's start-up asks for the first-paint ones only, tests get the whole catalogue).
 */
export async function initI18n(language: Language, namespaces: readonly Namespace[] = NAMESPACES): Promise<void> {
  await loadNamespaces(namespaces, language);
  await ensureLanguage(language, { remember: false });
}

/**
 * Makes `language` the active language at once (no reload): loads its first-paint namespaces and
 * those already loaded for the previous language, switches, sets <html lang> and, unless told
 * otherwise, keeps the choice for the session.
 */
export async function ensureLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  const inUse = Object.keys(loaded.get(active) ?? {}).filter(isNamespace);
  await loadNamespaces([...new Set([...FIRST_PAINT_NAMESPACES, ...inUse])], language);
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
