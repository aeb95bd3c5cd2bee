import { ErrorCode } from '@hotel/contract/errors';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { orders } from '../booking/booking.schema.ts';
import { nightlyPrices, ratePlans, roomTypes } from '../catalog/catalog.schema.ts';
import { adminCaller, allTokens, type DemoRole } from './admin.test-helpers.ts';
import { auditLog } from './staff.schema.ts';

const HOTEL = 'SHA001';
const API = '/api/v1/booking';
const STAY = 'checkInDate=2026-12-07&checkOutDate=2026-12-09';

/** Texts written only in the default language (en-US): the other languages are left out of the request. */
const english = (text: string) => ({ 'en-US': text });

const roomFields = {
  name: english('Garden loft'),
  description: english('A loft over the garden'),
  sizeSqm: 40,
  floor: '5',
  window: 'yes',
  smokingPolicy: 'no',
  bedType: 'king',
  maxAdults: 2,
  maxChildren: 1,
  sortOrder: 900,
};
const planFields = {
  name: english('Garden saver'),
  description: english('Best rate less 10%'),
  paymentType: 2,
  cancellationFlag: 2,
  cancellationDeadlineHours: null,
  mealPlan: 'RO',
  memberOnly: false,
  codeOnly: false,
  minStay: 1,
  maxStay: 30,
  sortOrder: 900,
};

