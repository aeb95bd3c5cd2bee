import { DEFAULT_CURRENCY } from '@hotel/contract/constants';

export interface PriceFormat {
  /** SiteConfig.isFloat: always show the decimals, even `.00`. */
  isFloat?: boolean;
  /** The display language (thousands and decimal separators). */
  locale?: string;
  /** Currency of the amount; decides how many minor digits it has (CNY 2, JPY 0). */
  currency?: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: true,
    });
    formatters.set(key, format);
  }
  return format;
}

export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * Formats an amount in minor units (fen, cents) with thousands separators and two decimals; the
 * decimals are dropped when they are `.00`, unless `isFloat` is on. 128000 -> '1,280'; 128050 -> '1,280.50'.
 */
export function formatPrice(minorUnits: number, options: PriceFormat = {}): string {
  const digits = currencyDigits(options.currency ?? DEFAULT_CURRENCY);
  const scale = 10 ** digits;
  const value = minorUnits / scale;
  const whole = Number.isInteger(minorUnits / scale);
  const shown = whole && !options.isFloat ? 0 : digits;
  return formatter(options.locale ?? 'en-US', shown).format(value);
}

/** A money value as the API sends it: minor units, currency, and maybe the same in the display currency. */
export interface MoneyLike {
  amount: number;
  currency: string;
  exchange?: { amount: number; currency: string };
}

/** The amount to show: the display-currency `exchange` when the server added one, else the amount itself. */
export function shownMoney(money: MoneyLike): { amount: number; currency: string } {
  return money.exchange ?? { amount: money.amount, currency: money.currency };
}

/** `{ currency, amount }` ready for a message: the shown money, formatted by the site's price rule. */
export function formatMoney(
  money: MoneyLike,
  options: Omit<PriceFormat, 'currency'> = {},
): { currency: string; amount: string } {
  const shown = shownMoney(money);
  return { currency: shown.currency, amount: formatPrice(shown.amount, { ...options, currency: shown.currency }) };
}
