import { pagePaths } from '@hotel/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { goodsOrderQuery, MALL_KEY } from '../../features/mall/mallApi.ts';
import { ReviewForm } from '../../features/mall/ReviewForm.tsx';
import { RequireMember } from '../../features/member/RequireMember.tsx';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { notices } from '../../lib/notices/noticeStore.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

/** Reviewing the goods of a delivered or used order (spec section 2, reviews): one form per product not reviewed yet. */
export function MallReviewsPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="reviews-page-title" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <h1 id="reviews-page-title" className="text-3xl font-semibold">
        {t('ui.pageTitle.mallReviews')}
      </h1>
      <RequireMember>{() => <OrderReviews />}</RequireMember>
    </section>
  );
}

function OrderReviews() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const only = params.get('goodsCode');
  const order = useQuery(goodsOrderQuery(language, orderId));
  if (order.isLoading) return <Spinner label={t('ui.common.loading')} />;
  const detail = order.data;
  if (!detail) return null;
  const pending = detail.lines
    .filter((line) => !line.reviewed && (!only || line.goodsCode === only))
    .filter((line, index, all) => all.findIndex((other) => other.goodsCode === line.goodsCode) === index);
  const done = async () => {
    notices.notify(t('mall.review.thanks'), 'success');
    await client.invalidateQueries({ queryKey: MALL_KEY });
  };
  if (!detail.canReview || pending.length === 0)
    return (
      <div className="flex flex-col items-start gap-3" data-testid="reviews-done">
        <p className="text-muted">
          {t(detail.canReview || pending.length === 0 ? 'mall.review.allDone' : 'mall.review.notYet')}
        </p>
        <LocaleLink to={pagePaths.orderList({ tab: 'shop' })} className={buttonClass('primary')}>
          {t('mall.nav.orders')}
        </LocaleLink>
        {detail.lines[0] ? (
          <LocaleLink
            to={pagePaths.mallProduct(detail.lines[0].goodsCode)}
            className={buttonClass('secondary')}
            data-testid="reviewed-product"
          >
            {t('mall.review.seeProduct')}
          </LocaleLink>
        ) : null}
      </div>
    );
  return (
    <ul className="flex flex-col gap-4">
      {pending.map((line) => (
        <Card as="li" key={line.goodsCode} className="p-4">
          <ReviewForm orderId={detail.orderId} goodsCode={line.goodsCode} name={line.name} onDone={done} />
        </Card>
      ))}
    </ul>
  );
}
