import { GOODS_ORDER_STATUS_FILTER } from '@hotel/contract/mall';
import { pagePaths } from '@hotel/contract/routes';
import type { GoodsOrderDetail } from '@hotel/contract/schemas/mall';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { OrderHistory, useOrderFilters } from '../member/OrderHistory.tsx';
import { useSessionGuard } from '../member/useSessionGuard.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { GoodsOrderLines } from './GoodsOrderLines.tsx';
import { amountLabelKey, useGoodsOrderLabel } from './goodsOrderState.ts';
import { MALL_KEY, mallCalls, shopOrdersQuery } from './mallApi.ts';
import { mallErrorMessage } from './mallErrors.ts';
import { PaymentCountdown } from './PaymentCountdown.tsx';

const PAGE_SIZE = 10;

function ShopOrderCard({ order, onCancel }: { order: GoodsOrderDetail; onCancel: (order: GoodsOrderDetail) => void }) {
  const { t } = useTranslation();
  const stateOf = useGoodsOrderLabel();
  const format = useSiteFormat();
  const toReview = order.lines.find((line) => !line.reviewed);
  return (
    <Card
      as="li"
      className="flex flex-col gap-3 p-4"
      data-testid="shop-order"
      data-order-id={order.orderId}
      data-status={order.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="text-sm">
          <p>
            {t('mall.orders.number')}: <span className="font-mono">{order.orderId}</span>
          </p>
          <p className="text-muted">{format.instant(order.createdAt)}</p>
        </div>
        <span
          className="rounded-full bg-main-soft px-2 py-0.5 text-xs font-semibold text-main"
          data-testid="shop-order-status"
        >
          {stateOf(order)}
        </span>
      </div>
      <GoodsOrderLines order={order} />
      {order.canPay && order.paymentDeadline ? <PaymentCountdown deadline={order.paymentDeadline} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {t(amountLabelKey(order))}: {format.money(order.payAmount, order.currency)}
        </p>
        <div className="flex flex-wrap gap-2">
          <LocaleLink
            to={pagePaths.mallOrder(order.orderId)}
            className={buttonClass(order.canPay ? 'primary' : 'secondary')}
            data-testid="shop-order-view"
          >
            {t(order.canPay ? 'mall.orders.pay' : 'mall.orders.view')}
          </LocaleLink>
          {order.canReview && toReview ? (
            <LocaleLink
              to={pagePaths.mallReviews(order.orderId)}
              className={buttonClass('secondary')}
              data-testid="shop-order-review"
            >
              {t('mall.orders.review')}
            </LocaleLink>
          ) : null}
          {order.canCancel ? (
            <Button variant="ghost" onClick={() => onCancel(order)} data-testid="shop-order-cancel">
              {t('mall.orders.cancel')}
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

/**
 * The member's goods orders (spec section 2, shop orders tab): status filter, paging, pay, review,
 * and cancelling after a confirmation (with a refund where allowed; 70003 when a restriction forbids it).
 */
export function ShopOrders() {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = useEnumLabel();
  const client = useQueryClient();
  const filters = useOrderFilters(GOODS_ORDER_STATUS_FILTER);
  const query = useQuery(shopOrdersQuery(language, { page: filters.page, size: PAGE_SIZE, status: filters.status }));
  useSessionGuard(query.error);
  return (
    <div className="flex flex-col gap-4" data-testid="shop-orders">
      <OrderHistory<GoodsOrderDetail>
        texts={{
          filterName: 'shop-status',
          filterLabel: t('mall.orders.status'),
          all: t('mall.orders.all'),
          empty: t('mall.orders.empty'),
          emptyAction: { to: pagePaths.mallSearch(), label: t('mall.cart.continue') },
          listTestId: 'shop-order-list',
          cancel: {
            title: t('mall.orders.confirmCancel'),
            keep: t('mall.orders.keep'),
            confirm: t('mall.orders.cancel'),
            done: t('mall.orders.cancelled'),
            dialogTestId: 'shop-cancel-dialog',
            confirmTestId: 'shop-confirm-cancel',
          },
        }}
        statuses={GOODS_ORDER_STATUS_FILTER}
        statusLabel={(value) => label('goodsOrderStatus', value)}
        filters={filters}
        orders={query}
        pageSize={PAGE_SIZE}
        renderOrder={(order, askCancel) => <ShopOrderCard key={order.orderId} order={order} onCancel={askCancel} />}
        cancelQuestion={(order) => t('mall.orders.confirmCancelBody', { number: order.orderId })}
        cancelOrder={async (order) => {
          await mallCalls.cancel(language, order.orderId);
          await client.invalidateQueries({ queryKey: MALL_KEY });
        }}
        cancelError={(error) => mallErrorMessage(error, t)}
      />
    </div>
  );
}
