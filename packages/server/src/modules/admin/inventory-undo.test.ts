import { ErrorCode } from '@hotel/contract/errors';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { inventory, nightlyPrices, roomTypes } from '../catalog/catalog.schema.ts';
import { adminCaller, allTokens, type DemoRole } from './admin.test-helpers.ts';
import { auditLog } from './staff.schema.ts';

const HOTEL = 'SHA001';

describeEachDatabase(
  'admin: undoing the last bulk edit of the calendar',
  (ctx) => {
    const call = adminCaller(ctx);
    const db = () => ctx().database.db;
    let tokens: Record<DemoRole, string>;
    let rooms: string[] = [];

    beforeAll(async () => {
      tokens = await allTokens(ctx);
      const rows = await db()
        .select()
        .from(roomTypes)
        .where(eq(roomTypes.hotelCode, HOTEL))
        .orderBy(roomTypes.sortOrder);
      rooms = rows.slice(0, 2).map((row) => row.roomTypeCode);
    }, 60_000);

    const range = (from: string, to: string) =>
      and(
        eq(inventory.hotelCode, HOTEL),
        inArray(inventory.roomTypeCode, rooms),
        gte(inventory.night, from),
        lte(inventory.night, to),
      );
    const stock = (from: string, to: string) =>
      db().select().from(inventory).where(range(from, to)).orderBy(inventory.roomTypeCode, inventory.night);
    const prices = (from: string, to: string) =>
      db()
        .select()
        .from(nightlyPrices)
        .where(
          and(
            eq(nightlyPrices.hotelCode, HOTEL),
            inArray(nightlyPrices.roomTypeCode, rooms),
            gte(nightlyPrices.night, from),
            lte(nightlyPrices.night, to),
          ),
        )
        .orderBy(nightlyPrices.roomTypeCode, nightlyPrices.ratePlanCode, nightlyPrices.night);
    const edit = (token: string, body: object) => call('PUT', `/hotels/${HOTEL}/calendar`, token, body);
    const lastEdit = async (token: string) => {
      const response = await call('GET', `/hotels/${HOTEL}/calendar/last-edit`, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { auditId: number; staffName: string; edit: { total?: number } } | null;
    };
    const undo = (token: string, auditId: number) => call('POST', `/hotels/${HOTEL}/calendar/undo`, token, { auditId });
    const audits = () => db().select().from(auditLog).where(eq(auditLog.entityType, 'inventory')).orderBy(auditLog.id);

    it('puts back rooms, closing, minimum stay and prices as they were, and audits the undo', async () => {
      await db().update(inventory).set({ held: 0, sold: 0 }).where(range('2027-05-03', '2027-05-09'));
      // A price that did not exist before the edit must be gone again after the undo.
      await db()
        .delete(nightlyPrices)
        .where(
          and(
            eq(nightlyPrices.hotelCode, HOTEL),
            eq(nightlyPrices.roomTypeCode, rooms[0]!),
            eq(nightlyPrices.ratePlanCode, 'BAR'),
            eq(nightlyPrices.night, '2027-05-05'),
          ),
        );
      const stockBefore = await stock('2027-05-03', '2027-05-09');
      const pricesBefore = await prices('2027-05-03', '2027-05-09');
      const changes = [
        { prices: [{ ratePlanCode: 'BAR', amount: 123_400 }], total: 3 },
        { closed: true, weekdays: [1, 3, 5] },
        { minStay: 4 },
      ];
      for (const change of changes) {
        const response = await edit(tokens.hotelManager, {
          roomTypeCodes: rooms,
          from: '2027-05-03',
          to: '2027-05-09',
          ...change,
        });
        expect(response.statusCode, response.body).toBe(200);
      }
      expect(await stock('2027-05-03', '2027-05-09')).not.toEqual(stockBefore);

      for (let step = changes.length; step > 0; step--) {
        const last = await lastEdit(tokens.hotelManager);
        expect(last?.staffName).toBeTruthy();
        const response = await undo(tokens.hotelManager, last!.auditId);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data.changedNights).toBeGreaterThan(0);
      }
      expect(await stock('2027-05-03', '2027-05-09')).toEqual(stockBefore);
      expect(await prices('2027-05-03', '2027-05-09')).toEqual(pricesBefore);
      expect(await lastEdit(tokens.hotelManager)).toBeNull();
      const rows = await audits();
      const undos = rows.filter((row) => row.action === 'inventory.undoBulkEdit');
      expect(undos).toHaveLength(3);
      expect(undos[0]).toMatchObject({ staffId: 'stf_manager_sha', hotelCode: HOTEL });
      expect((undos[0]!.after as { undoes: number }).undoes).toBe(rows[2]!.id);
      const nothing = await undo(tokens.hotelManager, rows[0]!.id);
      expect(nothing.statusCode).toBe(404);
      expect(nothing.json().errorCode).toBe(ErrorCode.nothingToUndo);
      expect(nothing.json().message).toMatch(/no change to undo/);
    });

    it('refuses an undo that is no longer the last change, changing nothing', async () => {
      const first = await edit(tokens.groupAdmin, {
        roomTypeCodes: [rooms[0]],
        from: '2027-06-01',
        to: '2027-06-02',
        minStay: 2,
      });
      expect(first.statusCode, first.body).toBe(200);
      const shown = await lastEdit(tokens.groupAdmin);
      await edit(tokens.groupAdmin, { roomTypeCodes: [rooms[0]], from: '2027-06-01', to: '2027-06-02', minStay: 5 });
      const count = (await audits()).length;
      const stale = await undo(tokens.groupAdmin, shown!.auditId);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().errorCode).toBe(ErrorCode.undoNotLast);
      expect(
        (await stock('2027-06-01', '2027-06-02'))
          .filter((row) => row.roomTypeCode === rooms[0])
          .map((row) => row.minStay),
      ).toEqual([5, 5]);
      expect(await audits()).toHaveLength(count);
    });

    it('never oversells: refuses to put back fewer rooms than are now held and sold', async () => {
      await db().update(inventory).set({ total: 4, held: 0, sold: 0 }).where(range('2027-07-01', '2027-07-02'));
      const raised = await edit(tokens.groupAdmin, {
        roomTypeCodes: rooms,
        from: '2027-07-01',
        to: '2027-07-02',
        total: 10,
      });
      expect(raised.statusCode, raised.body).toBe(200);
      await db()
        .update(inventory)
        .set({ sold: 7 })
        .where(
          and(eq(inventory.hotelCode, HOTEL), eq(inventory.roomTypeCode, rooms[1]!), eq(inventory.night, '2027-07-02')),
        );
      const before = await stock('2027-07-01', '2027-07-02');
      const count = (await audits()).length;
      const last = await lastEdit(tokens.groupAdmin);
      const response = await undo(tokens.groupAdmin, last!.auditId);
      expect(response.statusCode).toBe(409);
      expect(response.json().errorCode).toBe(ErrorCode.inventoryBelowCommitted);
      expect(response.json().data.nights).toEqual([{ roomTypeCode: rooms[1], night: '2027-07-02', held: 0, sold: 7 }]);
      expect(await stock('2027-07-01', '2027-07-02')).toEqual(before);
      expect(await audits()).toHaveLength(count);
    });

    it('lets only the hotel’s managers and group admins undo; bad input changes nothing', async () => {
      const last = await lastEdit(tokens.groupAdmin);
      expect((await undo(tokens.frontDesk, last!.auditId)).statusCode).toBe(403);
      expect((await undo(tokens.contentEditor, last!.auditId)).statusCode).toBe(403);
      expect((await call('GET', '/hotels/PEK001/calendar/last-edit', tokens.hotelManager)).statusCode).toBe(403);
      expect(
        (await call('POST', '/hotels/PEK001/calendar/undo', tokens.hotelManager, { auditId: last!.auditId }))
          .statusCode,
      ).toBe(403);
      const bad = await call('POST', `/hotels/${HOTEL}/calendar/undo`, tokens.groupAdmin, { auditId: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorCode).toBe(ErrorCode.validationError);
      expect((await lastEdit(tokens.groupAdmin))?.auditId).toBe(last!.auditId);
    });

    it('moves prices by a percentage of what each night holds, on the chosen weekdays only, and undoes it', async () => {
      const from = '2027-06-07';
      const to = '2027-06-13';
      const ofPlan = (rows: Awaited<ReturnType<typeof prices>>, plan: string) =>
        rows.filter((row) => row.ratePlanCode === plan);
      const before = await prices(from, to);
      expect(ofPlan(before, 'BAR').length).toBeGreaterThan(0);
      // Mondays to Fridays of the week: 1 to 5.
      const raised = await edit(tokens.hotelManager, {
        roomTypeCodes: rooms,
        from,
        to,
        weekdays: [1, 2, 3, 4, 5],
        priceChanges: [{ ratePlanCode: 'BAR', percent: 15 }],
      });
      expect(raised.statusCode, raised.body).toBe(200);
      const after = await prices(from, to);
      for (const row of after) {
        const was = before.find(
          (old) =>
            old.roomTypeCode === row.roomTypeCode && old.ratePlanCode === row.ratePlanCode && old.night === row.night,
        )!;
        const weekday = new Date(`${row.night}T00:00:00Z`).getUTCDay();
        const moved = row.ratePlanCode === 'BAR' && weekday >= 1 && weekday <= 5;
        expect(row.amount).toBe(moved ? Math.round((was.amount * 115) / 100) : was.amount);
      }
      const last = await lastEdit(tokens.hotelManager);
      expect(last?.edit).toMatchObject({ priceChanges: [{ ratePlanCode: 'BAR', percent: 15 }] });
      expect((await undo(tokens.hotelManager, last!.auditId)).statusCode).toBe(200);
      expect(await prices(from, to)).toEqual(before);
    });

    it('refuses a percentage of 0, below -90 or of an unknown rate plan, changing nothing', async () => {
      const from = '2027-06-14';
      const before = await prices(from, from);
      for (const change of [
        { ratePlanCode: 'BAR', percent: 0 },
        { ratePlanCode: 'BAR', percent: -95 },
        { ratePlanCode: 'BAR', percent: 2.5 },
      ]) {
        const refused = await edit(tokens.groupAdmin, { roomTypeCodes: rooms, from, to: from, priceChanges: [change] });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errorCode).toBe(ErrorCode.validationError);
      }
      const unknown = await edit(tokens.groupAdmin, {
        roomTypeCodes: rooms,
        from,
        to: from,
        priceChanges: [{ ratePlanCode: 'NOPE', percent: 10 }],
      });
      expect(unknown.json().errorCode).toBe(ErrorCode.ratePlanNotFound);
      expect(await prices(from, from)).toEqual(before);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);
