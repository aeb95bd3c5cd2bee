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

/** Digits per currency: a formatter costs a tenth of a millisecond, and every price on a page asks. */
const digitsByCurrency = new Map<string, number>();

/** How many minor digits a currency has (CNY 2, JPY 0); 2 for a code Intl does not know. */
export function currencyDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsByCurrency.set(currency, digits);
  }
  return digits;
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

/**
 * Minor units of an amount a person typed in major units ("1280.5" CNY -> 128050; "1,280.50" -> 128050;
 * "500" JPY -> 500), read as text so no float ever rounds it. A comma only groups thousands; null when it
 * is not a plain positive decimal or has more decimals than the currency.
 */
export function minorUnitsOf(typed: string, currency: string): number | null {
  const match = /^(\d{1,3}(?:,\d{3})+|\d{1,12})(?:\.(\d+))?$/.exec(typed.trim());
  if (!match) return null;
  const digits = currencyDigits(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]!.replace(/,/g, '')) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}
