import { describe, expect, it } from 'vitest';
import { flashPrice, flashStateOf, periodStart, saleStateOf, shareOf, unitPriceOf } from './pricing.ts';

describe('mall pricing', () => {
  const now = new Date('2026-11-21T04:00:00Z');
  it('takes the flash percent off and never more than half', () => {
    expect(flashPrice(19_900, 50)).toBe(9_950);
    expect(flashPrice(999, 30)).toBe(700);
  });
  it('charges the flash price only while the flash sale runs', () => {
    const flash = {
      flashDiscountPercent: 40,
      flashStartsAt: new Date('2026-11-21T00:00:00Z'),
      flashEndsAt: new Date('2026-11-22T00:00:00Z'),
    };
    expect(unitPriceOf(10_000, flash, now)).toEqual({ price: 6_000, flash: true });
    expect(flashStateOf(flash, new Date('2026-11-20T00:00:00Z'))).toBe('announced');
    expect(unitPriceOf(10_000, flash, new Date('2026-11-22T00:00:00Z'))).toEqual({ price: 10_000, flash: false });
  });
  it('knows the sale window', () => {
    expect(saleStateOf({ saleStartsAt: new Date('2026-11-22T00:00:00Z'), saleEndsAt: null }, now)).toBe('upcoming');
    expect(saleStateOf({ saleStartsAt: null, saleEndsAt: now }, now)).toBe('ended');
    expect(saleStateOf({ saleStartsAt: null, saleEndsAt: null }, now)).toBe('onSale');
  });
  it('starts limit windows at local midnight, Monday and the first of the month (Asia/Shanghai)', () => {
    // 2026-11-21 is a Saturday; 04:00Z is 12:00 in Shanghai.
    expect(periodStart('day', now)?.toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(periodStart('week', now)?.toISOString()).toBe('2026-11-15T16:00:00.000Z');
    expect(periodStart('month', now)?.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(periodStart('lifetime', now)).toBeNull();
  });
  it('spreads a discount over lines without losing a cent', () => {
    expect(shareOf([300, 700], 1000, 101)).toEqual([30, 71]);
  });
});
