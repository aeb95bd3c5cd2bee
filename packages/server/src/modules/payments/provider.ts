import { AppError } from '../../platform/errors.ts';

/** What the payment module needs from a payment provider (the sandbox now; a real acquirer later). */
export interface PaymentStart {
  paymentId: string;
  /** The paid order's id within its kind (a booking's transaction id, a goods order's id). */
  orderId: string;
  amount: number;
  currency: string;
  description: string;
  language: string;
}

export interface ProviderNotification {
  notificationId: string;
  paymentId: string;
  outcome: 'succeeded' | 'failed';
  amount: number;
  currency: string;
  providerReference: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** Where to send the guest to pay. */
  start(payment: PaymentStart): Promise<{ payUrl: string }>;
  /** The notification if its signature and shape are right, else null. */
  verify(body: unknown): ProviderNotification | null;
  /** Refunds a payment in full; the payment id is the request's idempotency key (asked twice, refunded once). */
  refund(payment: { paymentId: string; amount: number; currency: string; providerReference: string | null }): Promise<{
    ok: boolean;
  }>;
}

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

/** Refuses to start an online payment when no provider takes them (before any payment row is written). */
export function requireOnlineProvider(provider: PaymentProvider) {
  if (provider === noOnlineProvider) throw new AppError('onlinePaymentUnavailable');
}
