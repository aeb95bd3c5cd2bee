import { pagePaths } from '@hotel/contract/routes';
import type { GoodsSummary } from '@hotel/contract/schemas/mall';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Card } from '../../ui/Card.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { StarRating } from '../../ui/StarRating.tsx';
import { FlashCountdown } from './FlashCountdown.tsx';
import { GoodsPrice } from './GoodsPrice.tsx';

/**
 * A product in the catalogue: sized picture (lazy, but `eager` for the list's first, the screen's largest
 * paint on a phone), name, price, flash-sale badge and countdown, rating.
 */
export function GoodsCard({ goods, eager = false }: { goods: GoodsSummary; eager?: boolean }) {
  const { t } = useTranslation();
  const flash = goods.flashSale;
  return (
    <Card as="li" className="flex flex-col" data-testid="goods-card" data-goods-code={goods.goodsCode}>
      <div className="relative">
        <Picture
          src={goods.picture?.url}
          alt={goods.picture?.alt ?? ''}
          width={320}
          height={240}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-[4/3] w-full"
          eager={eager}
        />
        {flash ? (
          <span className="absolute left-2 top-2 rounded-full bg-danger px-2 py-0.5 text-xs font-semibold text-white">
            {t('mall.flash.badge', { percent: flash.discountPercent })}
          </span>
        ) : null}
        {/* Sold out only says something while the goods are on sale; otherwise their sale state does. */}
        {goods.soldOut && goods.saleState === 'onSale' ? (
          <span
            className="absolute right-2 top-2 rounded-full bg-text px-2 py-0.5 text-xs font-semibold text-background"
            data-testid="goods-sold-out"
          >
            {t('mall.goods.soldOut')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h2 className="font-semibold">
          <LocaleLink to={pagePaths.mallProduct(goods.goodsCode)} className="hover:underline" data-testid="goods-link">
            {goods.name}
          </LocaleLink>
        </h2>
        <p className="text-xs text-muted">{t(`mall.goodsKind.${goods.kind}`)}</p>
        {goods.subtitle ? <p className="line-clamp-2 text-sm text-muted">{goods.subtitle}</p> : null}
        <GoodsPrice
          price={goods.price}
          originalPrice={goods.originalPrice}
          currency={goods.currency}
          points={goods.points}
          from
        />
        {flash ? (
          <FlashCountdown
            deadline={flash.active ? flash.endsAt : flash.startsAt}
            kind={flash.active ? 'ends' : 'starts'}
            className="text-xs text-danger"
          />
        ) : null}
        {goods.sales > 0 ? (
          <p className="text-xs text-muted" data-testid="goods-sales">
            {t('mall.goods.sold', { count: goods.sales })}
          </p>
        ) : null}
        {goods.saleState !== 'onSale' ? (
          <p className="text-xs text-muted">{t(`mall.saleState.${goods.saleState}`)}</p>
        ) : null}
        {goods.rating.count > 0 ? (
          <p className="mt-auto flex items-center gap-2 text-xs text-muted">
            <StarRating
              value={goods.rating.average}
              label={t('mall.reviews.average', { rating: goods.rating.average.toFixed(1) })}
            />
            {t('mall.reviews.count', { count: goods.rating.count })}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
