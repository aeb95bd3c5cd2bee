import { pagePaths } from '@hotel/contract/routes';
import type { GoodsOrderSummary } from '@hotel/contract/schemas/mall';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Picture } from '../../ui/Picture.tsx';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { withPoints } from './GoodsPrice.tsx';

/** The goods of an order with quantity, price and amount. */
export function GoodsOrderLines({ order }: { order: Pick<GoodsOrderSummary, 'lines' | 'currency'> }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  return (
    <ul className="flex flex-col gap-2">
      {order.lines.map((line) => (
        <li key={line.lineId} className="flex items-start gap-3" data-testid="order-line">
          <Picture src={line.picture?.url} alt="" width={56} height={56} className="size-14 rounded-md" />
          <div className="min-w-0 flex-1 text-sm">
            <LocaleLink to={pagePaths.mallProduct(line.goodsCode)} className="font-semibold hover:underline">
              {line.name}
            </LocaleLink>
            {line.specText ? <p className="text-muted">{line.specText}</p> : null}
            <p className="text-muted">
              {t('mall.checkout.lineQuantity', {
                count: line.quantity,
                price: withPoints(
                  format.money(line.unitPrice, order.currency),
                  line.unitPrice,
                  line.unitPoints,
                  t,
                  format.number,
                ),
              })}
            </p>
          </div>
          <p className="text-sm font-semibold">
            {withPoints(format.money(line.amount, order.currency), line.amount, line.points, t, format.number)}
          </p>
        </li>
      ))}
    </ul>
  );
}
