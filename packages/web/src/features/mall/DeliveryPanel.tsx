import type { GoodsOrderDetail } from '@hotel/contract/schemas/mall';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { notices } from '../../lib/notices/noticeStore.ts';
import { Button } from '../../ui/Button.tsx';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { MALL_KEY, mallCalls } from './mallApi.ts';
import { mallErrorMessage } from './mallErrors.ts';

/** Where physical goods are: to ship, shipped (carrier, tracking number, confirm receipt), received. */
export function DeliveryPanel({ order }: { order: GoodsOrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!order.fulfilment) return null;
  const confirm = async () => {
    setBusy(true);
    try {
      await mallCalls.confirmReceipt(language, order.orderId);
      await client.invalidateQueries({ queryKey: MALL_KEY });
      notices.notify(t('mall.order.receivedThanks'), 'success');
    } catch (error) {
      notices.notify(mallErrorMessage(error, t), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="flex flex-col gap-2 border-t border-border pt-3 text-sm" data-testid="delivery">
      <h2 className="font-semibold">{t('mall.order.delivery')}</h2>
      {order.fulfilment === 'toShip' ? <p className="text-muted">{t('mall.order.toShipText')}</p> : null}
      {order.shipment ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted">{t('mall.order.carrier')}</dt>
          <dd data-testid="delivery-carrier">{order.shipment.carrier}</dd>
          <dt className="text-muted">{t('mall.order.trackingNumber')}</dt>
          <dd className="font-mono" data-testid="delivery-tracking">
            {order.shipment.trackingNumber}
          </dd>
        </dl>
      ) : null}
      {order.shipment ? <p>{t('mall.order.shippedOn', { date: format.instant(order.shipment.shippedAt) })}</p> : null}
      {order.receivedAt ? <p>{t('mall.order.receivedOn', { date: format.instant(order.receivedAt) })}</p> : null}
      {order.canConfirmReceipt ? (
        <div className="flex flex-col items-start gap-2">
          {order.autoReceiveAt ? (
            <p className="text-muted">{t('mall.order.autoReceive', { date: format.instant(order.autoReceiveAt) })}</p>
          ) : null}
          <Button onClick={confirm} disabled={busy} data-testid="confirm-receipt">
            {t('mall.order.confirmReceipt')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
