/**
 * The online mall: catalogue, cart, checkout, goods orders, reviews, distribution and the mall's back
 * office. Every request and response of `/api/v1/booking/.../mall/...`, `/pc/ORDER/shopmallorder...`
 * and `/api/v1/admin/mall/...`. Money is integer minor units with a currency; instants are ISO strings.
 */
import { z } from 'zod';
import { DEFAULT_AREA_CODE, FLASH_SALE_MAX_DISCOUNT_PERCENT, MALL_IMAGES_PER_UPLOAD } from '../constants.ts';
import {
  CART_LINE_PROBLEMS,
  COMMISSION_STATUSES,
  GOODS_FULFILMENT,
  GOODS_KINDS,
  GOODS_ORDER_STATUS_FILTER,
  GOODS_SORTS,
  LIMIT_PERIODS,
  LIMIT_SCOPES,
  REDEMPTION_STATUSES,
  RETURN_STATUSES,
  SALE_STATES,
  WITHDRAWAL_STATUSES,
} from '../mall.ts';
import { V } from '../validation.ts';
import { localizedTextSchema } from './admin.ts';
import { paymentRecordSchema } from './admin-reservations.ts';
import { areaCodeSchema, phoneNumberSchema } from './common.ts';

// The mall's constants live in the zod-free `mall.ts` (the mall's first screen builds no schema); here too.
export * from '../mall.ts';

// ---------------------------------------------------------------------------------------------------
// Shared pieces

const money = z.number().int();
const mallCode = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(48, { error: V.tooLong })
  .regex(/^[A-Za-z0-9_-]+$/, { error: V.invalid });
const id = z.string({ error: V.required }).trim().min(1, { error: V.required }).max(64, { error: V.invalid });
const pageFields = {
  page: z.coerce.number({ error: V.invalid }).int().min(1, { error: V.tooSmall }).max(10_000).default(1),
  size: z.coerce
    .number({ error: V.invalid })
    .int()
    .min(1, { error: V.tooSmall })
    .max(50, { error: V.tooBig })
    .default(10),
};
const quantity = z.coerce
  .number({ error: V.required })
  .int({ error: V.notInteger })
  .min(1, { error: V.tooSmall })
  .max(999, { error: V.tooBig });

export const mallPictureSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type MallPicture = z.infer<typeof mallPictureSchema>;

/**
 * Texts of goods in six languages (back office input): the one localized-text schema; names need the default
 * language, subtitles and descriptions may stay empty.
 */
export const mallNameSchema = localizedTextSchema(200);
const mallOptionalTextSchema = localizedTextSchema(4000, false);

export const mallPagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });

// ---------------------------------------------------------------------------------------------------
// Catalogue

export const mallCategorySchema = z.object({
  categoryCode: z.string(),
  name: z.string(),
  picture: mallPictureSchema.nullable(),
  goodsCount: z.number().int(),
});
export type MallCategory = z.infer<typeof mallCategorySchema>;
export const mallCategoryListSchema = z.array(mallCategorySchema);

/** `GET /{lang}/mall/goods`: search, filter, sort and page the catalogue. */
export const goodsSearchQuerySchema = z.object({
  keyword: z.string().trim().max(100, { error: V.tooLong }).optional(),
  categoryCode: mallCode.optional(),
  kind: z.enum(GOODS_KINDS, { error: V.invalid }).optional(),
  minPrice: z.coerce.number({ error: V.invalid }).int().min(0, { error: V.tooSmall }).optional(),
  maxPrice: z.coerce.number({ error: V.invalid }).int().min(0, { error: V.tooSmall }).optional(),
  /** Only goods with a flash sale running or announced. */
  flashSale: z.enum(['true', 'false'], { error: V.invalid }).optional(),
  /** Only goods with stock left. */
  inStock: z.enum(['true', 'false'], { error: V.invalid }).optional(),
  sort: z.enum(GOODS_SORTS, { error: V.invalid }).default('recommended'),
  ...pageFields,
});
export type GoodsSearchQuery = z.infer<typeof goodsSearchQuerySchema>;

/** A flash sale of a product: its price (at most 50% off) between two instants, for a countdown. */
export const flashSaleSchema = z.object({
  discountPercent: z.number().int().min(1).max(FLASH_SALE_MAX_DISCOUNT_PERCENT),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The sale is running now (else it is announced). */
  active: z.boolean(),
  /** Lowest flash price over the product's specifications. */
  price: money,
});
export type FlashSale = z.infer<typeof flashSaleSchema>;

