import { ErrorCode } from '@hotel/contract/errors';
import { type TapeChart, tapeChartSchema } from '@hotel/contract/schemas/admin-inventory';
import { hotelListSchema } from '@hotel/contract/schemas/hotel';
import { roomListSchema } from '@hotel/contract/schemas/rooms';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { API, book, orderPayload } from '../booking/booking.test-helpers.ts';
import { inventory, nightlyPrices, ratePlans, roomTypes } from '../catalog/catalog.schema.ts';
import { adminCaller, allTokens, type DemoRole } from './admin.test-helpers.ts';
import { auditLog } from './staff.schema.ts';

const HOTEL = 'SHA001';

describeEachDatabase(
  'admin rates tools: tape chart',
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

    it('shows every room type by night with the counts the inventory rows hold', async () => {
      const where = and(
        eq(inventory.hotelCode, HOTEL),
        eq(inventory.roomTypeCode, room),
        eq(inventory.night, '2027-03-02'),
      );
      await db().update(inventory).set({ total: 10, held: 2, sold: 7, closed: false }).where(where);
      await db()
        .update(inventory)
        .set({ closed: true })
        .where(
          and(eq(inventory.hotelCode, HOTEL), eq(inventory.roomTypeCode, room), eq(inventory.night, '2027-03-03')),
        );
      const response = await call(
        'GET',
        `/hotels/${HOTEL}/tape-chart?from=2027-03-01&to=2027-03-14`,
        tokens.hotelManager,
      );
      expect(response.statusCode, response.body).toBe(200);
      const chart: TapeChart = tapeChartSchema.parse(response.json().data);
      expect(chart.nights).toHaveLength(14);
      const rows = await db()
        .select()
        .from(inventory)
        .where(
          and(eq(inventory.hotelCode, HOTEL), gte(inventory.night, '2027-03-01'), lte(inventory.night, '2027-03-14')),
        );
      const types = await db().select().from(roomTypes).where(eq(roomTypes.hotelCode, HOTEL));
      expect(chart.roomTypes.map((r) => r.roomTypeCode).sort()).toEqual(types.map((t) => t.roomTypeCode).sort());
      for (const row of rows) {
        const cell = chart.roomTypes
          .find((r) => r.roomTypeCode === row.roomTypeCode)!
          .cells.find((c) => c.night === row.night)!;
        expect(cell).toEqual({
          night: row.night,
          total: row.total,
          held: row.held,
          sold: row.sold,
          free: Math.max(0, row.total - row.held - row.sold),
          closed: row.closed,
        });
      }
      const cell = chart.roomTypes.find((r) => r.roomTypeCode === room)!.cells[1]!;
      expect(cell).toMatchObject({ total: 10, held: 2, sold: 7, free: 1 });
      expect(chart.roomTypes.find((r) => r.roomTypeCode === room)!.cells[2]!.closed).toBe(true);
    });

    it('keeps to the staff member’s hotels and roles, and to four weeks and a few days', async () => {
      const url = '/tape-chart?from=2027-03-01&to=2027-03-14';
      expect((await call('GET', `/hotels/PEK001${url}`, tokens.hotelManager)).json().errorCode).toBe(
        ErrorCode.staffHotelDenied,
      );
      expect((await call('GET', `/hotels/PEK001${url}`, tokens.groupAdmin)).statusCode).toBe(200);
      expect((await call('GET', `/hotels/${HOTEL}${url}`, tokens.frontDesk)).statusCode).toBe(403);
      expect((await call('GET', `/hotels/${HOTEL}${url}`, null)).statusCode).toBe(401);
      const long = await call('GET', `/hotels/${HOTEL}/tape-chart?from=2027-03-01&to=2027-04-30`, tokens.groupAdmin);
      expect(long.statusCode).toBe(400);
      expect(long.json().errorCode).toBe(ErrorCode.validationError);
      const unknown = await call('GET', `/hotels/NOPE1/tape-chart?from=2027-03-01&to=2027-03-02`, tokens.groupAdmin);
      expect(unknown.statusCode).toBe(404);
    });

    it('saves a clicked price or rooms cell as a one-night bulk edit: audited, undoable, never below sold + held', async () => {
      const night = '2027-03-20';
      const cellRow = and(eq(inventory.hotelCode, HOTEL), eq(inventory.roomTypeCode, room), eq(inventory.night, night));
      await db().update(inventory).set({ total: 8, held: 1, sold: 3 }).where(cellRow);
      const priceRow = and(
        eq(nightlyPrices.hotelCode, HOTEL),
        eq(nightlyPrices.roomTypeCode, room),
        eq(nightlyPrices.ratePlanCode, 'BAR'),
        eq(nightlyPrices.night, night),
      );
      const [before] = await db().select().from(nightlyPrices).where(priceRow);
      const one = { roomTypeCodes: [room], from: night, to: night, weekdays: [0, 1, 2, 3, 4, 5, 6] };
      const audits = () =>
        db().select().from(auditLog).where(eq(auditLog.entityType, 'inventory')).orderBy(auditLog.id);
      const auditsBefore = (await audits()).length;

      const price = await call('PUT', `/hotels/${HOTEL}/calendar`, tokens.hotelManager, {
        ...one,
        prices: [{ ratePlanCode: 'BAR', amount: 128_050 }],
      });
      expect(price.statusCode, price.body).toBe(200);
      expect((await db().select().from(nightlyPrices).where(priceRow))[0]!.amount).toBe(128_050);
      const rows = await audits();
      expect(rows).toHaveLength(auditsBefore + 1);
      expect(rows.at(-1)!.action).toBe('inventory.bulkEdit');
      expect(rows.at(-1)!.entityId).toBe(`${HOTEL}:${night}..${night}`);

      // Below what is held and sold: refused, nothing changes, no audit row.
      const below = await call('PUT', `/hotels/${HOTEL}/calendar`, tokens.hotelManager, { ...one, total: 3 });
      expect(below.json().errorCode).toBe(ErrorCode.inventoryBelowCommitted);
      expect((await db().select().from(inventory).where(cellRow))[0]!.total).toBe(8);
      expect(await audits()).toHaveLength(auditsBefore + 1);
      const total = await call('PUT', `/hotels/${HOTEL}/calendar`, tokens.hotelManager, { ...one, total: 4 });
      expect(total.statusCode, total.body).toBe(200);
      expect((await db().select().from(inventory).where(cellRow))[0]!.total).toBe(4);

      // Each undo puts back the last cell edit.
      for (const expected of [{ total: 8 }, { price: before!.amount }]) {
        const last = (await call('GET', `/hotels/${HOTEL}/calendar/last-edit`, tokens.hotelManager)).json().data;
        const undo = await call('POST', `/hotels/${HOTEL}/calendar/undo`, tokens.hotelManager, {
          auditId: last.auditId,
        });
        expect(undo.statusCode, undo.body).toBe(200);
        if ('total' in expected)
          expect((await db().select().from(inventory).where(cellRow))[0]!.total).toBe(expected.total);
        else expect((await db().select().from(nightlyPrices).where(priceRow))[0]!.amount).toBe(expected.price);
      }
      expect((await audits()).filter((row) => row.action === 'inventory.undoBulkEdit')).toHaveLength(2);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);

describeEachDatabase(
  'admin rates tools: stop-sell and closed to departure',
  (ctx) => {
    const call = adminCaller(ctx);
    const db = () => ctx().database.db;
    let tokens: Record<DemoRole, string>;
    let room = '';
    let plans: string[] = [];
    let rooms: string[] = [];

    beforeAll(async () => {
      tokens = await allTokens(ctx);
      const types = await db()
        .select()
        .from(roomTypes)
        .where(eq(roomTypes.hotelCode, HOTEL))
        .orderBy(roomTypes.sortOrder);
      rooms = types.map((t) => t.roomTypeCode);
      room = rooms[0]!;
      const rows = await db().select().from(ratePlans).where(eq(ratePlans.hotelCode, HOTEL));
      plans = rows.map((row) => row.ratePlanCode);
      // Every night of April 2027 open with rooms left, for the stays below.
      await db()
        .update(inventory)
        .set({ held: 0, sold: 0, closed: false, minStay: 1, total: 20 })
        .where(
          and(eq(inventory.hotelCode, HOTEL), gte(inventory.night, '2027-04-01'), lte(inventory.night, '2027-04-30')),
        );
    }, 60_000);

    const guestRooms = async (checkInDate: string, checkOutDate: string) => {
      const response = await ctx().app.inject({
        method: 'GET',
        url: `${API}/en-US/rooms?hotelCode=${HOTEL}&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return roomListSchema.parse(response.json().data);
    };
    const hotelInSearch = async (checkInDate: string, checkOutDate: string) => {
      const response = await ctx().app.inject({
        method: 'GET',
        url: `${API}/en-US/hotels?cityCode=SHA&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}&limit=50`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const hotel = hotelListSchema.parse(response.json().data).list.find((item) => item.hotelCode === HOTEL);
      return hotel !== undefined && !hotel.isFull && hotel.lowestPrice !== null;
    };
    const quote = (ratePlanCode: string, checkInDate: string, checkOutDate: string) =>
      ctx().app.inject({
        method: 'POST',
        url: `${API}/en-US/orders/quote`,
        payload: orderPayload({ hotelCode: HOTEL, roomTypeCode: room, ratePlanCode }, { checkInDate, checkOutDate }),
      });
    const edit = (body: object) =>
      call('PUT', `/hotels/${HOTEL}/calendar`, tokens.hotelManager, { weekdays: [0, 1, 2, 3, 4, 5, 6], ...body });
    const undoLast = async () => {
      const last = (await call('GET', `/hotels/${HOTEL}/calendar/last-edit`, tokens.hotelManager)).json().data;
      const undo = await call('POST', `/hotels/${HOTEL}/calendar/undo`, tokens.hotelManager, { auditId: last.auditId });
      expect(undo.statusCode, undo.body).toBe(200);
    };
    const priceRow = (ratePlanCode: string, night: string) =>
      db()
        .select()
        .from(nightlyPrices)
        .where(
          and(
            eq(nightlyPrices.hotelCode, HOTEL),
            eq(nightlyPrices.roomTypeCode, room),
            eq(nightlyPrices.ratePlanCode, ratePlanCode),
            eq(nightlyPrices.night, night),
          ),
        )
        .then((rows) => rows[0]!);

    it('stop-sells a rate plan on a night: the room list, quote and booking leave it out; undo brings it back', async () => {
      const rate = (await guestRooms('2027-04-06', '2027-04-08')).list
        .find((r) => r.roomTypeCode === room)!
        .roomRates.find((r) => !r.requiresSignIn)!.ratePlanCode;
      expect((await quote(rate, '2027-04-06', '2027-04-08')).statusCode).toBe(200);
      const response = await edit({
        roomTypeCodes: [room],
        from: '2027-04-07',
        to: '2027-04-07',
        restrictions: [{ ratePlanCode: rate, stopSell: true }],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await priceRow(rate, '2027-04-07')).stopSell).toBe(true);
      expect((await priceRow(rate, '2027-04-06')).stopSell).toBe(false);
      const listed = (await guestRooms('2027-04-06', '2027-04-08')).list.find((r) => r.roomTypeCode === room);
      expect(listed?.roomRates.map((r) => r.ratePlanCode) ?? []).not.toContain(rate);
      expect(listed?.notOfferedRates).toContainEqual({
        ratePlanCode: rate,
        name: expect.any(String),
        reason: 'stopSell',
        night: '2027-04-07',
        nights: null,
      });
      const refused = await quote(rate, '2027-04-06', '2027-04-08');
      expect(refused.json().errorCode).toBe(ErrorCode.rateStopSold);
      const booked = await book(
        ctx(),
        orderPayload(
          { hotelCode: HOTEL, roomTypeCode: room, ratePlanCode: rate },
          {
            checkInDate: '2027-04-06',
            checkOutDate: '2027-04-08',
          },
        ),
      );
      expect(booked.json().errorCode).toBe(ErrorCode.rateStopSold);
      // The night before is sold as usual.
      expect((await quote(rate, '2027-04-05', '2027-04-07')).statusCode).toBe(200);
      // The calendar shows it; the audit row keeps it; an undo lifts it.
      const calendar = (
        await call('GET', `/hotels/${HOTEL}/calendar?from=2027-04-07&to=2027-04-07`, tokens.hotelManager)
      ).json().data;
      expect(
        calendar.roomTypes.find((r: { roomTypeCode: string }) => r.roomTypeCode === room).nights[0].restrictions[rate],
      ).toEqual({
        stopSell: true,
        closedToArrival: false,
        closedToDeparture: false,
      });
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'inventory.bulkEdit'))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect((audit!.after as { edit: { restrictions: unknown } }).edit.restrictions).toEqual([
        { ratePlanCode: rate, stopSell: true },
      ]);
      await undoLast();
      expect((await priceRow(rate, '2027-04-07')).stopSell).toBe(false);
      expect((await quote(rate, '2027-04-06', '2027-04-08')).statusCode).toBe(200);
    });

    it('a stay whose check-out day is closed to departure is not offered, in search, the room list and the quote', async () => {
      expect(await hotelInSearch('2027-04-13', '2027-04-15')).toBe(true);
      const response = await edit({
        roomTypeCodes: rooms,
        from: '2027-04-15',
        to: '2027-04-15',
        restrictions: plans.map((ratePlanCode) => ({ ratePlanCode, closedToDeparture: true })),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await hotelInSearch('2027-04-13', '2027-04-15')).toBe(false);
      // Staying through that day, or arriving on it, is fine.
      expect(await hotelInSearch('2027-04-13', '2027-04-16')).toBe(true);
      expect(await hotelInSearch('2027-04-15', '2027-04-16')).toBe(true);
      const list = await guestRooms('2027-04-13', '2027-04-15');
      expect(list.list).toHaveLength(0);
      expect(list.notOffered?.find((r) => r.roomTypeCode === room)).toMatchObject({
        reason: 'closedToDeparture',
        night: '2027-04-15',
      });
      const refused = await quote(plans.find((code) => code === 'BAR') ?? plans[0]!, '2027-04-13', '2027-04-15');
      expect(refused.json().errorCode).toBe(ErrorCode.closedToDeparture);
      await undoLast();
      expect(await hotelInSearch('2027-04-13', '2027-04-15')).toBe(true);
    });

    it('stop-selling every rate of the hotel on a night takes it out of search, with the reason on the room list', async () => {
      const response = await edit({
        roomTypeCodes: rooms,
        from: '2027-04-21',
        to: '2027-04-21',
        restrictions: plans.map((ratePlanCode) => ({ ratePlanCode, stopSell: true })),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await hotelInSearch('2027-04-20', '2027-04-22')).toBe(false);
      const list = await guestRooms('2027-04-20', '2027-04-22');
      expect(list.notOffered?.find((r) => r.roomTypeCode === room)).toEqual({
        roomTypeCode: room,
        name: expect.any(String),
        reason: 'stopSell',
        night: '2027-04-21',
        nights: null,
      });
      await undoLast();
      expect(await hotelInSearch('2027-04-20', '2027-04-22')).toBe(true);
    });

    it('says a minimum stay or an arrival closed as the reason, not sold out', async () => {
      await db()
        .update(inventory)
        .set({ minStay: 3 })
        .where(and(eq(inventory.hotelCode, HOTEL), eq(inventory.night, '2027-04-26')));
      const list = await guestRooms('2027-04-26', '2027-04-27');
      expect(list.notOffered?.find((r) => r.roomTypeCode === room)).toMatchObject({ reason: 'minStay', nights: 3 });
      await db()
        .update(inventory)
        .set({ minStay: 1 })
        .where(and(eq(inventory.hotelCode, HOTEL), eq(inventory.night, '2027-04-26')));
      const closed = await edit({
        roomTypeCodes: rooms,
        from: '2027-04-26',
        to: '2027-04-26',
        restrictions: plans.map((ratePlanCode) => ({ ratePlanCode, closedToArrival: true })),
      });
      expect(closed.statusCode, closed.body).toBe(200);
      const arrival = await guestRooms('2027-04-26', '2027-04-27');
      expect(arrival.notOffered?.find((r) => r.roomTypeCode === room)).toMatchObject({
        reason: 'closedToArrival',
        night: '2027-04-26',
      });
      await undoLast();
      expect((await priceRow(plans[0]!, '2027-04-26')).closedToArrival).toBe(false);
    });

    it('refuses restrictions without a value or of an unknown rate plan', async () => {
      const empty = await edit({
        roomTypeCodes: [room],
        from: '2027-04-28',
        to: '2027-04-28',
        restrictions: [{ ratePlanCode: 'BAR' }],
      });
      expect(empty.statusCode).toBe(400);
      const unknown = await edit({
        roomTypeCodes: [room],
        from: '2027-04-28',
        to: '2027-04-28',
        restrictions: [{ ratePlanCode: 'NOPE', stopSell: true }],
      });
      expect(unknown.json().errorCode).toBe(ErrorCode.ratePlanNotFound);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);
