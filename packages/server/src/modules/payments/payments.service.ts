import type { Language } from '@hotel/contract/languages';
import type { PaymentResultStatus } from '@hotel/contract/schemas/orderFlow';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { paymentMismatch } from './binding.ts';
import type { OrderKind, PayableOrder, PaymentRequest } from './order-kinds.ts';
import {
  findPayment,
  insertPayment,
  type PaymentRow,
  paymentsOfOrder,
  queueRefund,
  recordNotification,
  settlePayment,
  succeededPayment,
  voidPendingPayments,
} from './payments.repo.ts';
import { type PaymentProvider, type ProviderNotification, requireOnlineProvider } from './provider.ts';
import { toPaymentRecord } from './records.ts';
import { paymentRefundBook } from './refund-book.ts';
import { createRefundQueue, DEFAULT_REFUND_POLICY, type RefundPolicy, type RefundReason } from './refunds.ts';

/** A payment as the provider's hosted page shows it: amount, state, the order's reference and where to return. */
export interface SandboxPayable {
  paymentId: string;
  amount: number;
  currency: string;
  status: string;
  /** The order no longer waits for this payment (closed, cancelled or paid): the page takes no money. */
  orderClosed: boolean;
  reference: string;
  returnPath(lang: string): string;
}

/** What applying a notification left to do once its transaction committed. */
type Applied = 'paid' | 'refund' | 'nothing';

/**
 * The one payments pipeline: start, notify, status, refund and the refund job, for every kind of order.
 * The modules owning orders register their kind (`registerOrderKind`) and get that kind's face back.
 */
