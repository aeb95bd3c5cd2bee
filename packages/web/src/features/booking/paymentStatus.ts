import { OrderStatus } from '@hotel/contract/enums';
import type { CallbackStatus } from '@hotel/contract/schemas/orderFlow';

/** How often the waiting page asks for the payment result, and how many times at most before it waits for a click. */
export const POLL_INTERVAL_MS = 2_000;
export const MAX_POLLS = 90;
/** Seconds before a completed payment leads on to the reservation. */
export const REDIRECT_SECONDS = 5;

/**
 * What the waiting page shows: `completed`; `failed` while the order can still be paid (pay again);
 * `cancelled` when the reservation was cancelled before its payment deadline (nothing to pay, no
 * timeout); `expired` once it cannot be paid otherwise (deadline passed, order closed); `incomplete`
 * while the payment is still open.
 */
export type WaitingView = 'completed' | 'failed' | 'cancelled' | 'expired' | 'incomplete';

/** Whether the order can still be paid: waiting for payment and before its deadline. */
export function isPayable(status: Pick<CallbackStatus, 'orderStatus' | 'paymentDeadline'>, now: number): boolean {
  if (status.orderStatus !== OrderStatus.waitingForPayment) return false;
  return !status.paymentDeadline || Date.parse(status.paymentDeadline) > now;
}

function isCancelledInTime(status: Pick<CallbackStatus, 'orderStatus' | 'paymentDeadline'>, now: number): boolean {
  const cancelled = status.orderStatus === OrderStatus.cancelled || status.orderStatus === OrderStatus.refunding;
  return cancelled && (!status.paymentDeadline || Date.parse(status.paymentDeadline) > now);
}

export function waitingView(status: CallbackStatus, now: number): WaitingView {
  if (status.status === 'completed') return 'completed';
  if (isCancelledInTime(status, now)) return 'cancelled';
  if (!isPayable(status, now)) return 'expired';
  return status.status === 'failed' ? 'failed' : 'incomplete';
}

/**
 * Whether to ask again: never after a final answer or a failure the guest must act on; while the
 * payment is open, or past the deadline until the server has closed the order, within `MAX_POLLS`.
 */
export function shouldPoll(status: CallbackStatus | undefined, polls: number, now: number): boolean {
  if (polls >= MAX_POLLS) return false;
  if (!status) return true;
  const view = waitingView(status, now);
  if (view === 'completed' || view === 'failed' || view === 'cancelled') return false;
  if (view === 'expired') return status.orderStatus === OrderStatus.waitingForPayment;
  return true;
}

/** Whole seconds left until a deadline (0 once passed). */
export function secondsLeft(deadline: string | null | undefined, now: number): number {
  if (!deadline) return 0;
  const time = Date.parse(deadline);
  return Number.isNaN(time) ? 0 : Math.max(0, Math.floor((time - now) / 1000));
}

/** 905 -> '15:05'. */
export function minutesSeconds(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The app path to go to after payment: the `url` route parameter when it is a path of this site, else the order. */
export function safeReturnPath(url: string | undefined, orderPath: string): string {
  if (!url) return orderPath;
  let path = url;
  try {
    if (/%2f/i.test(path)) path = decodeURIComponent(path);
  } catch {
    return orderPath;
  }
  return /^\/(?![/\\])[\w\-./?=&%]*$/.test(path) ? path : orderPath;
}
