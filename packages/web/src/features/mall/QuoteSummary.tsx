import type { CheckoutQuote } from '@hotel/contract/schemas/mall';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Picture } from '../../ui/Picture.tsx';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { withPoints } from './GoodsPrice.tsx';

/** The server's quote: the lines, the goods amount, coupon and points deductions, what is paid. */
export function QuoteSummary({ quote }: { quote: CheckoutQuote }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const money = (amount: number) => format.money(amount, quote.currency);
  return (
    <div className="flex flex-col gap-3" data-testid="quote-summary">
      <ul className="flex flex-col gap-2">
        {quote.lines.map((line) => (
          <li key={line.skuCode} className="flex items-start gap-3" data-testid="quote-line">
            <Picture src={line.picture?.url} alt="" width={56} height={56} className="size-14 rounded-md" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold">{line.name}</p>
              {line.specText ? <p className="text-muted">{line.specText}</p> : null}
              <p className="text-muted">
                {t('mall.checkout.lineQuantity', {
                  count: line.quantity,
                  price: withPoints(money(line.unitPrice), line.unitPrice, line.unitPoints, t, format.number),
                })}
                {line.tierPrice !== null
                  ? ` · ${t('mall.tierPrice.yours', { tier: t(`enums.tier.${line.tierPrice}`) })}`
                  : ''}
                {line.flashSale ? ` · ${t('mall.flash.short')}` : ''}
              </p>
            </div>
            <p className="text-sm font-semibold">
              {withPoints(money(line.amount), line.amount, line.points, t, format.number)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-border pt-3 text-sm">
        <dt>{t('mall.checkout.goodsAmount')}</dt>
        <dd className="text-right">{money(quote.goodsAmount)}</dd>
        {quote.couponDiscount > 0 ? (
          <>
            <dt>{t('mall.checkout.couponDiscount')}</dt>
            <dd className="text-right text-success" data-testid="coupon-discount">
              −{money(quote.couponDiscount)}
            </dd>
          </>
        ) : null}
        {quote.pointDiscount > 0 ? (
          <>
            <dt>{t('mall.checkout.pointDiscount', { points: format.number(quote.pointsUsed) })}</dt>
            <dd className="text-right text-success" data-testid="point-discount">
              −{money(quote.pointDiscount)}
            </dd>
          </>
        ) : null}
        {quote.goodsPoints > 0 ? (
          <>
            <dt>{t('mall.checkout.goodsPoints')}</dt>
            <dd className="text-right font-semibold" data-testid="goods-points">
              {t('mall.points.only', { points: format.number(quote.goodsPoints) })}
            </dd>
            <dd className="col-span-2 text-xs text-muted" data-testid="points-balance">
              {t('mall.checkout.pointsBalance', { points: format.number(quote.pointsBalance) })}
            </dd>
          </>
        ) : null}
        <dt className="text-base font-semibold">{t('mall.checkout.payAmount')}</dt>
        <dd className="text-right text-lg font-semibold text-main" data-testid="pay-amount">
          {money(quote.payAmount)}
        </dd>
      </dl>
    </div>
  );
}
