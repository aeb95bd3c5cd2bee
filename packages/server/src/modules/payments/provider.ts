import { AppError } from '../../platform/errors.ts';

/** What the payment module needs from a payment provider to start a payment. */
export interface PaymentStart {
  paymentId: string;
  /** The paid order's id within its kind (a booking's transaction id, a goods order's id). */
  orderId: string;
  amount: number;
  currency: string;
  description: string;
  language: string;
  /** Phones get the provider's mobile page (Alipay wap, WeChat H5), desktops its desktop page (QR). */
  device: 'phone' | 'desktop';
  /** The guest's address (WeChat Pay H5 asks for it). */
  clientIp: string;
  /** Where the guest's browser comes back to on this site once the provider's page is done. */
  returnUrl: string;
}

/** A notification as it reached the server: parsed body, the exact bytes (for signatures over them) and headers. */
export interface NotificationInput {
  body: unknown;
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface ProviderNotification {
  notificationId: string;
  paymentId: string;
  outcome: 'succeeded' | 'failed';
  amount: number;
  currency: string;
  providerReference: string;
}

/** A verified notification that changes no payment (a refund's report, a trade still waiting): acknowledged only. */
export const NOTHING_TO_APPLY = 'nothingToApply';
export type Verified = ProviderNotification | typeof NOTHING_TO_APPLY;

export interface PaymentProvider {
  readonly name: string;
  /** Where to send the guest to pay, and what they scan when the provider pays by QR code. */
  start(payment: PaymentStart): Promise<{ payUrl: string; payCode?: string }>;
  /** The notification if its signature and shape are right, else null. */
  verify(input: NotificationInput): Verified | null | Promise<Verified | null>;
  /**
   * Refunds `amount` of the payment `refundOf` (a part refund: its own id, the paid payment's whole
   * `refundOfAmount`), or `amount` of the payment `paymentId` itself (`refundOf` null: a whole refund, or
   * what part refunds left of it); the payment id is the request's idempotency key (asked twice, refunded once).
   */
  refund(payment: RefundRequest): Promise<{
    ok: boolean;
  }>;
  /** Asks the provider how a payment went (a notification that never came); null while it is undecided. */
  query?(payment: { paymentId: string; amount: number; currency: string }): Promise<ProviderNotification | null>;
  /** What the provider expects back once a notification is taken (default: the JSON envelope). */
  readonly acknowledgement?: { status: number; contentType: string; body: string };
}

export interface RefundRequest {
  paymentId: string;
  amount: number;
  currency: string;
  providerReference: string | null;
  refundOf?: string | null;
  refundOfAmount?: number | null;
}

/** A provider's server did not answer, or answered with an error, while starting a payment. */
export class ProviderUnavailable extends Error {}

/** No online acquirer (`PAYMENT_PROVIDER=none`): nothing is paid online, no notification is accepted. */
export const noOnlineProvider: PaymentProvider = {
  name: 'none',
  async start() {
    throw new AppError('onlinePaymentUnavailable');
  },
  verify: () => null,
  async refund() {
    return { ok: false };
  },
};

/** Minor units to the decimal text providers like Alipay ask for ("88.80" for 8880 fen). */
export function decimalAmount(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(amount);
  // Integer arithmetic on the digits: no binary fraction ever reaches a provider's amount field.
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  return `${amount < 0 ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** The decimal text back to minor units, or NaN when it is not one. */
export function minorUnits(decimal: string, currency: string): number {
  if (!/^\d+(\.\d{1,3})?$/.test(decimal)) return Number.NaN;
  return Math.round(Number(decimal) * 10 ** currencyDigits(currency));
}

function currencyDigits(currency: string) {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
