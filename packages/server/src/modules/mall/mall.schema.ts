import type { LimitRule } from '@hotel/contract/schemas/mall';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  historyColumns,
  instant,
  type LocalizedText,
  localized,
  money,
  pictures,
  type StoredPicture,
  serialId,
} from '../../db/columns.ts';
import { members } from '../member/member.schema.ts';

export interface StoredSpec {
  spec: LocalizedText;
  value: LocalizedText;
}
export interface StoredVoucherTerms {
  serviceName: LocalizedText;
  uses: number;
  validDays: number;
  hotelCodes: string[];
}
export interface StoredTierPrice {
  tier: number;
  price: number;
}
export interface StoredAddress {
  name: string;
  mobileCountryNumber: string;
  phone: string;
  region: string;
  detail: string;
  postalCode?: string;
}

export const mallCategories = pgTable('mall_categories', {
  categoryCode: text('category_code').primaryKey(),
  name: localized('name'),
  picture: jsonb('picture').$type<StoredPicture | null>(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * A product. Its specifications (SKUs) carry price and stock; the product carries the sale window,
 * the flash sale (a percent off every SKU between two instants), purchase limits and, for vouchers,
 * what they redeem. `sales` and the rating totals are kept beside the orders and reviews that change them.
 */
export const mallGoods = pgTable(
  'mall_goods',
  {
    goodsCode: text('goods_code').primaryKey(),
    categoryCode: text('category_code')
      .notNull()
      .references(() => mallCategories.categoryCode),
    /** physical, giftCard, voucher */
    kind: text('kind').notNull(),
    name: localized('name'),
    subtitle: localized('subtitle'),
    description: localized('description'),
    pictures: pictures('pictures'),
    currency: text('currency').notNull(),
    saleStartsAt: instant('sale_starts_at'),
    saleEndsAt: instant('sale_ends_at'),
    flashDiscountPercent: smallint('flash_discount_percent'),
    flashStartsAt: instant('flash_starts_at'),
    flashEndsAt: instant('flash_ends_at'),
    minPurchase: smallint('min_purchase').notNull().default(1),
    limits: jsonb('limits').$type<LimitRule[]>().notNull().default([]),
    voucher: jsonb('voucher').$type<StoredVoucherTerms | null>(),
    refundable: boolean('refundable').notNull().default(true),
    commissionRateBp: integer('commission_rate_bp').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    sales: integer('sales').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('mall_goods_category').on(table.categoryCode),
    check('mall_goods_kind', sql`${table.kind} in ('physical', 'giftCard', 'voucher')`),
    check(
      'mall_goods_flash',
      sql`${table.flashDiscountPercent} is null or ${table.flashDiscountPercent} between 1 and 50`,
    ),
    check('mall_goods_min_purchase', sql`${table.minPurchase} >= 1`),
    check('mall_goods_commission', sql`${table.commissionRateBp} between 0 and 5000`),
    check('mall_goods_sales', sql`${table.sales} >= 0`),
  ],
);

/** A specification of a product with its price and stock; the CHECK backs the conditional stock UPDATE. */
export const mallSkus = pgTable(
  'mall_skus',
  {
    skuCode: text('sku_code').primaryKey(),
    goodsCode: text('goods_code')
      .notNull()
      .references(() => mallGoods.goodsCode),
    specs: jsonb('specs').$type<StoredSpec[]>().notNull().default([]),
    price: money('price').notNull(),
    /** Points per unit besides the price: goods for points (price 0) or for points plus cash. */
    points: integer('points').notNull().default(0),
    /** A price per member tier (1 Classic to 4 Platinum) in place of `price` for members of that tier. */
    tierPrices: jsonb('tier_prices').$type<StoredTierPrice[]>().notNull().default([]),
    stock: integer('stock').notNull(),
    pictures: pictures('pictures'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    index('mall_skus_goods').on(table.goodsCode),
    check('mall_skus_stock_never_negative', sql`${table.stock} >= 0`),
    check('mall_skus_price', sql`${table.price} >= 0`),
    check('mall_skus_points', sql`${table.points} >= 0`),
  ],
);

export const mallCartLines = pgTable(
  'mall_cart_lines',
  {
    lineId: text('line_id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.memberId),
    skuCode: text('sku_code')
      .notNull()
      .references(() => mallSkus.skuCode),
    quantity: integer('quantity').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('mall_cart_lines_member_sku').on(table.memberId, table.skuCode),
    check('mall_cart_lines_quantity', sql`${table.quantity} between 1 and 999`),
  ],
);

/** A goods order (spec section 4 statuses 0, 1, 2, 3, 4, 21, 31-35). */
export const goodsOrders = pgTable(
  'goods_orders',
  {
    orderId: text('order_id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.memberId),
    siteCode: text('site_code').notNull(),
    language: text('language').notNull(),
    status: smallint('status').notNull(),
    currency: text('currency').notNull(),
    goodsAmount: money('goods_amount').notNull(),
    couponDiscount: money('coupon_discount').notNull().default(0),
    pointDiscount: money('point_discount').notNull().default(0),
    payAmount: money('pay_amount').notNull(),
    pointsUsed: integer('points_used').notNull().default(0),
    /** Points the goods themselves cost (goods for points), taken with `pointsUsed` in the order's transaction. */
    goodsPoints: integer('goods_points').notNull().default(0),
    couponCode: text('coupon_code'),
    address: jsonb('address').$type<StoredAddress | null>(),
    remark: text('remark').notNull().default(''),
    referrerMemberId: text('referrer_member_id'),
    /** Every line may be refunded (each product refundable). */
    refundable: boolean('refundable').notNull(),
    paymentChannel: smallint('payment_channel'),
    paymentDeadline: instant('payment_deadline'),
    /** Until when a paid order may still be cancelled with a refund. */
    refundableUntil: instant('refundable_until'),
    idempotencyKey: text('idempotency_key'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    paidAt: instant('paid_at'),
    cancelledAt: instant('cancelled_at'),
    /** Physical goods on their way: when staff shipped them, with the carrier and its tracking number. */
    shippedAt: instant('shipped_at'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** When the buyer received the goods (confirmed, or by the job some days after shipping). */
    receivedAt: instant('received_at'),
  },
  (table) => [
    uniqueIndex('goods_orders_idempotency_key').on(table.idempotencyKey),
    index('goods_orders_member').on(table.memberId, table.createdAt),
    index('goods_orders_status_deadline').on(table.status, table.paymentDeadline),
    check('goods_orders_status', sql`${table.status} in (0, 1, 2, 3, 4, 21, 31, 32, 33, 34, 35)`),
    check(
      'goods_orders_amounts',
      sql`${table.goodsAmount} >= 0 and ${table.payAmount} >= 0 and ${table.couponDiscount} >= 0 and ${table.pointDiscount} >= 0`,
    ),
  ],
);

export const goodsOrderLines = pgTable(
  'goods_order_lines',
  {
    lineId: text('line_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => goodsOrders.orderId),
    goodsCode: text('goods_code')
      .notNull()
      .references(() => mallGoods.goodsCode),
    skuCode: text('sku_code')
      .notNull()
      .references(() => mallSkus.skuCode),
    kind: text('kind').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    amount: money('amount').notNull(),
    unitPoints: integer('unit_points').notNull().default(0),
    points: integer('points').notNull().default(0),
    flashSale: boolean('flash_sale').notNull().default(false),
  },
  (table) => [
    index('goods_order_lines_order').on(table.orderId),
    index('goods_order_lines_goods').on(table.goodsCode),
    check('goods_order_lines_quantity', sql`${table.quantity} >= 1`),
  ],
);

export const goodsOrderHistory = pgTable(
  'goods_order_history',
  {
    id: serialId(),
    orderId: text('order_id')
      .notNull()
      .references(() => goodsOrders.orderId),
    ...historyColumns(),
  },
  (table) => [index('goods_order_history_order').on(table.orderId)],
);

/** A code a voucher or gift card order gives, redeemed at the hotel `uses_total` times. */
export const redemptionCodes = pgTable(
  'mall_redemption_codes',
  {
    code: text('code').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => goodsOrders.orderId),
    lineId: text('line_id')
      .notNull()
      .references(() => goodsOrderLines.lineId),
    goodsCode: text('goods_code').notNull(),
    usesTotal: integer('uses_total').notNull(),
    usesUsed: integer('uses_used').notNull().default(0),
    /** unused, partiallyUsed, used, void */
    status: text('status').notNull().default('unused'),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('mall_redemption_codes_order').on(table.orderId),
    check('mall_redemption_codes_uses', sql`${table.usesUsed} between 0 and ${table.usesTotal}`),
  ],
);

export const redemptionUses = pgTable('mall_redemption_uses', {
  id: serialId(),
  code: text('code')
    .notNull()
    .references(() => redemptionCodes.code),
  uses: integer('uses').notNull(),
  actor: text('actor').notNull(),
  at: instant('at').notNull().defaultNow(),
});

/** A picture a member uploaded (checked by content), later attached to a review or used as avatar. */
export const mallUploads = pgTable(
  'mall_uploads',
  {
    pictureId: text('picture_id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.memberId),
    purpose: text('purpose').notNull(),
    path: text('path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    reviewId: text('review_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('mall_uploads_member').on(table.memberId)],
);

export const mallReviews = pgTable(
  'mall_reviews',
  {
    reviewId: text('review_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => goodsOrders.orderId),
    goodsCode: text('goods_code')
      .notNull()
      .references(() => mallGoods.goodsCode),
    skuCode: text('sku_code').notNull(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.memberId),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    pictures: pictures('pictures'),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('mall_reviews_one_per_order_goods').on(table.orderId, table.goodsCode),
    index('mall_reviews_goods').on(table.goodsCode, table.createdAt),
    check('mall_reviews_rating', sql`${table.rating} between 1 and 5`),
  ],
);

/** A member's mall profile: referral code and avatar. */
export const mallMemberProfiles = pgTable(
  'mall_member_profiles',
  {
    memberId: text('member_id')
      .primaryKey()
      .references(() => members.memberId),
    referralCode: text('referral_code').notNull(),
    avatarPath: text('avatar_path'),
  },
  (table) => [uniqueIndex('mall_member_profiles_referral').on(table.referralCode)],
);

export const mallShareLinks = pgTable(
  'mall_share_links',
  {
    linkId: text('link_id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.memberId),
    goodsCode: text('goods_code')
      .notNull()
      .references(() => mallGoods.goodsCode),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('mall_share_links_member_goods').on(table.memberId, table.goodsCode)],
);

/** A referral commission of one order: pending until the order can no longer be refunded, then payable. */
export const mallCommissions = pgTable(
  'mall_commissions',
  {
    commissionId: text('commission_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => goodsOrders.orderId),
    referrerMemberId: text('referrer_member_id')
      .notNull()
      .references(() => members.memberId),
    baseAmount: money('base_amount').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** pending, payable, cancelled */
    status: text('status').notNull().default('pending'),
    payableAt: instant('payable_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('mall_commissions_order').on(table.orderId),
    index('mall_commissions_referrer').on(table.referrerMemberId),
    check('mall_commissions_status', sql`${table.status} in ('pending', 'payable', 'cancelled')`),
    check('mall_commissions_amount', sql`${table.amount} >= 0`),
  ],
);

/**
 * A buyer's request to return received goods for a refund, decided by staff: approved (the order is
 * refunded through the payments pipeline) or rejected with a note. One open request per order.
 */
export const mallReturnRequests = pgTable(
  'mall_return_requests',
  {
    requestId: text('request_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => goodsOrders.orderId),
    memberId: text('member_id')
      .notNull()
      .references(() => members.memberId),
    reason: text('reason').notNull(),
    /** requested, approved, rejected */
    status: text('status').notNull().default('requested'),
    staffNote: text('staff_note').notNull().default(''),
    decidedBy: text('decided_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
    decidedAt: instant('decided_at'),
  },
  (table) => [
    index('mall_return_requests_order').on(table.orderId),
    uniqueIndex('mall_return_requests_open').on(table.orderId).where(sql`${table.status} = 'requested'`),
    check('mall_return_requests_status', sql`${table.status} in ('requested', 'approved', 'rejected')`),
  ],
);

/** A member's saved delivery addresses (the address book); one may be the default. */
export const mallAddresses = pgTable(
  'mall_addresses',
  {
    addressId: text('address_id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.memberId),
    name: text('name').notNull(),
    mobileCountryNumber: text('mobile_country_number').notNull(),
    phone: text('phone').notNull(),
    region: text('region').notNull(),
    detail: text('detail').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('mall_addresses_member').on(table.memberId),
    uniqueIndex('mall_addresses_one_default').on(table.memberId).where(sql`${table.isDefault}`),
  ],
);

/**
 * A distributor's request to withdraw payable commission, decided by staff. The commission ledger moves
 * only on approval (approved withdrawals are subtracted from what is payable); an open request holds its
 * amount so that requests together never exceed what is payable.
 */
export const mallWithdrawals = pgTable(
  'mall_withdrawals',
  {
    withdrawalId: text('withdrawal_id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.memberId),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** requested, approved, rejected */
    status: text('status').notNull().default('requested'),
    staffNote: text('staff_note').notNull().default(''),
    decidedBy: text('decided_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
    decidedAt: instant('decided_at'),
  },
  (table) => [
    index('mall_withdrawals_member').on(table.memberId, table.createdAt),
    index('mall_withdrawals_status').on(table.status, table.createdAt),
    check('mall_withdrawals_status', sql`${table.status} in ('requested', 'approved', 'rejected')`),
    check('mall_withdrawals_amount', sql`${table.amount} > 0`),
  ],
);
