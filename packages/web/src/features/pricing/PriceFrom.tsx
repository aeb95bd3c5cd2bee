import type { Money } from '@hotel/contract/schemas/common';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useTranslation } from '../i18n/useTranslation.ts';
import { useSiteConfig } from '../site/siteConfigApi.ts';
import { formatPrice } from './formatPrice.ts';

/** "From CNY 1,280": a lowest price in the display language, decimals per SiteConfig.isFloat. */
export function PriceFrom({ price }: { price: Money }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isFloat = useSiteConfig()?.isFloat ?? false;
  const amount = formatPrice(price.amount, { isFloat, locale: language, currency: price.currency });
  return <p className="text-sm text-muted">{t('ui.price.from', { currency: price.currency, amount })}</p>;
}
