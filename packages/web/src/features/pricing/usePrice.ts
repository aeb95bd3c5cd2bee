import { useCallback } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSiteConfig } from '../site/siteConfigApi.ts';
import { formatMoney, type MoneyLike } from './formatPrice.ts';

/** Formats money as "CNY 1,280" in the display language, following SiteConfig.isFloat and the display currency. */
export function usePrice(): (money: MoneyLike) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  const isFloat = useSiteConfig()?.isFloat ?? false;
  return useCallback(
    (money: MoneyLike) => t('ui.price.amount', formatMoney(money, { isFloat, locale: language })),
    [t, language, isFloat],
  );
}
