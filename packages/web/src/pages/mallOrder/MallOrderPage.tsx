import { pagePaths } from '@hotel/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { GoodsOrderCard } from '../../features/mall/GoodsOrderCard.tsx';
import { goodsOrderQuery } from '../../features/mall/mallApi.ts';
import { mallErrorMessage } from '../../features/mall/mallErrors.ts';
import { RequireMember } from '../../features/member/RequireMember.tsx';
import { useSessionGuard } from '../../features/member/useSessionGuard.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

/** One goods order of the member: its state, goods, amounts, payment with its countdown, delivery, returns, codes. */
export function MallOrderPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold">{t('ui.pageTitle.mallOrder')}</h1>
        <LocaleLink to={pagePaths.orderList({ tab: 'shop' })} className={buttonClass('secondary')}>
          {t('mall.order.back')}
        </LocaleLink>
      </div>
      <RequireMember>{() => <OrderContent orderId={orderId} />}</RequireMember>
    </section>
  );
}

function OrderContent({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(goodsOrderQuery(language, orderId));
  useSessionGuard(query.error);
  if (query.isLoading) return <Spinner label={t('ui.common.loading')} />;
  if (!query.data)
    return (
      <div role="alert">
        <Notice tone="error">{mallErrorMessage(query.error, t)}</Notice>
      </div>
    );
  return <GoodsOrderCard order={query.data} />;
}
