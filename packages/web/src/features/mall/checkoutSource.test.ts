import { describe, expect, it } from 'vitest';
import { checkoutQuery, readCheckoutSource } from './checkoutSource.ts';

const read = (query: string) => readCheckoutSource(new URLSearchParams(query));

describe('checkout source', () => {
  it('round-trips cart lines and a buy-now item through the address', () => {
    const lines = { cartLineIds: ['L1', 'L2'] };
    expect(read(new URLSearchParams(checkoutQuery(lines)).toString())).toEqual(lines);
    const item = { items: [{ skuCode: 'PILLOW-KING', quantity: 2 }] };
    expect(read(new URLSearchParams(checkoutQuery(item)).toString())).toEqual(item);
  });

  it('buys one of a specification when no quantity is given', () => {
    expect(read('buy=SKU1')).toEqual({ items: [{ skuCode: 'SKU1', quantity: 1 }] });
  });

  it('refuses an empty or malformed address', () => {
    expect(read('')).toBeNull();
    expect(read('lines=')).toBeNull();
    expect(read('buy=SKU1&qty=0')).toBeNull();
    expect(read('buy=SKU1&qty=1.5')).toBeNull();
    expect(read('buy=a%20b')).toBeNull();
    expect(read('lines=ok,<x>')).toBeNull();
  });
});
