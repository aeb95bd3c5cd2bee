import { HistoryReason, OrderStatus, PaymentType } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import { nightsBetween, stayNights } from '@hotel/contract/schemas/common';
import type { HistoryDetails, HistoryStay } from '@hotel/contract/schemas/history';
import type { OrderCreate } from '@hotel/contract/schemas/order';
import type {
  ChangeSettlement,
  ChangeStaySide,
  OrderChange,
  OrderChangeApply,
  OrderChangeQuote,
} from '@hotel/contract/schemas/orderChange';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { localToday } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/transactions.ts';
import {
  fewestRoomsLeft,
  findHotel,
  holdRooms,
  listRatePlans,
  listRoomTypes,
  lockPlanOnSale,
  releaseSoldRooms,
  sellHeldRooms,
} from '../catalog/catalog.module.ts';
import type { SiteConfigRow } from '../site/site.module.ts';
import { orderAmounts } from './amounts.ts';
import { lockOrder, noteOrder, type OrderRow, orderDetails } from './booking.repo.ts';
import { orderAddons, orderNights, orderRooms, orders } from './booking.schema.ts';
import { type BookingService, insertOrderLines, RoomsGone, roomNightsOf } from './booking.service.ts';
import type { ChangePayments } from './change-payments.ts';
import { canCancel } from './orders.view.ts';
import { partRefundDetails } from './part-refunds.ts';
import type { RoomPayments } from './room-payments.ts';

/** Who changes the booking: the guest (the rate's policy applies) or the hotel's staff (recorded and audited). */
export interface ChangeActor {
  actor: string;
  byHotel: boolean;
  lang: Language;
  site: SiteConfigRow;
  /** Writes the audit row inside the transaction that applies the change (staff). */
  audit?: (tx: Db, before: OrderRow, after: OrderRow) => Promise<void>;
}

const PREPAID = new Set<number>([PaymentType.online, PaymentType.pointsPlusOnline, PaymentType.points]);
/** Prepaid orders whose increase can be paid online (points only pay nothing online). */
const CHARGEABLE = new Set<number>([PaymentType.online, PaymentType.pointsPlusOnline]);
const settlementClass = (type: number) => (PREPAID.has(type) ? 'prepaid' : type);

/** Rows a deadlock between two changes' inventory updates made PostgreSQL give up on: tried once more. */
function isDeadlock(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '40P01' || code === '40001';
}

/** Thrown inside the quote's trial transaction so that nothing it moved is kept. */
class TrialOnly extends Error {}

/**
 * Changing a confirmed booking (issue 24, 1; issue 21, 7): other dates, room type, rate or party in the
 * same hotel, quoted first, then applied in one transaction that locks the order, gives its sold nights
 * back and takes the new ones (never lost, never oversold), re-prices its lines, keeps its points and
 * voucher, raises its version and writes the before and after into its history. See ADR 0014.
 */
