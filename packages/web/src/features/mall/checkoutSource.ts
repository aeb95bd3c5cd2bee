/**
 * What the checkout page buys, carried in its address: chosen cart lines (`lines=a,b`) or one
 * buy-now specification (`buy=SKU` with `qty=2`). Exactly one of them.
 */
export type CheckoutSource = { cartLineIds: string[] } | { items: { skuCode: string; quantity: number }[] };

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

export function checkoutQuery(source: CheckoutSource): Record<string, string> {
  if ('cartLineIds' in source) return { lines: source.cartLineIds.join(',') };
  const [item] = source.items;
  return item ? { buy: item.skuCode, qty: String(item.quantity) } : {};
}

/** The checkout source in an address, or null when it names nothing (or something malformed). */
export function readCheckoutSource(params: URLSearchParams): CheckoutSource | null {
  const buy = params.get('buy');
  if (buy) {
    const quantity = Number(params.get('qty') ?? '1');
    if (!CODE.test(buy) || !Number.isInteger(quantity) || quantity < 1 || quantity > 999) return null;
    return { items: [{ skuCode: buy, quantity }] };
  }
  const lines = (params.get('lines') ?? '').split(',').filter(Boolean);
  if (lines.length === 0 || lines.length > 50 || !lines.every((line) => CODE.test(line))) return null;
  return { cartLineIds: lines };
}
