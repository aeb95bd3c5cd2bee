import type { Language } from '@hotel/contract/languages';
import type { OnlinePaid } from '@hotel/contract/schemas/order';
import type { PaymentResultStatus } from '@hotel/contract/schemas/orderFlow';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { oneProvider, type PaymentProviders, usableChannels } from './accounts.ts';
import { paymentMismatch, refusedPaymentReason } from './binding.ts';
import type { OrderKind, PayableOrder, PaymentRequest } from './order-kinds.ts';
import {
  findPayment,
  insertPayment,
  lockedLeft,
  type PaymentRow,
  partRefundsOf,
  paymentsOfOrder,
  pendingProviderPayments,
  queuePartRefund,
  queueRefund,
  RefundAboveRefundable,
  recordNotification,
  setPayCode,
  settlePayment,
  succeededPayment,
  voidPayment,
  voidPendingPayments,
} from './payments.repo.ts';
import {
  NOTHING_TO_APPLY,
  type NotificationInput,
  type PaymentProvider,
  type ProviderNotification,
  ProviderUnavailable,
} from './provider.ts';
import { toPaymentRecord } from './records.ts';
import { paymentRefundBook } from './refund-book.ts';
import {
  createRefundQueue,
  DEFAULT_REFUND_POLICY,
  PRICE_LOWERING_REASONS,
  type RefundPolicy,
  type RefundReason,
} from './refunds.ts';

/** Statuses of a payment that took the guest's money (and perhaps gave it back since). */
const TAKEN = new Set(['succeeded', 'refundDue', 'refunded', 'refundFailed']);
/** Refunds of a payment that never paid its order (it came too late, or for another amount): not the order's money. */
const REFUSED = new Set(['orderChanged', 'orderClosed']);

/** A payment as the provider's hosted page shows it: amount, state, the order's reference and where to return. */
export interface SandboxPayable {
  paymentId: string;
  amount: number;
  currency: string;
  status: string;
  /** The order no longer waits for this payment (closed, cancelled or paid): the page takes no money. */
  orderClosed: boolean;
  reference: string;
  returnPath(lang: Language): string;
  provider: string;
  /** What the guest scans (WeChat Pay Native), or null. */
  payCode: string | null;
}

/** A provider is asked about a payment still pending at most this often (the waiting page polls). */
const QUERY_INTERVAL_MS = 10_000;
/** The reconcile job asks about payments pending for longer than this, for up to a day, a batch a run. */
const RECONCILE_AFTER_MS = 2 * 60_000;
const RECONCILE_WITHIN_MS = 24 * 60 * 60_000;
const RECONCILE_BATCH = 50;

/** What applying a notification left to do once its transaction committed. */
type Applied = 'paid' | 'refund' | 'nothing';

/**
 * The one payments pipeline: start, notify, status, refund and the refund job, for every kind of order.
 * The modules owning orders register their kind (`registerOrderKind`) and get that kind's face back.
 */
