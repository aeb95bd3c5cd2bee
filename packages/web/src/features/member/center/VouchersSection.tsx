import { pagePaths } from '@hotel/contract/routes';
import { COUPON_LIST_STATUSES, type CouponListStatus } from '@hotel/contract/schemas/loyalty';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LocaleLink } from '../../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../../ui/buttonClass.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { MemberTabs } from '../MemberTabs.tsx';
import { couponsQuery } from '../memberApi.ts';
import { useSessionGuard } from '../useSessionGuard.ts';
import { CouponCard } from './CouponCard.tsx';

function CouponList({ status }: { status: CouponListStatus }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(couponsQuery(language, status));
  useSessionGuard(query.error);
  if (query.isLoading) return <Spinner label={t('ui.common.loading')} />;
  const coupons = query.data ?? [];
  if (coupons.length === 0) return <p className="text-muted">{t(`member.vouchers.empty.${status}`)}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid={`coupons-${status}`}>
      {coupons.map((coupon) => (
        <CouponCard
          key={coupon.couponId}
          coupon={coupon}
          actions={
            <LocaleLink
              to={`${pagePaths.couponDetails()}?couponId=${encodeURIComponent(coupon.couponId)}`}
              className="text-sm text-main underline"
            >
              {t('member.vouchers.details')}
            </LocaleLink>
          }
        />
      ))}
    </ul>
  );
}

/** The member's vouchers in three tabs: available, used, expired. */
export function VouchersSection() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<CouponListStatus>('unused');
  return (
    <div className="flex flex-col gap-4">
      <MemberTabs
        label={t('member.nav.vouchers')}
        selected={status}
        onSelect={setStatus}
        testId="voucher-tabs"
        tabs={COUPON_LIST_STATUSES.map((id) => ({ id, label: t(`member.vouchers.tabs.${id}`) }))}
      >
        {(id) => <CouponList status={id} />}
      </MemberTabs>
      <p className="text-sm text-muted">{t('member.vouchers.useHint')}</p>
      <div>
        <LocaleLink to={pagePaths.couponCollection()} className={buttonClass('secondary')}>
          {t('member.vouchers.collectMore')}
        </LocaleLink>
      </div>
    </div>
  );
}
