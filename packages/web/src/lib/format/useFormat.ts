import { useCallback, useMemo } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useTranslation } from '../i18n/useTranslation.ts';
import { type DayStyle, formatDate, formatInstant } from './dates.ts';
import { formatMoney, formatPrice, type MoneyLike } from './money.ts';

export interface FormatOptions {
  /** Always show the minor digits (`.00`); the guest site follows SiteConfig.isFloat, the back office always does. */
  isFloat: boolean;
}

/**
 * Money ("CNY 1,280"), dates, instants, counts and shares in the display language: the one set of
 * formatters of the guest site, the member pages, the mall and the back office.
 */
export function useFormat({ isFloat }: FormatOptions) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useCallback(
    (amount: number, currency: string) =>
      t('ui.price.amount', { currency, amount: formatPrice(amount, { isFloat, locale: language, currency }) }),
    [t, isFloat, language],
  );
  /** Money as the API sends it: in the display currency when the server added one. */
  const price = useCallback(
    (value: MoneyLike) => t('ui.price.amount', formatMoney(value, { isFloat, locale: language })),
    [t, isFloat, language],
  );
  return useMemo(
    () => ({
      language,
      money,
      price,
      date: (value: string | null | undefined, style?: DayStyle) => formatDate(value, language, style),
      instant: (value: string | null | undefined, timeZone?: string) => formatInstant(value, language, timeZone),
      number: (value: number, digits = 0) =>
        new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value),
      percent: (share: number) =>
        new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(share),
    }),
    [language, money, price],
  );
}

export type Format = ReturnType<typeof useFormat>;
