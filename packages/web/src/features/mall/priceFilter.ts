import { currencyDigits } from '../../lib/format/money.ts';

/** A whole-unit price from the address (`min=300`) in minor units for the API, or undefined when empty or unreadable. */
export function toMinorUnits(value: string | null, currency: string): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return undefined;
  return Number(value.trim()) * 10 ** currencyDigits(currency);
}
