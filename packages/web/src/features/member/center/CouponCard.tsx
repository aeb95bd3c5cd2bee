import { MALL_COUPON_SCOPE } from '@hotel/contract/constants';
import { CouponType } from '@hotel/contract/enums';
import { pagePaths } from '@hotel/contract/routes';
import type { MemberCoupon } from '@hotel/contract/schemas/loyalty';
import type { ReactNode } from 'react';
import { LocaleLink } from '../../../lib/i18n/LocaleLink.tsx';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Card } from '../../../ui/Card.tsx';
import { useSiteFormat } from '../../pricing/useSiteFormat.ts';

type CouponFace = Pick<
  MemberCoupon,
  'couponType' | 'amount' | 'discountPercent' | 'maxDiscount' | 'minSpend' | 'currency'
> & { hotelCodes?: readonly string[] };

/** A coupon for the online shop's goods orders, not for stays. */
export const isMallCoupon = (coupon: { hotelCodes?: readonly string[] }) =>
  coupon.hotelCodes?.includes(MALL_COUPON_SCOPE) ?? false;

/** "CNY 50 off", "10% off rooms, up to CNY 300", with the minimum spend. */
export function useCouponTexts() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  return (coupon: CouponFace) => {
    const value =
      coupon.couponType === CouponType.cash
        ? t('member.vouchers.cash', { amount: format.money(coupon.amount, coupon.currency) })
        : `${t('member.vouchers.discount', { percent: coupon.discountPercent })}${
            coupon.maxDiscount
              ? ` · ${t('member.vouchers.cap', { amount: format.money(coupon.maxDiscount, coupon.currency) })}`
              : ''
          }`;
    const minimum =
      coupon.minSpend > 0
        ? t(isMallCoupon(coupon) ? 'member.vouchers.minSpendMall' : 'member.vouchers.minSpend', {
            amount: format.money(coupon.minSpend, coupon.currency),
          })
        : t('member.vouchers.noMinimum');
    return { value, minimum };
  };
}

/** The order a used coupon paid for: a shop order's list, or the reservation. */
function usedOrderPath(coupon: MemberCoupon): string {
  return isMallCoupon(coupon) ? `${pagePaths.orderList()}?tab=shop` : pagePaths.order(coupon.transactionId ?? '');
}

/** One coupon: its value, name, conditions, validity and code. */
export function CouponCard({ coupon, actions }: { coupon: MemberCoupon; actions?: ReactNode }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const texts = useCouponTexts()(coupon);
  const dim = coupon.status !== 'unused';
  return (
    <Card
      as="li"
      className={`flex flex-col gap-2 p-4 ${dim ? 'opacity-70' : ''}`}
      data-testid="coupon"
      data-status={coupon.status}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-lg font-bold text-main">{texts.value}</p>
          <p className="font-medium">{coupon.name}</p>
        </div>
        <span className="rounded-full bg-main-soft px-2 py-0.5 text-xs font-semibold text-main">
          {t(`enums.voucherStatus.${coupon.status}`)}
        </span>
      </div>
      <p className="text-sm text-muted">
        {texts.minimum} ·{' '}
        {t('member.vouchers.validRange', { from: format.date(coupon.validFrom), to: format.date(coupon.validTo) })}
      </p>
      <p className="text-sm">
        {t('member.vouchers.code')}:{' '}
        <span className="font-mono" data-testid="coupon-code">
          {coupon.couponCode}
        </span>{' '}
        · <span className="text-muted">{t(`member.vouchers.source.${coupon.source}`)}</span>
        {isMallCoupon(coupon) ? <span className="text-muted"> · {t('member.vouchers.mallOnly')}</span> : null}
      </p>
      {coupon.status === 'used' && coupon.usedAt ? (
        <p className="text-sm" data-testid="coupon-used">
          {coupon.transactionId ? (
            <>
              {t('member.vouchers.usedOnOrder', { date: format.date(coupon.usedAt) })}{' '}
              <LocaleLink to={usedOrderPath(coupon)} className="font-mono text-main underline">
                {coupon.transactionId}
              </LocaleLink>
            </>
          ) : (
            t('member.vouchers.usedAt', { date: format.date(coupon.usedAt) })
          )}
        </p>
      ) : null}
      {actions}
    </Card>
  );
}
