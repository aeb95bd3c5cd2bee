import { ONE_DAY_MS } from '@hotel/contract/constants';
import type { GoodsKind, LimitPeriod, SaleState } from '@hotel/contract/schemas/mall';

/** The mall's calendar (limit days, weeks and months) follows the group's home time zone. */
export const MALL_TIME_ZONE = 'Asia/Shanghai';
/** How long a paid order may be cancelled with a refund (refundable goods, nothing redeemed). */
export const REFUND_WINDOW_DAYS = 7;

export interface SaleWindow {
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
}
export interface FlashWindow {
  flashDiscountPercent: number | null;
  flashStartsAt: Date | null;
  flashEndsAt: Date | null;
}

export function saleStateOf(goods: SaleWindow, now: Date): SaleState {
  if (goods.saleStartsAt && goods.saleStartsAt > now) return 'upcoming';
  if (goods.saleEndsAt && goods.saleEndsAt <= now) return 'ended';
  return 'onSale';
}

/** A flash sale is announced until it ends; it runs between its start (inclusive) and end (exclusive). */
export function flashStateOf(goods: FlashWindow, now: Date): 'none' | 'announced' | 'active' {
  if (!goods.flashDiscountPercent || !goods.flashStartsAt || !goods.flashEndsAt) return 'none';
  if (goods.flashEndsAt <= now) return 'none';
  return goods.flashStartsAt <= now ? 'active' : 'announced';
}

/** The flash price of a regular price: the percent off, rounded in the buyer's favour never below half. */
export function flashPrice(price: number, percent: number): number {
  return price - Math.floor((price * percent) / 100);
}

/** What a buyer pays for one unit now. */
export function unitPriceOf(price: number, goods: FlashWindow, now: Date): { price: number; flash: boolean } {
  if (flashStateOf(goods, now) !== 'active') return { price, flash: false };
  return { price: flashPrice(price, goods.flashDiscountPercent!), flash: true };
}

/** The price a member of `tier` pays before any flash sale: the tier's own price when the SKU has one. */
export function tierPriceOf(
  sku: { price: number; tierPrices: readonly { tier: number; price: number }[] },
  tier: number | null,
): { price: number; tier: number | null } {
  const own = tier === null ? undefined : sku.tierPrices.find((entry) => entry.tier === tier);
  return own ? { price: own.price, tier } : { price: sku.price, tier: null };
}

/** Goods that are redeemed by code rather than shipped. */
export const isRedeemable = (kind: string): boolean => kind === 'voucher' || kind === 'giftCard';
export const needsAddress = (kinds: readonly (GoodsKind | string)[]): boolean => kinds.some((k) => k === 'physical');

function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/** Where a limit's window starts (local midnight of the day, Monday of the week, first of the month); null for lifetime. */
export function periodStart(period: LimitPeriod, now: Date, timeZone = MALL_TIME_ZONE): Date | null {
  if (period === 'lifetime') return null;
  const offset = zoneOffsetMs(now, timeZone);
  const local = new Date(now.getTime() + offset);
  let day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  if (period === 'week') day -= ((local.getUTCDay() + 6) % 7) * ONE_DAY_MS;
  if (period === 'month') day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  return new Date(day - offset);
}

/** Spreads a discount over lines in proportion to their amounts (the remainder on the last line). */
export function shareOf(amounts: readonly number[], total: number, part: number): number[] {
  if (total <= 0) return amounts.map(() => 0);
  const shares = amounts.map((amount) => Math.floor((amount * part) / total));
  const rest = part - shares.reduce((sum, share) => sum + share, 0);
  if (shares.length) shares[shares.length - 1]! += rest;
  return shares;
}
