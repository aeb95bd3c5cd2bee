import { describe, expect, it } from 'vitest';
import { skuDraftOf, skuSaveOf } from './goodsDraft.ts';

const towel = {
  skuCode: 'TOWEL-SET',
  specs: [],
  price: 32_900,
  originalPrice: 32_900,
  flashPrice: null,
  points: 0,
  tierPrices: [
    { tier: 3, price: 29_900 },
    { tier: 4, price: 26_950 },
  ],
  stock: 20,
  pictures: [],
  isActive: true,
} as unknown as Parameters<typeof skuDraftOf>[0];

describe('a SKU as staff edit it', () => {
  it('shows tier prices in major units by tier and sends them back in minor units', () => {
    const draft = skuDraftOf(towel, 'CNY');
    expect(draft.tierPrices).toEqual(['', '', '299', '269.5']);
    const sent = skuSaveOf({ ...draft, points: '600', tierPrices: ['', '310', '299', ''] }, 'CNY');
    expect(sent.points).toBe(600);
    expect(sent.tierPrices).toEqual([
      { tier: 2, price: 31_000 },
      { tier: 3, price: 29_900 },
    ]);
  });

  it('sends an amount with too many decimals as invalid rather than rounding it', () => {
    const draft = skuDraftOf(towel, 'CNY');
    const sent = skuSaveOf({ ...draft, tierPrices: ['', '', '299.999', ''] }, 'CNY');
    expect((sent.tierPrices as { price: number }[])[0]?.price).toBeNaN();
  });
});
