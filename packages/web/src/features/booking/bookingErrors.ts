import { ErrorCode } from '@hotel/contract/errors';
import type { ServerFieldError } from '@hotel/contract/schemas/orderFlow';
import { errorDataOf as errorData, isApiError } from '../../lib/api/client.ts';
import { serverFieldErrors } from './bookingApi.ts';

/** What the booking pages do with a failed booking call (spec section 8). */
export type BookingProblem =
  /** 703 all rooms sold out, 701 not enough rooms, 90010 the room/rate cannot be had: alert, then the room list. */
  | { kind: 'unavailable'; code: number; message: string }
  /** 90021: the server's new pay amount; the guest sees it and confirms again. */
  | { kind: 'pricesChanged'; payAmount: number | null; currency: string | null; message: string }
  /** pc1009: messages for the fields the server refused. */
  | { kind: 'fields'; fields: ServerFieldError[]; message: string }
  /** 90016: member-only rate or points: sign in first. */
  | { kind: 'signIn'; message: string }
  /** 90007: the order's payment deadline passed; a new order is needed. */
  | { kind: 'timedOut'; message: string }
  /** Anything else (20, 1102, 90012, network...): its translated message. */
  | { kind: 'message'; message: string };

const UNAVAILABLE = new Set<string>([
  String(ErrorCode.soldOut),
  String(ErrorCode.insufficientRooms),
  String(ErrorCode.roomSoldOutForDates),
  String(ErrorCode.insufficientRoomTypes),
]);

/**
 * Sorts a failed call into what the page must do. The envelope's message is already translated in
 * the request's language; `translate` supplies `errors.<code>` or the generic text when it is empty.
 */
export function describeBookingError(error: unknown, translate: (key: string) => string): BookingProblem {
  const generic = translate('ui.error.generic');
  if (!isApiError(error)) return { kind: 'message', message: generic };
  const code = error.errorCode === null ? '' : String(error.errorCode);
  const fromCode = code ? translate(`errors.${code}`) : '';
  const message =
    error.message.trim() ||
    (fromCode && fromCode !== `errors.${code}` ? fromCode : '') ||
    (error.status === 0 ? translate('ui.error.network') : generic);
  if (UNAVAILABLE.has(code)) return { kind: 'unavailable', code: Number(code), message };
  if (code === String(ErrorCode.pricesChanged)) {
    const data = errorData(error);
    return {
      kind: 'pricesChanged',
      payAmount: typeof data?.payAmount === 'number' ? data.payAmount : null,
      currency: typeof data?.currency === 'string' ? data.currency : null,
      message,
    };
  }
  if (code === String(ErrorCode.validationError)) {
    const fields = serverFieldErrors(error);
    if (fields.length > 0) return { kind: 'fields', fields, message };
  }
  if (code === String(ErrorCode.pleaseLogIn) || code === String(ErrorCode.loginExpired)) {
    return { kind: 'signIn', message };
  }
  if (code === String(ErrorCode.paymentTimedOut) || code === String(ErrorCode.orderClosed)) {
    return { kind: 'timedOut', message };
  }
  return { kind: 'message', message };
}

/** Which member field a refused points or voucher call is about, with the message to show next to it. */
export interface PerkProblem {
  field: 'point' | 'voucher';
  message: string;
}

const POINT_CODES = new Set<string>([String(ErrorCode.insufficientPoints), String(ErrorCode.paymentWayUnavailable)]);
const VOUCHER_CODES = new Set<string>([String(ErrorCode.couponMinimumSpend), String(ErrorCode.voucherOrCardIncorrect)]);

/**
 * A failed quote or booking caused by the member's points or voucher (90103, 90012 on points; 90102,
 * 90014; pc1009 on `point`, `voucherCode` or `voucherSource`), or null when it is about something else.
 */
export function perkProblemOf(error: unknown, translate: (key: string) => string): PerkProblem | null {
  if (!isApiError(error)) return null;
  const problem = describeBookingError(error, translate);
  const code = error.errorCode === null ? '' : String(error.errorCode);
  if (code === String(ErrorCode.validationError)) {
    const fields = serverFieldErrors(error);
    const point = fields.find((item) => item.field === 'point');
    if (point) return { field: 'point', message: point.message || problem.message };
    const voucher = fields.find((item) => item.field === 'voucherCode' || item.field === 'voucherSource');
    if (voucher) return { field: 'voucher', message: voucher.message || problem.message };
    return null;
  }
  if (code === String(ErrorCode.paymentWayUnavailable) && errorData(error)?.field !== 'point') return null;
  if (POINT_CODES.has(code)) return { field: 'point', message: problem.message };
  if (VOUCHER_CODES.has(code)) return { field: 'voucher', message: problem.message };
  return null;
}
