import { siteAppearanceSchema, siteTextsFieldsSchema } from '@hotel/contract/schemas/admin-content';
import { useState } from 'react';
import { SiteField, useChosenSite } from '../../../features/admin/content/SiteField.tsx';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { RecordEditForm } from '../../../features/admin/ui/RecordEditForm.tsx';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { NEW_CONTENT, useContentFields } from './contentFields.ts';

/** A site's bulletin (shown instead of the site when the site marks it in use) and footer. */
export function SiteBulletin() {
  const { t } = useTranslation();
  const fields = useContentFields();
  const [chosen, setChosen] = useState('');
  const { site, error } = useChosenSite(chosen);
  return (
    <div className="flex flex-col gap-3">
      <SiteField value={site?.siteCode ?? ''} onChange={setChosen} />
      <AdminError error={error} />
      {site ? (
        <RecordEditForm
          key={site.siteCode}
          title={t('admin.content.tabs.bulletin')}
          record={site.texts ?? NEW_CONTENT.siteTexts()}
          schema={siteTextsFieldsSchema}
          fields={fields.bulletin}
          path={`/sites/${encodeURIComponent(site.siteCode)}/texts`}
          invalidate={['/sites']}
          testId="site-bulletin"
        />
      ) : null}
    </div>
  );
}

/** Theme, mobile theme, main and background colours and custom CSS of a site. */
export function SiteAppearance() {
  const { t } = useTranslation();
  const fields = useContentFields();
  const [chosen, setChosen] = useState('');
  const { site, error } = useChosenSite(chosen);
  return (
    <div className="flex flex-col gap-3">
      <SiteField value={site?.siteCode ?? ''} onChange={setChosen} />
      <AdminError error={error} />
      {site ? (
        <RecordEditForm
          key={site.siteCode}
          title={t('admin.content.tabs.appearance')}
          record={site}
          schema={siteAppearanceSchema}
          fields={fields.appearance}
          path={`/sites/${encodeURIComponent(site.siteCode)}/appearance`}
          invalidate={['/sites']}
          testId="site-appearance"
        />
      ) : null}
    </div>
  );
}
