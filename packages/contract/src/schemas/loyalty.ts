import { z } from 'zod';
import { CouponType, Tier } from '../enums.ts';
import { localToday } from '../hotelCalendar.ts';
import { V } from '../validation.ts';
import { pagedSchema } from './common.ts';

/** Growth needed for each tier, 1 Classic to 4 Platinum (the first is always 0). A site setting. */
export type TierThresholds = readonly [0, number, number, number];
export const DEFAULT_TIER_THRESHOLDS: TierThresholds = [0, 1_000, 5_000, 20_000];
/**
 * Qualifying nights for each tier, 1 Classic to 4 Platinum (the first is always 0): nights stayed in one
 * calendar year. A site setting.
 */
export const DEFAULT_TIER_NIGHT_THRESHOLDS: TierThresholds = [0, 10, 25, 50];
/**
 * The programme's calendar: the qualifying year runs 1 January to 31 December in this zone (the group's
 * head office). A night counts in the year of its hotel date.
 */
export const PROGRAMME_TIME_ZONE = 'Asia/Shanghai';
/** Percent off member-only rates by tier (tier benefit), 1 Classic to 4 Platinum. A site setting. */
export const DEFAULT_TIER_DISCOUNT_PERCENTS: readonly [number, number, number, number] = [0, 3, 5, 8];

const TIERS = [Tier.classic, Tier.silver, Tier.gold, Tier.platinum] as const;

/** The tier a value reaches against a threshold table: the highest whose threshold it meets. */
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

/** What the tier rule reads: growth for good, and qualifying nights of this calendar year and the last. */
export interface TierInputs {
  growth: number;
  nightsThisYear: number;
  nightsLastYear: number;
  growthThresholds: readonly number[];
  nightThresholds: readonly number[];
}

/**
 * The tier rule, one for the whole programme: a member holds the highest tier that either their total
 * growth reaches (kept for good) or their qualifying nights reach, counting the nights stayed in the
 * current calendar year or in the last one (a tier reached by nights is kept through the following year).
 * The next tier is reached by the growth still needed OR by the nights still needed before 31 December.
 */
export function tierStanding(inputs: TierInputs): {
  tier: Tier;
  next: { tier: Tier; growthNeeded: number; nightsNeeded: number } | null;
} {
  const byGrowth = tierForGrowth(inputs.growth, inputs.growthThresholds);
  const byNights = tierForGrowth(Math.max(inputs.nightsThisYear, inputs.nightsLastYear), inputs.nightThresholds);
  const tier = Math.max(byGrowth, byNights) as Tier;
  if (tier === Tier.platinum) return { tier, next: null };
  const next = (tier + 1) as Tier;
  return {
    tier,
    next: {
      tier: next,
      growthNeeded: Math.max(0, (inputs.growthThresholds[next - 1] ?? 0) - inputs.growth),
      nightsNeeded: Math.max(0, (inputs.nightThresholds[next - 1] ?? 0) - inputs.nightsThisYear),
    },
  };
}

/** The qualifying year of an instant in the programme's calendar, with its first and last night's dates. */
export function qualifyingYear(now: Date): { year: number; firstNight: string; lastNight: string } {
  const year = Number(localToday(PROGRAMME_TIME_ZONE, now).slice(0, 4));
  return { year, firstNight: `${year}-01-01`, lastNight: `${year}-12-31` };
}

/** Tier discount percent of a tier, from the site's table. */
export function tierDiscountPercent(
  tier: number,
  percents: readonly number[] = DEFAULT_TIER_DISCOUNT_PERCENTS,
): number {
  return percents[tier - 1] ?? 0;
}

/** Points are valid this many months after the end of the month they were earned in. */
export const POINTS_VALID_MONTHS = 24;

/** The last instant points earned at `earnedAt` are valid: the end of the month, POINTS_VALID_MONTHS later (UTC). */
export function pointsExpiryOf(earnedAt: Date): Date {
  return new Date(Date.UTC(earnedAt.getUTCFullYear(), earnedAt.getUTCMonth() + POINTS_VALID_MONTHS + 1, 1) - 1);
}

/** A lot of points still held: how many are left of what was earned at once, and when they expire. */
export const pointLotSchema = z.object({
  points: z.number().int(),
  earnedAt: z.string(),
  expiresAt: z.string(),
});
export type PointLot = z.infer<typeof pointLotSchema>;
export const pointLotListSchema = z.array(pointLotSchema);

