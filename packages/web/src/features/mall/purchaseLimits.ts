import type { GoodsDetail, LimitRule, MemberAllowance, Sku } from '@hotel/contract/schemas/mall';

/** The most a quantity field offers (the contract's cart and checkout schemas stop at 999). */
export const MAX_QUANTITY = 999;

export interface QuantityBounds {
  min: number;
  /** 0 when nothing can be bought (sold out, unavailable). */
  max: number;
  /** What caps `max`: the stock, a purchase limit, or the field's own ceiling. */
  cappedBy: 'stock' | 'limit' | 'ceiling';
  /** The tightest purchase limit, shown to the buyer. */
  limit: LimitRule | null;
}

/** The tightest of the limits (any limit also caps one order: the server counts this order in every window). */
export function tightestLimit(limits: readonly LimitRule[]): LimitRule | null {
  return limits.reduce<LimitRule | null>((best, rule) => (!best || rule.quantity < best.quantity ? rule : best), null);
}

/**
 * What the buyer may choose for one specification: at least the minimum purchase, at most its stock
 * and the tightest limit. The server checks again in the checkout transaction (what this member
 * already bought in the window, and what everyone bought for an overall limit).
 */
export function quantityBounds(
  goods: Pick<GoodsDetail, 'minPurchase' | 'limits'>,
  sku: Pick<Sku, 'stock' | 'available'> | null,
  /** What the signed-in member may still buy (the server's count), when known. */
  left: MemberAllowance | null = null,
): QuantityBounds {
  const limit = tightestLimit(goods.limits);
  const min = Math.max(1, goods.minPurchase);
  const stock = sku?.available ? Math.max(0, sku.stock) : 0;
  const allowed = left ? left.remaining : (limit?.quantity ?? MAX_QUANTITY);
  let max = Math.min(MAX_QUANTITY, stock, allowed);
  const cappedBy = max === stock ? 'stock' : limit && max === allowed ? 'limit' : 'ceiling';
  if (max < min) max = 0;
  return { min, max, cappedBy, limit };
}

/** A typed quantity brought within the bounds (the minimum when unreadable); 0 when nothing can be bought. */
export function clampQuantity(value: number, bounds: Pick<QuantityBounds, 'min' | 'max'>): number {
  if (bounds.max === 0) return 0;
  if (!Number.isFinite(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(value)));
}

/** The specification matching the chosen value of every specification name, if all are chosen. */
export function skuFor(
  skus: readonly Sku[],
  chosen: Readonly<Record<string, string>>,
  names: readonly string[],
): Sku | null {
  if (names.some((name) => !chosen[name])) return null;
  return (
    skus.find((sku) =>
      names.every((name) => sku.specs.some((spec) => spec.spec === name && spec.value === chosen[name])),
    ) ?? null
  );
}

/** Whether some available specification has this value along with the other chosen values (to disable the rest). */
export function valueAvailable(
  skus: readonly Sku[],
  chosen: Readonly<Record<string, string>>,
  name: string,
  value: string,
): boolean {
  return skus.some(
    (sku) =>
      sku.available &&
      sku.stock > 0 &&
      sku.specs.some((spec) => spec.spec === name && spec.value === value) &&
      Object.entries(chosen).every(
        ([other, picked]) =>
          other === name || !picked || sku.specs.some((spec) => spec.spec === other && spec.value === picked),
      ),
  );
}
