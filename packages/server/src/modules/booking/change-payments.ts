import { randomBytes } from 'node:crypto';
import { HistoryReason, OrderStatus, PaymentType } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { inLanguage, type LocalizedTextValue } from '@hotel/contract/localizedText';
import { paths } from '@hotel/contract/routes';
import { nightsBetween } from '@hotel/contract/schemas/common';
import type { PendingChange } from '@hotel/contract/schemas/orderChange';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/transactions.ts';
import {
  fewestRoomsLeft,
  findHotel,
  holdRooms,
  listRoomTypes,
  lockPlanOnSale,
  type RoomNights,
  releaseHeldRooms,
  releaseSoldRooms,
  sellHeldRooms,
} from '../catalog/catalog.module.ts';
import {
  type OrderKind,
  type PayableOrder,
  type PaymentService,
  requireOnlineChannel,
} from '../payments/payments.module.ts';
import { findOrder, lockOrder, noteOrder, type OrderRow } from './booking.repo.ts';
import { RoomsGone, roomNightsOf } from './booking.service.ts';
import type { ChangeActor, ChangedColumns, ChangeLines } from './order-change.ts';
import { rewriteOrder } from './order-change.ts';
import { type HeldRange, orderChanges } from './order-changes.schema.ts';
import type { RoomPayments } from './room-payments.ts';

export type OrderChangeRow = typeof orderChanges.$inferSelect;

/**
 * A change id names its order (`chg.<transactionId>.<random>`): the provider's return address, built
 * without reading the database, is the order's page.
 */
const changeIdOf = (transactionId: string) => `chg.${transactionId}.${randomBytes(9).toString('base64url')}`;
const orderIdOf = (changeId: string) => changeId.split('.')[1] ?? '';

/** The nights of the new stay the order does not have already (of another room type: all of them). */
export function extraRanges(
  order: OrderRow,
  after: Pick<ChangedColumns, 'roomTypeCode' | 'checkInDate' | 'checkOutDate'>,
) {
  const range = (roomTypeCode: string, checkInDate: string, checkOutDate: string): HeldRange => ({
    roomTypeCode,
    checkInDate,
    checkOutDate,
    nights: nightsBetween(checkInDate, checkOutDate),
  });
  if (
    after.roomTypeCode !== order.roomTypeCode ||
    after.checkOutDate <= order.checkInDate ||
    after.checkInDate >= order.checkOutDate
  ) {
    return [range(after.roomTypeCode, after.checkInDate, after.checkOutDate)];
  }
  const ranges: HeldRange[] = [];
  if (after.checkInDate < order.checkInDate)
    ranges.push(range(after.roomTypeCode, after.checkInDate, order.checkInDate));
  if (after.checkOutDate > order.checkOutDate)
    ranges.push(range(after.roomTypeCode, order.checkOutDate, after.checkOutDate));
  return ranges;
}

const nightsOf = (order: Pick<OrderRow, 'hotelCode' | 'roomCount'>, held: HeldRange): RoomNights => ({
  hotelCode: order.hotelCode,
  rooms: order.roomCount,
  ...held,
});

/** The stored `after` columns as the order's columns again (dates come back from JSON as text). */
function columnsOf(change: OrderChangeRow): ChangedColumns {
  const after = change.after as unknown as ChangedColumns & { cancellationDeadline: string | null };
  return { ...after, cancellationDeadline: after.cancellationDeadline ? new Date(after.cancellationDeadline) : null };
}

function isDeadlock(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '40P01' || code === '40001';
}

const ONLINE = new Set<number>([PaymentType.online, PaymentType.pointsPlusOnline]);

/**
 * Changes of a prepaid booking that raise its price (ADR 0017): a pending change (`order_changes`) holds
 * the new stay's nights the order lacks and is paid through the payments pipeline as the order kind
 * 'roomChange', bound to the difference and the order's version. The payment's confirming transaction
 * applies it as an immediate change would (rooms moved, lines rewritten, version raised, history); a
 * payment for a change that can no longer apply (the order changed or was cancelled, the change was
 * replaced or expired) is refunded by the pipeline and the change marked failed, its nights released.
 */
