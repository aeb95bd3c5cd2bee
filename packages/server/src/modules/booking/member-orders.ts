import { OrderStatus } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import { addDays } from '@hotel/contract/schemas/common';
import type { Paged } from '@hotel/contract/schemas/loyalty';
import type { MemberOrderSummary } from '@hotel/contract/schemas/order';
import { and, desc, eq, exists, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { localToday, utcToday } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { listActiveHotels, listRoomTypes } from '../catalog/catalog.module.ts';
import type { OrderRow } from './booking.repo.ts';
import { orders } from './booking.schema.ts';
import { orderChanges } from './order-changes.schema.ts';
import { canCancel } from './orders.view.ts';

/** Statuses whose money counts as spent or about to be (not failed, cancelled or no-show). */
const ACTIVE_STATUSES = [0, 1, 2, 5, 7];

/**
 * Who may see or change an order: anyone holding a guest order's id (it is the guest's key); a
 * member's order only that member. Without a session that is 90016 (sign in), with another member's
 * session the order does not exist for them.
 */
export function assertOrderAccess(order: OrderRow, memberId: string | null) {
  if (!order.memberId) return;
  if (!memberId) throw new AppError('pleaseLogIn');
  if (order.memberId !== memberId) throw new AppError('reservationNotFound');
}

async function hotelNames(db: Db, lang: Language) {
  const rows = await listActiveHotels(db, {});
  return new Map(rows.map(({ hotel }) => [hotel.hotelCode, inLanguage(hotel.name, lang)]));
}

/** Nights of completed stays dated from `first` to `last` (inclusive): one per night whatever the rooms. */
function nightsBetween(first: string, last: string): SQL<number> {
  return sql<number>`coalesce(sum(greatest(0, least(${orders.checkOutDate}, ${last}::date + 1) - greatest(${orders.checkInDate}, ${first}::date))), 0)::int`;
}

/**
 * Qualifying nights of a member in calendar year `year` and the one before: the nights of their completed
 * stays whose hotel date falls in each year, as the orders hold their dates (a stay across New Year counts
 * in both).
 */
export async function completedNightsOf(db: Db, memberId: string, year: number) {
  const [row] = await db
    .select({
      thisYear: nightsBetween(`${year}-01-01`, `${year}-12-31`),
      lastYear: nightsBetween(`${year - 1}-01-01`, `${year - 1}-12-31`),
    })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.status, OrderStatus.completed)));
  return { thisYear: Number(row?.thisYear ?? 0), lastYear: Number(row?.lastYear ?? 0) };
}

/** A member's reservations, newest first, optionally of one status (the filter offers 0 to 5). */
export async function listMemberOrders(
  db: Db,
  memberId: string,
  query: { page: number; size: number; status?: number },
  lang: Language,
  now: Date,
): Promise<Paged<MemberOrderSummary>> {
  const where =
    query.status === undefined
      ? eq(orders.memberId, memberId)
      : and(eq(orders.memberId, memberId), eq(orders.status, query.status));
  const [rows, [total], names] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.transactionId))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
    hotelNames(db, lang),
  ]);
  const roomNames = new Map<string, string>();
  for (const hotelCode of new Set(rows.map((row) => row.hotelCode))) {
    for (const room of await listRoomTypes(db, hotelCode)) {
      roomNames.set(`${hotelCode}|${room.roomTypeCode}`, inLanguage(room.name, lang));
    }
  }
  return {
    list: rows.map((order) => ({
      transactionId: order.transactionId,
      confirmationNumber: order.confirmationNumber,
      status: order.status,
      refundLabel: order.refundLabel,
      hotelCode: order.hotelCode,
      hotelName: names.get(order.hotelCode) ?? order.hotelCode,
      roomTypeName: roomNames.get(`${order.hotelCode}|${order.roomTypeCode}`) ?? order.roomTypeCode,
      checkInDate: order.checkInDate,
      checkOutDate: order.checkOutDate,
      nights: order.nights,
      roomCount: order.roomCount,
      paymentType: order.paymentType,
      totalAmount: order.totalAmount,
      payAmount: order.payAmount,
      pointsUsed: order.pointsUsed,
      voucherCode: order.voucherCode,
      currency: order.currency,
      orderDate: order.createdAt.toISOString(),
      canCancel: canCancel(order, now),
    })),
    total: total?.n ?? 0,
    page: query.page,
    size: query.size,
  };
}

/** Counts by status and amounts by currency of a member's reservations (`member/order/getTotalAmount`). */
export async function memberOrderTotals(db: Db, memberId: string) {
  const [byStatus, byCurrency] = await Promise.all([
    db
      .select({ status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.memberId, memberId))
      .groupBy(orders.status),
    db
      .select({
        currency: orders.currency,
        amount: sql<number>`coalesce(sum(${orders.payAmount}), 0)::bigint`,
        saved: sql<number>`coalesce(sum(${orders.discountAmount} + ${orders.voucherDiscount}), 0)::bigint`,
      })
      .from(orders)
      .where(and(eq(orders.memberId, memberId), inArray(orders.status, ACTIVE_STATUSES)))
      .groupBy(orders.currency),
  ]);
  const statusCounts: Record<string, number> = {};
  for (const row of byStatus) statusCounts[String(row.status)] = row.n;
  return {
    totalCount: byStatus.reduce((sum, row) => sum + row.n, 0),
    statusCounts,
    amounts: byCurrency.map((row) => ({ currency: row.currency, amount: Number(row.amount) })),
    savings: byCurrency.map((row) => ({ currency: row.currency, amount: Number(row.saved) })),
  };
}

