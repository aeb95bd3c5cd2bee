import type { PaymentProvider } from './provider.ts';

/**
 * Why a payment's money goes back: the order was cancelled, closed or changed before the payment came
 * (whole refunds, or a cancelled room's part of a payment of several); staff gave part of it back
 * (`staffRefund`), a change lowered a prepaid booking's price (`priceLowered`), or a prepaid guest left
 * early and the unused nights' price goes back (`earlyDeparture`): part refunds.
 */
export type RefundReason =
  | 'cancelled'
  | 'orderClosed'
  | 'orderChanged'
  | 'staffRefund'
  | 'priceLowered'
  | 'earlyDeparture';
export const PART_REFUND_REASONS = ['staffRefund', 'priceLowered', 'earlyDeparture'] as const;
/** Part refunds that went with a lower price of their order (a change, or the unused nights of an early departure). */
export const PRICE_LOWERING_REASONS: readonly string[] = ['priceLowered', 'earlyDeparture'];

/** How often a refund is tried and how long to wait between tries. */
export interface RefundPolicy {
  /** After this many failed attempts the payment is given up (status refundFailed) for staff to refund by hand. */
  maxAttempts: number;
  /** The wait after the first attempt; it doubles after each further attempt. */
  retryBaseMs: number;
}

/** Eight attempts, one minute apart at first and doubling: about four hours before staff are asked. */
export const DEFAULT_REFUND_POLICY: RefundPolicy = { maxAttempts: 8, retryBaseMs: 60_000 };

const LONGEST_WAIT_MS = 6 * 3_600_000;

/**
 * When the attempt after `attempt` (1 for the first) may start. The claimed attempt itself pushes
 * the time forward by this much, so a process that dies during its attempt is retried after it.
 */
export function nextRefundAt(attempt: number, now: Date, policy: RefundPolicy): Date {
  return new Date(now.getTime() + Math.min(policy.retryBaseMs * 2 ** (attempt - 1), LONGEST_WAIT_MS));
}

export interface DueRefund {
  paymentId: string;
  provider: string;
  account: string | null;
  amount: number;
  currency: string;
  providerReference: string | null;
  refundAttempts: number;
  /** What the refund gives back (null: the whole amount, a refund queued by older code). */
  refundAmount: number | null;
  /** A part refund's paid payment and its whole amount. */
  refundOf: string | null;
  refundOfAmount: number | null;
}

/**
 * What the provider is asked: `amount` of the payment `refundOf` (whose whole is `refundOfAmount`), the
 * row's own id as the idempotency key. A whole refund after part refunds asks for what is left.
 */
export function refundRequestOf(payment: DueRefund) {
  return {
    paymentId: payment.paymentId,
    amount: payment.refundAmount ?? payment.amount,
    currency: payment.currency,
    providerReference: payment.providerReference,
    refundOf: payment.refundOf,
    refundOfAmount: payment.refundOf ? payment.refundOfAmount : payment.amount,
  };
}

/** What the payments table offers the refund queue (see refund-book.ts). */
export interface RefundBook<P extends DueRefund> {
  /** Refunds due at `now`, oldest first. */
  due(now: Date, limit: number): Promise<P[]>;
  /** One due refund by id, or null when it is not waiting for a refund. */
  find(paymentId: string): Promise<P | null>;
  /**
   * Takes the next attempt: one conditional UPDATE that raises the attempt count from what was read
   * and moves the next attempt time, so of two processes only one wins an attempt.
   */
  claim(payment: P, now: Date, retryAt: Date): Promise<boolean>;
  /** The money went back: the payment is refunded and its order moves on, in one transaction. */
  refunded(payment: P, now: Date): Promise<void>;
  /** The last attempt failed: the payment is refundFailed for staff and its order moves on, in one transaction. */
  givenUp(payment: P, now: Date): Promise<void>;
  /** Refunds left behind by older code or a crash (an order refunding with a succeeded payment): queued again. */
  adoptStranded(now: Date): Promise<number>;
}

export type RefundOutcome = 'refunded' | 'retryLater' | 'givenUp' | 'notMine';

/**
 * The refund queue of every kind of order. Every attempt is claimed in the database first,
 * then asked of the provider with the payment's id as the refund's idempotency key (a repeated
 * request after a crash never moves the money twice), then recorded.
 */
export function createRefundQueue<P extends DueRefund>(deps: {
  book: RefundBook<P>;
  /** The provider that took the payment (with the same account's credentials), or null when it is gone. */
  providerOf(payment: P): Promise<PaymentProvider | null>;
  policy: RefundPolicy;
  now: () => Date;
}) {
  const { book, policy } = deps;

  async function attempt(payment: P): Promise<RefundOutcome> {
    const now = deps.now();
    const tries = payment.refundAttempts + 1;
    if (!(await book.claim(payment, now, nextRefundAt(tries, now, policy)))) return 'notMine';
    const request = refundRequestOf(payment);
    // Earlier part refunds gave everything back: nothing is left to ask the provider for.
    const result =
      request.amount === 0 ? { ok: true } : await askProvider(payment, request).catch(() => ({ ok: false }));
    if (result.ok) {
      await book.refunded(payment, deps.now());
      return 'refunded';
    }
    if (tries >= policy.maxAttempts) {
      await book.givenUp(payment, deps.now());
      return 'givenUp';
    }
    return 'retryLater';
  }

  async function askProvider(payment: P, request: ReturnType<typeof refundRequestOf>) {
    const provider = await deps.providerOf(payment).catch(() => null);
    return provider ? provider.refund(request) : { ok: false };
  }

  /** Tries one payment's refund now (right after it was queued); null when it is not waiting for one. */
  async function refundNow(paymentId: string): Promise<RefundOutcome | null> {
    const payment = await book.find(paymentId);
    return payment ? attempt(payment) : null;
  }

  /** The job: queues stranded refunds again, then tries every refund that is due. */
  async function resume(batch = 50) {
    const adopted = await book.adoptStranded(deps.now());
    const counts: Record<RefundOutcome, number> = { refunded: 0, retryLater: 0, givenUp: 0, notMine: 0 };
    for (const payment of await book.due(deps.now(), batch)) counts[await attempt(payment)]++;
    return { adopted, ...counts };
  }

  return { refundNow, resume };
}
export type RefundQueue = ReturnType<typeof createRefundQueue>;
