import { sameQuery } from '@hotel/contract/hotelList';
import { DEFAULT_LANGUAGE, type Language, negotiateLanguage } from '@hotel/contract/languages';
import { localizePath, pagePaths } from '@hotel/contract/routes';
import type { SiteConfig } from '@hotel/contract/schemas/site';
import { FIRST_PAINT_NAMESPACES } from '@hotel/i18n/namespaces';
import { sessionCampaign } from '../features/analytics/campaign.ts';
import { bulletinFirst } from '../features/content/bulletinGate.ts';
import { fetchSiteConfig } from '../features/site/siteConfigApi.ts';
import { applyTheme } from '../features/theme/theme.ts';
import { isApiError } from '../lib/api/client.ts';
import { initI18n, preloadCatalog } from '../lib/i18n/i18n.ts';
import { readSessionLanguage, resolveLanguage, splitLanguagePrefix } from '../lib/i18n/language.ts';

/** What the server put in the page for its first paint (platform/first-paint.ts): API answers by path. */
interface FirstPaintData {
  language: Language;
  responses: Record<string, unknown>;
}

let firstPaint: FirstPaintData | null | undefined;

function readFirstPaint(): FirstPaintData | null {
  if (firstPaint === undefined) {
    try {
      const text = document.getElementById('first-paint-data')?.textContent;
      firstPaint = text ? (JSON.parse(text) as FirstPaintData) : null;
    } catch {
      firstPaint = null;
    }
  }
  return firstPaint;
}

/** The answer the server inlined for an API path asked in `language`, if it did (each is read once). */
export function inlinedAnswer<T>(path: string, language: Language): T | undefined {
  const data = readFirstPaint();
  if (!data || data.language !== language || !(path in data.responses)) return undefined;
  const answer = data.responses[path] as T;
  delete data.responses[path];
  return answer;
}

/**
 * The answer the server inlined for a search at `path` (`/en-US/hotels/search?...`) when it asked
 * exactly `query` (keys in any order), if it did (read once).
 */
export function inlinedSearchAnswer<T>(
  path: string,
  query: Record<string, unknown>,
  language: Language,
): T | undefined {
  const data = readFirstPaint();
  if (!data || data.language !== language) return undefined;
  const key = Object.keys(data.responses).find((candidate) => {
    const [candidatePath, search = ''] = candidate.split('?');
    return candidatePath === path && sameQuery(Object.fromEntries(new URLSearchParams(search)), query);
  });
  if (key === undefined) return undefined;
  const answer = data.responses[key] as T;
  delete data.responses[key];
  return answer;
}

/** The language of the answers the server inlined (undefined without any). */
export const inlinedLanguage = (): Language | undefined => readFirstPaint()?.language;

export interface BootResult {
  config: SiteConfig | undefined;
  /** The configuration was fetched in the language the app starts in (its texts are in that language). */
  configIsCurrent: boolean;
  language: Language;
}

/**
 * Start-up before the first render: the site configuration and the language catalogue load in
 * parallel when the language is known from the URL or the session, then the theme is applied.
 */
export async function boot(): Promise<BootResult> {
  const { language: prefix, rest } = splitLanguagePrefix(window.location.pathname);
  // The campaign of the landing URL is kept for the session's analytics events.
  sessionCampaign(window.location.search);
  const session = readSessionLanguage();
  const early = prefix ?? session.language;
  if (early) preloadCatalog(early).catch(() => undefined);

  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  const asked = early ?? negotiateLanguage(browser.join(','));
  let config: SiteConfig | undefined;
  let failedHard = false;
  try {
    config = inlinedAnswer<SiteConfig>('/hotel-configs', asked) ?? (await fetchSiteConfig(asked));
  } catch (error) {
    failedHard = isApiError(error) && error.status >= 500;
  }

  const language = resolveLanguage({
    prefix,
    session: session.language,
    siteDefault: config?.language,
    offered: config?.languages,
    browser,
  });
  try {
    await initI18n(language, FIRST_PAINT_NAMESPACES);
  } catch {
    await initI18n(DEFAULT_LANGUAGE, FIRST_PAINT_NAMESPACES);
  }
  applyTheme(config);

  // A bulletin in use is read first, once per session; "continue" leads back to the address asked for.
  const redirectTo = failedHard
    ? pagePaths.serverError()
    : bulletinFirst(config, rest)
      ? `${pagePaths.bulletin()}?redirect=${encodeURIComponent(`${rest}${window.location.search}`)}`
      : null;
  if (redirectTo && rest !== redirectTo) {
    window.history.replaceState(null, '', localizePath(redirectTo, prefix));
  }
  return { config, configIsCurrent: language === asked, language };
}
