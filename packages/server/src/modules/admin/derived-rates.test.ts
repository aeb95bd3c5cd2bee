import { ErrorCode } from '@hotel/contract/errors';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { inventory, nightlyPrices, ratePlans, roomTypes } from '../catalog/catalog.schema.ts';
import { adminCaller, allTokens, type DemoRole } from './admin.test-helpers.ts';
import { auditLog } from './staff.schema.ts';

const HOTEL = 'SHA001';
const FROM = '2027-06-01';
const TO = '2027-06-07';

const six = (text: string) => ({
  'zh-CN': `${text}（简）`,
  'zh-TW': `${text}（繁）`,
  'en-US': text,
  ja: `${text}（日）`,
  'ko-KR': `${text} (한)`,
  'th-TH': `${text} (ไทย)`,
});

const planFields = {
  name: six('Member rate'),
  description: six('Best available rate less 5%'),
  paymentType: 1,
  cancellationFlag: 2,
  cancellationDeadlineHours: null,
  mealPlan: 'RO',
  memberOnly: true,
  codeOnly: false,
  minStay: 1,
  maxStay: 30,
  sortOrder: 60,
};

/** A base price moved by a whole percent, rounded to the minor unit (as the server rounds: half away from zero). */
const moved = (amount: number, percent: number) => Math.max(1, Math.round((amount * (100 + percent)) / 100));

