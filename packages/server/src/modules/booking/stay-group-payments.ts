import { HistoryReason, OrderStatus, PaymentType } from '@hotel/contract/enums';
import { pagePaths, paths } from '@hotel/contract/routes';
import type { OnlinePaid } from '@hotel/contract/schemas/order';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findHotel, sellHeldRooms } from '../catalog/catalog.module.ts';
import {
  type OrderKind,
  type PayableOrder,
  type PaymentRow,
  type PaymentService,
  requireOnlineChannel,
} from '../payments/payments.module.ts';
import { noteOrder, type OrderRow, transitionOrder } from './booking.repo.ts';
import { roomNightsOf } from './booking.service.ts';
import type { RoomPayments } from './room-payments.ts';
import { findStayGroup, lockStayGroup, membersOf } from './stay-groups.repo.ts';
import { stayGroups } from './stay-groups.schema.ts';
import { groupTerms, type StayGroupRow } from './stay-groups.view.ts';

function payableOf(group: StayGroupRow, members: OrderRow[]): PayableOrder {
  const terms = groupTerms(members);
  return {
    amount: terms.payAmount,
    currency: group.currency,
    version: terms.version,
    status: terms.status,
    awaitingPayment: terms.awaitingPayment,
    paid: terms.paid,
    paymentDeadline: terms.paymentDeadline,
    reference: group.confirmationNumber,
    hotelCode: group.hotelCode,
  };
}

const online = (order: OrderRow) =>
  order.paymentType === PaymentType.online || order.paymentType === PaymentType.pointsPlusOnline;

/**
 * Reservations of several room orders as the order kind 'stay' of the payments pipeline: one payment for
 * what all their rooms waiting for payment ask, bound to that amount, the currency and the sum of the room
 * orders' versions, so it confirms exactly the rooms it was started for. A success confirms every room
 * still waiting (its held rooms sold) in one transaction; a refund of the whole payment (it came too late
 * or for another amount) is only noted, as each room's own refund is a part refund of kind 'room'.
 */
export function stayOrderKind(deps: { db: Db; onConfirmed?: (groupId: string) => Promise<void> }): OrderKind {
  const { db } = deps;
  const load = async (groupId: string) => {
    const group = await findStayGroup(db, groupId);
    return group ? { group, members: await membersOf(db, groupId) } : null;
  };
  const noteAll = async (tx: Db, members: OrderRow[], actor: string, reason: Parameters<typeof noteOrder>[3]) => {
    for (const member of members) await noteOrder(tx, member, actor, reason);
  };

  return {
    paymentIdPrefix: 'spay',
    notFound: 'reservationNotFound',
    async payable(groupId, request, now) {
      const found = await load(groupId);
      if (!found) throw new AppError('reservationNotFound');
      const waiting = found.members.filter((order) => order.status === OrderStatus.waitingForPayment);
      if (waiting.some((order) => !online(order))) throw new AppError('paymentWayUnavailable');
      requireOnlineChannel(request.channel);
      const hotel = (await findHotel(db, found.group.hotelCode))!.hotel;
      if (!hotel.paymentChannels.includes(request.channel)) throw new AppError('paymentMethodNotEnabled');
      const payable = payableOf(found.group, found.members);
      if (payable.paid) throw new AppError('illegalRequest');
      const expired = payable.paymentDeadline !== null && payable.paymentDeadline <= now;
      if (!payable.awaitingPayment || expired) throw new AppError('paymentTimedOut');
      return payable;
    },
    find: async (groupId) => {
      const found = await load(groupId);
      return found ? payableOf(found.group, found.members) : null;
    },
    lock: async (tx, groupId) => {
      const locked = await lockStayGroup(tx, groupId);
      return locked ? payableOf(locked.group, locked.members) : null;
    },
    returnPath: (groupId, lang) => paths.orderWaiting(lang, groupId, pagePaths.stay(groupId), 1),
    async note(tx, groupId, _order, actor, reason) {
      await noteAll(tx, await membersOf(tx, groupId), actor, reason);
    },
    async onPaid(tx, payment, actor, now) {
      const { members } = (await lockStayGroup(tx, payment.orderId))!;
      for (const order of members.filter((member) => member.status === OrderStatus.waitingForPayment)) {
        await transitionOrder(tx, order, {
          to: OrderStatus.reserved,
          actor,
          reason: { code: HistoryReason.paid, note: payment.paymentId },
          changes: { paidAt: now, paymentChannel: payment.channel },
          now,
        });
        await sellHeldRooms(tx, roomNightsOf(order));
      }
    },
    afterPaid: deps.onConfirmed,
    async onRefunded(tx, payment, reason) {
      await noteAll(tx, await membersOf(tx, payment.orderId), 'system', reason);
    },
    // A room of a group is refunded by a part refund of kind 'room'; no group waits for a whole refund.
    awaitingRefund: () => db.select({ id: stayGroups.groupId }).from(stayGroups).where(sql`false`),
    refundGivenUp: () => db.select({ id: stayGroups.groupId }).from(stayGroups).where(sql`false`),
  };
}

