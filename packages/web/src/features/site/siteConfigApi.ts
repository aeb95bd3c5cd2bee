import type { Language } from '@hotel/contract/languages';
import type { SiteConfig } from '@hotel/contract/schemas/site';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api/client.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';

export function fetchSiteConfig(language: Language, signal?: AbortSignal): Promise<SiteConfig> {
  return apiGet<SiteConfig>('/hotel-configs', { language, signal });
}

export const siteConfigKey = (language: Language) => ['siteConfig', language] as const;

/**
 * The site configuration, per language (its texts, such as the title, come translated): fetched at
 * start-up for the first language (and seeded into the cache), then once per language switched to.
 */
export const siteConfigQuery = (language: Language) =>
  queryOptions({
    queryKey: siteConfigKey(language),
    queryFn: ({ signal }) => fetchSiteConfig(language, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // While another language's configuration loads, the previous one stays (no flash of defaults).
    placeholderData: keepPreviousData,
    // Without a configuration the site runs on defaults; only 403/5xx are reported (by redirect).
    meta: { silent: true },
  });

/** The site configuration, or undefined while it loads or when it could not be loaded (defaults apply). */
export function useSiteConfig(): SiteConfig | undefined {
  const language = useLanguage();
  return useQuery(siteConfigQuery(language)).data;
}
