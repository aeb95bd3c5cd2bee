import { useCallback, useMemo } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { formatPrice } from '../pricing/formatPrice.ts';
import { useSiteConfig } from '../site/siteConfigApi.ts';

/** A stay date `yyyy-MM-dd` in the display language (read as a calendar date, no time-zone shift). */
export function formatStayDate(date: string, language: string, style: 'medium' | 'full' = 'medium'): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) return date;
  const options: Intl.DateTimeFormatOptions =
    style === 'full'
      ? { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }
      : { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(language, options).format(time);
}

/** An instant (ISO) in the display language, in the given time zone (the hotel's), with its zone name. */
export function formatInstant(instant: string, language: string, timeZone?: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return instant;
  try {
    return new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(timeZone ? { timeZone } : {}),
    }).format(time);
  } catch {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
  }
}

/** Formatters of money ("CNY 1,280", decimals per the site's isFloat) and dates in the display language. */
export function useFormat() {
  const { t } = useTranslation();
  const language = useLanguage();
  const isFloat = useSiteConfig()?.isFloat ?? false;
  const money = useCallback(
    (amount: number, currency: string) =>
      t('booking.price.amount', { currency, amount: formatPrice(amount, { isFloat, locale: language, currency }) }),
    [t, isFloat, language],
  );
  return useMemo(
    () => ({
      language,
      money,
      date: (date: string, style?: 'medium' | 'full') => formatStayDate(date, language, style),
      instant: (instant: string, timeZone?: string) => formatInstant(instant, language, timeZone),
    }),
    [language, money],
  );
}
