import { useMemo } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { currencyDigits, formatPrice } from '../pricing/formatPrice.ts';
import { useSiteConfig } from '../site/siteConfigApi.ts';

/** Money, dates and instants in the display language, for the member screens. */
export function useMemberFormat() {
  const language = useLanguage();
  const isFloat = useSiteConfig()?.isFloat ?? false;
  return useMemo(() => {
    const money = (amount: number, currency: string) => {
      const digits = currencyDigits(currency);
      try {
        return new Intl.NumberFormat(language, {
          style: 'currency',
          currency,
          minimumFractionDigits: isFloat || amount % 10 ** digits !== 0 ? digits : 0,
          maximumFractionDigits: digits,
        }).format(amount / 10 ** digits);
      } catch {
        return `${currency} ${formatPrice(amount, { isFloat, locale: language, currency })}`;
      }
    };
    const date = (value: string) => {
      const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
      if (Number.isNaN(time)) return value;
      return new Intl.DateTimeFormat(language, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        ...(value.length === 10 ? { timeZone: 'UTC' } : {}),
      }).format(time);
    };
    const instant = (value: string) => {
      const time = Date.parse(value);
      return Number.isNaN(time)
        ? value
        : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
    };
    const number = (value: number) => new Intl.NumberFormat(language).format(value);
    return { language, money, date, instant, number };
  }, [language, isFloat]);
}
