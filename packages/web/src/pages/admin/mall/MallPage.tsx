import { type ComponentType, useState } from 'react';
import { mallTabsOf } from '../../../features/admin/access.ts';
import { useStaffMe } from '../../../features/admin/session/staffSession.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { SectionHeader } from '../SectionHeader.tsx';
import { MallCommissions } from './MallCommissions.tsx';
import { MallGoods } from './MallGoods.tsx';
import { MallOrders } from './MallOrders.tsx';
import { MallReturns } from './MallReturns.tsx';
import { MallReviews } from './MallReviews.tsx';
import { MallShipping } from './MallShipping.tsx';
import { MallWithdrawals } from './MallWithdrawals.tsx';
import { RedeemCodeForm } from './RedeemCodeForm.tsx';

type Tab = ReturnType<typeof mallTabsOf>[number];
const PANELS: Record<Tab, ComponentType> = {
  goods: MallGoods,
  orders: MallOrders,
  shipping: MallShipping,
  returns: MallReturns,
  reviews: MallReviews,
  commissions: MallCommissions,
  withdrawals: MallWithdrawals,
};

/**
 * The mall's back office: redemption codes for every role that sees it; goods and stock, orders, review moderation
 * and referral commissions for group administrators; orders to hand over for hotel managers.
 */
export function MallPage() {
  const { t } = useTranslation();
  const role = useStaffMe().data?.role;
  const tabs = role ? mallTabsOf(role) : [];
  const [chosen, setTab] = useState<Tab | null>(null);
  const tab = chosen && tabs.includes(chosen) ? chosen : tabs[0];
  const Panel = tab ? PANELS[tab] : null;
  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-4">
      <SectionHeader title={t('admin.nav.mall')} />
      <RedeemCodeForm />
      {tab && Panel ? (
        <>
          <div role="tablist" aria-label={t('admin.nav.mall')} className="flex flex-wrap gap-1 border-b border-border">
            {tabs.map((item) => (
              <button
                key={item}
                type="button"
                role="tab"
                aria-selected={tab === item}
                data-testid={`mall-tab-${item}`}
                onClick={() => setTab(item)}
                className={`rounded-t-md px-3 py-2 text-sm ${tab === item ? 'bg-main text-on-main' : 'hover:bg-main-soft'}`}
              >
                {t(`admin.mall.tabs.${item}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" aria-label={t(`admin.mall.tabs.${tab}`)}>
            <Panel />
          </div>
        </>
      ) : null}
    </section>
  );
}
