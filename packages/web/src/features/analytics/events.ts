import type { Language } from '@hotel/contract/languages';
import type { OrderCreate } from '@hotel/contract/schemas/order';
import type { OrderQuote } from '@hotel/contract/schemas/orderFlow';
import type { EventPayload } from './analytics.ts';
import { toPayload } from './payload.ts';
import { track } from './track.ts';

/** What a booking event tells (spec section 4). */
export interface BookingFacts {
  order: Pick<
    OrderCreate,
    | 'hotelCode'
    | 'roomTypeCode'
    | 'ratePlanCode'
    | 'ratePlanName'
    | 'checkInDate'
    | 'checkOutDate'
    | 'roomCount'
    | 'discountType'
    | 'discountCode'
    | 'voucherCode'
  > &
    Partial<Pick<OrderCreate, 'point'>> & {
      guestsNumber: Pick<OrderCreate['guestsNumber'], 'adultCount' | 'childCount'>;
    };
  /** The price parts the guest saw (minor units). */
  quote?: Pick<
    OrderQuote,
    | 'currency'
    | 'roomAmount'
    | 'discountAmount'
    | 'serviceAmount'
    | 'taxAmount'
    | 'addonAmount'
    | 'pointDiscount'
    | 'voucherDiscount'
    | 'payAmount'
  >;
  roomName?: string;
  paymentType?: number;
  /** The online payment channel chosen. */
  channel?: number;
  transactionId?: string;
  /** The failure's error code. */
  errorCode?: string | number | null;
}

/**
 * The fields of a booking success or failure event: hotel, dates, room count, guests, room and rate,
 * price parts, payment type and channel, points used (spec section 4).
 */
export function bookingPayload(facts: BookingFacts): EventPayload {
  const { order, quote } = facts;
  return toPayload({
    hotelCode: order.hotelCode,
    checkInDate: order.checkInDate,
    checkOutDate: order.checkOutDate,
    roomCount: order.roomCount,
    adults: order.guestsNumber.adultCount,
    children: order.guestsNumber.childCount,
    roomTypeCode: order.roomTypeCode,
    roomName: facts.roomName,
    ratePlanCode: order.ratePlanCode,
    ratePlanName: order.ratePlanName,
    discountType: order.discountType,
    discountCode: order.discountCode,
    voucherCode: order.voucherCode,
    points: order.point ?? 0,
    currency: quote?.currency,
    roomAmount: quote?.roomAmount,
    discountAmount: quote?.discountAmount,
    serviceAmount: quote?.serviceAmount,
    taxAmount: quote?.taxAmount,
    addonAmount: quote?.addonAmount,
    pointDiscount: quote?.pointDiscount,
    voucherDiscount: quote?.voucherDiscount,
    payAmount: quote?.payAmount,
    paymentType: facts.paymentType,
    channel: facts.channel,
    transactionId: facts.transactionId,
    errorCode: facts.errorCode === null || facts.errorCode === undefined ? undefined : String(facts.errorCode),
  });
}

/** A booking created or updated (success) or refused (failure). */
export function trackBooking(language: Language, outcome: 'success' | 'failure', facts: BookingFacts): void {
  track(outcome === 'success' ? 'bookingSuccess' : 'bookingFailure', language, {
    pageName: 'roomBook',
    payload: bookingPayload(facts),
  });
}
