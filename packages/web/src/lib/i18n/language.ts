import { DEFAULT_LANGUAGE, isLanguage, type Language, negotiateLanguage } from '@hotel/contract/languages';

const SESSION_LANGUAGE = 'hotel.language';
const SESSION_PREFIX = 'hotel.languagePrefix';

/** Splits `/ja/hotelList` into `{ language: 'ja', rest: '/hotelList' }`; an unprefixed path keeps `language: null`. */
export function splitLanguagePrefix(pathname: string): { language: Language | null; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && isLanguage(first)) return { language: first, rest: match?.[2] ?? '/' };
  return { language: null, rest: pathname || '/' };
}

export interface LanguageSources {
  /** The language prefix of the URL, if any. */
  prefix?: Language | null;
  /** The language stored for the session. */
  session?: string | null;
  /** The site's default language (SiteConfig.language). */
  siteDefault?: string | null;
  /** The languages the site offers (SiteConfig.languages); empty or missing means all. */
  offered?: readonly string[] | null;
  /** The browser's preferences, best first (navigator.languages). */
  browser?: readonly string[] | null;
}

/** The first of the browser's preferences that is one of the site's languages (offered), or null. */
function browserChoice(browser: readonly string[], isOffered: (value: Language) => boolean): Language | null {
  for (const tag of browser) {
    const language = negotiateLanguage(tag);
    // negotiateLanguage answers en-US for anything unknown: only an English tag really asks for it.
    const asked = language !== DEFAULT_LANGUAGE || tag.toLowerCase().startsWith('en');
    if (asked && isOffered(language)) return language;
  }
  return null;
}

/**
 * Initial language: URL prefix, else session, else the browser's choice when it is one the site
 * offers (a first visit to `/`), else the site's default, else en-US.
 */
export function resolveLanguage(sources: LanguageSources): Language {
  const offered = sources.offered?.filter(isLanguage) ?? [];
  const isOffered = (value: Language) => offered.length === 0 || offered.includes(value);
  if (sources.prefix && isLanguage(sources.prefix)) return sources.prefix;
  if (isLanguage(sources.session) && isOffered(sources.session)) return sources.session;
  const browser = sources.browser ? browserChoice(sources.browser, isOffered) : null;
  if (browser) return browser;
  if (isLanguage(sources.siteDefault)) return sources.siteDefault;
  return offered.includes(DEFAULT_LANGUAGE) || offered.length === 0
    ? DEFAULT_LANGUAGE
    : (offered[0] ?? DEFAULT_LANGUAGE);
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readSessionLanguage(): { language: Language | null; prefix: boolean } {
  const store = storage();
  const language = store?.getItem(SESSION_LANGUAGE);
  return { language: isLanguage(language) ? language : null, prefix: store?.getItem(SESSION_PREFIX) === '1' };
}

/** Keeps the language (and that the URL carries it as a prefix) for the session. */
export function writeSessionLanguage(language: Language, prefix: boolean): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(SESSION_LANGUAGE, language);
    if (prefix) store.setItem(SESSION_PREFIX, '1');
  } catch {
    // Storage full or disabled: the language still applies to this page.
  }
}