export function createOrderChangeService(deps: {
  db: Db;
  booking: Pick<BookingService, 'priceOrder'>;
  payments: Pick<RoomPayments, 'voidPending' | 'partRefund' | 'refundNow' | 'refundState'>;
  /** Changes that raise a prepaid price: opened as pending changes, applied once their difference is paid. */
  pending?: Pick<ChangePayments, 'open' | 'voidOpen'>;
  now: () => Date;
  onInventoryChanged?: () => void;
  /** After a change committed: the new confirmation e-mail (with what the change refunds, minor units). */
  onChanged?: (transactionId: string, refunded: number) => Promise<void>;
}) {
  const { db } = deps;

  async function refuseUnchangeable(order: OrderRow, who: ChangeActor) {
    if (order.status !== OrderStatus.reserved) throw new AppError('changeOrderNotConfirmed');
    // A room of a reservation of several rooms shares one payment with the others: not changed alone.
    if (order.stayGroupId) throw new AppError('stayGroupRoomOnly');
    const hotel = (await findHotel(db, order.hotelCode))!.hotel;
    if (localToday(hotel.timeZone, deps.now()) >= order.checkInDate) throw new AppError('changeStayStarted');
    if (!who.byHotel && !canCancel(order, deps.now())) throw new AppError('changeNotAllowed');
  }

  /** The order as a booking request with the change: its rooms keep their guests, requests and add-ons. */
  async function requestOf(order: OrderRow, change: OrderChange): Promise<OrderCreate> {
    const { rooms, addons } = await orderDetails(db, order.transactionId);
    const nights = new Set(stayNights(change.checkInDate, change.checkOutDate));
    return {
      hotelCode: order.hotelCode,
      roomTypeCode: change.roomTypeCode,
      ratePlanCode: change.ratePlanCode,
      checkInDate: change.checkInDate,
      checkOutDate: change.checkOutDate,
      roomCount: order.roomCount,
      guestsNumber: {
        adultCount: change.adultsPerRoom * order.roomCount,
        childCount: change.childrenPerRoom * order.roomCount,
      },
      roomInfo: rooms.map((room) => ({
        checkInInfo: {
          email: room.email ?? undefined,
          guestsNumber: { adultCount: change.adultsPerRoom, childCount: change.childrenPerRoom },
          customer: room.guests.slice(
            0,
            change.adultsPerRoom,
          ) as OrderCreate['roomInfo'][number]['checkInInfo']['customer'],
        },
        otherRequires: room.specialRequests as OrderCreate['roomInfo'][number]['otherRequires'],
        otherComment: '',
        comment: room.comment,
        // A dated add-on for a night no longer in the stay goes with that night.
        addOns: addons
          .filter((line) => line.roomIndex === room.roomIndex && (!line.useDate || nights.has(line.useDate)))
          .map((line) => ({
            addonType: line.addonType as 1 | 2,
            addonCode: line.addonCode,
            quantity: line.quantity,
            useDate: line.useDate ?? undefined,
            roomIndex: line.roomIndex,
          })),
      })),
      booker: { name: order.bookerName, email: order.bookerEmail, mobile: order.bookerMobile },
      discountType: order.discountType ?? undefined,
      discountCode: order.discountCode ?? undefined,
      point: 0,
      verifyAmount: 0,
    };
  }

  /**
   * Prices the changed booking as it would be booked now for the order's member, without the order's
   * own rooms counting against it; the points and voucher the order used keep their value (capped by
   * the new total). Refuses what may not be changed.
   */
  async function price(order: OrderRow, change: OrderChange, who: ChangeActor) {
    await refuseUnchangeable(order, who);
    const same =
      change.checkInDate === order.checkInDate &&
      change.checkOutDate === order.checkOutDate &&
      change.roomTypeCode === order.roomTypeCode &&
      change.ratePlanCode === order.ratePlanCode &&
      change.adultsPerRoom === order.adultsPerRoom &&
      change.childrenPerRoom === order.childrenPerRoom;
    if (same) throw new AppError('changeNothingChanged');
    const input = await requestOf(order, change);
    const priced = await deps.booking.priceOrder(input, {
      lang: who.lang,
      site: who.site,
      memberId: order.memberId,
      ignoreAvailability: true,
      now: deps.now(),
    });
    if (priced.hotel.currency !== order.currency) throw new AppError('paymentWayUnavailable');
    if (settlementClass(priced.rate.paymentType) !== settlementClass(order.paymentType)) {
      throw new AppError('paymentWayUnavailable');
    }
    const amounts = orderAmounts({
      roomAmount: priced.quote.totalAmount,
      originalRoomAmount: priced.quote.originalTotalAmount,
      serviceChargeBp: priced.hotel.serviceChargeBp,
      taxRateBp: priced.hotel.taxRateBp,
      addons: priced.addonLines,
      pointDiscount: order.pointDiscount,
      voucherDiscount: order.voucherDiscount,
    });
    const settlement = await settlementOf(order, amounts.payAmount, who);
    return { input, priced, amounts, settlement };
  }

  /**
   * How the difference is settled: at the hotel (pay at hotel, guarantee), nothing (same amount), or for a
   * prepaid order whose price goes down, a part refund across its online payments, newest first (never
   * more than is left of them); one whose price goes up, a charge of the difference online (a pending change, ADR 0017), which
   * only the guest can pay (staff: 90526) and only an order paid online (points only: 90523).
   */
  async function settlementOf(order: OrderRow, payAmount: number, who: ChangeActor): Promise<ChangeSettlement> {
    if (!PREPAID.has(order.paymentType)) return 'atHotel';
    if (payAmount === order.payAmount) return 'none';
    const online = await deps.payments.refundState(order.transactionId);
    if (payAmount > order.payAmount) {
      if (!CHARGEABLE.has(order.paymentType) || !online || !deps.pending) {
        throw new AppError('changeNeedsOnlinePayment');
      }
      if (who.byHotel) throw new AppError('changeChargeByGuest');
      return 'charge';
    }
    if (!online || online.paid === 0) throw new AppError('changeNeedsOnlinePayment');
    if (order.payAmount - payAmount > online.left) {
      throw new AppError('refundAboveRefundable', { refundable: online.left, currency: online.currency });
    }
    return 'refund';
  }

  async function sidesOf(order: OrderRow, after: ReturnType<typeof afterOf>, lang: Language) {
    const [roomTypes, ratePlans] = await Promise.all([
      listRoomTypes(db, order.hotelCode),
      listRatePlans(db, order.hotelCode),
    ]);
    const roomName = (code: string) => inLanguage(roomTypes.find((r) => r.roomTypeCode === code)?.name, lang) || code;
    const rateName = (code: string) => inLanguage(ratePlans.find((r) => r.ratePlanCode === code)?.name, lang) || code;
    const side = (stay: ReturnType<typeof stayOf>): ChangeStaySide => ({
      ...stay,
      roomTypeName: roomName(stay.roomTypeCode),
      ratePlanName: rateName(stay.ratePlanCode),
    });
    return { before: side(stayOf(order)), after: side(stayOf(after)) };
  }

  /** What would be changed, and whether the rooms are there: tried in a transaction that is then undone. */
  async function quote(order: OrderRow, change: OrderChange, who: ChangeActor): Promise<OrderChangeQuote> {
    const { priced, amounts, settlement } = await price(order, change, who);
    const after = afterOf(change, priced, amounts);
    await moveRooms(order, after, async () => {
      throw new TrialOnly();
    });
    const sides = await sidesOf(order, after, who.lang);
    return {
      currency: order.currency,
      timeZone: priced.hotel.timeZone,
      ...sides,
      difference: amounts.payAmount - order.payAmount,
      changeFee: 0,
      settlement,
      verifyAmount: amounts.payAmount,
      version: order.version,
    };
  }

  /**
   * Gives the order's sold nights back and takes the new stay's, in one transaction with `then`: both
   * counts are conditional updates of the inventory rows, so of two changes wanting the last room only
   * one gets it, and the nights given back are never seen free by anyone before the commit.
   */
  async function moveRooms(order: OrderRow, after: ReturnType<typeof afterOf>, then: (tx: Db) => Promise<OrderRow>) {
    const next = roomNightsOf({ ...after, hotelCode: order.hotelCode, roomCount: order.roomCount });
    const attempt = () =>
      inTransaction(db, async (tx) => {
        await releaseSoldRooms(tx, roomNightsOf(order));
        if (!(await holdRooms(tx, next))) throw new RoomsGone();
        // The new rate may not be removed meanwhile (ADR 0027).
        await lockPlanOnSale(tx, order.hotelCode, after.ratePlanCode);
        await sellHeldRooms(tx, next);
        return then(tx);
      });
    try {
      return await attempt().catch((error) => (isDeadlock(error) ? attempt() : Promise.reject(error)));
    } catch (error) {
      if (error instanceof TrialOnly) return null;
      if (error instanceof RoomsGone) {
        throw new AppError((await fewestRoomsLeft(db, next)) <= 0 ? 'soldOut' : 'insufficientRooms');
      }
      throw error;
    }
  }

  /** Applies a quoted change: refused if the order changed since (its version) or the price moved. */
  async function apply(transactionId: string, change: OrderChangeApply, who: ChangeActor): Promise<OrderRow> {
    const order = await findChangeable(transactionId);
    if (order.version !== change.version) throw new AppError('changeQuoteStale');
    const { input, priced, amounts, settlement } = await price(order, change, who);
    let refund: { refundIds: string[]; amount: number } | null = null;
    if (amounts.payAmount !== change.verifyAmount) {
      throw new AppError('pricesChanged', { payAmount: amounts.payAmount, currency: order.currency });
    }
    const after = afterOf(change, priced, amounts);
    const lines: ChangeLines = { input, nightly: priced.quote.nightly, addonLines: priced.addonLines };
    if (settlement === 'charge') {
      // The order stays as it is until the difference is paid: a pending change holds the new nights.
      await deps.pending!.open(order, after, lines, who);
      deps.onInventoryChanged?.();
      return order;
    }
    const changed = await moveRooms(order, after, async (tx) => {
      const locked = await lockOrder(tx, transactionId);
      if (!locked || locked.version !== order.version || locked.status !== OrderStatus.reserved) {
        throw new AppError('changeQuoteStale');
      }
      const updated = await rewriteOrder(tx, order, after, lines, who.actor, deps.now());
      await deps.payments.voidPending(tx, transactionId);
      // A change waiting for its payment was made for the order as it was: it can no longer apply.
      await deps.pending?.voidOpen(tx, transactionId);
      if (settlement === 'refund') {
        // Queued in the change's transaction: a crash after the commit leaves a refund the job resumes.
        const amount = order.payAmount - updated.payAmount;
        const part = await deps.payments.partRefund(tx, transactionId, amount, 'priceLowered');
        refund = { refundIds: part.refundIds, amount };
        await noteOrder(tx, updated, who.actor, {
          code: HistoryReason.partRefunded,
          details: partRefundDetails({ ...part, amount }, 'priceLowered'),
        });
      }
      await who.audit?.(tx, order, updated);
      return updated;
    });
    deps.onInventoryChanged?.();
    const refunded = refund as { refundIds: string[]; amount: number } | null;
    for (const id of refunded?.refundIds ?? []) await deps.payments.refundNow(id);
    await deps.onChanged?.(transactionId, refunded?.amount ?? 0);
    return changed!;
  }

  async function findChangeable(transactionId: string) {
    const [order] = await db.select().from(orders).where(eq(orders.transactionId, transactionId));
    if (!order) throw new AppError('reservationNotFound');
    return order;
  }

  return {
    quote: async (transactionId: string, change: OrderChange, who: ChangeActor) =>
      quote(await findChangeable(transactionId), change, who),
    apply,
  };
}
export type OrderChangeService = ReturnType<typeof createOrderChangeService>;