export function createPaymentService(deps: {
  db: Db;
  /** One provider for every channel (the sandbox, a test's provider)... */
  provider?: PaymentProvider;
  /** ...or the routing of each channel to its provider and account (live payments). */
  providers?: PaymentProviders;
  now: () => Date;
  refundPolicy?: RefundPolicy;
  /** The site's public address: where providers send the guest back to. */
  publicBaseUrl?: string;
}) {
  const { db } = deps;
  const single = deps.provider;
  const providers = deps.providers ?? oneProvider(single!);
  const queried = new Map<string, number>();
  const kinds = new Map<string, OrderKind>();
  const kindOf = (name: string) => {
    const kind = kinds.get(name);
    if (!kind) throw new Error(`no order kind '${name}' is registered with the payments module`);
    return kind;
  };
  const refunds = createRefundQueue({
    book: paymentRefundBook(db, { names: () => [...kinds.keys()], get: kindOf }, deps.now),
    providerOf: (payment) => providers.forPayment(payment),
    policy: deps.refundPolicy ?? DEFAULT_REFUND_POLICY,
    now: deps.now,
  });

  /**
   * Starts an online payment of an order its kind says may be paid now, bound to what the order asks now,
   * with the provider that takes the channel for the order's hotel (error 20 when none does). A provider
   * that cannot be reached voids the payment (a late success is refunded) and the guest may pay another way.
   */
  async function startPayment(name: string, orderId: string, request: PaymentRequest & { language: Language }) {
    if (providers.mode === 'none') throw new AppError('onlinePaymentUnavailable');
    const kind = kindOf(name);
    const order = await kind.payable(orderId, request, deps.now());
    const route = await providers.forChannel(order.hotelCode ?? null, request.channel);
    if (!route) throw new AppError('paymentMethodNotEnabled');
    const paymentId = newId(kind.paymentIdPrefix);
    const row = {
      paymentId,
      orderKind: name,
      orderId,
      provider: route.provider.name,
      account: route.account,
      channel: request.channel,
      amount: order.amount,
      currency: order.currency,
      orderVersion: order.version ?? null,
      status: 'pending',
    };
    await insertPayment(db, row);
    const returnPath = kind.returnPath(orderId, request.language);
    let started: { payUrl: string; payCode?: string };
    try {
      started = await route.provider.start({
        paymentId,
        orderId,
        amount: order.amount,
        currency: order.currency,
        description: order.reference,
        language: request.language,
        device: request.device ?? 'desktop',
        clientIp: request.clientIp ?? '127.0.0.1',
        returnUrl: new URL(returnPath, deps.publicBaseUrl ?? 'http://localhost').href,
      });
    } catch (error) {
      await voidPayment(db, paymentId);
      if (error instanceof AppError) throw error;
      if (!(error instanceof ProviderUnavailable)) throw error;
      throw new AppError('paymentProviderUnavailable');
    }
    if (started.payCode) await setPayCode(db, paymentId, started.payCode);
    return { paymentId, payUrl: started.payUrl, amount: order.amount, currency: order.currency };
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
    const name = single?.name ?? 'sandbox';
    await receiveNotification(name, null, { body, rawBody: JSON.stringify(body), headers: {} });
    return { received: true };
  }

  /**
   * A notification from `providerName` for the payments of `account` (its credentials verify it). Returns
   * the provider, whose acknowledgement the route answers with.
   */
  async function receiveNotification(providerName: string, account: string | null, input: NotificationInput) {
    const provider = await providers.forPayment({ provider: providerName, account });
    if (!provider) throw new AppError('paymentParameterError');
    const verified = await provider.verify(input);
    if (!verified) throw new AppError('paymentParameterError');
    if (verified !== NOTHING_TO_APPLY) await applyVerified(provider, account, verified);
    return provider;
  }

  async function applyVerified(provider: PaymentProvider, account: string | null, notification: ProviderNotification) {
    const known = await findPayment(db, notification.paymentId);
    if (
      !known ||
      known.provider !== provider.name ||
      (known.account ?? null) !== account ||
      known.amount !== notification.amount ||
      known.currency !== notification.currency
    ) {
      throw new AppError('paymentParameterError');
    }
    const kind = kindOf(known.orderKind);
    const applied = await inTransaction(db, (tx) => apply(tx, kind, known, notification));
    if (applied === 'refund') await refunds.refundNow(known.paymentId);
    if (applied === 'paid') await kind.afterPaid?.(known.orderId);
  }

  /**
   * Asks the provider how a pending payment went and applies the answer as a notification (one that
   * never came, or the guest's browser came back first). Quiet when the provider cannot say or be reached.
   */
  async function reconcile(paymentId: string) {
    const payment = await findPayment(db, paymentId);
    if (!payment || (payment.status !== 'pending' && payment.status !== 'void')) return;
    const last = queried.get(paymentId) ?? 0;
    if (deps.now().getTime() - last < QUERY_INTERVAL_MS) return;
    if (queried.size > 10_000) queried.clear();
    queried.set(paymentId, deps.now().getTime());
    const provider = await providers.forPayment(payment);
    if (!provider?.query) return;
    const answer = await provider.query(payment).catch((error) => {
      if (error instanceof ProviderUnavailable) return null;
      throw error;
    });
    if (answer && answer.paymentId === payment.paymentId) {
      await applyVerified(provider, payment.account ?? null, answer);
    }
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
    const actor = `provider:${known.provider}`;
    const refusal = refusalOf(payment, order);
    if (refusal) {
      await settlePayment(
        tx,
        payment,
        { ...settled, status: 'refundDue', refundReason: refusal.reason, nextRefundAt: deps.now() },
        deps.now(),
      );
      const code = refusedPaymentReason(payment, refusal.reason === 'orderChanged' ? refusal.why : null);
      await kind.note(tx, payment.orderId, order, actor, { code, note: payment.paymentId });
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
    let [latest] = await paymentsOfOrder(db, name, orderId, 'newest');
    if (latest?.status === 'pending' && !order.paid) {
      // A signed answer that does not fit the payment is refused there; the waiting page just polls on.
      await reconcile(latest.paymentId).catch(() => undefined);
      [latest] = await paymentsOfOrder(db, name, orderId, 'newest');
      const now = await kind.find(orderId);
      if (now) return statusOf(now, latest);
    }
    return statusOf(order, latest);
  }

  function statusOf(order: PayableOrder, latest: PaymentRow | undefined) {
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
      provider: payment.provider,
      payCode: payment.payCode,
    };
  }

  async function refusedAbove<T>(paid: PaymentRow, queue: () => Promise<T>): Promise<T> {
    try {
      return await queue();
    } catch (error) {
      if (!(error instanceof RefundAboveRefundable)) throw error;
      // Above a group room's share its own words say so, with the amount that share has left.
      throw new AppError(
        error.byShare ? 'refundAboveShare' : 'refundAboveRefundable',
        { field: 'amount', refundable: error.refundable, currency: paid.currency },
        undefined,
        error.byShare ? { amount: { amount: error.refundable, currency: paid.currency } } : undefined,
      );
    }
  }

  /**
   * Every payment row of an order and of the orders its kind says paid into it (`alsoPaidBy`: a booking's
   * changes), oldest first, read in `tx` (the caller's transaction when there is one).
   */
  async function rowsPaying(tx: Db, name: string, orderId: string) {
    const payers = [{ kind: name, orderId }, ...((await kindOf(name).alsoPaidBy?.(tx, orderId)) ?? [])];
    const rows: PaymentRow[] = [];
    for (const payer of payers) rows.push(...(await paymentsOfOrder(tx, payer.kind, payer.orderId, 'oldest')));
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  /** The payments that took the guest's money for an order (succeeded, or since refunded), oldest first. */
  async function paymentsPaying(tx: Db, name: string, orderId: string) {
    return (await rowsPaying(tx, name, orderId)).filter(
      (row) => !row.refundOf && TAKEN.has(row.status) && !REFUSED.has(row.refundReason ?? ''),
    );
  }

  /**
   * An order's money online, the one computation of it: `paid` by every payment that paid it (its own and
   * its changes'), `refunded` by the refunds of them (part refunds queued, done or given up for staff, and a
   * whole refund's remainder), `left` the difference; `payments` each payment's share.
   */
  async function refundStateOf(name: string, orderId: string, on: Db = db): Promise<OnlinePaid | null> {
    const taken = await paymentsPaying(on, name, orderId);
    if (!taken.length) return null;
    const parts = await partRefundsOf(
      on,
      taken.map((row) => row.paymentId),
    );
    const refunds: OnlinePaid['refunds'] = [];
    const shares: OnlinePaid['payments'] = [];
    for (const payment of taken) {
      const own = parts.filter((part) => part.refundOf === payment.paymentId);
      const mine = own.map((part) => ({
        refundId: part.paymentId,
        amount: part.amount,
        status: part.status,
        reason: part.refundReason,
        at: part.createdAt.toISOString(),
      }));
      if (payment.status !== 'succeeded') {
        const partTotal = own.reduce((sum, part) => sum + part.amount, 0);
        mine.push({
          refundId: payment.paymentId,
          amount: payment.refundAmount ?? payment.amount - partTotal,
          status: payment.status,
          reason: payment.refundReason,
          at: (payment.settledAt ?? payment.createdAt).toISOString(),
        });
      }
      const refunded = mine.reduce((sum, refund) => sum + refund.amount, 0);
      refunds.push(...mine);
      shares.push({
        paymentId: payment.paymentId,
        orderKind: payment.orderKind,
        paid: payment.amount,
        refunded,
        left: payment.amount - refunded,
        at: (payment.settledAt ?? payment.createdAt).toISOString(),
      });
    }
    refunds.sort((a, b) => a.at.localeCompare(b.at));
    const paid = shares.reduce((sum, share) => sum + share.paid, 0);
    const refunded = shares.reduce((sum, share) => sum + share.refunded, 0);
    return {
      paymentId: taken[0]!.paymentId,
      currency: taken[0]!.currency,
      paid,
      refunded,
      left: paid - refunded,
      payments: shares,
      refunds,
    };
  }

  /**
   * Queues the refund of `amount` across the payments that paid an order, newest first, never more than each
   * has left (each locked and its part refunds summed under the lock), inside the caller's transaction which
   * locked the order. 90565 when nothing was paid online, 90564 (with what is left in all) above it.
   */
  async function partRefundAcross(
    tx: Db,
    name: string,
    orderId: string,
    amount: number,
    reason: 'staffRefund' | 'priceLowered' | 'earlyDeparture',
  ) {
    const paying = (await paymentsPaying(tx, name, orderId)).filter((row) => row.status === 'succeeded').reverse();
    if (!paying.length) throw new AppError('refundNothingPaid');
    const lefts: number[] = [];
    for (const payment of paying) lefts.push(await lockedLeft(tx, payment.paymentId));
    const refundable = lefts.reduce((sum, left) => sum + left, 0);
    if (amount <= 0 || amount > refundable) {
      throw new AppError('refundAboveRefundable', { field: 'amount', refundable, currency: paying[0]!.currency });
    }
    const refundIds: string[] = [];
    let rest = amount;
    for (const [index, payment] of paying.entries()) {
      const share = Math.min(rest, lefts[index]!);
      if (share <= 0) continue;
      const refundId = newId('rfd');
      await refusedAbove(payment, () =>
        queuePartRefund(
          tx,
          { paymentId: refundId, orderKind: name, orderId, amount: share, reason },
          payment,
          deps.now(),
        ),
      );
      refundIds.push(refundId);
      rest -= share;
      if (rest === 0) break;
    }
    const paid = paying.reduce((sum, payment) => sum + payment.amount, 0);
    return { refundId: refundIds[0]!, refundIds, paid, left: refundable - amount, currency: paying[0]!.currency };
  }

  /**
   * Queues, inside the caller's transaction, the refund of what is left of every succeeded payment that paid
   * the order (a cancellation's), newest first; returns their ids in that order.
   */
  async function refundAll(tx: Db, name: string, orderId: string, reason: RefundReason) {
    const paying = (await paymentsPaying(tx, name, orderId)).filter((row) => row.status === 'succeeded').reverse();
    const queued: string[] = [];
    for (const payment of paying) {
      if (await queueRefund(tx, payment.paymentId, reason, deps.now())) queued.push(payment.paymentId);
    }
    return queued;
  }

  /** The face one kind of order gets: its orders' payments, nothing of another kind's. */
  function paymentsOfKind(name: string) {
    return {
      start: (orderId: string, request: PaymentRequest & { language: Language }) =>
        startPayment(name, orderId, request),
      status: (orderId: string) => paymentStatus(name, orderId),
      /** `on`: the caller's transaction, when it reads inside one. */
      succeededPayment: (orderId: string, on: Db = db) => succeededPayment(on, name, orderId),
      /** The order's payments (and those of the orders that paid into it) as staff see them, oldest first. */
      records: async (orderId: string) => (await rowsPaying(db, name, orderId)).map(toPaymentRecord),
      /** Voids the order's pending payments inside the caller's transaction (the order changed). */
      voidPending: (tx: Db, orderId: string) => voidPendingPayments(tx, name, orderId),
      /** Queues a succeeded payment's refund inside the caller's transaction (a cancellation's). */
      queueRefund: (tx: Db, paymentId: string, reason: RefundReason) => queueRefund(tx, paymentId, reason, deps.now()),
      /**
       * Queues the refund of `amount` of a succeeded payment of another kind that paid this kind's order
       * among others (one room of a reservation paid together); returns the refund's payment id.
       */
      queuePartRefund: async (
        tx: Db,
        orderId: string,
        of: PaymentRow,
        amount: number,
        /** The order's price now and why: its refunds of `of` stay within its share (queuePartRefund). */
        share?: { price: number; reason: RefundReason },
      ) => {
        const paymentId = newId('rfd');
        const after = await refusedAbove(of, () =>
          queuePartRefund(
            tx,
            { paymentId, orderKind: name, orderId, amount, reason: share?.reason },
            of,
            deps.now(),
            share?.price,
          ),
        );
        return { paymentId, ...after };
      },
      /**
       * This kind's order's share of a payment of another kind that paid it among others: `paid` its share (its
       * price now plus what refunds that lowered it gave back), its part refunds, and what is left of the share
       * (never above what is left of the payment).
       */
      shareState: async (orderId: string, of: PaymentRow, price: number, on: Db = db): Promise<OnlinePaid> => {
        const parts = await partRefundsOf(on, [of.paymentId]);
        const all = parts.reduce((sum, part) => sum + part.amount, 0);
        const mine = parts.filter((part) => part.orderKind === name && part.orderId === orderId);
        const refunded = mine.reduce((sum, part) => sum + part.amount, 0);
        const lowered = mine
          .filter((part) => PRICE_LOWERING_REASONS.includes(part.refundReason ?? ''))
          .reduce((sum, part) => sum + part.amount, 0);
        const left = Math.max(0, Math.min(price + lowered - refunded, of.amount - all));
        const at = (of.settledAt ?? of.createdAt).toISOString();
        return {
          paymentId: of.paymentId,
          currency: of.currency,
          paid: price + lowered,
          refunded,
          left,
          payments: [{ paymentId: of.paymentId, orderKind: of.orderKind, paid: price + lowered, refunded, left, at }],
          refunds: mine.map((part) => ({
            refundId: part.paymentId,
            amount: part.amount,
            status: part.status,
            reason: part.refundReason,
            at: part.createdAt.toISOString(),
          })),
        };
      },
      /**
       * Queues the refund of `amount` across the payments that paid the order, newest first (inside the
       * caller's transaction, which locked the order): staff giving part back, or a change that lowered the
       * price. Refused with 90565 when nothing was paid online, 90564 above what is left of them all; returns
       * the refunds' payment ids (newest payment's first) and what is left paid after them.
       */
      partRefund: (
        tx: Db,
        orderId: string,
        amount: number,
        reason: 'staffRefund' | 'priceLowered' | 'earlyDeparture',
      ) => partRefundAcross(tx, name, orderId, amount, reason),
      /** Queues a cancellation's refunds of every payment that paid the order, newest first (caller's transaction). */
      refundAll: (tx: Db, orderId: string, reason: RefundReason) => refundAll(tx, name, orderId, reason),
      /** What the payments that paid the order took, what refunds gave back or will, and what is left paid. */
      refundState: async (orderId: string, on?: Db) => refundStateOf(name, orderId, on),
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
    receiveNotification,
    reconcile,
    sandboxPayable,
    /** The payment's provider (refunds, queries, the return from its page), or null. */
    providerOf: async (paymentId: string) => {
      const payment = await findPayment(db, paymentId);
      return payment ? providers.forPayment(payment) : null;
    },
    /** The channels of `channels` a guest may pay an order of the hotel (or, null, the site) with now. */
    usableChannels: (hotelCode: string | null, channels: number[]) => usableChannels(providers, hotelCode, channels),
    /** The job: resumes every unfinished refund, of every registered kind. */
    resumeRefunds: () => refunds.resume(),
    /**
     * The job: asks the providers how payments left pending went (no notification came and the guest never
     * returned), and applies each answer through the same checks as a notification.
     */
    async reconcilePending() {
      const now = deps.now().getTime();
      const due = await pendingProviderPayments(
        db,
        new Date(now - RECONCILE_WITHIN_MS),
        new Date(now - RECONCILE_AFTER_MS),
        RECONCILE_BATCH,
      );
      for (const payment of due) await reconcile(payment.paymentId);
      return { asked: due.length };
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
/** One kind of order's payments (what `registerOrderKind` returns). */
export type OrderPayments = ReturnType<PaymentService['registerOrderKind']>;