export function createChangePayments(deps: {
  db: Db;
  payments: PaymentService;
  room: Pick<RoomPayments, 'voidPending'>;
  now: () => Date;
  /** How long the guest has to pay the difference (else the site's time to pay a booking). */
  deadlineSeconds?: number;
  onInventoryChanged?: () => void;
  /** After a paid change committed: the new confirmation e-mail (with what the change charged). */
  onApplied?: (transactionId: string, charged: number) => Promise<void>;
}) {
  const { db } = deps;

  const findChange = async (tx: Db, changeId: string, lock = false) => {
    const query = tx.select().from(orderChanges).where(eq(orderChanges.changeId, changeId));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  };

  function payableOf(change: OrderChangeRow, order: OrderRow): PayableOrder {
    const open =
      change.status === 'pending' && order.status === OrderStatus.reserved && order.version === change.orderVersion;
    return {
      amount: change.difference,
      currency: change.currency,
      version: order.version,
      status: order.status,
      awaitingPayment: open,
      paid: change.status === 'applied',
      paymentDeadline: change.deadline,
      reference: order.confirmationNumber,
      hotelCode: order.hotelCode,
    };
  }

  /** Gives a pending change's held nights back and closes it (failed or expired), in the caller's transaction. */
  async function close(tx: Db, change: OrderChangeRow, order: OrderRow, status: 'failed' | 'expired') {
    for (const held of change.held) await releaseHeldRooms(tx, nightsOf(order, held));
    await tx
      .update(orderChanges)
      .set({ status, settledAt: deps.now() })
      .where(eq(orderChanges.changeId, change.changeId));
    await kind.voidPending(tx, change.changeId);
  }

  async function pendingRows(tx: Db, transactionId: string) {
    return tx
      .select()
      .from(orderChanges)
      .where(and(eq(orderChanges.transactionId, transactionId), eq(orderChanges.status, 'pending')))
      .for('update');
  }

  /** Closes the order's pending changes (the order changed, was cancelled, or a newer change replaces them). */
  async function voidOpen(tx: Db, transactionId: string) {
    const order = (await lockOrder(tx, transactionId))!;
    const open = await pendingRows(tx, transactionId);
    for (const change of open) await close(tx, change, order, 'failed');
    return open.length;
  }

  /**
   * The order is being cancelled: the function returned runs inside the cancelling transaction and closes
   * the order's pending changes. The applied changes' payments are refunded with the booking's own (the
   * room kind's `alsoPaidBy`: the cancellation's `refundAll`).
   */
  async function cancelling(transactionId: string) {
    return (tx: Db) => voidOpen(tx, transactionId);
  }

  const orderKind: OrderKind = {
    paymentIdPrefix: 'cpay',
    notFound: 'reservationNotFound',
    async payable(changeId, request, now) {
      const change = await findChange(db, changeId);
      const order = change && (await findOrder(db, change.transactionId));
      if (!change || !order) throw new AppError('reservationNotFound');
      if (!ONLINE.has(order.paymentType)) throw new AppError('paymentWayUnavailable');
      requireOnlineChannel(request.channel);
      const hotel = (await findHotel(db, order.hotelCode))!.hotel;
      if (!hotel.paymentChannels.includes(request.channel)) throw new AppError('paymentMethodNotEnabled');
      if (change.status === 'applied') throw new AppError('illegalRequest');
      if (change.status !== 'pending' || change.deadline <= now) throw new AppError('paymentTimedOut');
      const payable = payableOf(change, order);
      if (!payable.awaitingPayment) throw new AppError('changePaymentClosed');
      return payable;
    },
    async find(changeId) {
      const change = await findChange(db, changeId);
      const order = change && (await findOrder(db, change.transactionId));
      return change && order ? payableOf(change, order) : null;
    },
    async lock(tx, changeId) {
      // The order's row first, as every payment and change transaction locks it.
      const order = await lockOrder(tx, orderIdOf(changeId));
      const change = order && (await findChange(tx, changeId, true));
      return change && order ? payableOf(change, order) : null;
    },
    returnPath: (changeId, lang) => `${paths.order(lang, orderIdOf(changeId))}?change=${encodeURIComponent(changeId)}`,
    async note(tx, changeId, _payable, actor, reason) {
      const change = (await findChange(tx, changeId, true))!;
      const order = (await lockOrder(tx, change.transactionId))!;
      await noteOrder(tx, order, actor, reason);
      // A payment that may not apply its change (the order moved on): the change will not apply either.
      if (change.status === 'pending') await close(tx, change, order, 'failed');
    },
    async onPaid(tx, payment, actor, now) {
      const change = (await findChange(tx, payment.orderId, true))!;
      const order = (await lockOrder(tx, change.transactionId))!;
      const after = columnsOf(change);
      const next = roomNightsOf({ ...after, hotelCode: order.hotelCode, roomCount: order.roomCount });
      // The old nights and the change's held ones are given back and the new stay taken, in this transaction.
      await releaseSoldRooms(tx, roomNightsOf(order));
      for (const held of change.held) await releaseHeldRooms(tx, nightsOf(order, held));
      if (!(await holdRooms(tx, next))) throw new Error(`the held nights of change ${change.changeId} are gone`);
      await sellHeldRooms(tx, next);
      const updated = await rewriteOrder(tx, order, after, change.lines as unknown as ChangeLines, change.actor, now);
      await noteOrder(tx, updated, actor, {
        code: HistoryReason.paid,
        details: {
          kind: 'changePaid',
          paymentId: payment.paymentId,
          amount: change.difference,
          currency: change.currency,
        },
      });
      await deps.room.voidPending(tx, order.transactionId);
      await tx
        .update(orderChanges)
        .set({ status: 'applied', settledAt: now })
        .where(eq(orderChanges.changeId, change.changeId));
    },
    async afterPaid(changeId) {
      deps.onInventoryChanged?.();
      const change = await findChange(db, changeId);
      if (change) await deps.onApplied?.(change.transactionId, change.difference);
    },
    async onRefunded(tx, payment, reason) {
      const change = (await findChange(tx, payment.orderId))!;
      const order = (await lockOrder(tx, change.transactionId))!;
      await noteOrder(tx, order, 'system', reason);
    },
    // A change's refund is noted only; no cancellation waits for it.
    awaitingRefund: () => db.select({ id: orderChanges.changeId }).from(orderChanges).where(sql`false`),
    refundGivenUp: () => db.select({ id: orderChanges.changeId }).from(orderChanges).where(sql`false`),
  };
  const kind = deps.payments.registerOrderKind('roomChange', orderKind);

  /**
   * Opens a pending change for a locked, unchanged order: replaces (closes) the order's earlier pending
   * change, holds the new nights the order lacks (conditional updates: never oversold) and records it.
   */
  async function open(order: OrderRow, after: ChangedColumns, lines: ChangeLines, who: ChangeActor) {
    const held = extraRanges(order, after);
    const attempt = () =>
      inTransaction(db, async (tx) => {
        const locked = await lockOrder(tx, order.transactionId);
        if (!locked || locked.version !== order.version || locked.status !== OrderStatus.reserved) {
          throw new AppError('changeQuoteStale');
        }
        for (const earlier of await pendingRows(tx, order.transactionId)) await close(tx, earlier, locked, 'failed');
        for (const range of held) if (!(await holdRooms(tx, nightsOf(order, range)))) throw new RoomsGone();
        // Until it is paid, the change counts as a reservation of its rate (`ratePlanReservations`): archived, never deleted.
        await lockPlanOnSale(tx, order.hotelCode, after.ratePlanCode);
        const [row] = await tx
          .insert(orderChanges)
          .values({
            changeId: changeIdOf(order.transactionId),
            transactionId: order.transactionId,
            orderVersion: order.version,
            currency: order.currency,
            difference: after.payAmount - order.payAmount,
            payAmount: after.payAmount,
            after: { ...after, cancellationDeadline: after.cancellationDeadline?.toISOString() ?? null },
            lines: lines as unknown as Record<string, unknown>,
            held,
            actor: who.actor,
            language: who.lang,
            deadline: new Date(
              deps.now().getTime() + (deps.deadlineSeconds ?? who.site.paymentDeadlineMinutes * 60) * 1000,
            ),
          })
          .returning();
        return row!;
      });
    try {
      return await attempt().catch((error) => (isDeadlock(error) ? attempt() : Promise.reject(error)));
    } catch (error) {
      if (!(error instanceof RoomsGone)) throw error;
      let least = Number.POSITIVE_INFINITY;
      for (const range of held) least = Math.min(least, await fewestRoomsLeft(db, nightsOf(order, range)));
      throw new AppError(least <= 0 ? 'soldOut' : 'insufficientRooms');
    }
  }

  /** The job: pending changes past their deadline expire, their held nights given back; the orders stay as they were. */
  async function expireDue(batch = 100) {
    const due = await db
      .select({ changeId: orderChanges.changeId })
      .from(orderChanges)
      .where(and(eq(orderChanges.status, 'pending'), lte(orderChanges.deadline, deps.now())))
      .orderBy(asc(orderChanges.deadline))
      .limit(batch);
    let expired = 0;
    for (const { changeId } of due) {
      const done = await inTransaction(db, async (tx) => {
        const order = (await lockOrder(tx, orderIdOf(changeId)))!;
        const change = (await findChange(tx, changeId, true))!;
        if (change.status !== 'pending' || change.deadline > deps.now()) return false;
        await close(tx, change, order, 'expired');
        await noteOrder(tx, order, 'system', { code: HistoryReason.deadlinePassed, note: changeId });
        return true;
      });
      if (done) expired++;
    }
    if (expired) deps.onInventoryChanged?.();
    return expired;
  }

  /** The order's change waiting for its payment, as the order page shows it (null when none), and the latest one. */
  async function pendingOf(order: OrderRow, lang: string) {
    const [change] = await db
      .select()
      .from(orderChanges)
      .where(eq(orderChanges.transactionId, order.transactionId))
      .orderBy(desc(orderChanges.createdAt))
      .limit(1);
    if (!change) return { pendingChange: null, lastChange: null };
    const lastChange = { changeId: change.changeId, status: change.status };
    if (change.status !== 'pending' || change.deadline <= deps.now()) return { pendingChange: null, lastChange };
    const after = columnsOf(change);
    const roomTypes = await listRoomTypes(db, order.hotelCode);
    const room = roomTypes.find((r) => r.roomTypeCode === after.roomTypeCode);
    const pendingChange: PendingChange = {
      changeId: change.changeId,
      difference: change.difference,
      currency: change.currency,
      deadline: change.deadline.toISOString(),
      checkInDate: after.checkInDate,
      checkOutDate: after.checkOutDate,
      nights: after.nights,
      roomTypeName: inLanguage(room?.name as LocalizedTextValue | undefined, lang as Language) || after.roomTypeCode,
      payAmount: change.payAmount,
    };
    return { pendingChange, lastChange };
  }

  return {
    open,
    voidOpen,
    cancelling,
    expireDue,
    pendingOf,
    start: kind.start,
    status: kind.status,
    records: kind.records,
    refundNow: kind.refundNow,
  };
}
export type ChangePayments = ReturnType<typeof createChangePayments>;
export { orderIdOf as orderOfChange };
