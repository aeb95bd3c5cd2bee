import { describe, expect, it } from 'vitest';
import { toMinorUnits } from './priceFilter.ts';

describe('price filter', () => {
  it('turns whole units into minor units of the currency', () => {
    expect(toMinorUnits('300', 'CNY')).toBe(30_000);
    expect(toMinorUnits(' 45 ', 'USD')).toBe(4_500);
    expect(toMinorUnits('1200', 'JPY')).toBe(1_200);
  });

  it('ignores an empty, negative, fractional or unreadable value', () => {
    expect(toMinorUnits(null, 'CNY')).toBeUndefined();
    expect(toMinorUnits('', 'CNY')).toBeUndefined();
    expect(toMinorUnits('-5', 'CNY')).toBeUndefined();
    expect(toMinorUnits('1.5', 'CNY')).toBeUndefined();
    expect(toMinorUnits('abc', 'CNY')).toBeUndefined();
  });
});
