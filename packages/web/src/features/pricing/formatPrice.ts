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
