import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';

/** The price a buyer pays, with the regular price struck through when it is higher. */
export function GoodsPrice({
  price,
  originalPrice,
  currency,
  from = false,
  size = 'md',
}: {
  price: number;
  originalPrice: number;
  currency: string;
  from?: boolean;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const shown = format.money(price, currency);
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
