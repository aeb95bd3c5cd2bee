import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';

/** A price with the points it costs besides: "800 points", "600 points + CNY 39.00", or the price alone. */
export function withPoints(
  shown: string,
  price: number,
  points: number,
  t: ReturnType<typeof useTranslation>['t'],
  number: (value: number) => string,
): string {
  if (points <= 0) return shown;
  return price > 0
    ? t('mall.points.plusCash', { points: number(points), price: shown })
    : t('mall.points.only', { points: number(points) });
}

/** The price a buyer pays, with the regular price struck through when it is higher. */
export function GoodsPrice({
  price,
  originalPrice,
  currency,
  points = 0,
  from = false,
  size = 'md',
}: {
  price: number;
  originalPrice: number;
  currency: string;
  /** Points per unit besides the price (goods for points). */
  points?: number;
  from?: boolean;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const shown = withPoints(format.money(price, currency), price, points, t, format.number);
  return (
    <p className="flex flex-wrap items-baseline gap-2">
      <span className={`font-semibold text-main ${size === 'lg' ? 'text-2xl' : 'text-lg'}`} data-testid="goods-price">
        {from ? t('mall.price.from', { price: shown }) : shown}
      </span>
      {originalPrice > price ? (
        <span className="text-sm text-muted line-through">
          <span className="sr-only">{t('mall.price.regular')} </span>
          {format.money(originalPrice, currency)}
        </span>
      ) : null}
    </p>
  );
}
