import type { GoodsOrderDetail, GoodsOrderSummary } from '@hotel/contract/schemas/mall';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';

type Stated = GoodsOrderSummary & Partial<Pick<GoodsOrderDetail, 'fulfilment' | 'paidAt'>>;

/** An order's state as the buyer reads it: where physical goods are (to ship, shipped, received), else the status. */
export function useGoodsOrderLabel() {
  const { t } = useTranslation();
  const label = useEnumLabel();
  return (order: Stated) =>
    order.fulfilment ? t(`mall.fulfilment.${order.fulfilment}`) : label('goodsOrderStatus', order.status);
}

/** What the order's amount is: paid, still to pay, or only the order's total (never paid: closed, cancelled). */
export function amountLabelKey(order: Pick<GoodsOrderDetail, 'paidAt' | 'canPay'>): string {
  if (order.paidAt) return 'mall.checkout.paid';
  return order.canPay ? 'mall.order.toPay' : 'mall.order.total';
}
