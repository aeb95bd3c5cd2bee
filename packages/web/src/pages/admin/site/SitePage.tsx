import { LOCKOUT_THRESHOLDS } from '@hotel/contract/constants';
import { OnlineChannel } from '@hotel/contract/enums';
import { LANGUAGES } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import { exchangeRateFieldsSchema, siteSettingsSchema } from '@hotel/contract/schemas/admin-content';
import type { ExchangeRateRecord } from '@hotel/contract/schemas/admin-content-records';
import { useState } from 'react';
import { SiteField, useChosenSite } from '../../../features/admin/content/SiteField.tsx';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { EditableRecords } from '../../../features/admin/ui/EditableRecords.tsx';
import { type FieldSpec, RecordEditForm } from '../../../features/admin/ui/RecordEditForm.tsx';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { SectionHeader } from '../SectionHeader.tsx';
import { SectionTabs } from '../SectionTabs.tsx';
import { PaymentAccountsForm } from './PaymentAccountsForm.tsx';
import { PaymentMethodsForm } from './PaymentMethodsForm.tsx';

const TABS = ['settings', 'currencies', 'paymentMethods', 'paymentAccounts'] as const;
type Tab = (typeof TABS)[number];

/** The group's site settings, languages on offer, currencies and exchange rates, and payment methods per hotel. */
export function SitePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('settings');
  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-4">
      <SectionHeader title={t('admin.nav.site')} />
      <SectionTabs
        tabs={TABS}
        value={tab}
        onChange={setTab}
        label={t('admin.nav.site')}
        labelOf={(item) => t(`admin.site.tabs.${item}`)}
      >
        {tab === 'settings' ? <SiteSettings /> : null}
        {tab === 'currencies' ? <ExchangeRates /> : null}
        {tab === 'paymentMethods' ? <PaymentMethodsForm /> : null}
        {tab === 'paymentAccounts' ? <PaymentAccountsForm /> : null}
      </SectionTabs>
    </section>
  );
}

function useSettingsFields(): FieldSpec[] {
  const { t } = useTranslation();
  return [
    { key: 'languages', label: t('admin.site.languages'), kind: 'list' },
    {
      key: 'language',
      label: t('admin.site.defaultLanguage'),
      kind: 'select',
      options: LANGUAGES.map((language) => ({ value: language, label: t(`enums.language.${language}`) })),
    },
    { key: 'currency', label: t('admin.site.currency'), kind: 'text' },
    { key: 'isUsedBulletin', label: t('admin.site.isUsedBulletin'), kind: 'checkbox' },
    { key: 'pricesIncludeCharges', label: t('admin.site.pricesIncludeCharges'), kind: 'checkbox' },
    {
      key: 'checkSceneType',
      label: t('admin.site.forcedLogin'),
      kind: 'select',
      numeric: true,
      options: [
        { value: '0', label: t('admin.site.forcedLoginOff') },
        { value: '1', label: t('admin.site.forcedLoginOn') },
      ],
    },
    {
      key: 'lockoutThreshold',
      label: t('admin.site.lockoutThreshold'),
      kind: 'select',
      numeric: true,
      options: LOCKOUT_THRESHOLDS.map((count) => ({
        value: String(count),
        label: t('admin.site.attempts', { count }),
      })),
    },
    { key: 'paymentDeadlineMinutes', label: t('admin.site.paymentDeadline'), kind: 'number' },
    {
      key: 'mallChannels',
      label: t('admin.site.mallChannels'),
      kind: 'checkboxes',
      options: Object.values(OnlineChannel).map((channel) => ({
        value: channel,
        label: t(`enums.onlineChannel.${channel}`),
      })),
    },
    { key: 'tierThresholds', label: t('admin.site.tierThresholds'), kind: 'numberList' },
    { key: 'tierNightThresholds', label: t('admin.site.tierNightThresholds'), kind: 'numberList' },
    { key: 'staffPointsAdjustmentCap', label: t('admin.site.staffPointsAdjustmentCap'), kind: 'number' },
    { key: 'staffPointsDailyCap', label: t('admin.site.staffPointsDailyCap'), kind: 'number' },
    { key: 'staffGrowthAdjustmentCap', label: t('admin.site.staffGrowthAdjustmentCap'), kind: 'number' },
    { key: 'staffGrowthDailyCap', label: t('admin.site.staffGrowthDailyCap'), kind: 'number' },
  ];
}

function SiteSettings() {
  const { t } = useTranslation();
  const fields = useSettingsFields();
  const [chosen, setChosen] = useState('');
  const { site, error } = useChosenSite(chosen);
  return (
    <div className="flex flex-col gap-3">
      <SiteField value={site?.siteCode ?? ''} onChange={setChosen} />
      <AdminError error={error} />
      {site ? (
        <RecordEditForm
          key={site.siteCode}
          title={t('admin.site.tabs.settings')}
          record={site}
          schema={siteSettingsSchema}
          fields={fields}
          path={`/sites/${encodeURIComponent(site.siteCode)}/settings`}
          invalidate={['/sites']}
          testId="site-settings"
        />
      ) : null}
    </div>
  );
}

function ExchangeRates() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted">{t('admin.site.rateHelp')}</p>
      <EditableRecords<ExchangeRateRecord>
        path="/exchange-rates"
        caption={t('admin.site.tabs.currencies')}
        columns={[
          { key: 'currency', header: t('admin.site.currency'), render: (row) => row.currency },
          { key: 'name', header: t('admin.common.name'), render: (row) => inLanguage(row.name, language) },
          { key: 'base', header: t('admin.site.baseCurrency'), render: (row) => row.baseCurrency },
          { key: 'rate', header: t('admin.site.rate'), render: (row) => (row.rateMicros / 1_000_000).toString() },
        ]}
        codeKey="currency"
        codeLabel={t('admin.site.currency')}
        fields={[
          { key: 'rateMicros', label: t('admin.site.rateMicros'), kind: 'number' },
          { key: 'name', label: t('admin.common.name'), kind: 'localized' },
        ]}
        createSchema={exchangeRateFieldsSchema}
        editSchema={exchangeRateFieldsSchema}
        newRecord={() => ({})}
        newLabel={t('admin.common.new')}
        canCreate={false}
        testId="exchange-rates"
      />
    </div>
  );
}
