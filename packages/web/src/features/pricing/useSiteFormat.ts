import { useFormat } from '../../lib/format/useFormat.ts';
import { useSiteConfig } from '../site/siteConfigApi.ts';

/** The formatters of the guest site: money follows the site's decimals rule (SiteConfig.isFloat). */
export function useSiteFormat() {
  return useFormat({ isFloat: useSiteConfig()?.isFloat ?? false });
}
