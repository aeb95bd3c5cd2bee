import { type HistoryEntry, HistoryReason, ORDER_TRANSITIONS, OrderStatus } from '@hotel/contract/enums';
import { DEFAULT_LANGUAGE, type Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import {
  HISTORY_ACTOR_KINDS,
  type HistoryActorKind,
  type ReservationAction,
  type ReservationDetail,
  type ReservationPage,
  type ReservationSearch,
  type ReservationSummary,
} from '@hotel/contract/schemas/admin-reservations';
import { type HistoryDetails, type HistoryStay, historyDetailsSchema } from '@hotel/contract/schemas/history';
import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { localToday } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { containsPattern } from '../../platform/sql.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { findHotel, listRatePlans, listRoomTypes } from '../catalog/catalog.module.ts';
import { findOrder, lockOrder, type OrderRow, orderDetails, transitionOrder } from './booking.repo.ts';
import { orderRooms, orders } from './booking.schema.ts';
import { departEarly, earlyDepartureDate, PREPAID_ONLINE, unusedRefund } from './early-departure.ts';
import { PART_REFUNDABLE } from './part-refunds.ts';
import type { RoomPayments } from './room-payments.ts';

function guestNamesOf(rooms: { guests: { firstName: string; lastName: string }[] }[]): string[] {
  return rooms.flatMap((room) => room.guests.map((guest) => `${guest.firstName} ${guest.lastName}`.trim()));
}

function summaryOf(order: OrderRow, guestNames: string[]): ReservationSummary {
  return {
    transactionId: order.transactionId,
    confirmationNumber: order.confirmationNumber,
    hotelCode: order.hotelCode,
    roomTypeCode: order.roomTypeCode,
    ratePlanCode: order.ratePlanCode,
    checkInDate: order.checkInDate,
    checkOutDate: order.checkOutDate,
    nights: order.nights,
    roomCount: order.roomCount,
    status: order.status,
    refundLabel: order.refundLabel,
    bookerName: order.bookerName,
    bookerEmail: order.bookerEmail,
    bookerMobile: order.bookerMobile,
    guestNames,
    memberId: order.memberId,
    paymentType: order.paymentType,
    currency: order.currency,
    totalAmount: order.totalAmount,
    payAmount: order.payAmount,
    createdAt: order.createdAt.toISOString(),
    channel: order.channel,
    createdByStaffId: order.createdByStaffId,
    // The staff member's name is the back office's to tell (its staff records).
    bookedByName: null,
  };
}

/** Reservations matching the filters within `hotelScope` (null: every hotel), newest first. */
export async function searchReservations(
  db: Db,
  query: ReservationSearch,
  hotelScope: string[] | null,
  lang: Language = DEFAULT_LANGUAGE,
): Promise<ReservationPage> {
  const filters: SQL[] = [];
  if (hotelScope) filters.push(inArray(orders.hotelCode, hotelScope.length ? hotelScope : ['']));
  if (query.hotelCode) filters.push(eq(orders.hotelCode, query.hotelCode));
  if (query.status !== undefined) filters.push(eq(orders.status, query.status));
  if (query.confirmationNumber) {
    const wanted = query.confirmationNumber.toUpperCase();
    filters.push(
      or(
        ilike(orders.confirmationNumber, containsPattern(wanted)),
        eq(orders.transactionId, query.confirmationNumber),
      )!,
    );
  }
  if (query.stayDate) filters.push(lte(orders.checkInDate, query.stayDate), gt(orders.checkOutDate, query.stayDate));
  if (query.guest) {
    const pattern = containsPattern(query.guest);
    filters.push(
      or(
        ilike(orders.bookerName, pattern),
        sql`exists (select 1 from ${orderRooms} r, jsonb_array_elements(r.guests) g
          where r.transaction_id = ${orders.transactionId}
          and ((g->>'firstName') || ' ' || (g->>'lastName') ilike ${pattern}
            or (g->>'lastName') || ' ' || (g->>'firstName') ilike ${pattern}))`,
      )!,
    );
  }
  if (query.contact) {
    const pattern = containsPattern(query.contact);
    const digits = query.contact.replace(/\D/g, '');
    filters.push(
      or(
        ilike(orders.bookerEmail, pattern),
        ilike(orders.bookerMobile, pattern),
        ...(digits.length >= 4
          ? [sql`regexp_replace(${orders.bookerMobile}, '\\D', '', 'g') like ${containsPattern(digits)}`]
          : []),
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.transactionId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const ids = rows.map((row) => row.transactionId);
  const rooms = ids.length
    ? await db
        .select()
        .from(orderRooms)
        .where(inArray(orderRooms.transactionId, ids))
        .orderBy(asc(orderRooms.roomIndex))
    : [];
  const names = await listNamesOf(db, rows, lang);
  const list = rows.map((order) => ({
    ...summaryOf(order, guestNamesOf(rooms.filter((room) => room.transactionId === order.transactionId))),
    names: names(order),
  }));
  return { list, total, page: query.page, pageSize: query.pageSize };
}

const ACTION_TARGET: Record<Exclude<ReservationAction, 'cancel'>, OrderStatus> = {
  checkIn: OrderStatus.checkedIn,
  checkOut: OrderStatus.completed,
  noShow: OrderStatus.noShow,
};

/**
 * Whether checking the order out today leaves nights unused of a stay paid online: money may go back, so
 * only staff who may give money back (hotel managers, group administrators) may do it.
 */
export function checkOutGivesMoneyBack(order: OrderRow, today: string): boolean {
  return PREPAID_ONLINE.has(order.paymentType) && earlyDepartureDate(order, today) !== null;
}

/**
 * The staff actions the order's status allows now (check-in and no-show from the arrival day), for this
 * staff member: without `canRefund` no check-out that gives money back (`checkOutGivesMoneyBack`).
 */
export function allowedActions(
  order: OrderRow,
  today: string,
  role: { canRefund?: boolean } = {},
): ReservationAction[] {
  return statusActions(order, today).filter(
    (action) => action !== 'checkOut' || role.canRefund || !checkOutGivesMoneyBack(order, today),
  );
}

/** The staff actions the order's status allows now, whoever asks. */
function statusActions(order: OrderRow, today: string): ReservationAction[] {
  const next = ORDER_TRANSITIONS[order.status as OrderStatus] ?? [];
  const actions: ReservationAction[] = [];
  const arrived = today >= order.checkInDate;
  if (next.includes(OrderStatus.checkedIn) && arrived) actions.push('checkIn');
  if (next.includes(OrderStatus.completed)) actions.push('checkOut');
  if (next.includes(OrderStatus.noShow) && arrived) actions.push('noShow');
  if (order.status === OrderStatus.waitingForPayment || order.status === OrderStatus.reserved) actions.push('cancel');
  return actions;
}

/** The hotel's time zone and its day now. */
async function hotelClock(db: Db, hotelCode: string, now: Date): Promise<{ timeZone: string; today: string }> {
  const timeZone = (await findHotel(db, hotelCode))?.hotel.timeZone ?? 'UTC';
  return { timeZone, today: localToday(timeZone, now) };
}

/** A stored line's values as the contract reads them; older lines (none) and unreadable ones: null. */
function detailsOf(stored: unknown) {
  const parsed = historyDetailsSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** Who a member is for staff (the member module's face, given by the caller). */
export type MemberCardOf = (
  memberId: string,
  siteCode: string,
) => Promise<{ memberId: string; name: string; cardNumber: string; tier: number } | null>;

/** The names of a page of reservations, read once per hotel of the page. */
async function listNamesOf(db: Db, rows: OrderRow[], lang: Language) {
  const hotelCodes = [...new Set(rows.map((row) => row.hotelCode))];
  const byHotel = new Map(
    await Promise.all(
      hotelCodes.map(
        async (code) =>
          [code, await Promise.all([findHotel(db, code), listRoomTypes(db, code), listRatePlans(db, code)])] as const,
      ),
    ),
  );
  return (order: OrderRow) => {
    const [hotel, rooms, plans] = byHotel.get(order.hotelCode) ?? [undefined, [], []];
    return {
      hotel: inLanguage(hotel?.hotel.name, lang) || order.hotelCode,
      roomType:
        inLanguage(rooms.find((room) => room.roomTypeCode === order.roomTypeCode)?.name, lang) || order.roomTypeCode,
      ratePlan:
        inLanguage(plans.find((plan) => plan.ratePlanCode === order.ratePlanCode)?.name, lang) || order.ratePlanCode,
    };
  };
}

/** A history line's writer as stored (`staff:<id>`, `member:<id>`, `guest`, `system`), its names to be filled in. */
function actorOf(actor: string): { actorKind: HistoryActorKind; actorName: null; actorCard: null } {
  const kind = actor.split(':')[0];
  const actorKind = (HISTORY_ACTOR_KINDS as readonly string[]).includes(kind!) ? (kind as HistoryActorKind) : 'system';
  return { actorKind, actorName: null, actorCard: null };
}

/** What staff read instead of codes: the hotel's, room type's and rate plan's names (any of the hotel's, for history lines). */
async function namesOf(db: Db, order: OrderRow, lang: Language) {
  const [hotel, rooms, plans] = await Promise.all([
    findHotel(db, order.hotelCode),
    listRoomTypes(db, order.hotelCode),
    listRatePlans(db, order.hotelCode),
  ]);
  const roomTypeName = (code: string) =>
    inLanguage(rooms.find((room) => room.roomTypeCode === code)?.name, lang) || code;
  const ratePlanName = (code: string) =>
    inLanguage(plans.find((plan) => plan.ratePlanCode === code)?.name, lang) || code;
  return {
    names: {
      hotel: inLanguage(hotel?.hotel.name, lang) || order.hotelCode,
      roomType: roomTypeName(order.roomTypeCode),
      ratePlan: ratePlanName(order.ratePlanCode),
    },
    roomTypeName,
    ratePlanName,
  };
}

type Naming = Awaited<ReturnType<typeof namesOf>>;

/** A change's stays before and after with their room type's and rate plan's names in the reader's language. */
function named(details: HistoryDetails | null, naming: Naming): HistoryDetails | null {
  if (details?.kind !== 'modified') return details;
  const stay = (value: HistoryStay): HistoryStay => ({
    ...value,
    roomTypeName: naming.roomTypeName(value.roomTypeCode),
    ratePlanName: naming.ratePlanName(value.ratePlanCode),
  });
  return { ...details, from: stay(details.from), to: stay(details.to) };
}

export async function reservationDetail(
  db: Db,
  payments: Pick<RoomPayments, 'records' | 'refundState'>,
  memberCardOf: MemberCardOf,
  order: OrderRow,
  now: Date,
  lang: Language,
  options: { canRefund?: boolean } = {},
): Promise<ReservationDetail> {
  const [details, paid, online, clock, naming, member] = await Promise.all([
    orderDetails(db, order.transactionId),
    payments.records(order.transactionId),
    payments.refundState(order.transactionId),
    hotelClock(db, order.hotelCode, now),
    namesOf(db, order, lang),
    order.memberId ? memberCardOf(order.memberId, order.siteCode) : null,
  ]);
  return {
    names: naming.names,
    member,
    ...summaryOf(order, guestNamesOf(details.rooms)),
    adultsPerRoom: order.adultsPerRoom,
    childrenPerRoom: order.childrenPerRoom,
    cancellationFlag: order.cancellationFlag,
    cancellationDeadline: order.cancellationDeadline?.toISOString() ?? null,
    cancellationNumber: order.cancellationNumber,
    roomAmount: order.roomAmount,
    taxAmount: order.taxAmount,
    serviceAmount: order.serviceAmount,
    addonAmount: order.addonAmount,
    discountAmount: order.discountAmount,
    pointDiscount: order.pointDiscount,
    voucherDiscount: order.voucherDiscount,
    pointsUsed: order.pointsUsed,
    discountCode: order.discountCode,
    voucherCode: order.voucherCode,
    rooms: details.rooms.map((room) => ({
      roomIndex: room.roomIndex,
      adults: room.adults,
      children: room.children,
      guests: room.guests,
      email: room.email,
      specialRequests: room.specialRequests,
      comment: room.comment,
    })),
    nightlyAmounts: details.nights.map((night) => ({ night: night.night, amount: night.amount })),
    history: details.history.map((entry) => ({
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      actor: entry.actor,
      ...actorOf(entry.actor),
      reasonCode: entry.reasonCode,
      note: entry.note,
      details: named(detailsOf(entry.details), naming),
      at: entry.at.toISOString(),
    })),
    payments: paid,
    onlinePaid: online,
    // Part of the payment may go back while the stay is booked, in house or just checked out.
    canRefund: Boolean(options.canRefund && online && online.left > 0 && PART_REFUNDABLE.has(order.status)),
    allowedActions: allowedActions(order, clock.today, options),
    checkOutNeedsManager:
      !options.canRefund &&
      statusActions(order, clock.today).includes('checkOut') &&
      checkOutGivesMoneyBack(order, clock.today),
    timeZone: clock.timeZone,
  };
}

/** The history values of an early check-out: the booked and the actual departure, and the refund when one went back. */
function earlyDetails(
  order: OrderRow,
  leaves: string,
  refund?: { refundId: string; refundIds?: string[]; amount: number; currency: string } | null,
): HistoryDetails {
  return {
    kind: 'earlyDeparture',
    from: order.checkOutDate,
    to: leaves,
    amount: refund?.amount ?? null,
    currency: refund?.currency ?? order.currency,
    refundIds: refund ? (refund.refundIds ?? [refund.refundId]) : [],
  };
}

export async function findReservation(db: Db, transactionId: string): Promise<OrderRow> {
  const order = await findOrder(db, transactionId);
  if (!order) throw new AppError('reservationNotFound');
  return order;
}

/**
 * Moves a reservation to check-in (5), check-out (2) or no-show (6) in one transaction with its
 * history row and `audit` (written by the caller in the same transaction). An action the status does
 * not allow (ORDER_TRANSITIONS; check-in and no-show not before the arrival day) is refused with
 * `illegalOrderTransition`, changing nothing.
 */
export async function moveReservation(
  db: Db,
  order: OrderRow,
  action: Exclude<ReservationAction, 'cancel'>,
  context: {
    actor: string;
    reason: HistoryEntry;
    now: Date;
    audit: (tx: Db, before: OrderRow, after: OrderRow) => Promise<void>;
    /** Whether the staff member may give money back (hotel managers, group administrators): a prepaid early departure. */
    canRefund?: boolean;
  },
  unused?: UnusedNightsRefunds,
): Promise<OrderRow> {
  const refused = () => new AppError('illegalOrderTransition', { status: order.status, action });
  const { today } = await hotelClock(db, order.hotelCode, context.now);
  if (!statusActions(order, today).includes(action)) throw refused();
  const leaves = action === 'checkOut' ? earlyDepartureDate(order, today) : null;
  // An early departure of a stay paid online may give money back: not the front desk's call.
  if (action === 'checkOut' && checkOutGivesMoneyBack(order, today) && !context.canRefund) {
    throw new AppError('staffRoleDenied');
  }
  let refundIds: string[] = [];
  const after = await inTransaction(db, async (tx) => {
    // `refused` also when another request moved the order first (no row left in the old status).
    const locked = await lockOrder(tx, order.transactionId);
    if (!locked || locked.status !== order.status) throw refused();
    const changes = leaves ? await departEarly(tx, locked, leaves) : undefined;
    const owed = changes ? unusedRefund(locked, changes) : 0;
    // The unused nights' price goes back from the payment, in the check-out's transaction (never above what is left).
    const refund = owed > 0 && unused ? await unused.refund(tx, locked, owed) : null;
    refundIds = refund ? (refund.refundIds ?? [refund.refundId]) : [];
    const moved = await transitionOrder(tx, locked, {
      to: ACTION_TARGET[action],
      actor: context.actor,
      reason: leaves
        ? {
            code: refund ? HistoryReason.earlyDepartureRefunded : HistoryReason.earlyDeparture,
            note: context.reason.note,
            details: earlyDetails(order, leaves, refund),
          }
        : context.reason,
      changes,
      refused,
      now: context.now,
    });
    await context.audit(tx, locked, moved);
    return moved;
  });
  for (const id of refundIds) await unused?.refundNow(id);
  return after;
}

/** How an early departure gives the unused nights' price back from the stay's online payment (booking.module.ts). */
export interface UnusedNightsRefunds {
  /**
   * Queues up to `amount` (what is left of the payments, or of a group room's share); null when nothing is left.
   * `refundIds`: one refund per payment it spans (tried after the commit), when more than one.
   */
  refund(
    tx: Db,
    order: OrderRow,
    amount: number,
  ): Promise<{ refundId: string; refundIds?: string[]; amount: number; currency: string } | null>;
  refundNow(refundId: string): Promise<unknown>;
}

/** Reservations' confirmation numbers by order id (what staff read in the audit log instead of ids). */
export async function confirmationNumbersOf(db: Db, transactionIds: string[]): Promise<Map<string, string>> {
  if (!transactionIds.length) return new Map();
  const rows = await db
    .select({ id: orders.transactionId, number: orders.confirmationNumber })
    .from(orders)
    .where(inArray(orders.transactionId, [...new Set(transactionIds)]));
  return new Map(rows.map((row) => [row.id, row.number]));
}