describeEachDatabase(
  'admin: derived rate plans follow their base plan',
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

    /** The plan's prices of the hotel by room type and night (over the range when given). */
    const pricesOf = async (plan: string, range?: { from: string; to: string }) => {
      const rows = await db()
        .select()
        .from(nightlyPrices)
        .where(
          and(
            eq(nightlyPrices.hotelCode, HOTEL),
            eq(nightlyPrices.ratePlanCode, plan),
            range ? gte(nightlyPrices.night, range.from) : undefined,
            range ? lte(nightlyPrices.night, range.to) : undefined,
          ),
        );
      return new Map(rows.map((row) => [`${row.roomTypeCode}|${row.night}`, row]));
    };
    const expectFollows = async (plan: string, base: string, percent: number, range?: { from: string; to: string }) => {
      const [derived, bases] = await Promise.all([pricesOf(plan, range), pricesOf(base, range)]);
      expect(derived.size).toBe(bases.size);
      expect(bases.size).toBeGreaterThan(0);
      for (const [key, row] of bases) expect(derived.get(key)?.amount, key).toBe(moved(row.amount, percent));
    };
    const edit = (body: object) => call('PUT', `/hotels/${HOTEL}/calendar`, tokens.hotelManager, body);
    const savePlan = (code: string, body: object) =>
      call('PUT', `/hotels/${HOTEL}/rate-plans/${code}`, tokens.hotelManager, { ...planFields, ...body });
    /** The calendar's rate plans, each with what it follows as the back office's calendar reads them. */
    const calendarPlans = async () => {
      const answer = await call('GET', `/hotels/${HOTEL}/calendar?from=${FROM}&to=${FROM}`, tokens.hotelManager);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data.ratePlans as { ratePlanCode: string; derivedFrom: unknown }[];
    };
    /** The plans as the database holds them: the calendar must say the same. */
    const storedDerivations = async () =>
      (await db().select().from(ratePlans).where(eq(ratePlans.hotelCode, HOTEL))).map((row) => ({
        ratePlanCode: row.ratePlanCode,
        derivedFrom: row.derivedFromRatePlanCode
          ? { ratePlanCode: row.derivedFromRatePlanCode, percent: row.derivedPercent }
          : null,
      }));
    const fieldOf = (response: { statusCode: number; json: () => { data: { fields: { field: string }[] } } }) => {
      expect(response.statusCode).toBe(400);
      return response.json().data.fields[0]!;
    };

    it('derives a plan by a percentage: its prices are the base prices moved, at once, and audited', async () => {
      const created = await call('POST', `/hotels/${HOTEL}/rate-plans`, tokens.hotelManager, {
        ...planFields,
        ratePlanCode: 'MEMBER5',
        derivedFromRatePlanCode: 'BAR',
        derivedPercent: -5,
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().data).toMatchObject({ derivedFromRatePlanCode: 'BAR', derivedPercent: -5 });
      await expectFollows('MEMBER5', 'BAR', -5);
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'ratePlan.create'), eq(auditLog.entityId, `${HOTEL}:MEMBER5`)));
      expect(audit).toMatchObject({ staffId: 'stf_manager_sha', hotelCode: HOTEL });
      expect(audit!.after).toMatchObject({ derivedFromRatePlanCode: 'BAR', derivedPercent: -5 });

      // Changing the percentage recomputes the prices too.
      const changed = await savePlan('MEMBER5', { derivedFromRatePlanCode: 'BAR', derivedPercent: -7 });
      expect(changed.statusCode, changed.body).toBe(200);
      await expectFollows('MEMBER5', 'BAR', -7);
      const [update] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'ratePlan.update'), eq(auditLog.entityId, `${HOTEL}:MEMBER5`)));
      expect(update!.before).toMatchObject({ derivedPercent: -5 });
      expect(update!.after).toMatchObject({ derivedPercent: -7 });
      expect((await savePlan('MEMBER5', { derivedFromRatePlanCode: 'BAR', derivedPercent: -5 })).statusCode).toBe(200);

      // The rates calendar marks the derived plan (what it follows, by how much) so its prices are not offered
      // for editing; plans with their own prices say so with null.
      const listed = await calendarPlans();
      expect(listed.find((plan) => plan.ratePlanCode === 'MEMBER5')?.derivedFrom).toEqual({
        ratePlanCode: 'BAR',
        percent: -5,
      });
      expect(listed.find((plan) => plan.ratePlanCode === 'BAR')?.derivedFrom).toBeNull();
      expect(
        listed
          .map(({ ratePlanCode, derivedFrom }) => ({ ratePlanCode, derivedFrom }))
          .sort((a, b) => a.ratePlanCode.localeCompare(b.ratePlanCode)),
      ).toEqual((await storedDerivations()).sort((a, b) => a.ratePlanCode.localeCompare(b.ratePlanCode)));
    });

    it('moves the derived prices with a bulk change of the base, keeps its own restrictions, and undo restores both', async () => {
      // A stop-sell of the derived plan is its own (restrictions are edited per plan, even on a derived one).
      const stop = await edit({
        roomTypeCodes: [rooms[0]],
        from: '2027-06-03',
        to: '2027-06-03',
        restrictions: [{ ratePlanCode: 'MEMBER5', stopSell: true }],
      });
      expect(stop.statusCode, stop.body).toBe(200);
      const range = { from: FROM, to: TO };
      const baseBefore = await pricesOf('BAR', range);
      const derivedBefore = await pricesOf('MEMBER5', range);

      const raised = await edit({
        roomTypeCodes: [rooms[0]],
        from: FROM,
        to: TO,
        priceChanges: [{ ratePlanCode: 'BAR', percent: 10 }],
      });
      expect(raised.statusCode, raised.body).toBe(200);
      const baseAfter = await pricesOf('BAR', range);
      const derivedAfter = await pricesOf('MEMBER5', range);
      for (const [key, row] of baseAfter) {
        const expected = key.startsWith(`${rooms[0]}|`)
          ? moved(moved(baseBefore.get(key)!.amount, 10), -5)
          : derivedBefore.get(key)!.amount;
        expect(derivedAfter.get(key)?.amount, key).toBe(expected);
        expect(derivedAfter.get(key)?.amount, key).toBe(moved(row.amount, -5));
      }
      expect(derivedAfter.get(`${rooms[0]}|2027-06-03`)?.stopSell).toBe(true);
      expect(baseAfter.get(`${rooms[0]}|2027-06-03`)?.stopSell).toBe(false);

      // A set price of the base as well (the path a click-to-edit cell takes).
      const set = await edit({
        roomTypeCodes: [rooms[1]],
        from: '2027-06-02',
        to: '2027-06-02',
        prices: [{ ratePlanCode: 'BAR', amount: 100_001 }],
      });
      expect(set.statusCode, set.body).toBe(200);
      const [setRow] = await db()
        .select()
        .from(nightlyPrices)
        .where(
          and(
            eq(nightlyPrices.hotelCode, HOTEL),
            eq(nightlyPrices.roomTypeCode, rooms[1]!),
            eq(nightlyPrices.ratePlanCode, 'MEMBER5'),
            eq(nightlyPrices.night, '2027-06-02'),
          ),
        );
      expect(setRow!.amount).toBe(moved(100_001, -5));
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'inventory.bulkEdit'))
        .orderBy(auditLog.id)
        .then((rows) => rows.slice(-1));
      const cells = (audit!.after as { cells: { prices: Record<string, number> }[] }).cells;
      expect(cells[0]!.prices.MEMBER5).toBe(moved(100_001, -5));

      // Undo the set price, then the change by percent: both plans are back as they were.
      for (let step = 0; step < 2; step++) {
        const last = await call('GET', `/hotels/${HOTEL}/calendar/last-edit`, tokens.hotelManager);
        const undone = await call('POST', `/hotels/${HOTEL}/calendar/undo`, tokens.hotelManager, {
          auditId: last.json().data.auditId,
        });
        expect(undone.statusCode, undone.body).toBe(200);
      }
      expect(await pricesOf('BAR', range)).toEqual(baseBefore);
      expect(await pricesOf('MEMBER5', range)).toEqual(derivedBefore);
    });

    it('rolls the derived prices back with the base when the edit is refused (one transaction)', async () => {
      const range = { from: FROM, to: TO };
      const [baseBefore, derivedBefore] = await Promise.all([pricesOf('BAR', range), pricesOf('MEMBER5', range)]);
      await db()
        .update(inventory)
        .set({ total: 5, held: 0, sold: 4 })
        .where(and(eq(inventory.hotelCode, HOTEL), eq(inventory.roomTypeCode, rooms[0]!), eq(inventory.night, TO)));
      const refused = await edit({
        roomTypeCodes: [rooms[0]],
        from: FROM,
        to: TO,
        total: 2,
        priceChanges: [{ ratePlanCode: 'BAR', percent: 20 }],
      });
      expect(refused.json().errorCode, refused.body).toBe(ErrorCode.inventoryBelowCommitted);
      expect(await pricesOf('BAR', range)).toEqual(baseBefore);
      expect(await pricesOf('MEMBER5', range)).toEqual(derivedBefore);
      await db()
        .update(inventory)
        .set({ sold: 0 })
        .where(and(eq(inventory.hotelCode, HOTEL), eq(inventory.roomTypeCode, rooms[0]!), eq(inventory.night, TO)));
    });

    it('refuses a direct price edit of a derived plan, with a translated message', async () => {
      for (const change of [
        { prices: [{ ratePlanCode: 'MEMBER5', amount: 50_000 }] },
        { priceChanges: [{ ratePlanCode: 'MEMBER5', percent: -10 }] },
      ]) {
        const before = await pricesOf('MEMBER5', { from: FROM, to: TO });
        const refused = await edit({ roomTypeCodes: rooms, from: FROM, to: TO, ...change });
        expect(refused.statusCode).toBeGreaterThanOrEqual(400);
        expect(refused.statusCode).toBeLessThan(500);
        expect(refused.json().errorCode).toBe(ErrorCode.ratePlanDerived);
        expect(refused.json().message).toMatch(/derived from/);
        expect(await pricesOf('MEMBER5', { from: FROM, to: TO })).toEqual(before);
      }
    });

    it('refuses deriving from itself, from a derived plan, from another hotel’s plan, and a plan others follow', async () => {
      const self = await savePlan('MEMBER5', { derivedFromRatePlanCode: 'MEMBER5', derivedPercent: -5 });
      expect(fieldOf(self)).toMatchObject({
        field: 'derivedFromRatePlanCode',
        message: expect.stringMatching(/itself/),
      });

      const chained = await call('POST', `/hotels/${HOTEL}/rate-plans`, tokens.hotelManager, {
        ...planFields,
        ratePlanCode: 'CHAIN',
        derivedFromRatePlanCode: 'MEMBER5',
        derivedPercent: 5,
      });
      expect(fieldOf(chained)).toMatchObject({ field: 'derivedFromRatePlanCode' });

      const elsewhere = await call('POST', '/hotels/SHA002/rate-plans', tokens.groupAdmin, {
        ...planFields,
        ratePlanCode: 'ONLYSHA2',
      });
      expect(elsewhere.statusCode, elsewhere.body).toBe(200);
      const foreign = await call('POST', `/hotels/${HOTEL}/rate-plans`, tokens.hotelManager, {
        ...planFields,
        ratePlanCode: 'FOREIGN',
        derivedFromRatePlanCode: 'ONLYSHA2',
        derivedPercent: 5,
      });
      expect(fieldOf(foreign)).toMatchObject({ field: 'derivedFromRatePlanCode' });

      const base = await savePlan('BAR', { derivedFromRatePlanCode: 'MEMBER5', derivedPercent: 5 });
      expect(fieldOf(base).field).toBe('derivedFromRatePlanCode');

      const zero = await savePlan('MEMBER5', { derivedFromRatePlanCode: 'BAR', derivedPercent: 0 });
      expect(fieldOf(zero).field).toBe('derivedPercent');
      const tooMuch = await savePlan('MEMBER5', { derivedFromRatePlanCode: 'BAR', derivedPercent: 301 });
      expect(fieldOf(tooMuch).field).toBe('derivedPercent');
      const missing = await savePlan('MEMBER5', { derivedFromRatePlanCode: 'BAR', derivedPercent: null });
      expect(fieldOf(missing).field).toBe('derivedPercent');

      const plans = await db()
        .select()
        .from(ratePlans)
        .where(and(eq(ratePlans.hotelCode, HOTEL), inArray(ratePlans.ratePlanCode, ['CHAIN', 'FOREIGN', 'BAR'])));
      expect(plans.map((plan) => plan.ratePlanCode)).toEqual(['BAR']);
      expect(plans[0]!.derivedFromRatePlanCode).toBeNull();
      await expectFollows('MEMBER5', 'BAR', -5);
    });

    it('clearing the derivation keeps the prices, now the plan’s own and editable', async () => {
      const cleared = await savePlan('MEMBER5', { derivedFromRatePlanCode: null, derivedPercent: -5 });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json().data).toMatchObject({ derivedFromRatePlanCode: null, derivedPercent: null });
      expect((await calendarPlans()).find((plan) => plan.ratePlanCode === 'MEMBER5')?.derivedFrom).toBeNull();
      await expectFollows('MEMBER5', 'BAR', -5);
      const own = await edit({
        roomTypeCodes: [rooms[0]],
        from: FROM,
        to: FROM,
        prices: [{ ratePlanCode: 'MEMBER5', amount: 77_700 }],
      });
      expect(own.statusCode, own.body).toBe(200);
      const bar = await edit({
        roomTypeCodes: [rooms[0]],
        from: FROM,
        to: FROM,
        prices: [{ ratePlanCode: 'BAR', amount: 99_900 }],
      });
      expect(bar.statusCode, bar.body).toBe(200);
      expect((await pricesOf('MEMBER5', { from: FROM, to: FROM })).get(`${rooms[0]}|${FROM}`)?.amount).toBe(77_700);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);