/**
 * The hotels a member has reservations at, with how many and the next arrival (the "hotel reservations"
 * tab): the first unpaid or reserved stay arriving today or later, today as each hotel counts it.
 */
export async function memberHotels(db: Db, memberId: string, lang: Language, now: Date) {
  // No time zone is more than a day from UTC: later arrivals are then picked per hotel below.
  const earliest = addDays(utcToday(now), -1);
  const rows = await db
    .select({
      hotelCode: orders.hotelCode,
      reservations: sql<number>`count(*)::int`,
      arrivals: sql<
        string[] | null
      >`array_agg(${orders.checkInDate}::text order by ${orders.checkInDate}) filter (where ${orders.status} in (0, 1) and ${orders.checkInDate} >= ${earliest})`,
      lastStay: sql<string | null>`max(${orders.checkOutDate}) filter (where ${orders.status} = 2)`,
      stayingUntil: sql<
        string | null
      >`max(${orders.checkOutDate}::text) filter (where ${orders.status} = ${OrderStatus.checkedIn})`,
    })
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .groupBy(orders.hotelCode);
  const hotels = new Map((await listActiveHotels(db, {})).map(({ hotel }) => [hotel.hotelCode, hotel]));
  return rows
    .map(({ arrivals, ...row }) => {
      const hotel = hotels.get(row.hotelCode);
      const today = localToday(hotel?.timeZone ?? 'UTC', now);
      return {
        ...row,
        nextArrival: (arrivals ?? []).find((date) => date >= today) ?? null,
        lastStay: row.lastStay ? String(row.lastStay) : null,
        stayingUntil: row.stayingUntil ? String(row.stayingUntil) : null,
        hotelName: inLanguage(hotel?.name, lang) || row.hotelCode,
      };
    })
    .sort((a, b) => a.hotelName.localeCompare(b.hotelName, lang));
}

/** Keeps a deleted member's reservations (the hotels need them) with the personal data anonymised. */
export async function anonymiseMemberOrders(db: Db, memberId: string) {
  await db.execute(sql`
    update order_rooms set
      guests = coalesce((select jsonb_agg(jsonb_build_object('title', g ->> 'title', 'firstName', '-', 'lastName', '-'))
                         from jsonb_array_elements(guests) g), '[]'::jsonb),
      email = null, comment = ''
    where transaction_id in (select transaction_id from orders where member_id = ${memberId})`);
  await db
    .update(orders)
    .set({ bookerName: '-', bookerEmail: 'deleted@invalid', bookerMobile: '0 00000', cardToken: null })
    .where(eq(orders.memberId, memberId));
}

/** SQL true when the member (`memberIdColumn`) has a reservation at one of the hotels, any status. */
export function hasOrderAt(db: Db, memberIdColumn: SQLWrapper, hotelCodes: readonly string[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(orders)
      .where(and(eq(orders.memberId, memberIdColumn), inArray(orders.hotelCode, [...hotelCodes]))),
  );
}

/**
 * How many reservations (any status) name a hotel's rate plan, with the changes waiting for their payment that
 * would move a reservation to it: what keeps a removed plan archived (ADR 0026, 0027).
 */
export async function ratePlanReservations(db: Db, hotelCode: string, ratePlanCode: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.hotelCode, hotelCode), eq(orders.ratePlanCode, ratePlanCode)));
  const [pending] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orderChanges)
    .innerJoin(orders, eq(orders.transactionId, orderChanges.transactionId))
    .where(
      and(
        eq(orders.hotelCode, hotelCode),
        eq(orderChanges.status, 'pending'),
        sql`${orderChanges.after}->>'ratePlanCode' = ${ratePlanCode}`,
      ),
    );
  return Number(row?.count ?? 0) + Number(pending?.count ?? 0);
}

/** A member's latest reservations, newest first; only at `hotelCodes` when given. */
export function recentOrdersOf(db: Db, memberId: string, hotelCodes: readonly string[] | null, limit: number) {
  const seen = hotelCodes
    ? and(eq(orders.memberId, memberId), inArray(orders.hotelCode, [...hotelCodes]))
    : eq(orders.memberId, memberId);
  return db.select().from(orders).where(seen).orderBy(desc(orders.createdAt)).limit(limit);
}

/**
 * Members (by `memberIdColumn`) with a completed stay that has a night between `from` and `to` (both
 * included), at `hotelCode` or at any hotel when null: the "stayed at" criterion of a voucher segment.
 */
export function hasCompletedStayBetween(
  db: Db,
  memberIdColumn: SQLWrapper,
  range: { hotelCode: string | null; from: string; to: string },
): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(orders)
      .where(
        and(
          eq(orders.memberId, memberIdColumn),
          eq(orders.status, OrderStatus.completed),
          sql`${orders.checkInDate} <= ${range.to}::date`,
          sql`${orders.checkOutDate} > ${range.from}::date`,
          range.hotelCode ? eq(orders.hotelCode, range.hotelCode) : undefined,
        ),
      ),
  );
}

/** Members with a completed stay that has a night on or after `since` (the "not stayed since" criterion, negated). */
export function hasCompletedStaySince(db: Db, memberIdColumn: SQLWrapper, since: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(orders)
      .where(
        and(
          eq(orders.memberId, memberIdColumn),
          eq(orders.status, OrderStatus.completed),
          sql`${orders.checkOutDate} > ${since}::date`,
        ),
      ),
  );
}
