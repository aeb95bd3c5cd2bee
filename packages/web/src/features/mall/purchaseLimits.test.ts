import type { Sku } from '@hotel/contract/schemas/mall';
import { describe, expect, it } from 'vitest';
import { clampQuantity, quantityBounds, skuFor, tightestLimit, valueAvailable } from './purchaseLimits.ts';

const sku = (skuCode: string, size: string, colour: string, stock = 10, available = true): Sku => ({
  skuCode,
  specs: [
    { spec: 'Size', value: size },
    { spec: 'Colour', value: colour },
  ],
  price: 100,
  originalPrice: 100,
  points: 0,
  tierPrices: [],
  flashPrice: null,
  stock,
  pictures: [],
  available,
});

describe('quantity bounds', () => {
  it('starts at the minimum purchase and stops at the stock', () => {
    expect(quantityBounds({ minPurchase: 2, limits: [] }, { stock: 7, available: true })).toMatchObject({
      min: 2,
      max: 7,
      cappedBy: 'stock',
    });
  });

  it('stops at the tightest purchase limit', () => {
    const limits = [
      { period: 'month', scope: 'person', quantity: 5 },
      { period: 'day', scope: 'person', quantity: 2 },
      { period: 'lifetime', scope: 'overall', quantity: 100 },
    ] as const;
    const bounds = quantityBounds({ minPurchase: 1, limits: [...limits] }, { stock: 50, available: true });
    expect(bounds).toMatchObject({ min: 1, max: 2, cappedBy: 'limit', limit: limits[1] });
    expect(tightestLimit([])).toBeNull();
  });

  it('offers nothing when sold out, unavailable, not chosen, or when the stock is under the minimum', () => {
    expect(quantityBounds({ minPurchase: 1, limits: [] }, { stock: 0, available: true }).max).toBe(0);
    expect(quantityBounds({ minPurchase: 1, limits: [] }, { stock: 5, available: false }).max).toBe(0);
    expect(quantityBounds({ minPurchase: 1, limits: [] }, null).max).toBe(0);
    expect(quantityBounds({ minPurchase: 3, limits: [] }, { stock: 2, available: true }).max).toBe(0);
  });

  it('stops at 999 without another cap', () => {
    expect(quantityBounds({ minPurchase: 1, limits: [] }, { stock: 5000, available: true })).toMatchObject({
      max: 999,
      cappedBy: 'ceiling',
    });
  });

  it('brings a typed quantity within the bounds', () => {
    const bounds = { min: 2, max: 5 };
    expect(clampQuantity(1, bounds)).toBe(2);
    expect(clampQuantity(9, bounds)).toBe(5);
    expect(clampQuantity(3.7, bounds)).toBe(3);
    expect(clampQuantity(Number.NaN, bounds)).toBe(2);
    expect(clampQuantity(3, { min: 1, max: 0 })).toBe(0);
  });
});

describe('specification choice', () => {
  const skus = [sku('S-RED', 'S', 'Red'), sku('S-BLUE', 'S', 'Blue', 0), sku('L-RED', 'L', 'Red', 3)];
  const names = ['Size', 'Colour'];

  it('finds the specification of the chosen values once every name is chosen', () => {
    expect(skuFor(skus, { Size: 'L', Colour: 'Red' }, names)?.skuCode).toBe('L-RED');
    expect(skuFor(skus, { Size: 'L' }, names)).toBeNull();
    expect(skuFor(skus, { Size: 'L', Colour: 'Blue' }, names)).toBeNull();
  });

  it('marks values that cannot be had with the other choices', () => {
    expect(valueAvailable(skus, { Size: 'S' }, 'Colour', 'Blue')).toBe(false);
    expect(valueAvailable(skus, { Size: 'S' }, 'Colour', 'Red')).toBe(true);
    expect(valueAvailable(skus, { Colour: 'Red' }, 'Size', 'L')).toBe(true);
    expect(valueAvailable(skus, {}, 'Colour', 'Blue')).toBe(false);
  });
});