type Priced = Awaited<ReturnType<BookingService['priceOrder']>>;

/** The order's columns after the change. */
function afterOf(change: OrderChange, priced: Priced, amounts: ReturnType<typeof orderAmounts>) {
  return {
    checkInDate: change.checkInDate,
    checkOutDate: change.checkOutDate,
    nights: nightsBetween(change.checkInDate, change.checkOutDate),
    roomTypeCode: change.roomTypeCode,
    ratePlanCode: change.ratePlanCode,
    adultsPerRoom: change.adultsPerRoom,
    childrenPerRoom: change.childrenPerRoom,
    cancellationFlag: priced.cancellationFlag,
    cancellationDeadline: priced.cancellationDeadline ? new Date(priced.cancellationDeadline) : null,
    ...amounts,
  };
}

function stayOf(order: OrderRow | ReturnType<typeof afterOf>) {
  return {
    checkInDate: order.checkInDate,
    checkOutDate: order.checkOutDate,
    nights: order.nights,
    roomTypeCode: order.roomTypeCode,
    ratePlanCode: order.ratePlanCode,
    adultsPerRoom: order.adultsPerRoom,
    childrenPerRoom: order.childrenPerRoom,
    totalAmount: order.totalAmount,
    payAmount: order.payAmount,
    cancellationFlag: order.cancellationFlag,
    cancellationDeadline: order.cancellationDeadline?.toISOString() ?? null,
  };
}

