import { ErrorCode } from '@hotel/contract/errors';
import { roomListSchema } from '@hotel/contract/schemas/rooms';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { API, book, inventoryOf, orderPayload } from '../booking/booking.test-helpers.ts';
import { inventory, nightlyPrices, roomTypes } from '../catalog/catalog.schema.ts';
import { adminCaller, allTokens, type DemoRole } from './admin.test-helpers.ts';
import { auditLog } from './staff.schema.ts';

const HOTEL = 'SHA001';

describeEachDatabase(
  'admin rates and inventory calendar',
  (ctx) => {
    const call = adminCaller(ctx);
    const db = () => ctx().database.db;
    let tokens: Record<DemoRole, string>;
    let room = '';
    let other = '';

    beforeAll(async () => {
      tokens = await allTokens(ctx);
      const rooms = await db()
        .select()
        .from(roomTypes)
        .where(eq(roomTypes.hotelCode, HOTEL))
        .orderBy(roomTypes.sortOrder);
      room = rooms[0]!.roomTypeCode;
      other = rooms[1]!.roomTypeCode;
    }, 60_000);

    const guestRooms = async (checkInDate: string, checkOutDate: string) => {
      const response = await ctx().app.inject({
        method: 'GET',
        url: `${API}/en-US/rooms?hotelCode=${HOTEL}&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return roomListSchema.parse(response.json().data).list.find((r) => r.roomTypeCode === room)!;
    };
    const cells = (nights: string[]) =>
      db()
        .select()
        .from(inventory)
        .where(and(eq(inventory.hotelCode, HOTEL), eq(inventory.roomTypeCode, room), inArray(inventory.night, nights)))
        .orderBy(inventory.night);
    /** Empties the nights (nothing held or sold) of the given room types, so a test controls them. */
    const emptyNights = (roomTypeCodes: string[], from: string, to: string) =>
      db()
        .update(inventory)
        .set({ held: 0, sold: 0 })
        .where(
          and(
            eq(inventory.hotelCode, HOTEL),
            inArray(inventory.roomTypeCode, roomTypeCodes),
            gte(inventory.night, from),
            lte(inventory.night, to),
          ),
        );
    const inventoryAudits = () => db().select().from(auditLog).where(eq(auditLog.entityType, 'inventory'));

    it('shows the grid of room types x nights with prices per rate plan, total, held, sold', async () => {
      const response = await call(
        'GET',
        `/hotels/${HOTEL}/calendar?from=2026-11-21&to=2026-11-27`,
        tokens.hotelManager,
      );
      expect(response.statusCode, response.body).toBe(200);
      const grid = response.json().data;
      expect(grid.currency).toBe('CNY');
      expect(grid.ratePlans.map((p: { ratePlanCode: string }) => p.ratePlanCode)).toContain('BAR');
      const row = grid.roomTypes.find((r: { roomTypeCode: string }) => r.roomTypeCode === room);
      expect(row.nights).toHaveLength(7);
      const stored = await inventoryOf(db(), HOTEL, room, '2026-11-22');
      expect(row.nights[1]).toMatchObject({
        night: '2026-11-22',
        total: stored.total,
        held: stored.held,
        sold: stored.sold,
      });
      const [price] = await db()
        .select()
        .from(nightlyPrices)
        .where(
          and(
            eq(nightlyPrices.hotelCode, HOTEL),
            eq(nightlyPrices.roomTypeCode, room),
            eq(nightlyPrices.ratePlanCode, 'BAR'),
            eq(nightlyPrices.night, '2026-11-22'),
          ),
        );
      expect(row.nights[1].prices.BAR).toBe(price!.amount);
    });

    it('lets only group admins and the hotel’s managers use the calendar', async () => {
      const url = '/calendar?from=2026-11-21&to=2026-11-22';
      expect((await call('GET', `/hotels/PEK001${url}`, tokens.hotelManager)).json().errorCode).toBe(
        ErrorCode.staffHotelDenied,
      );
      expect((await call('GET', `/hotels/PEK001${url}`, tokens.groupAdmin)).statusCode).toBe(200);
      expect((await call('GET', `/hotels/${HOTEL}${url}`, tokens.frontDesk)).json().errorCode).toBe(
        ErrorCode.staffRoleDenied,
      );
      expect((await call('GET', `/hotels/${HOTEL}${url}`, tokens.contentEditor)).statusCode).toBe(403);
      expect((await call('GET', `/hotels/${HOTEL}${url}`, null)).statusCode).toBe(401);
      const edit = { roomTypeCodes: [room], from: '2027-01-04', to: '2027-01-04', total: 9 };
      expect((await call('PUT', `/hotels/${HOTEL}/calendar`, tokens.frontDesk, edit)).statusCode).toBe(403);
      expect(
        (await call('PUT', '/hotels/PEK001/calendar', tokens.hotelManager, { ...edit, roomTypeCodes: ['DLXK'] }))
          .statusCode,
      ).toBe(403);
      expect(await inventoryAudits()).toHaveLength(0);
    });

    it('edits price and rooms over a date range on the chosen weekdays only, with an audit row', async () => {
      await emptyNights([room], '2027-01-04', '2027-01-17');
      const response = await call('PUT', `/hotels/${HOTEL}/calendar`, tokens.hotelManager, {
        roomTypeCodes: [room],
        from: '2027-01-04',
        to: '2027-01-17',
        weekdays: [5, 6],
        prices: [{ ratePlanCode: 'BAR', amount: 99_900 }],
        total: 20,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.nights).toEqual(['2027-01-08', '2027-01-09', '2027-01-15', '2027-01-16']);
      const rows = await cells(['2027-01-07', '2027-01-08', '2027-01-09', '2027-01-10']);
      expect(rows.map((row) => row.total)).toEqual([rows[0]!.total, 20, 20, rows[3]!.total]);
      expect(rows[0]!.total).not.toBe(20);
      const prices = await db()
        .select()
        .from(nightlyPrices)
        .where(
          and(
            eq(nightlyPrices.hotelCode, HOTEL),
            eq(nightlyPrices.roomTypeCode, room),
            eq(nightlyPrices.ratePlanCode, 'BAR'),
            inArray(nightlyPrices.night, ['2027-01-07', '2027-01-08']),
          ),
        )
        .orderBy(nightlyPrices.night);
      expect(prices[0]!.amount).not.toBe(99_900);
      expect(prices[1]!.amount).toBe(99_900);
      const [audit] = await inventoryAudits();
      expect(audit).toMatchObject({ staffId: 'stf_manager_sha', hotelCode: HOTEL, action: 'inventory.bulkEdit' });
      const before = (audit!.before as { cells: { night: string; total: number; prices: Record<string, number> }[] })
        .cells;
      const after = (audit!.after as { cells: { night: string; total: number; prices: Record<string, number> }[] })
        .cells;
      expect(before).toHaveLength(4);
      expect(before.some((cell) => cell.prices.BAR !== 99_900 || cell.total !== 20)).toBe(true);
      expect(after.every((cell) => cell.total === 20 && cell.prices.BAR === 99_900)).toBe(true);
    });

    it('never lets rooms fall below held + sold: refuses listing the nights and changes nothing', async () => {
      await emptyNights([room, other], '2027-02-01', '2027-02-04');
      await db()
        .update(inventory)
        .set({ total: 10, held: 2, sold: 5 })
        .where(
          and(eq(inventory.hotelCode, HOTEL), eq(inventory.roomTypeCode, room), eq(inventory.night, '2027-02-03')),
        );
      const before = await cells(['2027-02-01', '2027-02-02', '2027-02-03', '2027-02-04']);
      const audits = (await inventoryAudits()).length;
      const response = await call('PUT', `/hotels/${HOTEL}/calendar`, tokens.groupAdmin, {
        roomTypeCodes: [room, other],
        from: '2027-02-01',
        to: '2027-02-04',
        total: 6,
        closed: true,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().errorCode).toBe(ErrorCode.inventoryBelowCommitted);
      expect(response.json().message).toMatch(/held or sold/);
      expect(response.json().data.nights).toEqual([{ roomTypeCode: room, night: '2027-02-03', held: 2, sold: 5 }]);
      expect(await cells(['2027-02-01', '2027-02-02', '2027-02-03', '2027-02-04'])).toEqual(before);
      expect(await inventoryAudits()).toHaveLength(audits);
      // The database itself refuses it too.
      await expect(
        db()
          .update(inventory)
          .set({ total: 6 })
          .where(
            and(eq(inventory.hotelCode, HOTEL), eq(inventory.roomTypeCode, room), eq(inventory.night, '2027-02-03')),
          ),
      ).rejects.toThrow();
      const exact = await call('PUT', `/hotels/${HOTEL}/calendar`, tokens.groupAdmin, {
        roomTypeCodes: [room],
        from: '2027-02-03',
        to: '2027-02-03',
        total: 7,
      });
      expect(exact.statusCode, exact.body).toBe(200);
    });

    it('closing a night stops guest search offering it; opening offers it again', async () => {
      expect((await guestRooms('2027-03-10', '2027-03-12')).isFull).toBe(0);
      const close = await call('PUT', `/hotels/${HOTEL}/calendar`, tokens.hotelManager, {
        roomTypeCodes: [room],
        from: '2027-03-11',
        to: '2027-03-11',
        closed: true,
      });
      expect(close.statusCode, close.body).toBe(200);
      const closed = await guestRooms('2027-03-10', '2027-03-12');
      expect(closed.isFull).toBe(1);
      expect(closed.roomRates.every((rate) => rate.isFull === 1)).toBe(true);
      const booking = await book(
        ctx(),
        orderPayload(
          { hotelCode: HOTEL, roomTypeCode: room, ratePlanCode: 'BAR' },
          { checkInDate: '2027-03-10', checkOutDate: '2027-03-12' },
        ),
      );
      expect(booking.json().errorCode).toBe(ErrorCode.soldOut);
      expect((await guestRooms('2027-03-12', '2027-03-13')).isFull).toBe(0);
      await call('PUT', `/hotels/${HOTEL}/calendar`, tokens.hotelManager, {
        roomTypeCodes: [room],
        from: '2027-03-11',
        to: '2027-03-11',
        closed: false,
      });
      expect((await guestRooms('2027-03-10', '2027-03-12')).isFull).toBe(0);
    });

    it('a minimum stay on the arrival night hides shorter stays from search and booking', async () => {
      const set = await call('PUT', `/hotels/${HOTEL}/calendar`, tokens.hotelManager, {
        roomTypeCodes: [room],
        from: '2027-04-02',
        to: '2027-04-02',
        minStay: 3,
      });
      expect(set.statusCode, set.body).toBe(200);
      expect((await guestRooms('2027-04-02', '2027-04-04'))?.roomRates ?? []).toHaveLength(0);
      expect((await guestRooms('2027-04-02', '2027-04-05')).roomRates.length).toBeGreaterThan(0);
      expect((await guestRooms('2027-04-01', '2027-04-03')).roomRates.length).toBeGreaterThan(0);
      const booking = await book(
        ctx(),
        orderPayload(
          { hotelCode: HOTEL, roomTypeCode: room, ratePlanCode: 'BAR' },
          { checkInDate: '2027-04-02', checkOutDate: '2027-04-04' },
        ),
      );
      expect(booking.statusCode).toBe(409);
      expect(booking.json().errorCode).toBe(ErrorCode.minStayNotMet);
    });

    it('refuses a range without the chosen weekdays and bad input, changing nothing', async () => {
      const none = await call('PUT', `/hotels/${HOTEL}/calendar`, tokens.groupAdmin, {
        roomTypeCodes: [room],
        from: '2027-01-04',
        to: '2027-01-05',
        weekdays: [0],
        total: 5,
      });
      expect(none.json().errorCode).toBe(ErrorCode.noNightsSelected);
      const bad = await call('PUT', `/hotels/${HOTEL}/calendar`, tokens.groupAdmin, {
        roomTypeCodes: [room],
        from: '2027-01-05',
        to: '2027-01-04',
        total: -1,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorCode).toBe(ErrorCode.validationError);
      const unknownRoom = await call('PUT', `/hotels/${HOTEL}/calendar`, tokens.groupAdmin, {
        roomTypeCodes: ['NOPE'],
        from: '2027-01-04',
        to: '2027-01-04',
        total: 5,
      });
      expect(unknownRoom.json().errorCode).toBe(ErrorCode.roomTypeNotFound);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);
