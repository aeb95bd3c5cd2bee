/** What the payment module needs from a payment provider (the sandbox now; a real acquirer later). */
export interface PaymentStart {
  paymentId: string;
  transactionId: string;
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