/** The history line's values: the stay before and after (dates, room type and rate codes, party per room, total). */
export function describeChange(before: OrderRow, after: OrderRow): HistoryDetails {
  const stay = (o: OrderRow): HistoryStay => ({
    checkInDate: o.checkInDate,
    checkOutDate: o.checkOutDate,
    roomTypeCode: o.roomTypeCode,
    ratePlanCode: o.ratePlanCode,
    adults: o.adultsPerRoom,
    children: o.childrenPerRoom,
    totalAmount: o.totalAmount,
  });
  return { kind: 'modified', currency: after.currency, from: stay(before), to: stay(after) };
}

/** The new stay's request and its priced lines: what the order's rooms, nights and add-ons become. */
export interface ChangeLines {
  input: OrderCreate;
  nightly: Priced['quote']['nightly'];
  addonLines: Priced['addonLines'];
}
/** The order's columns after a change (`afterOf`). */
export type ChangedColumns = ReturnType<typeof afterOf>;

/**
 * Writes a change into a locked order, inside the transaction that moved its rooms: its rooms, nights and
 * add-ons rewritten, its columns set, its version raised and the history line `modified` (before -> after).
 */
export async function rewriteOrder(
  tx: Db,
  order: OrderRow,
  after: ChangedColumns,
  lines: ChangeLines,
  actor: string,
  now: Date,
): Promise<OrderRow> {
  const { transactionId } = order;
  await tx.delete(orderAddons).where(eq(orderAddons.transactionId, transactionId));
  await tx.delete(orderNights).where(eq(orderNights.transactionId, transactionId));
  await replaceRoomLines(tx, transactionId, lines);
  const [updated] = await tx
    .update(orders)
    .set({ ...after, version: sql`${orders.version} + 1`, updatedAt: now })
    .where(eq(orders.transactionId, transactionId))
    .returning();
  await noteOrder(tx, updated!, actor, { code: HistoryReason.modified, details: describeChange(order, updated!) });
  return updated!;
}

/** The rooms keep their guests; their party, nights and add-ons are written again. */
async function replaceRoomLines(tx: Db, transactionId: string, lines: ChangeLines) {
  const { input } = lines;
  const current = await tx.select().from(orderRooms).where(eq(orderRooms.transactionId, transactionId));
  await tx.delete(orderRooms).where(eq(orderRooms.transactionId, transactionId));
  const withGuests = {
    ...input,
    roomInfo: input.roomInfo.map((room, index) => ({
      ...room,
      checkInInfo: {
        ...room.checkInInfo,
        customer: (current.find((line) => line.roomIndex === index)?.guests ??
          room.checkInInfo.customer) as OrderCreate['roomInfo'][number]['checkInInfo']['customer'],
      },
    })),
  };
  await insertOrderLines(tx, transactionId, withGuests, lines.nightly, lines.addonLines);
}
