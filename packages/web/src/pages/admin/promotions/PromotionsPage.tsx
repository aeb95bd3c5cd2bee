import { type ComponentType, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { SectionHeader } from '../SectionHeader.tsx';
import { CouponActivities } from './CouponActivities.tsx';
import { CouponTemplates } from './CouponTemplates.tsx';
import { Vouchers } from './Vouchers.tsx';

const TABS = ['templates', 'vouchers', 'activities'] as const;
type Tab = (typeof TABS)[number];
const PANELS: Record<Tab, ComponentType> = {
  templates: CouponTemplates,
  vouchers: Vouchers,
  activities: CouponActivities,
};

/** Promotions: coupon templates (and issuing vouchers), the vouchers issued, coupon collection activities. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('templates');
  const Panel = PANELS[tab];
  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-4">
      <SectionHeader title={t('admin.nav.promotions')} />
      <div
        role="tablist"
        aria-label={t('admin.nav.promotions')}
        className="flex flex-wrap gap-1 border-b border-border"
      >
        {TABS.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={tab === item}
            data-testid={`promotions-tab-${item}`}
            onClick={() => setTab(item)}
            className={`rounded-t-md px-3 py-2 text-sm ${tab === item ? 'bg-main text-on-main' : 'hover:bg-main-soft'}`}
          >
            {t(`admin.promotions.tabs.${item}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`admin.promotions.tabs.${tab}`)}>
        <Panel />
      </div>
    </section>
  );
}