export const ratingSummarySchema = z.object({ average: z.number(), count: z.number().int() });

export const goodsSummarySchema = z.object({
  goodsCode: z.string(),
  categoryCode: z.string(),
  kind: z.enum(GOODS_KINDS),
  name: z.string(),
  subtitle: z.string(),
  picture: mallPictureSchema.nullable(),
  /** The lowest price a buyer pays now (flash price while a flash sale runs). */
  price: money,
  /** The lowest regular price (struck through when it differs). */
  originalPrice: money,
  currency: z.string(),
  /** Points per unit of the lowest-priced specification besides its price (goods for points). */
  points: z.number().int(),
  saleStartsAt: z.string().nullable(),
  saleEndsAt: z.string().nullable(),
  saleState: z.enum(SALE_STATES),
  flashSale: flashSaleSchema.nullable(),
  soldOut: z.boolean(),
  sales: z.number().int(),
  rating: ratingSummarySchema,
});
export type GoodsSummary = z.infer<typeof goodsSummarySchema>;
export const goodsPageSchema = mallPagedSchema(goodsSummarySchema);
export type GoodsPage = z.infer<typeof goodsPageSchema>;

export const specValueSchema = z.object({ spec: z.string(), value: z.string() });

export const skuSchema = z.object({
  skuCode: z.string(),
  /** Translated specification name and value pairs, e.g. Size: King, Colour: Ivory. */
  specs: z.array(specValueSchema),
  /** What the buyer pays now. */
  price: money,
  /** The regular price. */
  originalPrice: money,
  /** The flash-sale price, or null when the product has no flash sale. */
  flashPrice: money.nullable(),
  /** Points per unit besides the price (goods for points: price 0; points plus cash: both). */
  points: z.number().int(),
  /** Prices by member tier (1 Classic to 4 Platinum), before any flash sale; a member of the tier pays it. */
  tierPrices: z.array(z.object({ tier: z.number().int(), price: money })),
  stock: z.number().int(),
  pictures: z.array(mallPictureSchema),
  available: z.boolean(),
});
export type Sku = z.infer<typeof skuSchema>;

export const limitRuleSchema = z.object({
  period: z.enum(LIMIT_PERIODS),
  scope: z.enum(LIMIT_SCOPES),
  quantity: z.number().int().min(1),
});
export type LimitRule = z.infer<typeof limitRuleSchema>;

/** Voucher goods: redeemable for a hotel service `uses` times (e.g. 2 breakfasts), partially usable. */
export const voucherTermsSchema = z.object({
  serviceName: z.string(),
  uses: z.number().int().min(1),
  validDays: z.number().int().min(1),
  hotelCodes: z.array(z.string()),
});

