import { pagePaths } from '@hotel/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { GoodsOrderCard } from '../../features/mall/GoodsOrderCard.tsx';
import { callbackStatusOf, goodsOrderQuery, MALL_KEY } from '../../features/mall/mallApi.ts';
import { RequireMember } from '../../features/member/RequireMember.tsx';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Spinner } from '../../ui/Spinner.tsx';

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
      <GoodsOrderCard order={detail} />
    </>
  );
}
