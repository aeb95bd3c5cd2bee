import type { Title } from '@hotel/contract/enums';
import type { RoomRate } from '@hotel/contract/schemas/rooms';

/*
 * The answers of the booking API that the contract has no schema for yet (the server builds them in
 * booking.info.routes.ts, booking.routes.ts and payments.service.ts). Kept to what the web reads.
 */

/** `GET /hotel-configs/order-fill`: what the booking form needs to know. */
export interface OrderFillConfig {
  minPersonNum: number;
  defaultAdultsNum: number;
  defaultAreaCode: string;
  maxRooms: number;
  maxAdultsPerRoom: number;
  maxChildrenPerRoom: number;
  /** In the request's language: 100, or 50 in Chinese and Japanese. */
  commentMaxLength: number;
  titles: Title[];
  specialRequests: number[];
  childFreeBedAge: number;
  paymentDeadlineMinutes: number;
  agreements: AgreementKey[];
}

export type AgreementKey = 'bookingPolicy' | 'privacyTerms' | 'bookingConditions';

/** `GET /{lang}/orders/hotel`. */
export interface OrderHotel {
  hotelCode: string;
  name: string;
  address: string;
  phone: string;
  currency: string;
  timeZone: string;
  checkInTime: string;
  checkOutTime: string;
  reservationNotice: string;
  taxRateBp: number;
  serviceChargeBp: number;
}

export type PricingUnit = 'perStay' | 'perNight' | 'perPerson' | 'perPersonPerNight';

/** `GET /{lang}/orders/addons`: 1 bookable (BKA/BKC are flags), 2 non-bookable. */
export interface Addon {
  addonCode: string;
  addonType: 1 | 2;
  name: string;
  description: string;
  pricingUnit: PricingUnit;
  price: number;
  currency: string;
}

/** `GET /{lang}/orders/payment-type`. */
export interface PaymentTypeInfo {
  paymentType: number;
  channels: number[];
}

/** `GET /{lang}/hotels/{hotel}/rooms/{room}/time-period-price`. */
export interface TimePeriodPrice extends RoomRate {
  serviceAmount: number;
  taxAmount: number;
  totalWithCharges: number;
}

/** `POST /{lang}/orders/quote`: every amount of the order, in minor units. */
export interface OrderQuote {
  currency: string;
  roomAmount: number;
  discountAmount: number;
  serviceAmount: number;
  taxAmount: number;
  addonAmount: number;
  pointDiscount: number;
  voucherDiscount: number;
  totalAmount: number;
  payAmount: number;
  verifyAmount: number;
  /** The order's payment type with the points used: 4 points plus online, 5 paid in full by points. */
  paymentType?: number;
  pointsUsed?: number;
  /** The most points this member may use on this order (0 for visitors and rates that cannot take them). */
  maxPoints?: number;
  voucherCode?: string | null;
}

/** `POST /{lang}/orders` and `PUT /orders/{id}/update`. */
export interface CreatedOrder {
  transactionId: string;
  confirmationNumber: string;
  /** 0 waiting for payment, 1 reserved. */
  status: number;
  payAmount: number;
  currency: string;
  paymentType: number;
  paymentDeadline: string | null;
}

/** `POST /{lang}/orders/payment`. */
export interface StartedPayment {
  paymentId: string;
  payUrl: string;
}

export type PaymentResultStatus = 'completed' | 'failed' | 'incomplete';

/** `GET /{lang}/orders/{id}/callbackStatus`. */
export interface CallbackStatus {
  status: PaymentResultStatus;
  orderStatus: number;
  paymentDeadline: string | null;
}

/** `DELETE /{lang}/orders`. */
export interface CancelResult {
  status: number;
  refundLabel: string | null;
  cancellationNumber: string | null;
}

/** A field the server refused (error pc1009): `roomInfo.0.checkInInfo.customer.1.lastName`. */
export interface ServerFieldError {
  field: string;
  message: string;
}
