import { OrderStatus } from '@hotel/contract/enums';
import { pagePaths, type RoomBookParams } from '@hotel/contract/routes';
import type { CreatedOrder, OrderQuote } from '@hotel/contract/schemas/orderFlow';
import type { BookingFormValues, BookingPerks } from './bookingForm.ts';
import { parseRoomBookParams } from './roomBookParams.ts';

/** The three booking steps: review and guest info, payment, confirmation. */
export type BookingStep = 1 | 2 | 3;

/**
 * The order in progress (spec sections 3 and 4), kept for the browser session: the step, the order
 * once created (id, confirmation number, e-mail, mobile), the quoted amounts, the chosen payment
 * method, the guest's entries and the idempotency key of this booking attempt. Never the card.
 */
export interface BookingSession {
  /** Which stay this booking is for (hotel, room, rate, dates, party, code): another stay starts afresh. */
  stayKey: string;
  step: BookingStep;
  /** Sent as Idempotency-Key with the create call: a retried submit never books twice. */
  idempotencyKey: string;
  orderId?: string;
  confirmationNumber?: string;
  email?: string;
  mobile?: string;
  /** 0 waiting for payment, 1 reserved (after create or update). */
  orderStatus?: number;
  paymentDeadline?: string | null;
  /** The quote the guest saw: the breakdown and the pay amount sent as verifyAmount. */
  quote?: OrderQuote;
  /** The order payload (without card) the quote or the order was made from, to tell whether it changed. */
  payloadSignature?: string;
  /** The payload signature the order was last created or updated with. */
  orderSignature?: string;
  paymentType?: number;
  /** The chosen online channel (OnlineChannel). */
  paymentChannel?: number;
  /** The guest's entries (saved fill-in data), card excluded. */
  fill?: BookingFormValues;
  /** A signed-in member's points and coupon or voucher for this booking. */
  perks?: BookingPerks;
}

export const BOOKING_SESSION_KEY = 'hotel.booking';

/** A stay's identity, from the route parameters. */
export function stayKeyOf(params: RoomBookParams): string {
  return [
    params.hotelCode,
    params.roomTypeCode,
    params.ratePlanCode,
    params.checkInDate,
    params.checkOutDate,
    params.roomCount,
    params.adultsNumber,
    params.childNumber,
    params.discountType ?? '',
    params.discountCode ?? '',
  ].join('|');
}

/** A random id for the Idempotency-Key header (8 to 100 characters). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return `bk-${crypto.randomUUID()}`;
  const random = Array.from({ length: 4 }, () => Math.random().toString(36).slice(2, 10)).join('');
  return `bk-${Date.now().toString(36)}-${random}`;
}

/** A fresh booking of a stay: step 1, a new idempotency key, nothing else. */
export function newBookingSession(stayKey: string): BookingSession {
  return { stayKey, step: 1, idempotencyKey: newIdempotencyKey() };
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function isSession(value: unknown): value is BookingSession {
  if (!value || typeof value !== 'object') return false;
  const session = value as Partial<BookingSession>;
  return (
    typeof session.stayKey === 'string' &&
    (session.step === 1 || session.step === 2 || session.step === 3) &&
    typeof session.idempotencyKey === 'string' &&
    session.idempotencyKey.length >= 8
  );
}

/** The stored booking, whatever stay it is for; null when there is none or it is unreadable. */
export function readBookingSession(): BookingSession | null {
  try {
    const text = storage()?.getItem(BOOKING_SESSION_KEY);
    const parsed: unknown = text ? JSON.parse(text) : null;
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The booking of this stay as stored, or a fresh one (a booking of another stay is replaced). */
export function loadBookingSession(stayKey: string): BookingSession {
  const stored = readBookingSession();
  return stored && stored.stayKey === stayKey ? stored : newBookingSession(stayKey);
}

/** Keeps the booking for the session; a card, should one slip in, is never written. */
export function saveBookingSession(session: BookingSession): void {
  const { fill, ...rest } = session;
  const safe: BookingSession = fill ? { ...rest, fill: { ...fill, card: undefined } } : rest;
  try {
    storage()?.setItem(BOOKING_SESSION_KEY, JSON.stringify(safe));
  } catch {
    // Storage full or disabled: the booking still works for this page view.
  }
}

/**
 * Keeps what the guest has typed on step 1 as it is typed, so a reload (the inactivity dialog's
 * refresh) brings it back; only for the booking of this stay, and never a card.
 */
export function saveBookingDraft(stayKey: string, fill: BookingFormValues): void {
  const stored = loadBookingSession(stayKey);
  if (stored.step !== 1) return;
  saveBookingSession({ ...stored, fill });
}

/** The reset of spec section 4: step, order id, room info, add-ons and prices are gone. */
export function resetBookingSession(): void {
  try {
    storage()?.removeItem(BOOKING_SESSION_KEY);
  } catch {
    // Nothing stored.
  }
}

/** After a successful create or update: order id, e-mail and mobile are kept (spec section 4). */
export function withOrder(
  session: BookingSession,
  order: Pick<CreatedOrder, 'transactionId' | 'confirmationNumber' | 'status' | 'paymentDeadline'>,
  contact: { email: string; mobile: string },
  signature: string,
): BookingSession {
  return {
    ...session,
    orderId: order.transactionId,
    confirmationNumber: order.confirmationNumber,
    orderStatus: order.status,
    paymentDeadline: order.paymentDeadline,
    email: contact.email,
    mobile: contact.mobile,
    orderSignature: signature,
  };
}

/** The order can no longer be paid or changed (timed out): the next submit books anew, with a new key. */
export function withoutOrder(session: BookingSession): BookingSession {
  const {
    orderId: _orderId,
    confirmationNumber: _confirmation,
    orderStatus: _status,
    paymentDeadline: _deadline,
    orderSignature: _signature,
    ...rest
  } = session;
  return { ...rest, idempotencyKey: newIdempotencyKey() };
}

const STAY_KEY_PARTS = [
  'hotelCode',
  'roomTypeCode',
  'ratePlanCode',
  'checkInDate',
  'checkOutDate',
  'roomCount',
  'adultsNumber',
  'childNumber',
  'discountType',
  'discountCode',
] as const;

/**
 * After an online payment completed: the stored booking of this order moves to step 3 and the
 * booking page's address is returned, so a prepaid booking ends on its confirmation step like the
 * others. Null when the session holds another booking (the order page is then the place to go).
 */
export function confirmPaidBooking(orderId: string): string | null {
  const stored = readBookingSession();
  if (!stored || stored.orderId !== orderId) return null;
  const parts = stored.stayKey.split('|');
  const params = parseRoomBookParams(
    Object.fromEntries(STAY_KEY_PARTS.map((key, index) => [key, parts[index] || undefined])),
  );
  if (!params) {
    resetBookingSession();
    return null;
  }
  saveBookingSession({ ...stored, step: 3, orderStatus: OrderStatus.reserved, fill: undefined, quote: undefined });
  return pagePaths.roomBook(params);
}

/** Clears the stored booking when it is the given order's (its payment completed). */
export function finishBookingSession(orderId: string): void {
  if (readBookingSession()?.orderId === orderId) resetBookingSession();
}
