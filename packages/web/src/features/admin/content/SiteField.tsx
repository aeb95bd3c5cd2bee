import { inLanguage } from '@hotel/contract/localizedText';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { PlainSelectField } from '../../../ui/form/PlainFields.tsx';
import { useSites } from './contentApi.ts';

/** A chooser of the group's sites, named in the active language; the choice applies at once. */
export function SiteField({ value, onChange }: { value: string; onChange: (siteCode: string) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sites = useSites().data ?? [];
  return (
    <PlainSelectField label={t('admin.content.site')} value={value} onChange={onChange} className="max-w-sm">
      {sites.map((site) => (
        <option key={site.siteCode} value={site.siteCode}>
          {`${inLanguage(site.title, language)} (${site.siteCode})`}
        </option>
      ))}
    </PlainSelectField>
  );
}

/** The chosen site (the first until one is chosen). */
export function useChosenSite(chosen: string) {
  const sites = useSites();
  const site = sites.data?.find((item) => item.siteCode === chosen) ?? sites.data?.[0];
  return { site, error: sites.error };
}
