import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundContent } from '../../features/content/NotFoundContent.tsx';
import { RichText } from '../../features/content/RichText.tsx';
import { BuyBox } from '../../features/mall/BuyBox.tsx';
import { MallNav } from '../../features/mall/MallNav.tsx';
import { goodsDetailQuery } from '../../features/mall/mallApi.ts';
import { ReviewList } from '../../features/mall/ReviewList.tsx';
import { keepReferral, REFERRAL_PARAM } from '../../features/mall/referral.ts';
import { ShareProduct } from '../../features/mall/ShareLink.tsx';
import { useMember } from '../../features/member/useMember.ts';
import { isApiError } from '../../lib/api/client.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { usePageDescription } from '../../lib/routing/pageDescription.ts';
import { usePageTitle } from '../../lib/routing/pageTitle.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { ProductGallery } from './ProductGallery.tsx';

/**
 * A product (spec section 2, product detail): pictures, texts, specifications with price and stock,
 * quantity within the purchase rules, sale window and flash sale, add to cart and buy now, reviews,
 * and for members a share link carrying their referral. A visit with `?ref=` keeps the referral
 * for the checkout.
 */
export function MallProductPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { goodsCode = '' } = useParams();
  const [params] = useSearchParams();
  const { member } = useMember();
  const query = useQuery(goodsDetailQuery(language, goodsCode));
  const goods = query.data;
  // The chosen SKU's own first picture, shown large when the guest picks the SKU.
  const [skuCode, setSkuCode] = useState<string | null>(null);
  const pictures = useMemo(
    () =>
      goods
        ? [...goods.pictures, ...goods.skus.flatMap((sku) => sku.pictures)].filter(
            (picture, index, all) => all.findIndex((other) => other.url === picture.url) === index,
          )
        : [],
    [goods],
  );
  const focus = goods?.skus.find((sku) => sku.skuCode === skuCode)?.pictures[0]?.url ?? null;
  usePageTitle(goods?.name);
  usePageDescription(goods?.subtitle);
  const referral = params.get(REFERRAL_PARAM);
  useEffect(() => keepReferral(goodsCode, referral), [goodsCode, referral]);
  // The countdowns run on the server's clock: the offset is taken when the detail arrives.
  const offsetMs = useMemo(
    () => (goods ? Date.parse(goods.serverTime) - query.dataUpdatedAt : 0),
    [goods, query.dataUpdatedAt],
  );

  if (query.isLoading) return <Spinner label={t('ui.common.loading')} />;
  if (!goods) return isApiError(query.error) && query.error.status === 404 ? <NotFoundContent /> : null;
  return (
    <div className="flex flex-col gap-8 pb-24 sm:pb-0" data-testid="mall-product" data-goods-code={goods.goodsCode}>
      <MallNav />
      <div className="grid gap-6 md:grid-cols-2">
        <ProductGallery pictures={pictures} name={goods.name} focus={focus} />
        <div className="flex flex-col gap-4">
          <div>
            <p className="text-xs text-muted">{t(`mall.goodsKind.${goods.kind}`)}</p>
            <h1 className="text-3xl font-semibold">{goods.name}</h1>
            {goods.subtitle ? <p className="mt-1 text-muted">{goods.subtitle}</p> : null}
          </div>
          <BuyBox goods={goods} offsetMs={offsetMs} onSkuChange={setSkuCode} />
          {goods.voucher ? (
            <div className="rounded-md border border-border p-3 text-sm" data-testid="voucher-terms">
              <p className="font-semibold">{t('mall.voucher.title')}</p>
              <p>{t('mall.voucher.uses', { count: goods.voucher.uses, service: goods.voucher.serviceName })}</p>
              <p>{t('mall.voucher.valid', { days: goods.voucher.validDays })}</p>
            </div>
          ) : null}
          <p className="text-xs text-muted">
            {t(goods.refundable ? 'mall.goods.refundable' : 'mall.goods.notRefundable')}
          </p>
          {member ? <ShareProduct goodsCode={goods.goodsCode} commissionRateBp={goods.commissionRateBp} /> : null}
        </div>
      </div>
      {goods.description ? (
        <section aria-labelledby="goods-description">
          <h2 id="goods-description" className="mb-2 text-xl font-semibold">
            {t('mall.goods.description')}
          </h2>
          <RichText html={goods.description} className="prose max-w-none" />
        </section>
      ) : null}
      <ReviewList goods={goods} />
    </div>
  );
}
