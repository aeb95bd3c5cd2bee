import { GoodsOrderStatus } from '@hotel/contract/enums';
import { pagePaths } from '@hotel/contract/routes';
import type { GoodsOrderDetail } from '@hotel/contract/schemas/mall';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { DeliveryPanel } from './DeliveryPanel.tsx';
import { GoodsOrderLines } from './GoodsOrderLines.tsx';
import { useGoodsOrderLabel } from './goodsOrderState.ts';
import { OrderAmounts } from './OrderAmounts.tsx';
import { PayGoodsOrder } from './PayGoodsOrder.tsx';
import { PaymentCountdown } from './PaymentCountdown.tsx';
import { RedemptionCodes } from './RedemptionCodes.tsx';
import { ReturnPanel } from './ReturnPanel.tsx';

/** A goods order in full: state, goods, amounts, address, delivery, codes, payment with its countdown, review, return. */
export function GoodsOrderCard({ order }: { order: GoodsOrderDetail }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const stateOf = useGoodsOrderLabel();
  const toReview = order.canReview ? order.lines.find((line) => !line.reviewed) : undefined;
  return (
    <Card className="flex flex-col gap-4 p-4" data-testid="mall-order" data-status={order.status}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <div>
          <p>
            {t('mall.orders.number')}:{' '}
            <span className="font-mono" data-testid="mall-order-id">
              {order.orderId}
            </span>
          </p>
          <p className="text-muted">{t('mall.order.placedOn', { date: format.instant(order.createdAt) })}</p>
        </div>
        <span
          className="rounded-full bg-main-soft px-2 py-0.5 text-xs font-semibold text-main"
          data-testid="mall-order-status"
        >
          {stateOf(order)}
        </span>
      </div>
      <GoodsOrderLines order={order} />
      <OrderAmounts order={order} />
      {order.address ? (
        <p className="text-sm">
          <span className="font-semibold">{t('mall.checkout.address')}: </span>
          {[
            order.address.name,
            `+${order.address.mobileCountryNumber} ${order.address.phone}`,
            order.address.region,
            order.address.detail,
          ]
            .filter(Boolean)
            .join(', ')}
        </p>
      ) : null}
      <DeliveryPanel order={order} />
      <RedemptionCodes codes={order.redemptionCodes} />
      {order.canPay && order.status === GoodsOrderStatus.waitingToPay ? (
        <div className="flex flex-col gap-2 border-t border-border pt-3">
          {order.paymentDeadline ? <PaymentCountdown deadline={order.paymentDeadline} /> : null}
          <PayGoodsOrder orderId={order.orderId} currency={order.currency} />
        </div>
      ) : null}
      {toReview ? (
        <LocaleLink
          to={pagePaths.mallReviews(order.orderId)}
          className={`${buttonClass('secondary')} self-start`}
          data-testid="order-review"
        >
          {t('mall.orders.review')}
        </LocaleLink>
      ) : null}
      <ReturnPanel order={order} />
    </Card>
  );
}
