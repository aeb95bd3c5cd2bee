import { type AmountFormat, currencyDigits as contractCurrencyDigits, formatAmount } from '@hotel/contract/money';

export type PriceFormat = AmountFormat;

/** Digits of a currency: the contract's rule (one money format for web, e-mails and payment page). */
export const currencyDigits = contractCurrencyDigits;

/**
 * Formats an amount in minor units (fen, cents) with thousands separators and two decimals; the
 * decimals are dropped when they are `.00`, unless `isFloat` is on. 128000 -> '1,280'; 128050 -> '1,280.50'.
 */
export function formatPrice(minorUnits: number, options: PriceFormat = {}): string {
  return formatAmount(minorUnits, options);
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
