import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { currencyDigits } from '../../pricing/formatPrice.ts';

/** Formatters in the active language: dates and times, counts, money in minor units. */
export function useAdminFormat() {
  const language = useLanguage();
  return {
    dateTime: (iso: string | null | undefined) =>
      iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '',
    date: (day: string | null | undefined) =>
      day
        ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
            new Date(`${day}T00:00:00Z`),
          )
        : '',
    shortDate: (day: string) =>
      new Intl.DateTimeFormat(language, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      ),
    number: (value: number, digits = 0) =>
      new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value),
    percent: (share: number) =>
      new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(share),
    money: (minor: number, currency: string) =>
      new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 10 ** currencyDigits(currency)),
  };
}
