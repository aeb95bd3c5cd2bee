import { ErrorCode } from '@hotel/contract/errors';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, TEST_TODAY } from '../../test/context.ts';
import { orders } from '../booking/booking.schema.ts';
import { book, orderPayload } from '../booking/booking.test-helpers.ts';
import { inventory, roomTypes } from '../catalog/catalog.schema.ts';
import { adminCaller, allTokens, type DemoRole } from './admin.test-helpers.ts';

const HOTEL = 'SHA001';
const TOMORROW = '2026-11-22';

describeEachDatabase(
  'admin dashboard: the day at a glance',
  (ctx) => {
    const call = adminCaller(ctx);
    const db = () => ctx().database.db;
    let tokens: Record<DemoRole, string>;
    let room = '';

    beforeAll(async () => {
      tokens = await allTokens(ctx);
      const rooms = await db()
        .select()
        .from(roomTypes)
        .where(eq(roomTypes.hotelCode, HOTEL))
        .orderBy(roomTypes.sortOrder);
      room = rooms[0]!.roomTypeCode;
    }, 60_000);

    const bookTonight = async () => {
      const response = await book(
        ctx(),
        orderPayload(
          { hotelCode: HOTEL, roomTypeCode: room, ratePlanCode: 'BAR' },
          { checkInDate: TEST_TODAY, checkOutDate: TOMORROW },
        ),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { transactionId: string; confirmationNumber: string };
    };
    const dashboard = async (token: string, hotelCode = HOTEL) => {
      const response = await call('GET', `/dashboard?hotelCode=${hotelCode}`, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };

    it('lists today’s arrivals, counts pickup and occupancy as the database holds them', async () => {
      const stay = await bookTonight();
      const board = await dashboard(tokens.frontDesk);
      expect(board).toMatchObject({ hotelCode: HOTEL, today: TEST_TODAY, currency: 'CNY' });
      expect(board.hotelName).not.toBe(HOTEL);
      const arrival = board.arrivals.find((row: { transactionId: string }) => row.transactionId === stay.transactionId);
      expect(arrival).toMatchObject({ confirmationNumber: stay.confirmationNumber, nights: 1, status: 1 });
      expect(arrival.roomType).not.toBe(room);
      expect(arrival.guestNames.length).toBeGreaterThan(0);

      const since = new Date(ctx().clock.now.getTime() - 24 * 3_600_000);
      const [made] = await db()
        .select({
          count: sql<number>`count(*)::int`,
          revenue: sql<number>`coalesce(sum(${orders.roomAmount}), 0)::bigint`,
        })
        .from(orders)
        .where(and(eq(orders.hotelCode, HOTEL), gte(orders.createdAt, since), inArray(orders.status, [1, 2, 5, 6])));
      expect(board.pickup[0]).toMatchObject({
        hours: 24,
        bookings: Number(made!.count),
        revenue: Number(made!.revenue),
      });
      expect(board.pickup[0].bookings).toBeGreaterThanOrEqual(1);
      expect(board.pickup[1].hours).toBe(168);
      expect(board.pickup[1].bookings).toBeGreaterThanOrEqual(board.pickup[0].bookings);

      const [tonight] = await db()
        .select({ sold: sql<number>`sum(${inventory.sold})::int`, total: sql<number>`sum(${inventory.total})::int` })
        .from(inventory)
        .where(and(eq(inventory.hotelCode, HOTEL), eq(inventory.night, TEST_TODAY)));
      expect(board.occupancy.map((span: { nights: number }) => span.nights)).toEqual([1, 7, 30]);
      expect(board.occupancy[0]).toMatchObject({ sold: Number(tonight!.sold), total: Number(tonight!.total) });
      expect(board.revenueTonight).toBeGreaterThan(0);
    });

    it('counts guests in house after check-in, lists today’s departures (also after check-out) and cancellations', async () => {
      const stay = await bookTonight();
      const before = await dashboard(tokens.hotelManager);
      expect(
        (await call('POST', `/reservations/${stay.transactionId}/check-in`, tokens.frontDesk, {})).statusCode,
      ).toBe(200);
      const after = await dashboard(tokens.hotelManager);
      expect(after.inHouse).toBe(before.inHouse + 1);

      // The stay began yesterday and leaves today (moved in the database: bookings cannot be made for the past).
      await db()
        .update(orders)
        .set({ checkInDate: '2026-11-20', checkOutDate: TEST_TODAY })
        .where(eq(orders.transactionId, stay.transactionId));
      const leaving = await dashboard(tokens.frontDesk);
      expect(leaving.departures.map((row: { transactionId: string }) => row.transactionId)).toContain(
        stay.transactionId,
      );
      expect(leaving.arrivals.map((row: { transactionId: string }) => row.transactionId)).not.toContain(
        stay.transactionId,
      );
      const out = await call('POST', `/reservations/${stay.transactionId}/check-out`, tokens.frontDesk, {});
      expect(out.statusCode, out.body).toBe(200);
      const gone = await dashboard(tokens.frontDesk);
      const departure = gone.departures.find(
        (row: { transactionId: string }) => row.transactionId === stay.transactionId,
      );
      expect(departure.status).toBe(2);
      expect(gone.inHouse).toBe(leaving.inHouse - 1);

      const cancelled = await bookTonight();
      const cancel = await call('POST', `/reservations/${cancelled.transactionId}/cancel`, tokens.frontDesk, {});
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect((await dashboard(tokens.frontDesk)).pickup[0].cancellations).toBe(gone.pickup[0].cancellations + 1);
    });

    it('shows staff only their hotels, and content editors nothing', async () => {
      const other = await call('GET', '/dashboard?hotelCode=PEK001', tokens.frontDesk);
      expect(other.statusCode).toBe(403);
      expect(other.json().errorCode).toBe(ErrorCode.staffHotelDenied);
      expect((await call('GET', '/dashboard', tokens.contentEditor)).statusCode).toBe(403);
      expect((await call('GET', '/dashboard?hotelCode=PEK001', tokens.groupAdmin)).statusCode).toBe(200);
      expect((await call('GET', '/dashboard', tokens.frontDesk)).json().data.hotelCode).toBe(HOTEL);
      // A group administrator works for every hotel: the dashboard opens on the group's first.
      const group = await call('GET', '/dashboard', tokens.groupAdmin);
      expect(group.statusCode, group.body).toBe(200);
      expect(group.json().data.hotelCode).toBe('SHA001');
      expect((await call('GET', '/dashboard?hotelCode=NOPE1', tokens.groupAdmin)).json().errorCode).toBe(
        ErrorCode.hotelNotFound,
      );
      expect((await call('GET', '/dashboard?hotelCode=%20', tokens.groupAdmin)).statusCode).toBe(400);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);