/**
 * The lots a points ledger still holds, oldest first: every credit is a lot, and every debit (a
 * redemption, a correction down, an expiry) takes from the oldest lots first. Lots expire in the order
 * they were earned, so an expiry takes exactly the lots that have run out.
 */
export function remainingLots(rows: readonly { delta: number; at: Date }[]): { points: number; earnedAt: Date }[] {
  const lots: { points: number; earnedAt: Date }[] = [];
  for (const row of rows) {
    if (row.delta > 0) {
      lots.push({ points: row.delta, earnedAt: row.at });
      continue;
    }
    let debit = -row.delta;
    while (debit > 0 && lots.length > 0) {
      const oldest = lots[0]!;
      const taken = Math.min(oldest.points, debit);
      oldest.points -= taken;
      debit -= taken;
      if (oldest.points === 0) lots.shift();
    }
  }
  return lots;
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
export const memberCouponSchema = z.object({
  couponId: z.string(),
  couponCode: z.string(),
  source: z.string(),
  templateCode: z.string(),
  name: z.string(),
  terms: z.string(),
  couponType: z.enum(CouponType),
  /** Cash coupons: the amount taken off. */
  amount: z.number().int(),
  /** Discount coupons: percent off the room amount, capped by maxDiscount when set. */
  discountPercent: z.number(),
  maxDiscount: z.number().int().nullable(),
  minSpend: z.number().int(),
  currency: z.string(),
  hotelCodes: z.array(z.string()),
  validFrom: z.string(),
  validTo: z.string(),
  status: z.enum(COUPON_LIST_STATUSES),
  usedAt: z.string().nullable(),
  transactionId: z.string().nullable(),
});
export type MemberCoupon = z.infer<typeof memberCouponSchema>;
export const memberCouponListSchema = z.array(memberCouponSchema);

/** A collection activity with what this member may still collect. */
export const couponActivitySchema = z.object({
  activityCode: z.string(),
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  perMemberLimit: z.number().int(),
  /** Coupons this member collected in the activity. */
  collected: z.number().int(),
  /** Coupons left for everyone, or null when unlimited. */
  remaining: z.number().int().nullable(),
  coupon: memberCouponSchema
    .pick({
      templateCode: true,
      name: true,
      terms: true,
      couponType: true,
      amount: true,
      discountPercent: true,
      maxDiscount: true,
      minSpend: true,
      currency: true,
    })
    .extend({ validDays: z.number().int() }),
});
export type CouponActivity = z.infer<typeof couponActivitySchema>;
export const couponActivityListSchema = z.array(couponActivitySchema);

/** Points, growth and tier of a member (`GET /member/memberInfo/memberGetPoint`). */
export const memberPointsSchema = z.object({
  points: z.number().int(),
  growth: z.number().int(),
  tier: z.number().int(),
  nextTier: z.number().int().nullable(),
  growthToNextTier: z.number().int(),
  tierDiscountPercent: z.number(),
  /** What one point is worth: `pointValue` minor units of `pointCurrency`. */
  pointValue: z.number().int(),
  pointCurrency: z.string(),
  totalSaved: z.number().int(),
  savingsSince: z.string(),
  /** Growth where the current tier starts and where the next one does (null at the top): the progress bar. */
  tierThreshold: z.number().int(),
  nextTierThreshold: z.number().int().nullable(),
  /** Nights of completed stays dated in the current qualifying year, and what the next tier asks (null at the top). */
  qualifyingNights: z.number().int(),
  nightsToNextTier: z.number().int(),
  nextTierNights: z.number().int().nullable(),
  /** The last night of the qualifying year, `yyyy-MM-dd` (31 December). */
  qualifyingPeriodEnd: z.string(),
});
export type MemberPoints = z.infer<typeof memberPointsSchema>;

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/** One row of the points, growth or consumption history. */
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  delta: z.number().int(),
  balance: z.number().int().nullable(),
  /** Consumption history: the amount and its currency. */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  transactionId: z.string().nullable(),
  hotelName: z.string().nullable(),
  /** Billing history: the points and growth the stay earned (null in the other histories). */
  pointsEarned: z.number().int().nullable(),
  growthEarned: z.number().int().nullable(),
  at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const ledgerPageSchema = pagedSchema(ledgerEntrySchema);
