import { HistoryReason } from '@hotel/contract/enums';

/** What a payment was started for, and what its order asks for now. */
export interface PaymentTerms {
  amount: number;
  currency: string;
  /** The order's version (goods orders have none: nothing changes them while they wait for payment). */
  version?: number;
}

/**
 * Why a payment may no longer confirm its order, or null when it pays exactly what the order asks
 * now. Shared by room and goods payments; the text goes into the order's history.
 */
export function paymentMismatch(paid: PaymentTerms & { voided?: boolean }, order: PaymentTerms): string | null {
  const version = (terms: PaymentTerms) => (terms.version === undefined ? '' : ` (version ${terms.version})`);
  const started = `${paid.amount} ${paid.currency}${version(paid)}`;
  const now = `${order.amount} ${order.currency}${version(order)}`;
  if (paid.voided) return `the payment was voided when the order changed; it paid ${started}, the order asks ${now}`;
  if (paid.amount !== order.amount || paid.currency !== order.currency || paid.version !== order.version) {
    return `it paid ${started}, the order asks ${now}`;
  }
  return null;
}

/** The history reason of a payment not applied to its order: voided, another amount, or too late. */
export function refusedPaymentReason(paid: { status: string }, mismatch: string | null): HistoryReason {
  if (paid.status === 'void') return HistoryReason.paymentVoided;
  return mismatch ? HistoryReason.paymentMismatch : HistoryReason.paymentTooLate;
}
