import type { Money } from '@hotel/contract/schemas/common';
import { formatMoney } from '../../lib/format/money.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSiteConfig } from '../site/siteConfigApi.ts';
import { useIncludesCharges } from './usePriceBasis.ts';

/**
 * "From CNY 1,280" (or "From CNY 1,280 / night"): a lowest price in the display language and currency,
 * decimals per SiteConfig.isFloat.
 */
export function PriceFrom({
  price,
  withCharges,
  perNight = false,
}: {
  price: Money;
  /** The same with the hotel's service charge and taxes, shown instead on sites that include them. */
  withCharges?: Money | null;
  perNight?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isFloat = useSiteConfig()?.isFloat ?? false;
  const includes = useIncludesCharges() && Boolean(withCharges);
  const { currency, amount } = formatMoney(includes && withCharges ? withCharges : price, {
    isFloat,
    locale: language,
  });
  if (!perNight) return <p className="text-sm text-muted">{t('ui.price.from', { currency, amount })}</p>;
  return (
    <p className="flex flex-wrap items-baseline gap-x-1 text-sm text-muted" data-testid="price-from">
      <span>{t('ui.price.fromLabel')}</span>
      <span className="text-xl font-bold text-text">{t('ui.price.amount', { currency, amount })}</span>
      <span>{t('ui.price.perNight')}</span>
      <span className="basis-full text-xs" data-testid="price-basis">
        {includes ? t('ui.price.includesCharges') : t('ui.price.excludesCharges')}
      </span>
    </p>
  );
}
