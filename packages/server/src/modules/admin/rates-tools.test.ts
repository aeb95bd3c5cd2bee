import { ErrorCode } from '@hotel/contract/errors';
import { type TapeChart, tapeChartSchema } from '@hotel/contract/schemas/admin-inventory';
import { and, eq, gte, lte } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { inventory, nightlyPrices, roomTypes } from '../catalog/catalog.schema.ts';
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
