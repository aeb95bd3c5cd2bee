import { MealPlan, OrderStatus, PaymentType } from '@hotel/contract/enums';
import { ErrorCode } from '@hotel/contract/errors';
import { adminApiPaths } from '@hotel/contract/routes';
import { deskBookingPaths } from '@hotel/contract/schemas/admin-desk-booking';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { orders } from '../booking/booking.schema.ts';
import { API, book, inventoryOf, orderPayload } from '../booking/booking.test-helpers.ts';
import { nightlyPrices, ratePlans, roomTypes } from '../catalog/catalog.schema.ts';
import { adminCaller, allTokens, type DemoRole } from './admin.test-helpers.ts';
import { auditLog } from './staff.schema.ts';

const HOTEL = 'SHA001';
const CHEAP = 'ARCHCHEAP';
/** Far below any demo price: where it shows, the archived plan was offered. */
const CHEAP_PRICE = 101;
const IN = '2026-12-07';
const OUT = '2026-12-09';
const STAY = `checkInDate=${IN}&checkOutDate=${OUT}&roomCount=1&adultsNumber=1`;

const planFields = (name: string) => ({
  name: { 'en-US': name },
  description: { 'en-US': name },
  paymentType: PaymentType.payAtHotel,
  cancellationFlag: 2,
  cancellationDeadlineHours: null,
  mealPlan: MealPlan.roomOnly,
  memberOnly: false,
  codeOnly: false,
  minStay: 1,
  maxStay: 30,
  sortOrder: 1,
});

