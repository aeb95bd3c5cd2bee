import type { VoucherSegment } from '@hotel/contract/schemas/admin-promotions';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, localized, money } from '../../db/columns.ts';
import { hotels } from '../catalog/catalog.schema.ts';
import { members } from '../member/member.schema.ts';

/**
 * Promotion/corporate codes (discountType 1) unlock code-only rate plans; discount codes
 * (discountType 2) take a percentage off every night. A null hotel code applies group-wide.
 */
export const promotionCodes = pgTable(
  'promotion_codes',
  {
    code: text('code').primaryKey(),
    discountType: smallint('discount_type').notNull(),
    hotelCode: text('hotel_code').references(() => hotels.hotelCode),
    /** For promotion codes: the rate plan codes unlocked. */
    ratePlanCodes: text('rate_plan_codes').array().notNull().default(sql`'{}'::text[]`),
    discountPercent: smallint('discount_percent').notNull().default(0),
    /** Shown as `companyHint` for corporate codes. */
    companyName: localized('company_name'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    check('promotion_codes_type', sql`${table.discountType} in (1, 2)`),
    check('promotion_codes_percent', sql`${table.discountPercent} between 0 and 90`),
    check('promotion_codes_validity', sql`${table.validTo} >= ${table.validFrom}`),
  ],
);

/** What a coupon is: cash (amount off above a minimum spend) or discount (percent off the rooms). */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    templateCode: text('template_code').primaryKey(),
    name: localized('name'),
    terms: localized('terms'),
    couponType: smallint('coupon_type').notNull(),
    amount: money('amount').notNull().default(0),
    discountPercent: smallint('discount_percent').notNull().default(0),
    maxDiscount: money('max_discount'),
    minSpend: money('min_spend').notNull().default(0),
    currency: text('currency').notNull(),
    /** Hotels it may be used at; empty for all. */
    hotelCodes: text('hotel_codes').array().notNull().default(sql`'{}'::text[]`),
    validDays: integer('valid_days').notNull().default(30),
    /** Given to every new member. */
    isWelcome: boolean('is_welcome').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    check('coupon_templates_type', sql`${table.couponType} in (1, 2)`),
    check('coupon_templates_percent', sql`${table.discountPercent} between 0 and 90`),
    check('coupon_templates_amounts', sql`${table.amount} >= 0 and ${table.minSpend} >= 0`),
  ],
);

/**
 * One coupon (voucher) with its code. A member's coupon belongs to them; a gift voucher (member null)
 * can be used once by anyone with its code. An order claims it (`used`, with the order) in the booking
 * transaction; a cancelled or closed order gives it back.
 */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    couponId: text('coupon_id').primaryKey(),
    couponCode: text('coupon_code').notNull(),
    templateCode: text('template_code')
      .notNull()
      .references(() => couponTemplates.templateCode),
    memberId: text('member_id').references(() => members.memberId),
    /** welcome, activity, reward, gift */
    source: text('source').notNull(),
    activityCode: text('activity_code'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** unused or used */
    status: text('status').notNull().default('unused'),
    transactionId: text('transaction_id'),
    usedAt: instant('used_at'),
    issuedAt: instant('issued_at').notNull().defaultNow(),
    /** The issue to a segment that gave it (`voucher_issues.request_key`); one voucher per member and issue. */
    requestKey: text('request_key'),
  },
  (table) => [
    uniqueIndex('member_coupons_code').on(table.couponCode),
    uniqueIndex('member_coupons_request_member').on(table.requestKey, table.memberId),
    index('member_coupons_member').on(table.memberId, table.status),
    index('member_coupons_order').on(table.transactionId),
    check('member_coupons_status', sql`${table.status} in ('unused', 'used')`),
    check('member_coupons_validity', sql`${table.validTo} >= ${table.validFrom}`),
  ],
);

/** A coupon collection activity: members collect up to `per_member_limit`, everyone up to `total_quantity`. */
export const couponActivities = pgTable(
  'coupon_activities',
  {
    activityCode: text('activity_code').primaryKey(),
    name: localized('name'),
    description: localized('description'),
    templateCode: text('template_code')
      .notNull()
      .references(() => couponTemplates.templateCode),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    totalQuantity: integer('total_quantity'),
    issuedCount: integer('issued_count').notNull().default(0),
    perMemberLimit: integer('per_member_limit').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    check(
      'coupon_activities_quantity',
      sql`${table.issuedCount} >= 0 and (${table.totalQuantity} is null or ${table.issuedCount} <= ${table.totalQuantity})`,
    ),
    check('coupon_activities_limit', sql`${table.perMemberLimit} >= 1`),
  ],
);

/** How many coupons a member collected in an activity; the conditional upsert enforces the limit. */
export const couponActivityClaims = pgTable(
  'coupon_activity_claims',
  {
    activityCode: text('activity_code')
      .notNull()
      .references(() => couponActivities.activityCode),
    memberId: text('member_id')
      .notNull()
      .references(() => members.memberId),
    claimed: integer('claimed').notNull(),
  },
  (table) => [primaryKey({ columns: [table.activityCode, table.memberId] })],
);

/**
 * One issue of vouchers to a segment of members, by its idempotency key (`request_key`): the template,
 * the segment as asked, how many members received a voucher, who issued it. The same key again repeats
 * the answer and issues nothing.
 */
export const voucherIssues = pgTable('voucher_issues', {
  requestKey: text('request_key').primaryKey(),
  templateCode: text('template_code')
    .notNull()
    .references(() => couponTemplates.templateCode),
  segment: jsonb('segment').$type<VoucherSegment>().notNull(),
  validDays: integer('valid_days'),
  memberCount: integer('member_count').notNull(),
  staffId: text('staff_id').notNull(),
  issuedAt: instant('issued_at').notNull().defaultNow(),
});
