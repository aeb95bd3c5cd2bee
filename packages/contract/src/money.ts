import { DEFAULT_CURRENCY } from './constants.ts';

/**
 * The one money format of the site (spec section 3: two decimals with thousands separators, the
 * decimals dropped when they are .00 unless the site's float flag is on), for the web pages, the
 * e-mails and the payment page alike: the currency's code, then the amount ("CNY 1,747.50"), never a
 * symbol in one place and a code in another. Amounts are minor units (fen, cents).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: true,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** How many minor digits a currency has (CNY 2, JPY 0); 2 for a code Intl does not know. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export interface AmountFormat {
  /** SiteConfig.isFloat: always show the decimals, even `.00`. */
  isFloat?: boolean;
  /** The display language (thousands and decimal separators). */
  locale?: string;
  /** Currency of the amount; decides how many minor digits it has. */
  currency?: string;
}

/** The number part: 128000 -> '1,280'; 128050 -> '1,280.50'. */
export function formatAmount(minorUnits: number, options: AmountFormat = {}): string {
  const digits = currencyDigits(options.currency ?? DEFAULT_CURRENCY);
  const scale = 10 ** digits;
  const whole = Number.isInteger(minorUnits / scale);
  return numberFormat(options.locale ?? 'en-US', whole && !options.isFloat ? 0 : digits).format(minorUnits / scale);
}

/** The whole figure, "CNY 1,280" (every language writes it this way; `ui.price.amount` says the same). */
export function formatMoneyText(minorUnits: number, currency: string, locale: string, isFloat = false): string {
  return `${currency} ${formatAmount(minorUnits, { currency, locale, isFloat })}`;
}

/** Minor units of an amount a person typed in major units ("12.5" CNY -> 1250), or null when it is not one. */
export function minorUnitsOf(typed: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const pattern = digits > 0 ? new RegExp(`^\\d{1,9}(\\.\\d{1,${digits}})?$`) : /^\d{1,12}$/;
  const text = typed.trim().replace(/,/g, '');
  if (!pattern.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}
