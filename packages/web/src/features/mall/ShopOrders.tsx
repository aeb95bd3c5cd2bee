import type { GoodsOrderSummary } from '@hotel/contract/schemas/mall';
import { GOODS_ORDER_STATUS_FILTER } from '@hotel/contract/schemas/mall';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../app/paths.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { LocaleLink } from '../i18n/LocaleLink.tsx';
import { useEnumLabel } from '../i18n/useEnumLabel.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useTranslation } from '../i18n/useTranslation.ts';
import { SelectField } from '../member/formKit.tsx';
import { Pager } from '../member/Pager.tsx';
import { useSessionGuard } from '../member/useSessionGuard.ts';
import { notices } from '../notices/noticeStore.ts';
import { GoodsOrderLines } from './GoodsOrderLines.tsx';
import { MALL_KEY, mallCalls, shopOrdersQuery } from './mallApi.ts';
import { mallErrorMessage } from './mallErrors.ts';
import { useMallFormat } from './useMallFormat.ts';

const PAGE_SIZE = 10;

function ShopOrderCard({
  order,
  onCancel,
}: {
  order: GoodsOrderSummary;
  onCancel: (order: GoodsOrderSummary) => void;
}) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const format = useMallFormat();
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
          {label('goodsOrderStatus', order.status)}
        </span>
      </div>
      <GoodsOrderLines order={order} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {t('mall.orders.total')}: {format.money(order.payAmount, order.currency)}
        </p>
        <div className="flex flex-wrap gap-2">
          <LocaleLink
            to={paths.mallPaymentSuccess(order.orderId)}
            className={buttonClass(order.canPay ? 'primary' : 'secondary')}
            data-testid="shop-order-view"
          >
            {t(order.canPay ? 'mall.orders.pay' : 'mall.orders.view')}
          </LocaleLink>
          {order.canReview && toReview ? (
            <LocaleLink
              to={paths.mallReviews(order.orderId)}
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
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status =
    statusParam !== null && statusParam !== '' && (GOODS_ORDER_STATUS_FILTER as number[]).includes(Number(statusParam))
      ? Number(statusParam)
      : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery(shopOrdersQuery(language, { page, size: PAGE_SIZE, status }));
  useSessionGuard(query.error);
  const [cancelling, setCancelling] = useState<GoodsOrderSummary | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const cancel = async (order: GoodsOrderSummary) => {
    setBusy(true);
    try {
      await mallCalls.cancel(language, order.orderId);
      notices.notify(t('mall.orders.cancelled'), 'success');
      await client.invalidateQueries({ queryKey: MALL_KEY });
    } catch (error) {
      notices.notify(mallErrorMessage(error, t), 'error');
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  };

  return (
    <div className="flex flex-col gap-4" data-testid="shop-orders">
      <SelectField
        name="shop-status"
        className="max-w-xs"
        label={t('mall.orders.status')}
        value={status === undefined ? '' : String(status)}
        onChange={(value) => update({ status: value, page: null })}
      >
        <option value="">{t('mall.orders.all')}</option>
        {GOODS_ORDER_STATUS_FILTER.map((value) => (
          <option key={value} value={String(value)}>
            {label('goodsOrderStatus', value)}
          </option>
        ))}
      </SelectField>
      {query.isLoading ? (
        <Spinner label={t('ui.common.loading')} />
      ) : (query.data?.list.length ?? 0) === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-muted">{t('mall.orders.empty')}</p>
          <LocaleLink to={paths.mallSearch()} className={buttonClass('primary')}>
            {t('mall.cart.continue')}
          </LocaleLink>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="shop-order-list">
          {query.data?.list.map((order) => (
            <ShopOrderCard key={order.orderId} order={order} onCancel={setCancelling} />
          ))}
        </ul>
      )}
      <Pager
        page={page}
        size={PAGE_SIZE}
        total={query.data?.total ?? 0}
        onPage={(next) => update({ page: String(next) })}
      />
      <ModalDialog
        isOpen={cancelling !== null}
        onOpenChange={(open) => (open ? null : setCancelling(null))}
        role="alertdialog"
        testId="shop-cancel-dialog"
        title={t('mall.orders.confirmCancel')}
        actions={
          <>
            <Button variant="ghost" onClick={() => setCancelling(null)}>
              {t('mall.orders.keep')}
            </Button>
            <Button onClick={() => cancelling && cancel(cancelling)} disabled={busy} data-testid="shop-confirm-cancel">
              {t('mall.orders.cancel')}
            </Button>
          </>
        }
      >
        {cancelling ? t('mall.orders.confirmCancelBody', { number: cancelling.orderId }) : null}
      </ModalDialog>
    </div>
  );
}
