import { describe, expect, it } from 'vitest';
import { formatPrice } from './formatPrice.ts';

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
