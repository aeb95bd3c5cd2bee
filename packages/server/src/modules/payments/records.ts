import type { PaymentRecord } from '@hotel/contract/schemas/admin-reservations';

/** The columns room and goods payments share. */
interface StoredPayment {
  paymentId: string;
  channel: number;
  amount: number;
  currency: string;
  status: string;
  createdAt: Date;
  settledAt: Date | null;
  refundReason: string | null;
  refundAttempts: number;
  nextRefundAt: Date | null;
  refundOf?: string | null;
  refundAmount?: number | null;
}

/** A payment as staff see it: a refund the job gave up on needs them (status refundFailed). */
export function toPaymentRecord(payment: StoredPayment): PaymentRecord {
  return {
    paymentId: payment.paymentId,
    channel: payment.channel,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    createdAt: payment.createdAt.toISOString(),
    settledAt: payment.settledAt?.toISOString() ?? null,
    refundReason: payment.refundReason,
    refundAttempts: payment.refundAttempts,
    nextRefundAt: payment.nextRefundAt?.toISOString() ?? null,
    needsStaff: payment.status === 'refundFailed',
    refundOf: payment.refundOf ?? null,
    refundAmount: payment.refundAmount ?? (payment.refundReason ? payment.amount : null),
  };
}
