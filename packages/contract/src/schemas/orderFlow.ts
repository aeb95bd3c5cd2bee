import { z } from 'zod';
import { moneySchema } from './common.ts';
import { titleSchema } from './member.ts';
import { AGREEMENT_KEYS, refundSchema } from './order.ts';
import { roomRateSchema } from './rooms.ts';

/*
 * The answers of the booking calls around an order (what the form needs, quotes, receipts, payment
 * and cancellation results): the server builds them with these types and the web reads them.
 */

export { AGREEMENT_KEYS, type AgreementKey } from './order.ts';

/** `GET /hotel-configs/order-fill`: what the booking form needs to know. */
export const orderFillConfigSchema = z.object({
  minPersonNum: z.number().int(),
  defaultAdultsNum: z.number().int(),
  defaultAreaCode: z.string(),
  maxRooms: z.number().int(),
  maxAdultsPerRoom: z.number().int(),
  maxChildrenPerRoom: z.number().int(),
  /** In the request's language: 100, or 50 in Chinese and Japanese. */
  commentMaxLength: z.number().int(),
  titles: z.array(titleSchema),
  specialRequests: z.array(z.number().int()),
  childFreeBedAge: z.number().int(),
  paymentDeadlineMinutes: z.number().int(),
  agreements: z.array(z.enum(AGREEMENT_KEYS)),
});
export type OrderFillConfig = z.infer<typeof orderFillConfigSchema>;

/** `GET /{lang}/orders/hotel`. */
export const orderHotelSchema = z.object({
  hotelCode: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  reservationNotice: z.string(),
  taxRateBp: z.number().int(),
  serviceChargeBp: z.number().int(),
});
export type OrderHotel = z.infer<typeof orderHotelSchema>;

export const PRICING_UNITS = ['perStay', 'perNight', 'perPerson', 'perPersonPerNight'] as const;
export type PricingUnit = (typeof PRICING_UNITS)[number];

/** `GET /{lang}/orders/addons`: 1 bookable (BKA/BKC are flags), 2 non-bookable. */
export const addonSchema = z.object({
  addonCode: z.string(),
  /** AddonType: 1 bookable, 2 non-bookable. */
  addonType: z.number().int(),
  name: z.string(),
  description: z.string(),
  pricingUnit: z.enum(PRICING_UNITS),
  price: z.number().int(),
  currency: z.string(),
  /** The price in the display currency asked by `exchangeNo`, when one was asked. */
  exchangePrice: moneySchema.nullable().optional(),
});
export type Addon = z.infer<typeof addonSchema>;
export const addonListSchema = z.array(addonSchema);

/** `GET /{lang}/orders/payment-type`. */
export const paymentTypeInfoSchema = z.object({
  paymentType: z.number().int(),
  channels: z.array(z.number().int()),
});
export type PaymentTypeInfo = z.infer<typeof paymentTypeInfoSchema>;

/** `GET /payments`: the online channels a hotel takes (none without an online payment provider). */
export const paymentChannelsSchema = z.object({ channels: z.array(z.number().int()) });
export type PaymentChannels = z.infer<typeof paymentChannelsSchema>;

/** `GET /{lang}/hotels/{hotel}/rooms/{room}/time-period-price`. */
export const timePeriodPriceSchema = roomRateSchema.extend({
  serviceAmount: z.number().int(),
  taxAmount: z.number().int(),
  totalWithCharges: z.number().int(),
});
export type TimePeriodPrice = z.infer<typeof timePeriodPriceSchema>;

/** `POST /{lang}/orders/quote`: every amount of the order, in minor units. */
export const orderQuoteSchema = z.object({
  currency: z.string(),
  roomAmount: z.number().int(),
  /** The children's part of the room amount. */
  childAmount: z.number().int(),
  discountAmount: z.number().int(),
  serviceAmount: z.number().int(),
  taxAmount: z.number().int(),
  addonAmount: z.number().int(),
  pointDiscount: z.number().int(),
  voucherDiscount: z.number().int(),
  totalAmount: z.number().int(),
  payAmount: z.number().int(),
  verifyAmount: z.number().int(),
  /** The order's payment type with the points used: 4 points plus online, 5 paid in full by points. */
  paymentType: z.number().int().optional(),
  pointsUsed: z.number().int().optional(),
  /** The most points this member may use on this order (0 for visitors and rates that cannot take them). */
  maxPoints: z.number().int().optional(),
  /** For a member on a points rate: the points that pay the whole stay (all of it on a points-only rate). */
  pointsNeeded: z.number().int().optional(),
  voucherCode: z.string().nullable().optional(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

/** `POST /{lang}/orders` and `PUT /orders/{id}/update`. */
export const createdOrderSchema = z.object({
  transactionId: z.string(),
  confirmationNumber: z.string(),
  /** 0 waiting for payment, 1 reserved. */
  status: z.number().int(),
  payAmount: z.number().int(),
  currency: z.string(),
  paymentType: z.number().int(),
  paymentDeadline: z.string().nullable(),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

/** `POST /{lang}/orders/payment`: where to pay, and what. */
export const startedPaymentSchema = z.object({
  paymentId: z.string(),
  payUrl: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});
export type StartedPayment = z.infer<typeof startedPaymentSchema>;

export const PAYMENT_RESULT_STATUSES = ['completed', 'failed', 'incomplete'] as const;
export type PaymentResultStatus = (typeof PAYMENT_RESULT_STATUSES)[number];

/** `GET /{lang}/orders/{id}/callbackStatus`. */
export const callbackStatusSchema = z.object({
  status: z.enum(PAYMENT_RESULT_STATUSES),
  orderStatus: z.number().int(),
  paymentDeadline: z.string().nullable(),
});
export type CallbackStatus = z.infer<typeof callbackStatusSchema>;

/** `DELETE /{lang}/orders`. */
export const cancelResultSchema = z.object({
  status: z.number().int(),
  refundLabel: z.string().nullable(),
  cancellationNumber: z.string().nullable(),
  /** The online payment being given back, and how fast it arrives; null when nothing was paid online. */
  refund: refundSchema.nullable(),
});
export type CancelResult = z.infer<typeof cancelResultSchema>;

/** `POST /payments/notify/{provider}`: the acquirer's notification was taken (or knowingly ignored). */
export const notificationReceiptSchema = z.object({ received: z.boolean() });

/** A field the server refused (error pc1009): `roomInfo.0.checkInInfo.customer.1.lastName`. */
export const serverFieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type ServerFieldError = z.infer<typeof serverFieldErrorSchema>;
