import { GoodsOrderStatus } from '@hotel/contract/enums';
import { pagePaths } from '@hotel/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { GoodsOrderLines } from '../../features/mall/GoodsOrderLines.tsx';
import { callbackStatusOf, goodsOrderQuery, MALL_KEY } from '../../features/mall/mallApi.ts';
import { PayGoodsOrder } from '../../features/mall/PayGoodsOrder.tsx';
import { RequireMember } from '../../features/member/RequireMember.tsx';
import { useSiteFormat } from '../../features/pricing/useSiteFormat.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { RedemptionCodes } from './RedemptionCodes.tsx';

const POLL_MS = 2_000;
const MAX_POLLS = 60;

/**
 * Where the sandbox payment page returns (spec section 2, payment success): the payment result,
 * polled until final, then the order with its goods, amounts and redemption codes.
 */
export function MallPaymentSuccessPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  return (
    <RequireMember>
      {() => (
        <section aria-labelledby="payment-title" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
          <PaymentResult orderId={orderId} />
          <div className="flex flex-wrap gap-2">
            <LocaleLink
              to={pagePaths.orderList({ tab: 'shop' })}
              className={buttonClass('primary')}
              data-testid="to-shop-orders"
            >
              {t('mall.nav.orders')}
            </LocaleLink>
            <LocaleLink to={pagePaths.mallSearch()} className={buttonClass('secondary')}>
              {t('mall.cart.continue')}
            </LocaleLink>
          </div>
        </section>
      )}
    </RequireMember>
  );
}

function PaymentResult({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = useEnumLabel();
  const format = useSiteFormat();
  const client = useQueryClient();
  const polls = useRef(0);
  const status = useQuery({
    queryKey: [...MALL_KEY, 'callbackStatus', language, orderId] as const,
    queryFn: ({ signal }) => {
      polls.current += 1;
      return callbackStatusOf(language, orderId, signal);
    },
    refetchInterval: (query) =>
      query.state.data?.status === 'incomplete' && polls.current < MAX_POLLS ? POLL_MS : false,
    staleTime: 0,
    gcTime: 0,
    meta: { mainResource: true },
  });
  const order = useQuery(goodsOrderQuery(language, orderId));
  const view = status.data?.status ?? null;
  const refetchOrder = order.refetch;
  useEffect(() => {
    if (view && view !== 'incomplete') {
      void refetchOrder();
      void client.invalidateQueries({ queryKey: [...MALL_KEY, 'orders'] });
    }
  }, [view, refetchOrder, client]);

  if (!status.data || !order.data) return <Spinner label={t('ui.common.loading')} />;
  const detail = order.data;
  return (
    <>
      <div
        className="flex flex-col items-center gap-2 text-center"
        data-testid="mall-payment-result"
        data-status={view}
      >
        <h1 id="payment-title" className="text-3xl font-semibold">
          {t(`mall.payment.${view}.title`)}
        </h1>
        <p className="text-muted">{t(`mall.payment.${view}.text`)}</p>
      </div>
      <Card className="flex flex-col gap-4 p-4" data-testid="mall-order">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <p>
            {t('mall.orders.number')}:{' '}
            <span className="font-mono" data-testid="mall-order-id">
              {detail.orderId}
            </span>
          </p>
          <span
            className="rounded-full bg-main-soft px-2 py-0.5 text-xs font-semibold text-main"
            data-testid="mall-order-status"
          >
            {label('goodsOrderStatus', detail.status)}
          </span>
        </div>
        <GoodsOrderLines order={detail} />
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-border pt-3 text-sm">
          <dt>{t('mall.checkout.goodsAmount')}</dt>
          <dd className="text-right">{format.money(detail.goodsAmount, detail.currency)}</dd>
          {detail.couponDiscount > 0 ? (
            <>
              <dt>{t('mall.checkout.couponDiscount')}</dt>
              <dd className="text-right">−{format.money(detail.couponDiscount, detail.currency)}</dd>
            </>
          ) : null}
          {detail.pointDiscount > 0 ? (
            <>
              <dt>{t('mall.checkout.pointDiscount', { points: format.number(detail.pointsUsed) })}</dt>
              <dd className="text-right">−{format.money(detail.pointDiscount, detail.currency)}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{t('mall.checkout.paid')}</dt>
          <dd className="text-right font-semibold" data-testid="mall-paid-amount">
            {format.money(detail.payAmount, detail.currency)}
          </dd>
        </dl>
        {detail.address ? (
          <p className="text-sm">
            <span className="font-semibold">{t('mall.checkout.address')}: </span>
            {[
              detail.address.name,
              `+${detail.address.mobileCountryNumber} ${detail.address.phone}`,
              detail.address.region,
              detail.address.detail,
            ]
              .filter(Boolean)
              .join(', ')}
          </p>
        ) : null}
        <RedemptionCodes codes={detail.redemptionCodes} />
        {detail.canPay && detail.status === GoodsOrderStatus.waitingToPay ? (
          <PayGoodsOrder orderId={detail.orderId} />
        ) : null}
      </Card>
    </>
  );
}
