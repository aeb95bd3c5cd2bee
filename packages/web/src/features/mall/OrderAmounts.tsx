import type { GoodsOrderDetail } from '@hotel/contract/schemas/mall';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { amountLabelKey } from './goodsOrderState.ts';

/** Goods, coupon, points and the final amount, labelled by what it is (paid, to pay, or the order's total). */
export function OrderAmounts({ order }: { order: GoodsOrderDetail }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-border pt-3 text-sm">
      <dt>{t('mall.checkout.goodsAmount')}</dt>
      <dd className="text-right">{format.money(order.goodsAmount, order.currency)}</dd>
      {order.couponDiscount > 0 ? (
        <>
          <dt>{t('mall.checkout.couponDiscount')}</dt>
          <dd className="text-right">−{format.money(order.couponDiscount, order.currency)}</dd>
        </>
      ) : null}
      {order.pointDiscount > 0 ? (
        <>
          <dt>{t('mall.checkout.pointDiscount', { points: format.number(order.pointsUsed) })}</dt>
          <dd className="text-right">−{format.money(order.pointDiscount, order.currency)}</dd>
        </>
      ) : null}
      {order.goodsPoints > 0 ? (
        <>
          <dt>{t('mall.checkout.goodsPoints')}</dt>
          <dd className="text-right font-semibold" data-testid="order-goods-points">
            {t('mall.points.only', { points: format.number(order.goodsPoints) })}
          </dd>
        </>
      ) : null}
      <dt className="font-semibold" data-testid="mall-amount-label">
        {t(amountLabelKey(order))}
      </dt>
      <dd className="text-right font-semibold" data-testid="mall-paid-amount">
        {format.money(order.payAmount, order.currency)}
      </dd>
    </dl>
  );
}
