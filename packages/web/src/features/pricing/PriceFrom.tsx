import type { Money } from '@hotel/contract/schemas/common';
import { formatMoney } from '../../lib/format/money.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSiteConfig } from '../site/siteConfigApi.ts';

/**
 * "From CNY 1,280" (or "From CNY 1,280 / night"): a lowest price in the display language and currency,
 * decimals per SiteConfig.isFloat.
 */
export function PriceFrom({ price, perNight = false }: { price: Money; perNight?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isFloat = useSiteConfig()?.isFloat ?? false;
  const { currency, amount } = formatMoney(price, { isFloat, locale: language });
  if (!perNight) return <p className="text-sm text-muted">{t('ui.price.from', { currency, amount })}</p>;
  return (
    <p className="flex flex-wrap items-baseline gap-x-1 text-sm text-muted" data-testid="price-from">
      <span>{t('ui.price.fromLabel')}</span>
      <span className="text-xl font-bold text-text">{t('ui.price.amount', { currency, amount })}</span>
      <span>{t('ui.price.perNight')}</span>
    </p>
  );
}
