import type { HistoryDetails } from './schemas/history.ts';
/**
 * Every enumerated value of the spec. Each enum's labels live in the i18n catalogues under
 * `enums.<enumName>.<value>`; use `enumLabelKey` to build the key.
 */
export const OrderStatus = {
  waitingForPayment: 0,
  reserved: 1,
  completed: 2,
  failed: 3,
  cancelled: 4,
  checkedIn: 5,
  noShow: 6,
  refunding: 7,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
/** The order-list status filter offers 0 to 5. */
export const ORDER_STATUS_FILTER: readonly OrderStatus[] = [0, 1, 2, 3, 4, 5];

/** Extra order labels shown for cancelled or reserved orders depending on the refund outcome. */
export const OrderRefundLabel = {
  cancelledRefundSucceeded: 'cancelledRefundSucceeded',
  cancelledRefundFailed: 'cancelledRefundFailed',
  cancelledRefundInProgress: 'cancelledRefundInProgress',
  orderClosed: 'orderClosed',
  reservedRefunded: 'reservedRefunded',
  reservedRefundFailed: 'reservedRefundFailed',
} as const;
export type OrderRefundLabel = (typeof OrderRefundLabel)[keyof typeof OrderRefundLabel];

export const GoodsOrderStatus = {
  unused: 0,
  used: 1,
  booked: 2,
  waitingToPay: 3,
  partiallyUsed: 4,
  closed: 21,
  cancelled: 31,
  cancellationRefundInProgress: 32,
  cancellationRefunded: 33,
  cancellationRefundFailed: 34,
  cancelledWithoutRefund: 35,
} as const;
export type GoodsOrderStatus = (typeof GoodsOrderStatus)[keyof typeof GoodsOrderStatus];

/**
 * Why a line was written in a room or goods order's history, stored as this code and translated when
 * shown (`enums.historyReason.<code>`). What a person typed (a guest's or staff's reason, a courier
 * reference) or the payment or code concerned goes in the line's note, shown as written.
 */
export const HistoryReason = {
  created: 'created',
  changed: 'changed',
  /** A confirmed booking's dates, room type, rate or party changed (the note holds before → after). */
  modified: 'modified',
  paid: 'paid',
  paymentVoided: 'paymentVoided',
  paymentMismatch: 'paymentMismatch',
  paymentTooLate: 'paymentTooLate',
  refunded: 'refunded',
  refundFailed: 'refundFailed',
  /** Part of an online payment goes back (staff, or a change that lowered a prepaid price); the note holds amount and refund id. */
  partRefunded: 'partRefunded',
  deadlinePassed: 'deadlinePassed',
  cancelledByGuest: 'cancelledByGuest',
  cancelledByHotel: 'cancelledByHotel',
  checkIn: 'checkIn',
  checkOut: 'checkOut',
  noShow: 'noShow',
  redeemed: 'redeemed',
  delivered: 'delivered',
  shipped: 'shipped',
  received: 'received',
  returnRequested: 'returnRequested',
  returnApproved: 'returnApproved',
  returnRejected: 'returnRejected',
  earlyDeparture: 'earlyDeparture',
  /** Checked out early and the unused nights' price refunded from the online payment; the note holds amount and refund id. */
  earlyDepartureRefunded: 'earlyDepartureRefunded',
  deskCharge: 'deskCharge',
  deskPayment: 'deskPayment',
  deskVoid: 'deskVoid',
  other: 'other',
} as const;
export type HistoryReason = (typeof HistoryReason)[keyof typeof HistoryReason];
export const HISTORY_REASONS = Object.values(HistoryReason) as [HistoryReason, ...HistoryReason[]];

/** A history line's reason: its code, the note shown as written, and the values its screen words (schemas/history.ts). */
export interface HistoryEntry {
  code: HistoryReason;
  note?: string | null;
  details?: HistoryDetails | null;
}

export const PaymentType = {
  online: 1,
  payAtHotel: 2,
  creditCardGuarantee: 3,
  pointsPlusOnline: 4,
  points: 5,
} as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];
/** The payment types that take money online: offered only where an online payment provider is configured. */
export const ONLINE_PAYMENT_TYPES: readonly number[] = [PaymentType.online, PaymentType.pointsPlusOnline];

/** The short codes the spec gives the payment types. */
export const PAYMENT_TYPE_CODES: Record<PaymentType, string> = {
  1: 'PAID',
  2: '6PM',
  3: 'CCGTD',
  4: 'PAID',
  5: 'PAID',
};

export const OnlineChannel = {
  alipay: 1,
  wechat: 2,
  aggregate: 4,
  unionpay: 7,
  adyen: 8,
  overseasAggregate: 9,
  internationalCard: 10,
  overseasAggregateAlt: 11,
} as const;
export type OnlineChannel = (typeof OnlineChannel)[keyof typeof OnlineChannel];

export const CancellationFlag = { nonCancellable: 0, limitedTime: 1, free: 2 } as const;
export type CancellationFlag = (typeof CancellationFlag)[keyof typeof CancellationFlag];

export const Tier = { classic: 1, silver: 2, gold: 3, platinum: 4 } as const;
export type Tier = (typeof Tier)[keyof typeof Tier];