/** What a room's part refund of the group's payment queued: its id, amount, the room's share and what is left of it. */
export interface SharePartRefund {
  refundId: string;
  amount: number;
  currency: string;
  paid: number;
  left: number;
}

/** How one room order of a group finds, shows and refunds its share of the group's one payment. */
export interface StayParts {
  /** The group's payment that paid this room order, or null when it paid nothing online or nothing is left of its share. */
  paidWith(order: OrderRow): Promise<PaymentRow | null>;
  /** Queues the refund of what is left of this room order's share (in the cancelling transaction); the refund's id. */
  queueRefund(tx: Db, order: OrderRow, paid: PaymentRow): Promise<string>;
  /**
   * Queues a refund of `amount` of this room order's share (in the caller's transaction, which locked the
   * order): staff giving part back, or the unused nights of an early departure. Refused with 90565 when the
   * group's payment paid nothing for it, 90564 above what is left of the share or of the payment.
   */
  refundShare(
    tx: Db,
    order: OrderRow,
    amount: number,
    reason: 'staffRefund' | 'earlyDeparture',
  ): Promise<SharePartRefund>;
  /** The room order's share of the group's payment, as the screens show it (with the group's confirmation number). */
  shareOf(order: OrderRow, on?: Db): Promise<OnlinePaid | null>;
  /** An unpaid room order left the group: payments started for the whole group can no longer confirm it. */
  unpaidRoomCancelled(tx: Db, order: OrderRow): Promise<void>;
}

/** Registers reservations of several rooms with the payments pipeline; their payments and part refunds. */
export function registerStayPayments(
  payments: PaymentService,
  room: Pick<RoomPayments, 'queuePartRefund' | 'shareState'>,
  deps: Parameters<typeof stayOrderKind>[0],
) {
  const stay = payments.registerOrderKind('stay', stayOrderKind(deps));
  const groupPayment = async (order: OrderRow, on: Db = deps.db) => {
    if (!order.stayGroupId || !order.paidAt) return null;
    return (await stay.succeededPayment(order.stayGroupId, on)) ?? null;
  };
  const parts: StayParts = {
    async paidWith(order) {
      const paid = await groupPayment(order);
      if (!paid || order.payAmount === 0) return null;
      const share = await room.shareState(order.transactionId, paid, order.payAmount);
      return share.left > 0 ? paid : null;
    },
    async queueRefund(tx, order, paid) {
      const { left } = await room.shareState(order.transactionId, paid, order.payAmount, tx);
      const price = { price: order.payAmount, reason: 'cancelled' as const };
      return (await room.queuePartRefund(tx, order.transactionId, paid, left, price)).paymentId;
    },
    async refundShare(tx, order, amount, reason) {
      const paid = await groupPayment(order, tx);
      if (!paid) throw new AppError('refundNothingPaid');
      const queued = await room.queuePartRefund(tx, order.transactionId, paid, amount, {
        price: order.payAmount,
        reason,
      });
      const share = await room.shareState(order.transactionId, paid, order.payAmount, tx);
      return {
        refundId: queued.paymentId,
        amount,
        currency: queued.currency,
        paid: share.paid,
        left: queued.shareLeft,
      };
    },
    async shareOf(order, on = deps.db) {
      const paid = await groupPayment(order, on);
      if (!paid) return null;
      const group = (await findStayGroup(on, order.stayGroupId!))!;
      const share = await room.shareState(order.transactionId, paid, order.payAmount, on);
      return { ...share, group: { confirmationNumber: group.confirmationNumber, paid: paid.amount } };
    },
    async unpaidRoomCancelled(tx, order) {
      const voided = await stay.voidPending(tx, order.stayGroupId!);
      const note = voided.map((payment) => payment.paymentId).join(', ');
      if (note) await noteOrder(tx, order, 'system', { code: HistoryReason.changed, note });
    },
  };
  return { ...stay, parts };
}
export type StayPayments = ReturnType<typeof registerStayPayments>;