describeEachDatabase(
  'admin: names in the default language only, and removing rate plans',
  (ctx) => {
    const call = adminCaller(ctx);
    const db = () => ctx().database.db;
    const guest = (url: string) => ctx().app.inject({ method: 'GET', url: `${API}${url}` });
    let tokens: Record<DemoRole, string>;

    beforeAll(async () => {
      tokens = await allTokens(ctx);
    }, 60_000);

    const auditOf = (action: string, code: string) =>
      db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.entityId, `${HOTEL}:${code}`)));
    const planRow = async (code: string) =>
      (
        await db()
          .select()
          .from(ratePlans)
          .where(and(eq(ratePlans.hotelCode, HOTEL), eq(ratePlans.ratePlanCode, code)))
      )[0];
    /** The room type as a guest reads it on the hotel page in `lang`. */
    const guestRoom = async (lang: string, code: string) => {
      const answer = await guest(`/${lang}/hotels/${HOTEL}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().data.roomTypes as { roomTypeCode: string; name: string; description: string }[]).find(
        (room) => room.roomTypeCode === code,
      );
    };
    const guestRates = async (lang: string) => {
      const answer = await guest(`/${lang}/rooms?hotelCode=${HOTEL}&${STAY}&roomCount=1&adultsNumber=1`);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().data.list as { roomRates: { ratePlanCode: string; name: string }[] }[]).flatMap(
        (room) => room.roomRates,
      );
    };

    describe('names', () => {
      it('creates a room type with only the default language; a ja guest reads the default text', async () => {
        const created = await call('POST', `/hotels/${HOTEL}/room-types`, tokens.hotelManager, {
          ...roomFields,
          roomTypeCode: 'GLOFT',
        });
        expect(created.statusCode, created.body).toBe(200);
        const [row] = await db()
          .select()
          .from(roomTypes)
          .where(and(eq(roomTypes.hotelCode, HOTEL), eq(roomTypes.roomTypeCode, 'GLOFT')));
        // The database holds the English name and empty other languages: nothing was copied in.
        expect(row!.name).toEqual({
          'zh-CN': '',
          'zh-TW': '',
          'en-US': 'Garden loft',
          ja: '',
          'ko-KR': '',
          'th-TH': '',
        });

        for (const lang of ['ja', 'zh-CN', 'th-TH']) {
          expect(await guestRoom(lang, 'GLOFT')).toMatchObject({
            name: 'Garden loft',
            description: 'A loft over the garden',
          });
        }
        // A language that has its own text shows it.
        const edited = await call('PUT', `/hotels/${HOTEL}/room-types/GLOFT`, tokens.hotelManager, {
          ...roomFields,
          name: { 'en-US': 'Garden loft', ja: 'ガーデンロフト' },
        });
        expect(edited.statusCode, edited.body).toBe(200);
        expect((await guestRoom('ja', 'GLOFT'))?.name).toBe('ガーデンロフト');
        expect((await guestRoom('ko-KR', 'GLOFT'))?.name).toBe('Garden loft');
      });

      it('refuses a name without the default language, with a translated field error', async () => {
        const refused = await call('POST', `/hotels/${HOTEL}/room-types`, tokens.hotelManager, {
          ...roomFields,
          roomTypeCode: 'NOEN',
          name: { ja: 'ロフト', 'en-US': '  ' },
        });
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json().data.fields).toEqual(
          expect.arrayContaining([expect.objectContaining({ field: 'name.en-US' })]),
        );
        const stored = await db().select().from(roomTypes).where(eq(roomTypes.roomTypeCode, 'NOEN'));
        expect(stored).toHaveLength(0);
      });

      it('lists a rate plan named only in English under its English name to guests of every language', async () => {
        const created = await call('POST', `/hotels/${HOTEL}/rate-plans`, tokens.hotelManager, {
          ...planFields,
          ratePlanCode: 'GSAVE',
          derivedFromRatePlanCode: 'BAR',
          derivedPercent: -10,
        });
        expect(created.statusCode, created.body).toBe(200);
        for (const lang of ['ja', 'zh-TW']) {
          const rates = (await guestRates(lang)).filter((rate) => rate.ratePlanCode === 'GSAVE');
          expect(rates.length).toBeGreaterThan(0);
          for (const rate of rates) expect(rate.name).toBe('Garden saver');
        }
      });
    });

    describe('removing rate plans', () => {
      it('refuses a plan other plans derive from, naming them, and keeps everything', async () => {
        const refused = await call('DELETE', `/hotels/${HOTEL}/rate-plans/BAR`, tokens.hotelManager);
        expect(refused.statusCode, refused.body).toBe(409);
        expect(refused.json().errorCode).toBe(ErrorCode.ratePlanHasDerived);
        expect(refused.json().message).toContain('GSAVE');
        expect(await planRow('BAR')).toBeTruthy();
        expect(await auditOf('ratePlan.delete', 'BAR')).toHaveLength(0);
      });

      it('refuses front desk and content staff, another hotel and an unknown plan', async () => {
        for (const role of ['frontDesk', 'contentEditor'] as const) {
          const refused = await call('DELETE', `/hotels/${HOTEL}/rate-plans/GSAVE`, tokens[role]);
          expect(refused.statusCode, role).toBe(403);
        }
        const unknown = await call('DELETE', `/hotels/${HOTEL}/rate-plans/NOSUCH`, tokens.hotelManager);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().errorCode).toBe(ErrorCode.ratePlanNotFound);
        expect(await planRow('GSAVE')).toBeTruthy();
      });

      it('deletes a plan without reservations with its prices, audited, and guests no longer see it', async () => {
        expect(
          (await db().select().from(nightlyPrices).where(eq(nightlyPrices.ratePlanCode, 'GSAVE'))).length,
        ).toBeGreaterThan(0);
        const removed = await call('DELETE', `/hotels/${HOTEL}/rate-plans/GSAVE`, tokens.hotelManager);
        expect(removed.statusCode, removed.body).toBe(200);
        expect(removed.json().data).toEqual({ outcome: 'deleted', ratePlanCode: 'GSAVE', reservations: 0 });
        expect(await planRow('GSAVE')).toBeUndefined();
        expect(await db().select().from(nightlyPrices).where(eq(nightlyPrices.ratePlanCode, 'GSAVE'))).toHaveLength(0);
        const [audit] = await auditOf('ratePlan.delete', 'GSAVE');
        expect(audit).toMatchObject({ staffId: 'stf_manager_sha', hotelCode: HOTEL, after: null });
        expect(audit!.before).toMatchObject({ ratePlanCode: 'GSAVE', derivedFromRatePlanCode: 'BAR' });
        expect((await guestRates('en-US')).some((rate) => rate.ratePlanCode === 'GSAVE')).toBe(false);
      });

      it('archives a plan with reservations: kept for them, no longer sold, priced or listed for new rates', async () => {
        // A plan of the hotel that reservations name and no plan derives from.
        const [used] = await db()
          .select({ code: orders.ratePlanCode, count: sql<number>`count(*)::int` })
          .from(orders)
          .where(
            and(
              eq(orders.hotelCode, HOTEL),
              sql`not exists (select 1 from rate_plans d where d.hotel_code = ${HOTEL}
                and d.derived_from_rate_plan_code = ${orders.ratePlanCode})`,
            ),
          )
          .groupBy(orders.ratePlanCode)
          .limit(1);
        expect(used, 'a seeded reservation at the hotel').toBeTruthy();
        const code = used!.code;
        const [order] = await db()
          .select()
          .from(orders)
          .where(and(eq(orders.hotelCode, HOTEL), eq(orders.ratePlanCode, code)))
          .limit(1);
        const pricesBefore = await db().select().from(nightlyPrices).where(eq(nightlyPrices.ratePlanCode, code));

        const removed = await call('DELETE', `/hotels/${HOTEL}/rate-plans/${code}`, tokens.groupAdmin);
        expect(removed.statusCode, removed.body).toBe(200);
        expect(removed.json().data).toEqual({
          outcome: 'archived',
          ratePlanCode: code,
          reservations: Number(used!.count),
        });
        const row = await planRow(code);
        expect(row!.archivedAt).toBeInstanceOf(Date);
        // Its prices and reservations are kept.
        expect(await db().select().from(nightlyPrices).where(eq(nightlyPrices.ratePlanCode, code))).toHaveLength(
          pricesBefore.length,
        );
        const [audit] = await auditOf('ratePlan.archive', code);
        expect(audit!.before).toMatchObject({ archivedAt: null });
        expect((audit!.after as { archivedAt: string | null }).archivedAt).not.toBeNull();

        // Guests no longer see it; the rates calendar no longer lists it, and refuses new rates for it.
        expect((await guestRates('en-US')).some((rate) => rate.ratePlanCode === code)).toBe(false);
        const calendar = await call(
          'GET',
          `/hotels/${HOTEL}/calendar?from=2026-12-07&to=2026-12-08`,
          tokens.hotelManager,
        );
        expect(calendar.statusCode, calendar.body).toBe(200);
        expect(
          (calendar.json().data.ratePlans as { ratePlanCode: string }[]).some((plan) => plan.ratePlanCode === code),
        ).toBe(false);
        const rooms = await db().select().from(roomTypes).where(eq(roomTypes.hotelCode, HOTEL)).limit(1);
        const priced = await call('PUT', `/hotels/${HOTEL}/calendar`, tokens.hotelManager, {
          from: '2026-12-07',
          to: '2026-12-08',
          weekdays: [0, 1, 2, 3, 4, 5, 6],
          roomTypeCodes: [rooms[0]!.roomTypeCode],
          prices: [{ ratePlanCode: code, amount: 50_000 }],
        });
        expect(priced.statusCode, priced.body).toBe(409);
        expect(priced.json().errorCode).toBe(ErrorCode.ratePlanArchived);
        // No plan may derive from it any more.
        const follower = await call('POST', `/hotels/${HOTEL}/rate-plans`, tokens.hotelManager, {
          ...planFields,
          ratePlanCode: 'FOLLOW',
          derivedFromRatePlanCode: code,
          derivedPercent: -5,
        });
        expect(follower.statusCode, follower.body).toBe(400);
        // The back office list still shows it, marked archived; its reservation still names it.
        const listed = await call('GET', `/hotels/${HOTEL}/rate-plans`, tokens.hotelManager);
        const plan = (listed.json().data as { ratePlanCode: string; archivedAt: string | null }[]).find(
          (item) => item.ratePlanCode === code,
        );
        expect(plan?.archivedAt).toBe(row!.archivedAt!.toISOString());
        const detail = await call('GET', `/reservations/${order!.transactionId}`, tokens.hotelManager);
        expect(detail.statusCode, detail.body).toBe(200);
        expect(JSON.stringify(detail.json().data)).toContain(row!.name['en-US']);
      });
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);
