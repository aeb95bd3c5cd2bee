/**
 * The mall's enums, page size, API paths and payment channels, without zod: the web's mall pages import
 * these and only load the schemas of `schemas/mall.ts` (which re-exports them) where a form needs one.
 */
import { GoodsOrderStatus, OnlineChannel } from './enums.ts';

// Enums of the mall (labels under `mall.goodsKind.<value>` etc. in the `mall` i18n namespace)

/** What a product is: shipped goods, a gift card, or a voucher for hotel services (redeemable, partially usable). */
export const GOODS_KINDS = ['physical', 'giftCard', 'voucher'] as const;
export type GoodsKind = (typeof GOODS_KINDS)[number];

/** Purchase-limit windows and who they count: one member, or every buyer together. */
export const LIMIT_PERIODS = ['day', 'week', 'month', 'lifetime'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const LIMIT_SCOPES = ['person', 'overall'] as const;
export type LimitScope = (typeof LIMIT_SCOPES)[number];

export const GOODS_SORTS = ['recommended', 'priceAsc', 'priceDesc', 'newest', 'sales', 'rating'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

/** Goods per page of the mall's search. */
export const MALL_PAGE_SIZE = 12;
/**
 * The mall's first page as a guest who has not searched sees it (the web's mall page asks it, the server's
 * first paint inlines its answer under `MALL_API.goods(lang)?sort=recommended&page=1&size=12`).
 */
export const DEFAULT_GOODS_QUERY = { sort: 'recommended', page: 1, size: MALL_PAGE_SIZE } as const;

/** Where a product stands against its sale-time window. */
export const SALE_STATES = ['upcoming', 'onSale', 'ended'] as const;
export type SaleState = (typeof SALE_STATES)[number];

/** Why a cart line cannot be bought now. */
export const CART_LINE_PROBLEMS = ['soldOut', 'insufficientStock', 'notOnSale', 'removed', 'overLimit'] as const;
export type CartLineProblem = (typeof CART_LINE_PROBLEMS)[number];

/** A referral commission: pending while the order can still be refunded, then payable; cancelled with the order. */
export const COMMISSION_STATUSES = ['pending', 'payable', 'cancelled'] as const;
export const WITHDRAWAL_STATUSES = ['requested', 'approved', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/** A redemption code of a voucher order. */
export const REDEMPTION_STATUSES = ['unused', 'partiallyUsed', 'used', 'void'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/** Goods order statuses the member's shop-orders tab filters by (spec section 4). */
export const GOODS_ORDER_STATUS_FILTER = Object.values(GoodsOrderStatus);

/** Statuses after which a buyer may review the goods: handed over (used, 1) or partially used (4). */
export const REVIEWABLE_GOODS_STATUSES: readonly GoodsOrderStatus[] = [1, 4];

/**
 * Where physical goods of a paid order are: to ship (status 2, 待发货), shipped (status 2 with a
 * carrier and tracking number), received (status 1, confirmed by the buyer or by the job).
 */
export const GOODS_FULFILMENT = ['toShip', 'shipped', 'received'] as const;
export type GoodsFulfilment = (typeof GOODS_FULFILMENT)[number];
export const RETURN_STATUSES = ['requested', 'approved', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * The API paths, relative to `/api/v1/booking` (admin paths are absolute). `{lang}` is one of the six
 * languages; member calls need the member's session (cookie or Bearer token).
 */
export const MALL_API = {
  categories: (lang: string) => `/${lang}/mall/categories`,
  goods: (lang: string) => `/${lang}/mall/goods`,
  goodsDetail: (lang: string, goodsCode: string) => `/${lang}/mall/goods/${encodeURIComponent(goodsCode)}`,
  goodsAllowance: (lang: string, goodsCode: string) => `/${lang}/mall/goods/${encodeURIComponent(goodsCode)}/allowance`,
  goodsReviews: (lang: string, goodsCode: string) => `/${lang}/mall/goods/${encodeURIComponent(goodsCode)}/reviews`,
  cart: (lang: string) => `/${lang}/mall/cart`,
  cartLine: (lang: string, lineId: string) => `/${lang}/mall/cart/${encodeURIComponent(lineId)}`,
  checkoutQuote: (lang: string) => `/${lang}/mall/checkout/quote`,
  checkout: (lang: string) => `/${lang}/mall/checkout`,
  payment: (lang: string) => `/${lang}/mall/orders/payment`,
  callbackStatus: (lang: string, orderId: string) =>
    `/${lang}/mall/orders/${encodeURIComponent(orderId)}/callbackStatus`,
  orderDetail: (lang: string, orderId: string) => `/${lang}/mall/orders/${encodeURIComponent(orderId)}`,
  orderPageList: '/pc/ORDER/shopmallorder/orderPageList',
  cancelOrder: '/pc/ORDER/shopmallorderstatus/cancelOrder',
  confirmReceipt: (lang: string, orderId: string) => `/${lang}/mall/orders/${encodeURIComponent(orderId)}/receipt`,
  returnRequest: (lang: string, orderId: string) => `/${lang}/mall/orders/${encodeURIComponent(orderId)}/return`,
  addresses: (lang: string) => `/${lang}/mall/addresses`,
  address: (lang: string, addressId: string) => `/${lang}/mall/addresses/${encodeURIComponent(addressId)}`,
  uploadPictures: (lang: string) => `/${lang}/mall/uploads`,
  createReview: (lang: string) => `/${lang}/mall/reviews`,
  avatar: (lang: string) => `/${lang}/mall/avatar`,
  shareLinks: (lang: string) => `/${lang}/mall/distribution/links`,
  distribution: (lang: string) => `/${lang}/mall/distribution`,
  withdrawals: (lang: string) => `/${lang}/mall/distribution/withdrawals`,
  /** Back office: GET lists, PUT saves (goods, SKUs, review visibility), POST acts (stock, cancel, redeem). */
  admin: {
    goods: '/api/v1/admin/mall/goods',
    goodsItem: (goodsCode: string) => `/api/v1/admin/mall/goods/${encodeURIComponent(goodsCode)}`,
    skus: (goodsCode: string) => `/api/v1/admin/mall/goods/${encodeURIComponent(goodsCode)}/skus`,
    stock: (skuCode: string) => `/api/v1/admin/mall/skus/${encodeURIComponent(skuCode)}/stock`,
    orders: '/api/v1/admin/mall/orders',
    order: (orderId: string) => `/api/v1/admin/mall/orders/${encodeURIComponent(orderId)}`,
    orderCancel: '/api/v1/admin/mall/orders/cancel',
    orderDeliver: (orderId: string) => `/api/v1/admin/mall/orders/${encodeURIComponent(orderId)}/deliver`,
    orderShip: (orderId: string) => `/api/v1/admin/mall/orders/${encodeURIComponent(orderId)}/ship`,
    returns: '/api/v1/admin/mall/returns',
    returnDecision: (requestId: string) => `/api/v1/admin/mall/returns/${encodeURIComponent(requestId)}/decision`,
    redeem: '/api/v1/admin/mall/redemptions/use',
    reviews: '/api/v1/admin/mall/reviews',
    reviewVisibility: (reviewId: string) => `/api/v1/admin/mall/reviews/${encodeURIComponent(reviewId)}/visibility`,
    commissions: '/api/v1/admin/mall/commissions',
    withdrawals: '/api/v1/admin/mall/withdrawals',
    withdrawalDecision: (withdrawalId: string) =>
      `/api/v1/admin/mall/withdrawals/${encodeURIComponent(withdrawalId)}/decision`,
  },
} as const;

/**
 * The channels a shop offers for an order: those the site's payment accounts take (`accounts`), that pay
 * in the order's currency, and, when the shop chose some (`shopChannels`, a site setting), among them.
 */
export function shopChannelsFor(
  accounts: readonly number[],
  currency: string,
  shopChannels: readonly number[],
): number[] {
  const payIn = mallChannelsFor(currency);
  return accounts.filter(
    (channel) => payIn.includes(channel) && (shopChannels.length === 0 || shopChannels.includes(channel)),
  );
}

/**
 * The online channels a goods order may be paid through, by its currency: mainland wallets and cards
 * for CNY, international acquirers for other currencies (the server refuses any other with 90012).
 */
export function mallChannelsFor(currency: string): readonly number[] {
  return currency === 'CNY'
    ? [OnlineChannel.alipay, OnlineChannel.wechat, OnlineChannel.unionpay, OnlineChannel.aggregate]
    : [OnlineChannel.internationalCard, OnlineChannel.adyen, OnlineChannel.overseasAggregate];
}
