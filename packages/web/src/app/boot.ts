import { DEFAULT_LANGUAGE, type Language, negotiateLanguage } from '@hotel/contract/languages';
import type { SiteConfig } from '@hotel/contract/schemas/site';
import { isApiError } from '../features/api/client.ts';
import { initI18n, preloadCatalog } from '../features/i18n/i18n.ts';
import { localizePath, readSessionLanguage, resolveLanguage, splitLanguagePrefix } from '../features/i18n/language.ts';
import { fetchSiteConfig } from '../features/site/siteConfigApi.ts';
import { applyTheme } from '../features/site/theme.ts';
import { paths } from './paths.ts';

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
  const session = readSessionLanguage();
  const early = prefix ?? session.language;
  if (early) preloadCatalog(early).catch(() => undefined);

  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  const asked = early ?? negotiateLanguage(browser.join(','));
  let config: SiteConfig | undefined;
  let failedHard = false;
  try {
    config = await fetchSiteConfig(asked);
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
    await initI18n(language);
  } catch {
    await initI18n(DEFAULT_LANGUAGE);
  }
  applyTheme(config);

  const redirectTo = failedHard ? paths.serverError() : config?.isUsedBulletin ? paths.bulletin() : null;
  if (redirectTo && rest !== redirectTo) {
    window.history.replaceState(null, '', localizePath(redirectTo, prefix));
  }
  return { config, configIsCurrent: language === asked, language };
}
