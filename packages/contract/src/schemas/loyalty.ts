import { z } from 'zod';
import { type CouponType, Tier } from '../enums.ts';
import { V } from '../validation.ts';

/** Growth needed for each tier, 1 Classic to 4 Platinum (the first is always 0). A site setting. */
export type TierThresholds = readonly [0, number, number, number];
export const DEFAULT_TIER_THRESHOLDS: TierThresholds = [0, 1_000, 5_000, 20_000];
/** Percent off member-only rates by tier (tier benefit), 1 Classic to 4 Platinum. A site setting. */
export const DEFAULT_TIER_DISCOUNT_PERCENTS: readonly [number, number, number, number] = [0, 3, 5, 8];

const TIERS = [Tier.classic, Tier.silver, Tier.gold, Tier.platinum] as const;

/** The tier a growth value reaches: the highest whose threshold it meets. */
export function tierForGrowth(growth: number, thresholds: readonly number[] = DEFAULT_TIER_THRESHOLDS): Tier {
  let tier: Tier = Tier.classic;
  for (let index = 0; index < TIERS.length; index++) {
    if (growth >= (thresholds[index] ?? Number.POSITIVE_INFINITY)) tier = TIERS[index]!;
  }
  return tier;
}

/** The next tier and the growth still needed for it; null at the top. */
export function nextTier(
  growth: number,
  thresholds: readonly number[] = DEFAULT_TIER_THRESHOLDS,
): { tier: Tier; growthNeeded: number } | null {
  const current = tierForGrowth(growth, thresholds);
  if (current === Tier.platinum) return null;
  const next = (current + 1) as Tier;
  return { tier: next, growthNeeded: Math.max(0, (thresholds[next - 1] ?? 0) - growth) };
}

/** Tier discount percent of a tier, from the site's table. */
export function tierDiscountPercent(
  tier: number,
  percents: readonly number[] = DEFAULT_TIER_DISCOUNT_PERCENTS,
): number {
  return percents[tier - 1] ?? 0;
}

/** Coupon list filter: available (unused and valid), used, expired. */
export const COUPON_LIST_STATUSES = ['unused', 'used', 'expired'] as const;
export type CouponListStatus = (typeof COUPON_LIST_STATUSES)[number];

export const couponListQuerySchema = z.object({
  status: z.enum(COUPON_LIST_STATUSES, { error: V.invalid }).default('unused'),
});

export const couponDetailQuerySchema = z.object({
  couponId: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(64, { error: V.invalid }),
});

export const signInActivitySchema = z.object({
  activityCode: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(64, { error: V.invalid }),
});

/** Where a voucher code comes from: a member's wallet coupon or a gift voucher on paper. */
export const VOUCHER_SOURCES = ['welcome', 'activity', 'reward', 'gift'] as const;
export type VoucherSource = (typeof VOUCHER_SOURCES)[number];

/** A coupon as the member's lists and the booking form show it. Amounts are minor units of `currency`. */
export interface MemberCoupon {
  couponId: string;
  couponCode: string;
  source: string;
  templateCode: string;
  name: string;
  terms: string;
  couponType: CouponType;
  /** Cash coupons: the amount taken off. */
  amount: number;
  /** Discount coupons: percent off the room amount, capped by maxDiscount when set. */
  discountPercent: number;
  maxDiscount: number | null;
  minSpend: number;
  currency: string;
  hotelCodes: string[];
  validFrom: string;
  validTo: string;
  status: CouponListStatus;
  usedAt: string | null;
  transactionId: string | null;
}

/** A collection activity with what this member may still collect. */
export interface CouponActivity {
  activityCode: string;
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  perMemberLimit: number;
  /** Coupons this member collected in the activity. */
  collected: number;
  /** Coupons left for everyone, or null when unlimited. */
  remaining: number | null;
  coupon: Pick<
    MemberCoupon,
    | 'templateCode'
    | 'name'
    | 'terms'
    | 'couponType'
    | 'amount'
    | 'discountPercent'
    | 'maxDiscount'
    | 'minSpend'
    | 'currency'
  > & { validDays: number };
}

/** Points, growth and tier of a member (`GET /member/memberInfo/memberGetPoint`). */
export interface MemberPoints {
  points: number;
  growth: number;
  tier: number;
  nextTier: number | null;
  growthToNextTier: number;
  tierDiscountPercent: number;
  /** What one point is worth: `pointValue` minor units of `pointCurrency`. */
  pointValue: number;
  pointCurrency: string;
  totalSaved: number;
  savingsSince: string;
}

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/** One row of the points, growth or consumption history. */
export interface LedgerEntry {
  id: number;
  kind: string;
  delta: number;
  balance: number | null;
  /** Consumption history: the amount and its currency. */
  amount: number | null;
  currency: string | null;
  transactionId: string | null;
  hotelName: string | null;
  at: string;
}
