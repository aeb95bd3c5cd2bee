import { currencyDigits } from './money.ts';

/** Digits after the decimal point of a currency (ISO 4217): 2 for CNY, 0 for JPY. */
export const minorUnitDigits = currencyDigits;

/** Converts minor units between currencies by rates quoted against one base, rounding half up. */
export function convertMinor(amount: number, fromRateMicros: number, toRateMicros: number, from: string, to: string) {
  const numerator = BigInt(amount) * BigInt(toRateMicros) * 10n ** BigInt(minorUnitDigits(to));
  const denominator = BigInt(fromRateMicros) * 10n ** BigInt(minorUnitDigits(from));
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}
