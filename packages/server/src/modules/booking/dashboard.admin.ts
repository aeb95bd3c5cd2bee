import { OrderStatus } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import type { Dashboard, DashboardStay } from '@hotel/contract/schemas/admin-dashboard';
import { addDays } from '@hotel/contract/schemas/common';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { localToday } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { findHotel, listRoomTypes } from '../catalog/catalog.module.ts';
import { orderNights, orderRooms, orders } from './booking.schema.ts';

/** Orders that hold rooms for real: confirmed, in house, stayed or missed (not waiting, failed or cancelled). */
const BOOKED = [OrderStatus.reserved, OrderStatus.checkedIn, OrderStatus.completed, OrderStatus.noShow];
const SPANS = [1, 7, 30];
const PICKUP_HOURS = [24, 24 * 7];

type Occupancy = (range: {
  from: string;
  to: string;
  hotelCode: string;
}) => Promise<{ day: string; sold: number; total: number }[]>;

async function staysOf(db: Db, hotelCode: string, where: ReturnType<typeof and>, lang: Language) {
  const [rows, rooms] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.hotelCode, hotelCode), where))
      .orderBy(asc(orders.confirmationNumber)),
    listRoomTypes(db, hotelCode),
  ]);
  const guests = rows.length
    ? await db
        .select({ transactionId: orderRooms.transactionId, guests: orderRooms.guests })
        .from(orderRooms)
        .where(
          inArray(
            orderRooms.transactionId,
            rows.map((row) => row.transactionId),
          ),
        )
        .orderBy(orderRooms.roomIndex)
    : [];
  return rows.map(
    (order): DashboardStay => ({
      transactionId: order.transactionId,
      confirmationNumber: order.confirmationNumber,
      guestNames: guests
        .filter((room) => room.transactionId === order.transactionId)
        .flatMap((room) => room.guests.map((guest) => `${guest.firstName} ${guest.lastName}`.trim())),
      bookerName: order.bookerName,
      roomType:
        inLanguage(rooms.find((room) => room.roomTypeCode === order.roomTypeCode)?.name, lang) || order.roomTypeCode,
      roomCount: order.roomCount,
      nights: order.nights,
      checkInDate: order.checkInDate,
      checkOutDate: order.checkOutDate,
      status: order.status,
    }),
  );
}

/** Bookings made within the last `hours` (and cancellations made then): the desk's pickup. */
async function pickupOf(db: Db, hotelCode: string, hours: number, now: Date) {
  const since = new Date(now.getTime() - hours * 3_600_000);
  const [made] = await db
    .select({
      bookings: sql<number>`count(*)::int`,
      roomNights: sql<number>`coalesce(sum(${orders.nights} * ${orders.roomCount}), 0)::int`,
      revenue: sql<number>`coalesce(sum(${orders.roomAmount}), 0)::bigint`,
    })
    .from(orders)
    .where(and(eq(orders.hotelCode, hotelCode), gte(orders.createdAt, since), inArray(orders.status, BOOKED)));
  const [cancelled] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.hotelCode, hotelCode), gte(orders.cancelledAt, since)));
  return {
    hours,
    bookings: Number(made?.bookings ?? 0),
    roomNights: Number(made?.roomNights ?? 0),
    revenue: Number(made?.revenue ?? 0),
    cancellations: Number(cancelled?.count ?? 0),
  };
}

/**
 * The day's work of a hotel on sign-in: today's arrivals and departures (including those already gone), rooms in
 * house, occupancy tonight and over the next 7 and 30 nights, tonight's room revenue, pickup and cancellations.
 */
export async function hotelDashboard(
  db: Db,
  hotelCode: string,
  now: Date,
  lang: Language,
  occupancy: Occupancy,
): Promise<Dashboard> {
  const found = await findHotel(db, hotelCode);
  if (!found) throw new AppError('hotelNotFound');
  const today = localToday(found.hotel.timeZone, now);
  const pickup = await Promise.all(PICKUP_HOURS.map((hours) => pickupOf(db, hotelCode, hours, now)));
  const [arrivals, departures, inHouse, nights, revenue] = await Promise.all([
    staysOf(
      db,
      hotelCode,
      and(eq(orders.checkInDate, today), inArray(orders.status, [OrderStatus.reserved, OrderStatus.checkedIn])),
      lang,
    ),
    staysOf(
      db,
      hotelCode,
      and(eq(orders.checkOutDate, today), inArray(orders.status, [OrderStatus.checkedIn, OrderStatus.completed])),
      lang,
    ),
    db
      .select({ rooms: sql<number>`coalesce(sum(${orders.roomCount}), 0)::int` })
      .from(orders)
      .where(and(eq(orders.hotelCode, hotelCode), eq(orders.status, OrderStatus.checkedIn))),
    occupancy({ from: today, to: addDays(today, SPANS.at(-1)! - 1), hotelCode }),
    db
      .select({ amount: sql<number>`coalesce(sum(${orderNights.amount}), 0)::bigint` })
      .from(orderNights)
      .innerJoin(orders, eq(orders.transactionId, orderNights.transactionId))
      .where(
        and(
          eq(orders.hotelCode, hotelCode),
          eq(orderNights.night, today),
          inArray(orders.status, [OrderStatus.reserved, OrderStatus.checkedIn, OrderStatus.completed]),
        ),
      ),
  ]);
  return {
    hotelCode,
    hotelName: inLanguage(found.hotel.name, lang),
    today,
    currency: found.hotel.currency,
    arrivals,
    departures,
    inHouse: Number(inHouse[0]?.rooms ?? 0),
    occupancy: SPANS.map((span) => {
      const within = nights.filter((night) => night.day < addDays(today, span));
      return {
        nights: span,
        sold: within.reduce((sum, night) => sum + night.sold, 0),
        total: within.reduce((sum, night) => sum + night.total, 0),
      };
    }),
    revenueTonight: Number(revenue[0]?.amount ?? 0),
    pickup,
  };
}