describeEachDatabase(
  'admin: archived rate plans are never sold, quoted or priced; restore',
  (ctx) => {
    const call = adminCaller(ctx);
    const db = () => ctx().database.db;
    const get = (url: string) => ctx().app.inject({ method: 'GET', url: `${API}${url}` });
    const post = (url: string, payload: object) => ctx().app.inject({ method: 'POST', url: `${API}${url}`, payload });
    let tokens: Record<DemoRole, string>;
    let room: string;
    let onSalePlan: string;
    /** A reservation on the cheap plan (what keeps it archived) and one on a plan on sale. */
    let onCheap: string;
    let onOther: string;

    const rate = (ratePlanCode: string) => ({ hotelCode: HOTEL, roomTypeCode: room, ratePlanCode });
    const planRow = async (code: string) =>
      (
        await db()
          .select()
          .from(ratePlans)
          .where(and(eq(ratePlans.hotelCode, HOTEL), eq(ratePlans.ratePlanCode, code)))
      )[0];
    const auditOf = (action: string, code: string) =>
      db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.entityId, `${HOTEL}:${code}`)));
    const ordersOn = async (code: string) =>
      (
        await db()
          .select()
          .from(orders)
          .where(and(eq(orders.hotelCode, HOTEL), eq(orders.ratePlanCode, code)))
      ).length;
    const priceOf = async (code: string, night: string) =>
      (
        await db()
          .select()
          .from(nightlyPrices)
          .where(
            and(
              eq(nightlyPrices.hotelCode, HOTEL),
              eq(nightlyPrices.roomTypeCode, room),
              eq(nightlyPrices.ratePlanCode, code),
              eq(nightlyPrices.night, night),
            ),
          )
      )[0]?.amount;
    async function createPlan(code: string, extra: object = {}) {
      const created = await call('POST', `/hotels/${HOTEL}/rate-plans`, tokens.hotelManager, {
        ...planFields(`Plan ${code}`),
        ratePlanCode: code,
        ...extra,
      });
      expect(created.statusCode, created.body).toBe(200);
    }
    async function price(code: string, amount: number, from = '2026-12-01', to = '2026-12-31') {
      const priced = await call('PUT', `/hotels/${HOTEL}/calendar`, tokens.hotelManager, {
        from,
        to,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        roomTypeCodes: [room],
        prices: [{ ratePlanCode: code, amount }],
      });
      expect(priced.statusCode, priced.body).toBe(200);
    }
    async function booked(code: string, checkInDate = IN, checkOutDate = OUT) {
      const response = await book(ctx(), orderPayload(rate(code), { checkInDate, checkOutDate }));
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.transactionId as string;
    }
    async function archive(code: string) {
      const removed = await call('DELETE', `/hotels/${HOTEL}/rate-plans/${code}`, tokens.hotelManager);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().data.outcome).toBe('archived');
    }
    const guestRatePlans = async (lang = 'en-US') => {
      const answer = await get(`/${lang}/rooms?hotelCode=${HOTEL}&${STAY}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().data.list as { roomRates: { ratePlanCode: string }[] }[]).flatMap((item) =>
        item.roomRates.map((r) => r.ratePlanCode),
      );
    };
    const searchedLowest = async () => {
      const answer = await get(`/en-US/hotels/search?${STAY}&limit=50`);
      expect(answer.statusCode, answer.body).toBe(200);
      const hotel = (answer.json().data.list as { hotelCode: string; lowestPrice: { amount: number } | null }[]).find(
        (item) => item.hotelCode === HOTEL,
      );
      return hotel?.lowestPrice?.amount ?? null;
    };
    const calendarLowest = async () => {
      const answer = await get(`/rate/calendar?hotelCode=${HOTEL}&month=2026-12`);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().data.days as { lowestPrice: { amount: number } | null }[]).map(
        (day) => day.lowestPrice?.amount ?? null,
      );
    };
    const deskOffers = async () => {
      const answer = await call('POST', deskBookingPaths.offers, tokens.frontDesk, {
        hotelCode: HOTEL,
        checkInDate: IN,
        checkOutDate: OUT,
        rooms: [{ adults: 1, childAges: [] }],
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().data.offers as { ratePlanCode: string }[]).map((offer) => offer.ratePlanCode);
    };
    const changeBody = (ratePlanCode: string, checkInDate = '2026-12-14', checkOutDate = '2026-12-16') => ({
      checkInDate,
      checkOutDate,
      roomTypeCode: room,
      ratePlanCode,
      adultsPerRoom: 1,
      childrenPerRoom: 0,
    });

    beforeAll(async () => {
      tokens = await allTokens(ctx);
      const [first] = await db().select().from(roomTypes).where(eq(roomTypes.hotelCode, HOTEL)).limit(1);
      room = first!.roomTypeCode;
      const plans = await db().select().from(ratePlans).where(eq(ratePlans.hotelCode, HOTEL));
      onSalePlan = plans.find(
        (plan) =>
          plan.paymentType === PaymentType.payAtHotel &&
          !plan.memberOnly &&
          !plan.codeOnly &&
          plan.minStay <= 1 &&
          plan.derivedFromRatePlanCode === null,
      )!.ratePlanCode;
      await createPlan(CHEAP);
      await price(CHEAP, CHEAP_PRICE);
      // Before it is archived the cheap plan is offered everywhere: what the checks below could see.
      expect(await guestRatePlans()).toContain(CHEAP);
      expect(await searchedLowest()).toBe(CHEAP_PRICE);
      expect(await calendarLowest()).toContain(CHEAP_PRICE);
      expect(await deskOffers()).toContain(CHEAP);
      onCheap = await booked(CHEAP);
      onOther = await booked(onSalePlan);
      await archive(CHEAP);
    }, 120_000);

    describe('an archived plan is not offered', () => {
      it('is left out of the search, the room list, the price calendar and the desk offers', async () => {
        expect(await guestRatePlans('en-US')).not.toContain(CHEAP);
        expect(await guestRatePlans('ja')).not.toContain(CHEAP);
        const lowest = await searchedLowest();
        expect(lowest).not.toBeNull();
        expect(lowest).toBeGreaterThan(CHEAP_PRICE);
        expect(await calendarLowest()).not.toContain(CHEAP_PRICE);
        const offers = await deskOffers();
        expect(offers).toContain(onSalePlan);
        expect(offers).not.toContain(CHEAP);
      });

      it('answers a quote or a booking naming it with 90250, translated, and books nothing', async () => {
        const payload = orderPayload(rate(CHEAP), { checkInDate: IN, checkOutDate: OUT });
        const before = { orders: await ordersOn(CHEAP), sold: (await inventoryOf(db(), HOTEL, room, IN)).sold };
        const quoted = await post('/en-US/orders/quote', payload);
        expect(quoted.statusCode, quoted.body).toBe(409);
        expect(quoted.json().errorCode).toBe(ErrorCode.ratePlanNotOffered);
        expect(quoted.json().message).toBe('This rate is no longer offered. Please choose another rate.');
        const inJapanese = await post('/ja/orders/quote', payload);
        expect(inJapanese.json().message).toBe('この料金は現在提供されていません。別の料金をお選びください。');
        const created = await post('/en-US/orders', { ...payload, verifyAmount: CHEAP_PRICE * 2 });
        expect(created.statusCode, created.body).toBe(409);
        expect(created.json().errorCode).toBe(ErrorCode.ratePlanNotOffered);
        const desk = await call('POST', deskBookingPaths.quote, tokens.frontDesk, {
          ...rate(CHEAP),
          checkInDate: IN,
          checkOutDate: OUT,
          rooms: [{ adults: 1, childAges: [] }],
          channel: 'phone',
          title: 'Ms',
          firstName: 'Wen',
          lastName: 'Zhao',
          areaCode: '+86',
          phone: '139 1234 5678',
          email: 'wen.zhao@example.com',
          specialRequests: [],
          comment: '',
        });
        expect(desk.json().errorCode, desk.body).toBe(ErrorCode.ratePlanNotOffered);
        expect(await ordersOn(CHEAP)).toBe(before.orders);
        expect((await inventoryOf(db(), HOTEL, room, IN)).sold).toBe(before.sold);
      });

      it('refuses a change to it, or of a reservation keeping it, with 90250, and changes nothing', async () => {
        const other = (await db().select().from(orders).where(eq(orders.transactionId, onOther)))[0]!;
        for (const [id, body] of [
          [onOther, changeBody(CHEAP)],
          [onCheap, changeBody(CHEAP)],
        ] as const) {
          const quoted = await post(`/en-US/orders/${id}/change/quote`, body);
          expect(quoted.statusCode, quoted.body).toBe(409);
          expect(quoted.json().errorCode).toBe(ErrorCode.ratePlanNotOffered);
        }
        const applied = await post(`/en-US/orders/${onOther}/change`, {
          ...changeBody(CHEAP),
          verifyAmount: CHEAP_PRICE * 2,
          version: other.version,
        });
        expect(applied.json().errorCode, applied.body).toBe(ErrorCode.ratePlanNotOffered);
        const after = (await db().select().from(orders).where(eq(orders.transactionId, onOther)))[0]!;
        expect(after).toMatchObject({ ratePlanCode: onSalePlan, version: other.version, checkInDate: IN });
        // The reservation on the archived plan still shows it, and may change to a plan on sale.
        const moved = await post(`/en-US/orders/${onCheap}/change/quote`, changeBody(onSalePlan));
        expect(moved.statusCode, moved.body).toBe(200);
      });

      it('takes no derived prices while archived; restored, it follows its base again', async () => {
        await createPlan('ARCHDERIV', { derivedFromRatePlanCode: onSalePlan, derivedPercent: -10 });
        await booked('ARCHDERIV');
        await archive('ARCHDERIV');
        const night = '2026-12-20';
        const kept = await priceOf('ARCHDERIV', night);
        expect(kept).toBeGreaterThan(0);
        await price(onSalePlan, 77_700, night, night);
        expect(await priceOf('ARCHDERIV', night)).toBe(kept);
        const restored = await call('POST', adminApiPaths.ratePlanRestore(HOTEL, 'ARCHDERIV'), tokens.hotelManager);
        expect(restored.statusCode, restored.body).toBe(200);
        expect(await priceOf('ARCHDERIV', night)).toBe(69_930);
      });
    });

    describe('restore', () => {
      it('is refused to front desk and content staff, for another hotel, an unknown plan and a plan on sale', async () => {
        for (const role of ['frontDesk', 'contentEditor'] as const) {
          const refused = await call('POST', adminApiPaths.ratePlanRestore(HOTEL, CHEAP), tokens[role]);
          expect(refused.statusCode, role).toBe(403);
        }
        const [elsewhere] = await db().select().from(ratePlans).where(sql`${ratePlans.hotelCode} <> ${HOTEL}`).limit(1);
        const denied = await call(
          'POST',
          adminApiPaths.ratePlanRestore(elsewhere!.hotelCode, elsewhere!.ratePlanCode),
          tokens.hotelManager,
        );
        expect(denied.statusCode).toBe(403);
        expect(denied.json().errorCode).toBe(ErrorCode.staffHotelDenied);
        const unknown = await call('POST', adminApiPaths.ratePlanRestore(HOTEL, 'NOSUCH'), tokens.hotelManager);
        expect(unknown.statusCode).toBe(404);
        const onSale = await call('POST', adminApiPaths.ratePlanRestore(HOTEL, onSalePlan), tokens.hotelManager);
        expect(onSale.statusCode, onSale.body).toBe(409);
        expect(onSale.json().errorCode).toBe(ErrorCode.ratePlanOnSale);
        expect(onSale.json().message).toBe('This rate plan is on sale already: there is nothing to restore.');
        expect(await auditOf('ratePlan.restore', onSalePlan)).toHaveLength(0);
        expect((await planRow(CHEAP))!.archivedAt).not.toBeNull();
        expect(await auditOf('ratePlan.restore', CHEAP)).toHaveLength(0);
      });

      it('puts the plan on sale again, audited, and guests and the desk are offered it again', async () => {
        const restored = await call('POST', adminApiPaths.ratePlanRestore(HOTEL, CHEAP), tokens.hotelManager);
        expect(restored.statusCode, restored.body).toBe(200);
        expect(restored.json().data).toMatchObject({ ratePlanCode: CHEAP, archivedAt: null });
        expect((await planRow(CHEAP))!.archivedAt).toBeNull();
        const [audit] = await auditOf('ratePlan.restore', CHEAP);
        expect(audit).toMatchObject({ staffId: 'stf_manager_sha', hotelCode: HOTEL });
        expect((audit!.before as { archivedAt: string | null }).archivedAt).not.toBeNull();
        expect(audit!.after).toMatchObject({ archivedAt: null });
        expect(await guestRatePlans()).toContain(CHEAP);
        expect(await searchedLowest()).toBe(CHEAP_PRICE);
        expect(await deskOffers()).toContain(CHEAP);
        const again = await call('POST', adminApiPaths.ratePlanRestore(HOTEL, CHEAP), tokens.hotelManager);
        expect(again.json().errorCode).toBe(ErrorCode.ratePlanOnSale);
        // Bookable again.
        const id = await booked(CHEAP, '2026-12-21', '2026-12-22');
        expect((await db().select().from(orders).where(eq(orders.transactionId, id)))[0]!.status).toBe(
          OrderStatus.reserved,
        );
      });
    });

    describe('a booking racing a removal (PostgreSQL: row locks block)', () => {
      /** Returns once `count` transactions of the test database wait for a lock (or after a few seconds). */
      async function lockWaiters(count: number) {
        for (let tries = 0; tries < 200; tries++) {
          const waiting = await db().execute(
            sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
          );
          if (Number((waiting as unknown as { rows: { n: number }[] }).rows[0]!.n) >= count) return;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }

      /**
       * Runs `work` while a removal's transaction holds the plan's row `for update` (as `removeRatePlan` does), once
       * `work` waits for that lock; then the removal deletes the plan and commits.
       */
      async function whileRemovalDeletes<T>(code: string, work: () => Promise<T>): Promise<T> {
        let locked!: () => void;
        let release!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const released = new Promise<void>((resolve) => (release = resolve));
        const removal = db().transaction(async (tx) => {
          await tx.execute(
            sql`select 1 from rate_plans where hotel_code = ${HOTEL} and rate_plan_code = ${code} for update`,
          );
          locked();
          await released;
          await tx.execute(sql`delete from nightly_prices where hotel_code = ${HOTEL} and rate_plan_code = ${code}`);
          await tx.execute(sql`delete from rate_plans where hotel_code = ${HOTEL} and rate_plan_code = ${code}`);
        });
        await isLocked;
        const working = work();
        await lockWaiters(1);
        release();
        await removal;
        return working;
      }

      it('never leaves a reservation naming a deleted plan: booked and archived, or refused and deleted', async (test) => {
        if (ctx().database.kind !== 'postgres') test.skip();
        const outcomes = new Set<string>();
        for (let round = 0; round < 6; round++) {
          const code = `RACE${round}`;
          await createPlan(code);
          await price(code, 30_000 + round, '2026-12-24', '2026-12-25');
          const payload = orderPayload(rate(code), { checkInDate: '2026-12-24', checkOutDate: '2026-12-25' });
          const quoted = await post('/en-US/orders/quote', payload);
          expect(quoted.statusCode, quoted.body).toBe(200);
          const [created, removed] = await Promise.all([
            post('/en-US/orders', { ...payload, verifyAmount: quoted.json().data.payAmount }),
            call('DELETE', `/hotels/${HOTEL}/rate-plans/${code}`, tokens.hotelManager),
          ]);
          expect(removed.statusCode, removed.body).toBe(200);
          const plan = await planRow(code);
          const booked = await ordersOn(code);
          if (created.statusCode === 200) {
            expect(removed.json().data).toMatchObject({ outcome: 'archived', reservations: 1 });
            expect(plan!.archivedAt).not.toBeNull();
            expect(booked).toBe(1);
            outcomes.add('booked, archived');
          } else {
            // Deleted while the booking was in its transaction: 90250; before it read the plan: an unknown plan;
            // between its reads of the plan and of the prices: no price for the dates.
            const refusals = [ErrorCode.ratePlanNotOffered, ErrorCode.ratePlanNotFound, ErrorCode.roomSoldOutForDates];
            expect(refusals, created.body).toContain(created.json().errorCode);
            expect(removed.json().data).toMatchObject({ outcome: 'deleted', reservations: 0 });
            expect(plan).toBeUndefined();
            expect(booked).toBe(0);
            outcomes.add('refused, deleted');
          }
        }
        expect(outcomes.size).toBeGreaterThan(0);
      });

      it('a booking waiting on a removal that deletes the plan answers 90250 and holds no room', async (test) => {
        if (ctx().database.kind !== 'postgres') test.skip();
        const code = 'RACEWAIT';
        await createPlan(code);
        await price(code, 31_000, '2026-12-26', '2026-12-27');
        const payload = orderPayload(rate(code), { checkInDate: '2026-12-26', checkOutDate: '2026-12-27' });
        const quoted = await post('/en-US/orders/quote', payload);
        expect(quoted.statusCode, quoted.body).toBe(200);
        const before = await inventoryOf(db(), HOTEL, room, '2026-12-26');
        const answer = await whileRemovalDeletes(code, () =>
          post('/en-US/orders', { ...payload, verifyAmount: quoted.json().data.payAmount }),
        );
        expect(answer.json().errorCode, answer.body).toBe(ErrorCode.ratePlanNotOffered);
        expect(await ordersOn(code)).toBe(0);
        const after = await inventoryOf(db(), HOTEL, room, '2026-12-26');
        expect({ held: after.held, sold: after.sold }).toEqual({ held: before.held, sold: before.sold });
      });

      it('a removal waiting on a booking that holds the plan archives it, the new reservation counted', async (test) => {
        if (ctx().database.kind !== 'postgres') test.skip();
        const code = 'RACEFIRST';
        const email = 'race.first@example.com';
        await createPlan(code, { paymentType: PaymentType.online });
        await price(code, 33_000, '2026-12-28', '2026-12-29');
        const payload = orderPayload(
          rate(code),
          { checkInDate: '2026-12-28', checkOutDate: '2026-12-29' },
          {
            booker: { name: 'Mei Lin', email, mobile: '86 13800138000' },
          },
        );
        const quoted = await post('/en-US/orders/quote', payload);
        expect(quoted.statusCode, quoted.body).toBe(200);
        // The booker's unpaid-order lock, held here: the booking stops in its transaction after locking the plan.
        let locked!: () => void;
        let release!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const released = new Promise<void>((resolve) => (release = resolve));
        const holder = db().transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email:${email}`}))`);
          locked();
          await released;
        });
        await isLocked;
        const booking = post('/en-US/orders', { ...payload, verifyAmount: quoted.json().data.payAmount });
        await lockWaiters(1);
        const removal = call('DELETE', `/hotels/${HOTEL}/rate-plans/${code}`, tokens.hotelManager);
        await lockWaiters(2);
        release();
        await holder;
        const [created, removed] = await Promise.all([booking, removal]);
        expect(created.statusCode, created.body).toBe(200);
        expect(removed.json().data).toMatchObject({ outcome: 'archived', reservations: 1 });
        expect((await planRow(code))!.archivedAt).not.toBeNull();
        expect(await ordersOn(code)).toBe(1);
      });

      it('a change waiting on a removal that deletes its new plan answers 90250 and leaves the order as it was', async (test) => {
        if (ctx().database.kind !== 'postgres') test.skip();
        const code = 'RACECHG';
        await createPlan(code);
        await price(code, 32_000, '2026-12-14', '2026-12-15');
        const order = (await db().select().from(orders).where(eq(orders.transactionId, onOther)))[0]!;
        const quoted = await post(`/en-US/orders/${onOther}/change/quote`, changeBody(code));
        expect(quoted.statusCode, quoted.body).toBe(200);
        const soldBefore = (await inventoryOf(db(), HOTEL, room, '2026-12-14')).sold;
        const answer = await whileRemovalDeletes(code, () =>
          post(`/en-US/orders/${onOther}/change`, {
            ...changeBody(code),
            verifyAmount: quoted.json().data.verifyAmount,
            version: order.version,
          }),
        );
        expect(answer.json().errorCode, answer.body).toBe(ErrorCode.ratePlanNotOffered);
        const after = (await db().select().from(orders).where(eq(orders.transactionId, onOther)))[0]!;
        expect(after).toMatchObject({ ratePlanCode: order.ratePlanCode, version: order.version, checkInDate: IN });
        expect((await inventoryOf(db(), HOTEL, room, '2026-12-14')).sold).toBe(soldBefore);
      });
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);
