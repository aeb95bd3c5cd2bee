import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSiteConfig } from './siteConfigApi.ts';

/** The site's title (the group's name) from the configuration, or a translated generic title. */
export function useSiteTitle(): string {
  const { t } = useTranslation();
  const title = useSiteConfig()?.title.trim();
  return title || t('ui.site.defaultTitle');
}
