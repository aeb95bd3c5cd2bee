import { useSiteConfig } from '../site/siteConfigApi.ts';

/** Whether the site shows prices including the hotels' service charges and taxes (a site setting). */
export function useIncludesCharges(): boolean {
  return useSiteConfig()?.pricesIncludeCharges ?? false;
}
