import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { Choosers } from '../ui/Choosers.tsx';
import { useSites } from './contentApi.ts';

/** A chooser of the group's sites, named in the active language; the choice applies at once. */
export function SiteField({ value, onChange }: { value: string; onChange: (siteCode: string) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sites = useSites().data ?? [];
  return (
    <Choosers values={{ siteCode: value }} onChange={(values) => onChange(values.siteCode)}>
      <SelectField
        // Mounted again when the sites arrive, so the chosen one shows.
        key={sites.length}
        name="siteCode"
        label={t('admin.content.site')}
        options={sites.map((site) => ({ value: site.siteCode, label: `${site.title[language]} (${site.siteCode})` }))}
        className="max-w-sm"
      />
    </Choosers>
  );
}

/** The chosen site (the first until one is chosen). */
export function useChosenSite(chosen: string) {
  const sites = useSites();
  const site = sites.data?.find((item) => item.siteCode === chosen) ?? sites.data?.[0];
  return { site, error: sites.error };
}
