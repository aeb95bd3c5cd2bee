import { describe, expect, it } from 'vitest';
import { formatMoney, formatPrice, shownMoney } from './money.ts';

describe('formatPrice', () => {
  it('drops .00 and keeps real decimals', () => {
    expect(formatPrice(128_000)).toBe('1,280');
    expect(formatPrice(128_050)).toBe('1,280.50');
    expect(formatPrice(128_001)).toBe('1,280.01');
  });

  it('always shows two decimals when isFloat is on', () => {
    expect(formatPrice(128_000, { isFloat: true })).toBe('1,280.00');
    expect(formatPrice(128_050, { isFloat: true })).toBe('1,280.50');
  });

  it('groups thousands', () => {
    expect(formatPrice(123_456_789)).toBe('1,234,567.89');
    expect(formatPrice(99)).toBe('0.99');
    expect(formatPrice(0)).toBe('0');
  });

  it('uses the display language and the currency minor digits', () => {
    expect(formatPrice(128_050, { locale: 'zh-CN' })).toBe('1,280.50');
    expect(formatPrice(128_050, { locale: 'th-TH', currency: 'THB' })).toBe('1,280.50');
    expect(formatPrice(12_800, { currency: 'JPY' })).toBe('12,800');
    expect(formatPrice(12_800, { currency: 'JPY', isFloat: true })).toBe('12,800');
  });
});

describe('formatMoney', () => {
  it('shows the display-currency amount when the server sent one', () => {
    const money = { amount: 330_900, currency: 'CNY', exchange: { amount: 46_491, currency: 'USD' } };
    expect(formatMoney(money)).toEqual({ currency: 'USD', amount: '464.91' });
    expect(shownMoney(money)).toEqual({ amount: 46_491, currency: 'USD' });
  });

  it('applies the price rule to the hotel currency otherwise', () => {
    expect(formatMoney({ amount: 330_900, currency: 'CNY' })).toEqual({ currency: 'CNY', amount: '3,309' });
    expect(formatMoney({ amount: 330_900, currency: 'CNY' }, { isFloat: true })).toEqual({
      currency: 'CNY',
      amount: '3,309.00',
    });
    expect(formatMoney({ amount: 553_400, currency: 'THB' }, { locale: 'th-TH' })).toEqual({
      currency: 'THB',
      amount: '5,534',
    });
    expect(formatMoney({ amount: 68_000, currency: 'JPY' }, { locale: 'ja', isFloat: true })).toEqual({
      currency: 'JPY',
      amount: '68,000',
    });
  });
});