export const reviewSchema = z.object({
  reviewId: z.string(),
  goodsCode: z.string(),
  /** The reviewer's masked display name. */
  author: z.string(),
  avatarUrl: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  /** Sanitised by the server (a safe subset of HTML: no scripts, styles or event handlers). */
  content: z.string(),
  pictures: z.array(mallPictureSchema),
  specText: z.string(),
  createdAt: z.string(),
  hidden: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewPageSchema = mallPagedSchema(reviewSchema);

export const goodsDetailSchema = goodsSummarySchema.extend({
  /** Sanitised rich text. */
  description: z.string(),
  pictures: z.array(mallPictureSchema),
  /** The specification names and their values in display order, e.g. Size: [Standard, King]. */
  specs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  skus: z.array(skuSchema),
  minPurchase: z.number().int().min(1),
  limits: z.array(limitRuleSchema),
  voucher: voucherTermsSchema.nullable(),
  /** Whether a paid order may be cancelled with a refund (vouchers: while unused). */
  refundable: z.boolean(),
  /** Commission paid to a referring member, in basis points of the paid amount. */
  commissionRateBp: z.number().int(),
  needsAddress: z.boolean(),
  reviews: z.object({ rating: ratingSummarySchema, latest: z.array(reviewSchema) }),
  /** The server's clock, so a countdown does not depend on the visitor's clock. */
  serverTime: z.string(),
});
export type GoodsDetail = z.infer<typeof goodsDetailSchema>;

export const reviewListQuerySchema = z.object({
  ...pageFields,
  /** Only reviews with pictures ("with pictures"). */
  withPictures: z.enum(['true', 'false'], { error: V.invalid }).optional(),
});

// ---------------------------------------------------------------------------------------------------
// Cart (members; kept on the server)

export const cartAddSchema = z.object({ skuCode: mallCode, quantity });
export type CartAdd = z.infer<typeof cartAddSchema>;
export const cartQuantitySchema = z.object({ quantity });

/** How many more units this member may buy now under the product's tightest limit (period and scope). */
export const memberAllowanceSchema = z.object({
  remaining: z.number().int(),
  period: z.enum(LIMIT_PERIODS),
  scope: z.enum(LIMIT_SCOPES),
});
export type MemberAllowance = z.infer<typeof memberAllowanceSchema>;
/** `GET /{lang}/mall/goods/{goodsCode}/allowance` (members): the limit left for the signed-in member. */
export const goodsAllowanceSchema = z.object({
  limit: memberAllowanceSchema.nullable(),
  /** The member's tier (1 Classic to 4 Platinum). */
  tier: z.number().int(),
  /** What each SKU costs this member now: their tier's price (`tierPrice` names the tier) with any flash sale. */
  prices: z.array(z.object({ skuCode: z.string(), price: money, tierPrice: z.number().int().nullable() })),
});
export type GoodsAllowance = z.infer<typeof goodsAllowanceSchema>;

export const cartLineSchema = z.object({
  lineId: z.string(),
  goodsCode: z.string(),
  skuCode: z.string(),
  kind: z.enum(GOODS_KINDS),
  name: z.string(),
  specText: z.string(),
  picture: mallPictureSchema.nullable(),
  quantity: z.number().int(),
  unitPrice: money,
  originalPrice: money,
  amount: money,
  /** Points per unit and for the line (goods for points). */
  unitPoints: z.number().int(),
  points: z.number().int(),
  /** The member's tier whose price `unitPrice` is, or null for the regular price. */
  tierPrice: z.number().int().nullable(),
  currency: z.string(),
  stock: z.number().int(),
  available: z.boolean(),
  problem: z.enum(CART_LINE_PROBLEMS).nullable(),
  /** The least this line may hold (the product's minimum purchase). */
  minQuantity: z.number().int(),
  /** The most this line may hold now: stock, this member's limit left, the field's ceiling (0: none). */
  maxQuantity: z.number().int(),
  limit: memberAllowanceSchema.nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;
export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  count: z.number().int(),
  totalAmount: money,
  currency: z.string(),
  /** After an add or a change: the line whose quantity was lowered to what may be bought, and why. */
  capped: z
    .object({
      lineId: z.string(),
      name: z.string(),
      reason: z.enum(['stock', 'limit']),
      quantity: z.number().int(),
    })
    .nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

// ---------------------------------------------------------------------------------------------------
// Checkout

export const deliveryAddressSchema = z.object({
  name: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(100, { error: V.tooLong }),
  mobileCountryNumber: areaCodeSchema.default(DEFAULT_AREA_CODE),
  phone: phoneNumberSchema,
  region: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(200, { error: V.tooLong }),
  detail: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(300, { error: V.tooLong }),
  postalCode: z.string().trim().max(20, { error: V.tooLong }).optional(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const checkoutItemSchema = z.object({ skuCode: mallCode, quantity });

/**
 * What a checkout buys: chosen cart lines (`cartLineIds`) or a buy-now `items` list, exactly one of
 * them. Physical goods need an address; vouchers and gift cards are redeemed by code.
 */
const checkoutFields = z.object({
  cartLineIds: z.array(id).max(50, { error: V.tooBig }).optional(),
  items: z.array(checkoutItemSchema).max(50, { error: V.tooBig }).optional(),
  address: deliveryAddressSchema.optional(),
  couponCode: z.string().trim().max(64, { error: V.tooLong }).optional(),
  points: z.coerce.number({ error: V.invalid }).int({ error: V.notInteger }).min(0, { error: V.tooSmall }).default(0),
  referralCode: z
    .string()
    .trim()
    .max(32, { error: V.tooLong })
    .regex(/^[A-Za-z0-9]*$/, { error: V.invalid })
    .optional(),
  remark: z.string().trim().max(200, { error: V.tooLong }).optional(),
});
const oneSource = (form: z.infer<typeof checkoutFields>, ctx: z.RefinementCtx) => {
  const fromCart = (form.cartLineIds?.length ?? 0) > 0;
  const buyNow = (form.items?.length ?? 0) > 0;
  if (fromCart === buyNow) ctx.addIssue({ code: 'custom', path: ['items'], message: V.required });
};
export const checkoutQuoteSchema = checkoutFields.superRefine(oneSource);
export type CheckoutQuoteRequest = z.infer<typeof checkoutQuoteSchema>;
/** `POST /{lang}/mall/checkout` (send an `Idempotency-Key` header): `verifyAmount` is the quoted pay amount. */
export const checkoutCreateSchema = checkoutFields
  .extend({
    verifyAmount: z.number({ error: V.required }).int({ error: V.notInteger }).min(0, { error: V.tooSmall }),
  })
  .superRefine(oneSource);
export type CheckoutCreateRequest = z.infer<typeof checkoutCreateSchema>;

export const quoteLineSchema = z.object({
  goodsCode: z.string(),
  skuCode: z.string(),
  kind: z.enum(GOODS_KINDS),
  name: z.string(),
  specText: z.string(),
  picture: mallPictureSchema.nullable(),
  quantity: z.number().int(),
  unitPrice: money,
  amount: money,
  unitPoints: z.number().int(),
  points: z.number().int(),
  /** The member's tier whose price `unitPrice` is, or null for the regular price. */
  tierPrice: z.number().int().nullable(),
  flashSale: z.boolean(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** Why one of the member's coupons cannot pay for this order. */
export const COUPON_REFUSALS = ['scope', 'minimumSpend', 'unavailable'] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

/** One of the member's unused coupons as the server prices it for this order. */
export const checkoutCouponSchema = z.object({
  couponCode: z.string(),
  name: z.string(),
  validTo: z.string(),
  /** What it takes off this order (0 when it cannot be used). */
  discount: money,
  usable: z.boolean(),
  refusal: z.enum(COUPON_REFUSALS).nullable(),
  /** With `minimumSpend`: the spend it needs, in the order's currency. */
  minSpend: money.nullable(),
});
export type CheckoutCoupon = z.infer<typeof checkoutCouponSchema>;

export const checkoutQuoteResultSchema = z.object({
  lines: z.array(quoteLineSchema),
  currency: z.string(),
  goodsAmount: money,
  couponDiscount: money,
  pointDiscount: money,
  payAmount: money,
  /** Equal to payAmount; send it back as `verifyAmount`. */
  verifyAmount: money,
  pointsUsed: z.number().int(),
  /** Points the goods cost (goods for points), taken besides `pointsUsed`. */
  goodsPoints: z.number().int(),
  /** The member's points balance now. */
  pointsBalance: z.number().int(),
  /** The most points this order could take (member balance and amount left). */
  maxPoints: z.number().int(),
  couponCode: z.string().nullable(),
  needsAddress: z.boolean(),
  /** The member's unused coupons, usable ones first; empty when the quote is for placing the order. */
  coupons: z.array(checkoutCouponSchema),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteResultSchema>;

export const goodsOrderReceiptSchema = z.object({
  orderId: z.string(),
  status: z.number().int(),
  payAmount: money,
  currency: z.string(),
  paymentDeadline: z.string().nullable(),
});
export type GoodsOrderReceipt = z.infer<typeof goodsOrderReceiptSchema>;

/** `POST /{lang}/mall/orders/payment`: pay a goods order online through a channel (as bookings). */
export const goodsOrderPaymentSchema = z.object({
  orderId: id,
  channel: z.coerce.number({ error: V.required }).int({ error: V.invalid }),
});
export const goodsPaymentStartSchema = z.object({
  paymentId: z.string(),
  payUrl: z.string(),
  amount: money,
  currency: z.string(),
});
export const goodsCallbackStatusSchema = z.object({
  status: z.enum(['completed', 'failed', 'incomplete']),
  orderStatus: z.number().int(),
  paymentDeadline: z.string().nullable(),
});

// ---------------------------------------------------------------------------------------------------
// Goods orders

/** `POST /pc/ORDER/shopmallorder/orderPageList`: the member's shop orders, newest first. */
export const orderPageListSchema = z.object({
  ...pageFields,
  status: z.coerce
    .number({ error: V.invalid })
    .int()
    .refine((value) => (GOODS_ORDER_STATUS_FILTER as number[]).includes(value), { error: V.invalid })
    .optional(),
});
export type OrderPageListRequest = z.infer<typeof orderPageListSchema>;

/** `POST /pc/ORDER/shopmallorderstatus/cancelOrder`. */
export const cancelGoodsOrderSchema = z.object({
  orderId: id,
  reason: z.string().trim().max(200, { error: V.tooLong }).optional(),
});

export const goodsOrderLineSchema = z.object({
  lineId: z.string(),
  goodsCode: z.string(),
  skuCode: z.string(),
  kind: z.enum(GOODS_KINDS),
  name: z.string(),
  specText: z.string(),
  picture: mallPictureSchema.nullable(),
  quantity: z.number().int(),
  unitPrice: money,
  amount: money,
  unitPoints: z.number().int(),
  points: z.number().int(),
  reviewed: z.boolean(),
});

export const redemptionCodeSchema = z.object({
  code: z.string(),
  goodsCode: z.string(),
  name: z.string(),
  usesTotal: z.number().int(),
  usesUsed: z.number().int(),
  status: z.enum(REDEMPTION_STATUSES),
  validTo: z.string(),
});
export type RedemptionCode = z.infer<typeof redemptionCodeSchema>;

export const goodsOrderSummarySchema = z.object({
  orderId: z.string(),
  status: z.number().int(),
  createdAt: z.string(),
  paymentDeadline: z.string().nullable(),
  currency: z.string(),
  goodsAmount: money,
  payAmount: money,
  lines: z.array(goodsOrderLineSchema),
  canPay: z.boolean(),
  canCancel: z.boolean(),
  canReview: z.boolean(),
});
export type GoodsOrderSummary = z.infer<typeof goodsOrderSummarySchema>;

/** `POST /{lang}/mall/orders/{orderId}/return`: the buyer asks to return received goods for a refund. */
export const returnRequestCreateSchema = z.object({
  reason: z.string({ error: V.required }).trim().min(2, { error: V.tooShort }).max(500, { error: V.tooLong }),
});

/** A saved delivery address of the member's address book. */
export const savedAddressSchema = deliveryAddressSchema.extend({
  addressId: z.string(),
  postalCode: z.string(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export const addressSaveSchema = deliveryAddressSchema.extend({ isDefault: z.boolean().optional() });
export type AddressSave = z.infer<typeof addressSaveSchema>;
export const addressBookSchema = z.array(savedAddressSchema);

export const shipmentSchema = z.object({ carrier: z.string(), trackingNumber: z.string(), shippedAt: z.string() });
export const returnRequestSchema = z.object({
  requestId: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.string(),
  staffNote: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

export const goodsOrderDetailSchema = goodsOrderSummarySchema.extend({
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  couponDiscount: money,
  pointDiscount: money,
  pointsUsed: z.number().int(),
  /** Points the goods cost (goods for points). */
  goodsPoints: z.number().int(),
  couponCode: z.string().nullable(),
  address: deliveryAddressSchema.nullable(),
  remark: z.string(),
  redemptionCodes: z.array(redemptionCodeSchema),
  refundable: z.boolean(),
  /** Physical goods of a paid order: to ship, shipped, received; null otherwise. */
  fulfilment: z.enum(GOODS_FULFILMENT).nullable(),
  shipment: shipmentSchema.nullable(),
  receivedAt: z.string().nullable(),
  /** When shipped goods count as received if the buyer has not confirmed (the job's day). */
  autoReceiveAt: z.string().nullable(),
  canConfirmReceipt: z.boolean(),
  /** Received goods, refundable and within the return window, with no open request. */
  canRequestReturn: z.boolean(),
  /** Until when received goods may be asked back (while `canRequestReturn`). */
  returnUntil: z.string().nullable(),
  returnRequest: returnRequestSchema.nullable(),
});
export type GoodsOrderDetail = z.infer<typeof goodsOrderDetailSchema>;
/** `POST /pc/ORDER/shopmallorder/orderPageList`: each order in full, as its detail. */
export const goodsOrderPageSchema = mallPagedSchema(goodsOrderDetailSchema);

// ---------------------------------------------------------------------------------------------------
// Reviews and pictures

/** `POST /{lang}/mall/uploads` (multipart, field `files`): up to 5 jpg/jpeg/png pictures of 5 MB each. */
export const uploadedPictureSchema = z.object({
  pictureId: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export const uploadResultSchema = z.object({ pictures: z.array(uploadedPictureSchema) });

/** `POST /{lang}/mall/reviews`: a buyer reviews goods of a delivered or used order. */
export const reviewCreateSchema = z.object({
  orderId: id,
  goodsCode: mallCode,
  rating: z.coerce.number({ error: V.required }).int({ error: V.notInteger }).min(1, { error: V.tooSmall }).max(5, {
    error: V.tooBig,
  }),
  content: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(1000, { error: V.tooLong }),
  pictureIds: z.array(id).max(MALL_IMAGES_PER_UPLOAD, { error: V.tooBig }).default([]),
});
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;

export const avatarResultSchema = z.object({ avatarUrl: z.string() });

// ---------------------------------------------------------------------------------------------------
// Distribution

export const shareLinkCreateSchema = z.object({ goodsCode: mallCode });

export const shareLinkSchema = z.object({
  linkId: z.string(),
  goodsCode: z.string(),
  goodsName: z.string(),
  referralCode: z.string(),
  /** Path of the product page with the referral (prefix the site's origin to share it). */
  path: z.string(),
  commissionRateBp: z.number().int(),
  createdAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const referredOrderSchema = z.object({
  orderId: z.string(),
  goodsName: z.string(),
  orderStatus: z.number().int(),
  paidAmount: money,
  commission: money,
  currency: z.string(),
  status: z.enum(COMMISSION_STATUSES),
  payableAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReferredOrder = z.infer<typeof referredOrderSchema>;

/** A request to withdraw payable commission, decided by staff. */
export const withdrawalSchema = z.object({
  withdrawalId: z.string(),
  amount: money,
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  staffNote: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
/** `POST /{lang}/mall/distribution/withdrawals`: at most what `earnings.available` says. */
export const withdrawalRequestSchema = z.object({
  amount: z
    .number({ error: V.required })
    .int({ error: V.notInteger })
    .min(1, { error: V.tooSmall })
    .max(1_000_000_000, { error: V.tooBig }),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

export const distributionSchema = z.object({
  referralCode: z.string(),
  /** The member's picture shown beside their reviews (`POST /{lang}/mall/avatar`), or null. */
  avatarUrl: z.string().nullable(),
  links: z.array(shareLinkSchema),
  orders: z.array(referredOrderSchema),
  /**
   * `payable`: commission earned and not yet withdrawn (approved withdrawals taken off); `requested`:
   * held by open withdrawal requests; `available`: what a new request may ask for; `withdrawn`: approved.
   */
  earnings: z.object({
    pending: money,
    payable: money,
    cancelled: money,
    requested: money,
    available: money,
    withdrawn: money,
    currency: z.string(),
  }),
  withdrawals: z.array(withdrawalSchema),
});
export type Distribution = z.infer<typeof distributionSchema>;

// ---------------------------------------------------------------------------------------------------
// Back office (`/api/v1/admin/mall/...`, group administrators)

const instantInput = z.string().datetime({ offset: true, error: V.date });

export const adminLimitRuleSchema = z.object({
  period: z.enum(LIMIT_PERIODS, { error: V.invalid }),
  scope: z.enum(LIMIT_SCOPES, { error: V.invalid }),
  quantity: z.number({ error: V.required }).int().min(1, { error: V.tooSmall }).max(100_000, { error: V.tooBig }),
});

export const adminGoodsSaveSchema = z.object({
  goodsCode: mallCode,
  categoryCode: mallCode,
  kind: z.enum(GOODS_KINDS, { error: V.invalid }),
  name: mallNameSchema,
  subtitle: mallOptionalTextSchema,
  description: mallOptionalTextSchema,
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: V.invalid })
    .default('CNY'),
  saleStartsAt: instantInput.nullable().default(null),
  saleEndsAt: instantInput.nullable().default(null),
  flashSale: z
    .object({
      discountPercent: z.number().int().min(1, { error: V.tooSmall }).max(FLASH_SALE_MAX_DISCOUNT_PERCENT, {
        error: V.tooBig,
      }),
      startsAt: instantInput,
      endsAt: instantInput,
    })
    .nullable()
    .default(null),
  minPurchase: z.number().int().min(1, { error: V.tooSmall }).max(999).default(1),
  limits: z.array(adminLimitRuleSchema).max(8).default([]),
  voucher: z
    .object({
      serviceName: mallNameSchema,
      uses: z.number().int().min(1, { error: V.tooSmall }).max(100),
      validDays: z.number().int().min(1, { error: V.tooSmall }).max(3650),
      hotelCodes: z.array(mallCode).max(100).default([]),
    })
    .nullable()
    .default(null),
  refundable: z.boolean().default(true),
  commissionRateBp: z.number().int().min(0, { error: V.tooSmall }).max(5000, { error: V.tooBig }).default(0),
  sortOrder: z.number().int().default(0),
  isActive: z.boolean().default(true),
});
export type AdminGoodsSave = z.infer<typeof adminGoodsSaveSchema>;

export const adminSkuSaveSchema = z.object({
  skuCode: mallCode,
  specs: z
    .array(z.object({ spec: mallNameSchema, value: mallNameSchema }))
    .max(4)
    .default([]),
  price: z.number({ error: V.required }).int({ error: V.notInteger }).min(0, { error: V.tooSmall }),
  /** Points per unit besides the price; left out: unchanged (0 for a new SKU). */
  points: z.number().int({ error: V.notInteger }).min(0, { error: V.tooSmall }).max(10_000_000).optional(),
  tierPrices: z
    .array(
      z.object({
        tier: z.number().int().min(1, { error: V.invalid }).max(4, { error: V.invalid }),
        price: z.number({ error: V.required }).int({ error: V.notInteger }).min(0, { error: V.tooSmall }),
      }),
    )
    .max(4)
    .refine((list) => new Set(list.map((entry) => entry.tier)).size === list.length, { error: V.invalid })
    .optional(),
  stock: z.number({ error: V.required }).int({ error: V.notInteger }).min(0, { error: V.tooSmall }),
  isActive: z.boolean().default(true),
});
export type AdminSkuSave = z.infer<typeof adminSkuSaveSchema>;

/** Set the stock (`stock`) or change it by `delta`; stock never goes below zero. */
export const adminStockSchema = z
  .object({
    stock: z.number().int().min(0, { error: V.tooSmall }).optional(),
    delta: z.number().int().optional(),
  })
  .refine((form) => (form.stock === undefined) !== (form.delta === undefined), { error: V.required, path: ['stock'] });

export const adminGoodsOrderQuerySchema = z.object({
  ...pageFields,
  status: orderPageListSchema.shape.status,
  memberId: z.string().trim().max(64).optional(),
});

export const adminReviewQuerySchema = z.object({
  ...pageFields,
  goodsCode: mallCode.optional(),
  hidden: z.enum(['true', 'false'], { error: V.invalid }).optional(),
});
export const adminReviewVisibilitySchema = z.object({ hidden: z.boolean({ error: V.required }) });

export const adminWithdrawalQuerySchema = z.object({
  ...pageFields,
  status: z.enum(WITHDRAWAL_STATUSES, { error: V.invalid }).optional(),
});
/** Staff approve (the commission ledger pays it out) or reject (a note for the member) a withdrawal. */
export const adminWithdrawalDecisionSchema = z.object({
  approve: z.boolean({ error: V.required }),
  note: z.string().trim().max(300, { error: V.tooLong }).optional(),
});
export const adminWithdrawalRowSchema = withdrawalSchema.extend({
  memberId: z.string(),
  memberName: z.string(),
  /** The member's card number (what staff read and ask for instead of the internal id); empty when none. */
  memberCardNo: z.string(),
  /** The member's tier (1 Classic to 4 Platinum) by the loyalty rule; null when the member is not found. */
  memberTier: z.number().int().nullable(),
  decidedBy: z.string().nullable(),
  /** The member's payable commission now (before this request is approved). */
  payable: money,
});
export type AdminWithdrawalRow = z.infer<typeof adminWithdrawalRowSchema>;
export const adminWithdrawalPageSchema = mallPagedSchema(adminWithdrawalRowSchema);

export const adminCommissionQuerySchema = z.object({
  ...pageFields,
  status: z.enum(COMMISSION_STATUSES, { error: V.invalid }).optional(),
});

/**
 * Staff hand over the physical goods of a paid, booked (2) order: it becomes used (1), spec section 4's
 * status for goods the buyer has received (or partially used (4) while voucher codes of the same order
 * still have uses left). A delivered order can no longer be cancelled with a refund, so its referral
 * commission becomes payable. `note` (e.g. a courier reference) goes into the order's history.
 */
/** Staff ship a paid (2) order's physical goods: the carrier and its tracking number, shown to the buyer. */
export const goodsOrderShipSchema = z.object({
  carrier: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(60, { error: V.tooLong }),
  trackingNumber: z
    .string({ error: V.required })
    .trim()
    .min(4, { error: V.tooShort })
    .max(40, { error: V.tooLong })
    .regex(/^[A-Za-z0-9-]+$/, { error: V.invalid }),
});
export type GoodsOrderShip = z.infer<typeof goodsOrderShipSchema>;
export const adminReturnQuerySchema = z.object({
  ...pageFields,
  status: z.enum(RETURN_STATUSES, { error: V.invalid }).optional(),
});
/** Staff decide a return request: approve (refund through the payments pipeline) or reject with a note. */
export const returnDecisionSchema = z.object({
  approve: z.boolean({ error: V.required }),
  note: z.string().trim().max(300, { error: V.tooLong }).optional(),
});
export const adminReturnRowSchema = returnRequestSchema.extend({
  orderId: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  /** The member's card number (what staff read and ask for instead of the internal id); empty when none. */
  memberCardNo: z.string(),
  /** The member's tier (1 Classic to 4 Platinum) by the loyalty rule; null when the member is not found. */
  memberTier: z.number().int().nullable(),
  payAmount: money,
  currency: z.string(),
  orderStatus: z.number().int(),
  lines: z.array(z.object({ name: z.string(), specText: z.string(), quantity: z.number().int() })),
});
export const adminReturnPageSchema = mallPagedSchema(adminReturnRowSchema);

export const goodsOrderDeliverSchema = z.object({
  note: z.string().trim().max(200, { error: V.tooLong }).optional(),
});
export type GoodsOrderDeliver = z.infer<typeof goodsOrderDeliverSchema>;

/** Staff mark a redemption code used: `uses` more of its uses (partially or completely). */
export const redemptionUseSchema = z.object({
  code: z.string({ error: V.required }).trim().min(4, { error: V.invalid }).max(32, { error: V.invalid }),
  uses: z.coerce
    .number({ error: V.required })
    .int()
    .min(1, { error: V.tooSmall })
    .max(100, { error: V.tooBig })
    .default(1),
});

export const adminGoodsRowSchema = goodsSummarySchema.extend({
  isActive: z.boolean(),
  skuCount: z.number().int(),
  stock: z.number().int(),
  commissionRateBp: z.number().int(),
});
export const adminGoodsOrderRowSchema = goodsOrderDetailSchema.extend({
  memberId: z.string(),
  /** The buyer's name as members show to others (nickname, else first and last name); empty when none. */
  memberName: z.string(),
  /** The member's card number (what staff read and ask for instead of the internal id); empty when none. */
  memberCardNo: z.string(),
  /** The member's tier (1 Classic to 4 Platinum) by the loyalty rule; null when the member is not found. */
  memberTier: z.number().int().nullable(),
  /** Paid physical goods not yet handed over: staff may deliver them. */
  canDeliver: z.boolean(),
  /** Paid physical goods not yet shipped: staff may ship them (carrier and tracking number). */
  canShip: z.boolean().optional(),
  /** In the detail (`GET /mall/orders/{id}`): its payments, with refunds the job gave up on (`needsStaff`). */
  payments: z.array(paymentRecordSchema).optional(),
});
export const adminCommissionRowSchema = referredOrderSchema.extend({
  commissionId: z.string(),
  referrerMemberId: z.string(),
  /** The referrer's name and card number, for staff (empty when unknown). */
  referrerName: z.string(),
  referrerCardNo: z.string(),
  /** The referrer's tier (1 Classic to 4 Platinum); null when unknown. */
  referrerTier: z.number().int().nullable(),
});
/** `GET /mall/goods` of the back office. */
export const adminGoodsListSchema = z.array(adminGoodsRowSchema);
export const adminGoodsOrderPageSchema = mallPagedSchema(adminGoodsOrderRowSchema);
export const adminCommissionPageSchema = mallPagedSchema(adminCommissionRowSchema);
/** `PUT /mall/reviews/{reviewId}/visibility`. */
export const reviewVisibilitySchema = z.object({ reviewId: z.string(), hidden: z.boolean() });
