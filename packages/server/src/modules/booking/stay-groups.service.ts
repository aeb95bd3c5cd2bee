import { HistoryReason, PaymentType } from '@hotel/contract/enums';
import type { OrderCreate } from '@hotel/contract/schemas/order';
import type { StayGroupCreate } from '@hotel/contract/schemas/stayGroup';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { newConfirmationNumber, newTransactionId } from '../../platform/ids.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { fewestRoomsLeft } from '../catalog/catalog.module.ts';
import type { OrderRow } from './booking.repo.ts';
import { type BookingContext, type BookingService, isRoomsGone } from './booking.service.ts';
import type { CancellationService } from './cancellation.ts';
import { findStayGroup, findStayGroupByIdempotencyKey, membersOf, type StayGroupRow } from './stay-groups.repo.ts';
import { stayGroups } from './stay-groups.schema.ts';

type Draft = Awaited<ReturnType<BookingService['draftOrder']>>;

/** Rates that are paid the same way: online and points plus online both go through the one payment. */
const wayOf = (draft: Draft) =>
  draft.order.paymentType === PaymentType.pointsPlusOnline ? PaymentType.online : draft.order.paymentType;

/** A member's field error names its room order: `orders.1.roomInfo.0.checkInInfo.customer.0.lastName`. */
function inOrder(index: number, error: unknown): unknown {
  if (!(error instanceof AppError) || error.codeName !== 'validationError') return error;
  const data = error.data as { fields?: { field: string; message: string }[] } | null;
  if (!data?.fields) return error;
  return new AppError('validationError', {
    fields: data.fields.map((field) => ({ ...field, field: `orders.${index}.${field.field}` })),
  });
}

/**
 * Reservations of several room orders of one hotel booked together (ADR 0014): each room order is priced
 * and checked exactly as if booked alone, then all are written, and all their rooms held, in one
 * transaction under one confirmation number, so either every room is held or none is.
 */
export function createStayGroupService(deps: {
  db: Db;
  booking: Pick<BookingService, 'draftOrder' | 'placeOrder'>;
  cancellation: Pick<CancellationService, 'cancelOrder'>;
  onInventoryChanged?: () => void;
}) {
  const { db } = deps;

  /**
   * Every room order drafted with the first one's booker, in the order their rooms are held and shown:
   * by arrival, then room type, so two groups taking the same rooms lock them in the same order.
   */
  async function draftGroup(input: StayGroupCreate, context: BookingContext) {
    const booker = input.orders[0]!.booker;
    const entries: OrderCreate[] = input.orders.map((order) => ({ ...order, booker, verifyAmount: 0 }));
    if (new Set(entries.map((order) => order.hotelCode)).size > 1) throw new AppError('stayGroupOneHotel');
    if (entries.some((order) => order.point > 0 || order.voucherCode)) throw new AppError('stayGroupNoBenefits');
    const drafts: Draft[] = [];
    for (const [index, entry] of entries.entries()) {
      drafts.push(
        await deps.booking.draftOrder(entry, context).catch((error) => Promise.reject(inOrder(index, error))),
      );
    }
    if (new Set(drafts.map(wayOf)).size > 1 || new Set(drafts.map((draft) => draft.confirmsNow)).size > 1) {
      throw new AppError('stayGroupMixedPayment');
    }
    drafts.sort(
      (a, b) =>
        a.order.checkInDate.localeCompare(b.order.checkInDate) ||
        a.order.roomTypeCode.localeCompare(b.order.roomTypeCode),
    );
    const payAmount = drafts.reduce((sum, draft) => sum + draft.order.payAmount, 0);
    const totalAmount = drafts.reduce((sum, draft) => sum + draft.order.totalAmount, 0);
    return { drafts, payAmount, totalAmount, currency: drafts[0]!.order.currency, paymentType: wayOf(drafts[0]!) };
  }

  /** Books the group: all rooms held (or sold) in one transaction, or none; a retried create returns it again. */
  async function createGroup(input: StayGroupCreate, context: BookingContext) {
    if (context.idempotencyKey) {
      const earlier = await findStayGroupByIdempotencyKey(db, context.idempotencyKey);
      if (earlier) return withMembers(earlier);
    }
    const priced = await draftGroup(input, context);
    if (input.verifyAmount !== priced.payAmount) {
      throw new AppError('pricesChanged', { payAmount: priced.payAmount, currency: priced.currency });
    }
    const group: typeof stayGroups.$inferInsert = {
      groupId: newTransactionId(),
      confirmationNumber: newConfirmationNumber(),
      siteCode: context.site.siteCode,
      language: context.lang,
      hotelCode: priced.drafts[0]!.order.hotelCode,
      currency: priced.currency,
      memberId: context.memberId,
      idempotencyKey: context.idempotencyKey ?? null,
    };
    try {
      const members = await inTransaction(db, async (tx) => {
        await tx.insert(stayGroups).values(group);
        const placed: OrderRow[] = [];
        for (const [index, draft] of priced.drafts.entries()) {
          const order = { ...draft.order, stayGroupId: group.groupId, idempotencyKey: null };
          // The unpaid-order caps count the group's rooms once, on its first room order.
          placed.push(await deps.booking.placeOrder(tx, { ...draft, order }, context, { hoarding: index === 0 }));
        }
        return placed;
      });
      deps.onInventoryChanged?.();
      return { group: (await findStayGroup(db, group.groupId))!, members };
    } catch (error) {
      if (isRoomsGone(error)) throw await roomsGoneError(priced.drafts);
      if (context.idempotencyKey && isUniqueViolation(error)) {
        const earlier = await findStayGroupByIdempotencyKey(db, context.idempotencyKey);
        if (earlier) return withMembers(earlier);
      }
      throw error;
    }
  }

  /** Sold out when a room type of the group has no room left at all, else too few rooms. */
  async function roomsGoneError(drafts: Draft[]) {
    for (const draft of drafts) {
      if ((await fewestRoomsLeft(db, draft.stay)) <= 0) return new AppError('soldOut');
    }
    return new AppError('insufficientRooms');
  }

  async function withMembers(group: StayGroupRow) {
    return { group, members: await membersOf(db, group.groupId) };
  }

  /** The group and its room orders, or 90xxx reservation not found. */
  async function findGroup(groupId: string) {
    const group = await findStayGroup(db, groupId);
    if (!group) throw new AppError('reservationNotFound');
    return withMembers(group);
  }

  /** Cancels one room order of the group as its own rate's policy allows; its part of the payment is refunded. */
  async function cancelRoom(groupId: string, transactionId: string, actor: string, note?: string) {
    const { members } = await findGroup(groupId);
    if (!members.some((order) => order.transactionId === transactionId)) throw new AppError('reservationNotFound');
    return deps.cancellation.cancelOrder(transactionId, actor, { code: HistoryReason.cancelledByGuest, note });
  }

  return { draftGroup, createGroup, findGroup, cancelRoom };
}
export type StayGroupService = ReturnType<typeof createStayGroupService>;

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