export function createPaymentService(deps: {
  db: Db;
  provider: PaymentProvider;
  now: () => Date;
  refundPolicy?: RefundPolicy;
}) {
  const { db, provider } = deps;
  const kinds = new Map<string, OrderKind>();
  const kindOf = (name: string) => {
    const kind = kinds.get(name);
    if (!kind) throw new Error(`no order kind '${name}' is registered with the payments module`);
    return kind;
  };
  const refunds = createRefundQueue({
    book: paymentRefundBook(db, { names: () => [...kinds.keys()], get: kindOf }),
    provider,
    policy: deps.refundPolicy ?? DEFAULT_REFUND_POLICY,
    now: deps.now,
  });

  /** Starts an online payment of an order its kind says may be paid now, bound to what the order asks now. */
  async function startPayment(name: string, orderId: string, request: PaymentRequest & { language: Language }) {
    requireOnlineProvider(provider);
    const kind = kindOf(name);
    const order = await kind.payable(orderId, request, deps.now());
    const paymentId = newId(kind.paymentIdPrefix);
    await insertPayment(db, {
      paymentId,
      orderKind: name,
      orderId,
      provider: provider.name,
      channel: request.channel,
      amount: order.amount,
      currency: order.currency,
      orderVersion: order.version ?? null,
      status: 'pending',
    });
    const { payUrl } = await provider.start({
      paymentId,
      orderId,
      amount: order.amount,
      currency: order.currency,
      description: order.reference,
      language: request.language,
    });
    return { paymentId, payUrl, amount: order.amount, currency: order.currency };
  }

  /**
   * Applies a provider notification once: verified, recorded by id (a replay changes nothing), and
   * in one transaction with the order's side, the order's row locked first so a change of the order
   * never crosses it. A success confirms the order only when it pays what the order asks now (amount,
   * currency and version, and the payment was not voided by a change); otherwise, or when the order
   * no longer waits for payment (closed, or already paid), the money is queued for refund and the
   * reason written in the order's history, so a guest is never charged twice nor confirmed for less.
   */
  async function handleNotification(body: unknown) {
    const notification = provider.verify(body);
    if (!notification) throw new AppError('paymentParameterError');
    const known = await findPayment(db, notification.paymentId);
    if (!known || known.amount !== notification.amount || known.currency !== notification.currency) {
      throw new AppError('paymentParameterError');
    }
    const kind = kindOf(known.orderKind);
    const applied = await inTransaction(db, (tx) => apply(tx, kind, known, notification));
    if (applied === 'refund') await refunds.refundNow(known.paymentId);
    if (applied === 'paid') await kind.afterPaid?.(known.orderId);
    return { received: true };
  }

  async function apply(
    tx: Db,
    kind: OrderKind,
    known: PaymentRow,
    notification: ProviderNotification,
  ): Promise<Applied> {
    if (!(await recordNotification(tx, notification.notificationId, known.paymentId, notification.outcome))) {
      return 'nothing';
    }
    const order = await kind.lock(tx, known.orderId);
    if (!order) throw new Error(`the order of payment ${known.paymentId} is gone`);
    const payment = (await findPayment(tx, known.paymentId))!;
    if (payment.status !== 'pending' && payment.status !== 'void') return 'nothing';
    const settled = { providerReference: notification.providerReference };
    if (notification.outcome === 'failed') {
      await settlePayment(tx, payment, { ...settled, status: 'failed' }, deps.now());
      return 'nothing';
    }
    const actor = `provider:${provider.name}`;
    const refusal = refusalOf(payment, order);
    if (refusal) {
      await settlePayment(
        tx,
        payment,
        { ...settled, status: 'refundDue', refundReason: refusal.reason, nextRefundAt: deps.now() },
        deps.now(),
      );
      const text = `payment ${payment.paymentId} not applied, refund due: ${refusal.why}`;
      await kind.note(tx, payment.orderId, order, actor, text);
      return 'refund';
    }
    await settlePayment(tx, payment, { ...settled, status: 'succeeded' }, deps.now());
    await kind.onPaid(tx, payment, actor, deps.now());
    return 'paid';
  }

  /** Why a success may not confirm its order (the binding of payments/binding.ts), or null when it may. */
  function refusalOf(payment: PaymentRow, order: PayableOrder): { reason: RefundReason; why: string } | null {
    const mismatch = paymentMismatch(
      { ...payment, version: payment.orderVersion ?? undefined, voided: payment.status === 'void' },
      order,
    );
    if (mismatch) return { reason: 'orderChanged', why: mismatch };
    if (!order.awaitingPayment) {
      return { reason: 'orderClosed', why: `the order is no longer waiting for payment (status ${order.status})` };
    }
    return null;
  }

  /** What the waiting page shows: completed, failed or incomplete. */
  async function paymentStatus(name: string, orderId: string) {
    const kind = kindOf(name);
    const order = await kind.find(orderId);
    if (!order) throw new AppError(kind.notFound);
    const [latest] = await paymentsOfOrder(db, name, orderId, 'newest');
    const status: PaymentResultStatus = order.paid
      ? 'completed'
      : !order.awaitingPayment || latest?.status === 'failed'
        ? 'failed'
        : 'incomplete';
    return { status, orderStatus: order.status, paymentDeadline: order.paymentDeadline?.toISOString() ?? null };
  }

  /** The provider's hosted page's view of a payment, whatever its kind of order. */
  async function sandboxPayable(paymentId: string): Promise<SandboxPayable | undefined> {
    const payment = await findPayment(db, paymentId);
    const kind = payment && kinds.get(payment.orderKind);
    const order = kind && (await kind.find(payment.orderId));
    if (!payment || !kind || !order) return undefined;
    return {
      paymentId: payment.paymentId,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      orderClosed: !order.awaitingPayment,
      reference: order.reference,
      returnPath: (lang) => kind.returnPath(payment.orderId, lang),
    };
  }

  /** The face one kind of order gets: its orders' payments, nothing of another kind's. */
  function paymentsOfKind(name: string) {
    return {
      start: (orderId: string, request: PaymentRequest & { language: Language }) =>
        startPayment(name, orderId, request),
      status: (orderId: string) => paymentStatus(name, orderId),
      succeededPayment: (orderId: string) => succeededPayment(db, name, orderId),
      /** The order's payments as staff see them, oldest first. */
      records: async (orderId: string) => (await paymentsOfOrder(db, name, orderId, 'oldest')).map(toPaymentRecord),
      /** Voids the order's pending payments inside the caller's transaction (the order changed). */
      voidPending: (tx: Db, orderId: string) => voidPendingPayments(tx, name, orderId),
      /** Queues a succeeded payment's refund inside the caller's transaction (a cancellation's). */
      queueRefund: (tx: Db, paymentId: string, reason: RefundReason) => queueRefund(tx, paymentId, reason, deps.now()),
      /** Tries a queued refund at once; the job retries it later if this attempt fails or never finishes. */
      refundNow: (paymentId: string) => refunds.refundNow(paymentId),
    };
  }

  return {
    /** Lets a module's orders be paid through the pipeline; returns what that module uses to pay them. */
    registerOrderKind(name: string, kind: OrderKind) {
      if (kinds.has(name)) throw new Error(`order kind '${name}' is registered twice`);
      kinds.set(name, kind);
      return paymentsOfKind(name);
    },
    handleNotification,
    sandboxPayable,
    /** The job: resumes every unfinished refund, of every registered kind. */
    resumeRefunds: () => refunds.resume(),
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
/** One kind of order's payments (what `registerOrderKind` returns). */
export type OrderPayments = ReturnType<PaymentService['registerOrderKind']>;