export const Gender = { unknown: 0, male: 1, female: 2 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

export const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr'] as const;
export type Title = (typeof TITLES)[number];

export const SpecialRequest = { highFloor: 0, quietRoom: 1, roomsCloseTogether: 2 } as const;
export type SpecialRequest = (typeof SpecialRequest)[keyof typeof SpecialRequest];

export const HomeBlockType = {
  carousel: 0,
  content: 1,
  text: 2,
  graphic: 3,
  shortGraphic: 4,
  placeholder: 5,
  articles: 6,
} as const;
export type HomeBlockType = (typeof HomeBlockType)[keyof typeof HomeBlockType];

/** What a content block (type 1) lists. */
export const HOME_CONTENT_KINDS = [
  'aboutUs',
  'hotHotels',
  'hotRooms',
  'hotArticles',
  'hotelList',
  'articleTypes',
  'roomTypes',
] as const;
export type HomeContentKind = (typeof HOME_CONTENT_KINDS)[number];

export const CouponType = { cash: 1, discount: 2 } as const;
export type CouponType = (typeof CouponType)[keyof typeof CouponType];

export const VoucherStatus = { unused: 'unused', used: 'used', expired: 'expired' } as const;
export type VoucherStatus = (typeof VoucherStatus)[keyof typeof VoucherStatus];

export const CARD_TYPES = ['UPD', 'UPC', 'AX', 'VA', 'MA', 'DC', 'JC'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Communication preference: M member offers, C corporate offers, N none. */
export const PREFERENCES = ['M', 'C', 'N'] as const;
export type Preference = (typeof PREFERENCES)[number];

export const AddonType = { bookable: 1, nonBookable: 2 } as const;
export type AddonType = (typeof AddonType)[keyof typeof AddonType];
/** Bookable add-on codes that are flags rather than dated bookings. */
export const ADDON_FLAG_CODES = ['BKA', 'BKC'] as const;

export const DiscountType = { promotion: 1, discount: 2 } as const;
export type DiscountType = (typeof DiscountType)[keyof typeof DiscountType];

export const MealPlan = { roomOnly: 'RO', breakfast: 'BB', halfBoard: 'HB', fullBoard: 'FB' } as const;
export type MealPlan = (typeof MealPlan)[keyof typeof MealPlan];

/** The add-on that sells breakfast: never offered on a rate whose meal plan already serves it. */
export const BREAKFAST_ADDON_CODE = 'BKF';

/** The add-ons a rate with this meal plan can take (a breakfast rate does not sell breakfast again). */
export function addonsForMealPlan<T extends { addonCode: string }>(addons: readonly T[], mealPlan: string): T[] {
  const servesBreakfast = mealPlan !== MealPlan.roomOnly;
  return addons.filter((addon) => !(servesBreakfast && addon.addonCode === BREAKFAST_ADDON_CODE));
}

export const BedType = { king: 'king', queen: 'queen', twin: 'twin', double: 'double', bunk: 'bunk' } as const;
export type BedType = (typeof BedType)[keyof typeof BedType];

export const WindowType = {
  none: 'none',
  interior: 'interior',
  exterior: 'exterior',
  floorToCeiling: 'floorToCeiling',
} as const;
export type WindowType = (typeof WindowType)[keyof typeof WindowType];

export const SmokingPolicy = { nonSmoking: 'nonSmoking', smoking: 'smoking' } as const;
export type SmokingPolicy = (typeof SmokingPolicy)[keyof typeof SmokingPolicy];

export const SiteType = { group: 1, brand: 2, hotel: 3 } as const;
export type SiteType = (typeof SiteType)[keyof typeof SiteType];

export const PaymentResult = { completed: 'completed', failed: 'failed', incomplete: 'incomplete' } as const;
export type PaymentResult = (typeof PaymentResult)[keyof typeof PaymentResult];

/** Every enum that has translated labels, by the name used in `enums.<name>.<value>`. */
export const LABELLED_ENUMS = {
  orderStatus: Object.values(OrderStatus),
  orderRefundLabel: Object.values(OrderRefundLabel),
  goodsOrderStatus: Object.values(GoodsOrderStatus),
  historyReason: HISTORY_REASONS,
  paymentType: Object.values(PaymentType),
  onlineChannel: Object.values(OnlineChannel),
  cancellationFlag: Object.values(CancellationFlag),
  tier: Object.values(Tier),
  gender: Object.values(Gender),
  title: [...TITLES],
  specialRequest: Object.values(SpecialRequest),
  homeBlockType: Object.values(HomeBlockType),
  homeContentKind: [...HOME_CONTENT_KINDS],
  couponType: Object.values(CouponType),
  voucherStatus: Object.values(VoucherStatus),
  cardType: [...CARD_TYPES],
  preference: [...PREFERENCES],
  addonType: Object.values(AddonType),
  discountType: Object.values(DiscountType),
  mealPlan: Object.values(MealPlan),
  bedType: Object.values(BedType),
  windowType: Object.values(WindowType),
  smokingPolicy: Object.values(SmokingPolicy),
  paymentResult: Object.values(PaymentResult),
  language: ['zh-CN', 'zh-TW', 'en-US', 'ja', 'ko-KR', 'th-TH'],
} as const satisfies Record<string, readonly (string | number)[]>;
export type LabelledEnum = keyof typeof LABELLED_ENUMS;

export function enumLabelKey(name: LabelledEnum, value: string | number): string {
  return `enums.${name}.${value}`;
}

/** The order status changes the server allows (spec section 4 leaves them to us). */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  0: [1, 3, 4],
  1: [4, 5, 6, 7],
  2: [],
  3: [],
  4: [],
  5: [2],
  6: [],
  7: [4],
};

/** The goods order status changes the server allows (paid, redeemed, delivered, cancelled, refunded, closed; received goods returned: 1 to 32 or 35). */
export const GOODS_ORDER_TRANSITIONS: Readonly<Record<GoodsOrderStatus, readonly GoodsOrderStatus[]>> = {
  3: [0, 2, 21, 31],
  0: [1, 4, 32, 35],
  2: [1, 4, 32, 35],
  4: [1],
  1: [32, 35],
  21: [],
  31: [],
  32: [33, 34],
  33: [],
  34: [33],
  35: [],
};
