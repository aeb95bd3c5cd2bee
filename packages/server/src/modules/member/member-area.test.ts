import { ErrorCode } from '@hotel/contract/errors';
import { DEFAULT_TIER_THRESHOLDS, pointsExpiryOf, tierForGrowth } from '@hotel/contract/schemas/loyalty';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../seed/members.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { findOrder, transitionOrder } from '../booking/booking.repo.ts';
import { orders } from '../booking/booking.schema.ts';
import { findRate, orderPayload } from '../booking/booking.test-helpers.ts';
import { createExchangeService } from '../catalog/exchange.ts';
import { createLoyaltyService } from './loyalty.ts';
import { frequentContacts, growthLedger, members, pointsLedger } from './member.schema.ts';
import {
  bookingMember,
  caller,
  latestCode,
  latestResetToken,
  PASSWORD,
  registerByEmail,
} from './member.test-helpers.ts';

const contacts = '/pc/CONFIGORDER/wechatfans';

describeEachDatabase(
  'the member area: stays, points by lot, devices, consents, contacts',
  (ctx) => {
    const call = caller(ctx);
    const db = () => ctx().database.db;
    const loyalty = () =>
      createLoyaltyService({ db: db(), exchange: createExchangeService(db()), now: () => ctx().clock.now });
    const balance = async (memberId: string) =>
      (await db().select().from(members).where(eq(members.memberId, memberId)))[0]!.pointsBalance;
    const signIn = async (account: string, password = PASSWORD) => {
      const response = await call('POST', '/member/login', null, { account, password });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.token as string;
    };

    it('lists each completed stay with what was paid and the points and growth it earned, as the ledgers hold', async () => {
      const m = await bookingMember(ctx, 'area.stayer', '13500000101');
      const rate = await findRate(db(), 2);
      const payload = orderPayload(rate, { checkInDate: '2026-12-20', checkOutDate: '2026-12-22' });
      const quote = (await call('POST', '/en-US/orders/quote', m.token, payload)).json().data;
      const id = (await call('POST', '/en-US/orders', m.token, { ...payload, verifyAmount: quote.payAmount })).json()
        .data.transactionId;
      for (const to of [5, 2] as const) {
        const order = (await findOrder(db(), id))!;
        await transitionOrder(db(), order, {
          to,
          actor: 'test',
          reason: { code: 'other', note: 'stay' },
          now: new Date(),
        });
      }
      const credited = (await loyalty().creditCompletedStay(id))!;
      expect(credited.points).toBeGreaterThan(0);
      const order = (await findOrder(db(), id))!;
      const stays = (await call('GET', '/member/membershipCard/consumption/history', m.token)).json().data;
      expect(stays.list).toHaveLength(1);
      expect(stays.list[0]).toMatchObject({
        transactionId: id,
        amount: order.payAmount,
        pointsEarned: credited.points,
        growthEarned: credited.growth,
      });
      const [earn] = await db()
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.transactionId, id), eq(pointsLedger.kind, 'earn')));
      const [growth] = await db().select().from(growthLedger).where(eq(growthLedger.transactionId, id));
      expect(stays.list[0].pointsEarned).toBe(earn!.delta);
      expect(stays.list[0].growthEarned).toBe(growth!.delta);
      // The tier bar runs from this tier's threshold to the next one's; what is left is the difference.
      const standing = (await call('GET', '/member/memberInfo/memberGetPoint', m.token)).json().data;
      const thresholds = DEFAULT_TIER_THRESHOLDS;
      expect(standing.tier).toBe(tierForGrowth(credited.growth));
      expect(standing.tierThreshold).toBe(thresholds[standing.tier - 1]);
      expect(standing.nextTierThreshold).toBe(thresholds[standing.tier]);
      expect(standing.growth).toBeGreaterThanOrEqual(standing.tierThreshold);
      expect(standing.growthToNextTier).toBe(standing.nextTierThreshold - standing.growth);
      // A completed stay has no "staying now"; the other histories carry no stay figures.
      const points = (await call('GET', '/member/membershipCard/integral/history', m.token)).json().data;
      expect(points.list.every((row: { pointsEarned: null }) => row.pointsEarned === null)).toBe(true);
    });

    it('keeps points in lots that expire oldest first, and the expiry job takes exactly the lots that ran out', async () => {
      const m = await registerByEmail(ctx, 'area.lots@example.com');
      const start = ctx().clock.now;
      const [welcome] = (await call('GET', '/member/membershipCard/integral/lots', m.token)).json().data;
      // Later on the clock the session has ended: read the lots from the service the route uses.
      const lots = () => loyalty().pointLots(m.memberId);
      expect(welcome.points).toBe(1000);
      expect(welcome.expiresAt).toBe(pointsExpiryOf(start).toISOString());
      // 300 used: taken from the oldest lot. A year later, 500 more are earned in a new lot.
      await db().transaction(async (tx) => loyalty().adjustPoints(tx as never, m.memberId, -300, 'test'));
      ctx().clock.now = new Date(start.getTime() + 365 * 86_400_000);
      try {
        await db().transaction(async (tx) => loyalty().grantPoints(tx as never, m.memberId, 'adjust', 500));
        expect((await lots()).map((lot: { points: number }) => lot.points)).toEqual([700, 500]);
        // Nothing has run out yet: the job changes nothing.
        expect(await loyalty().expireDuePoints()).toBe(0);
        expect(await balance(m.memberId)).toBe(1200);
        // Past the first lot's expiry, only its 700 go.
        ctx().clock.now = new Date(pointsExpiryOf(start).getTime() + 1000);
        expect(await loyalty().expireDuePoints()).toBeGreaterThanOrEqual(700);
        expect(await balance(m.memberId)).toBe(500);
        expect((await lots()).map((lot: { points: number }) => lot.points)).toEqual([500]);
        const [expired] = await db()
          .select()
          .from(pointsLedger)
          .where(and(eq(pointsLedger.memberId, m.memberId), eq(pointsLedger.kind, 'expire')));
        expect(expired).toMatchObject({ delta: -700, balanceAfter: 500 });
        // A second run finds nothing more; the ledger still adds up to the balance.
        await loyalty().expireDuePoints();
        const [sum] = await db()
          .select({ total: sql<number>`sum(${pointsLedger.delta})::int` })
          .from(pointsLedger)
          .where(eq(pointsLedger.memberId, m.memberId));
        expect(sum!.total).toBe(500);
      } finally {
        ctx().clock.now = start;
      }
    });

    it('lists the signed-in devices, signs one out, then every one', async () => {
      const email = 'area.devices@example.com';
      const first = (await registerByEmail(ctx, email)).token;
      const second = await signIn(email);
      const list = (await call('GET', '/member/sessions', second, undefined, { 'user-agent': 'Test/1.0' })).json().data;
      expect(list).toHaveLength(2);
      expect(list.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
      expect(JSON.stringify(list)).not.toContain(first);
      const other = list.find((session: { current: boolean }) => !session.current);
      // Another member cannot sign this one's device out; a malformed id is refused; both change nothing.
      const stranger = (await registerByEmail(ctx, 'area.stranger@example.com')).token;
      expect((await call('POST', '/member/sessions/revoke', stranger, { id: other.id })).json().errorCode).toBe(
        ErrorCode.noRecordFound,
      );
      const bad = await call('POST', '/member/sessions/revoke', second, { id: 'x' });
      expect(bad.statusCode).toBe(400);
      expect((await call('GET', '/member/memberInfo', first)).statusCode).toBe(200);
      expect((await call('POST', '/member/sessions/revoke', second, { id: other.id })).statusCode).toBe(200);
      expect((await call('GET', '/member/memberInfo', first)).statusCode).toBe(401);
      expect((await call('GET', '/member/sessions', second)).json().data).toHaveLength(1);
      const third = await signIn(email);
      const everywhere = await call('POST', '/member/sessions/signOutEverywhere', third);
      expect(everywhere.statusCode).toBe(200);
      expect((await call('GET', '/member/memberInfo', second)).statusCode).toBe(401);
      expect((await call('GET', '/member/memberInfo', third)).statusCode).toBe(401);
      expect((await call('GET', '/member/memberInfo', stranger)).statusCode).toBe(200);
    });

    it('keeps e-mail and SMS consent apart from the offers chosen', async () => {
      const m = await registerByEmail(ctx, 'area.consent@example.com');
      const initial = (await call('GET', '/member/preferences', m.token)).json().data;
      expect(initial).toMatchObject({ preference: 'N', emailConsent: false, smsConsent: false });
      const saved = await call('PUT', '/member/preferences', m.token, { preference: 'M', emailConsent: true });
      expect(saved.json().data).toMatchObject({ preference: 'M', emailConsent: true, smsConsent: false });
      await call('PUT', '/member/preferences', m.token, { preference: 'M', smsConsent: true });
      const [row] = await db().select().from(members).where(eq(members.memberId, m.memberId));
      expect(row).toMatchObject({ preference: 'M', emailConsent: true, smsConsent: true });
      const refused = await call('PUT', '/member/preferences', m.token, { preference: 'N', emailConsent: 'yes' });
      expect(refused.statusCode).toBe(400);
      const [after] = await db().select().from(members).where(eq(members.memberId, m.memberId));
      expect(after).toMatchObject({ preference: 'M', emailConsent: true });
    });

    it('keeps a frequent contact’s country code (86 when none is given) and refuses a bad one', async () => {
      const m = await registerByEmail(ctx, 'area.contacts@example.com');
      const save = (body: object) => call('POST', `${contacts}/saveorUpdateCommonpeople`, m.token, body);
      const base = { firstName: 'Anna', lastName: 'Schmidt', mobile: '15100000003', email: 'anna@example.com' };
      expect((await save({ ...base, mobileCountryNumber: '+49' })).json().data.mobileCountryNumber).toBe('49');
      expect((await save({ ...base, firstName: 'Wei', lastName: 'Li' })).json().data.mobileCountryNumber).toBe('86');
      const bad = await save({ ...base, mobileCountryNumber: '12345' });
      expect(bad.statusCode).toBe(400);
      const rows = await db().select().from(frequentContacts).where(eq(frequentContacts.memberId, m.memberId));
      expect(rows.map((row) => row.mobileCountryNumber).sort()).toEqual(['49', '86']);
    });

    it('says which hotel the member is staying at now, until the day the stay ends', async () => {
      const token = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
      const [inHouse] = await db()
        .select()
        .from(orders)
        .where(and(eq(orders.memberId, DEMO_MEMBER.memberId), eq(orders.status, 5)));
      const hotels = (await call('GET', '/member/en-US/orders/hotels', token)).json().data;
      const staying = hotels.filter((hotel: { stayingUntil: string | null }) => hotel.stayingUntil !== null);
      expect(staying).toEqual([
        expect.objectContaining({ hotelCode: inHouse!.hotelCode, stayingUntil: inHouse!.checkOutDate }),
      ]);
    });

    it('lets a member with only a phone reset a locked account by SMS code, and refuses a used reset link up front', async () => {
      const phone = { mobileCountryNumber: '86', phone: '13500000222' };
      const sms = `sms:86 ${phone.phone}`;
      expect((await call('POST', '/member/captcha', null, { purpose: 'register', ...phone })).statusCode).toBe(200);
      const registered = await call('POST', '/member/register', null, {
        ...phone,
        code: await latestCode(db(), sms),
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptAgreement: true,
        acceptPrivacy: true,
      });
      expect(registered.statusCode, registered.body).toBe(200);
      const { token, member } = registered.json().data;
      // Six wrong passwords lock the account; while locked even the right one is refused.
      for (let i = 0; i < 6; i++)
        await call('POST', '/member/login', null, { account: phone.phone, password: 'Wrong@2026x' });
      const locked = await call('POST', '/member/login', null, { account: phone.phone, password: PASSWORD });
      expect([ErrorCode.accountLocked, ErrorCode.tooManyLoginFailures]).toContain(locked.json().errorCode);

      const start = ctx().clock.now;
      ctx().clock.now = new Date(start.getTime() + 61_000);
      try {
        expect((await call('POST', '/member/captcha', null, { purpose: 'reset', ...phone })).statusCode).toBe(200);
        const code = await latestCode(db(), sms);
        const fresh = 'Fresh@2026b';
        // A refused new password keeps the code; a wrong code changes nothing.
        const weak = await call('PUT', '/member/passwordReset/code', null, {
          ...phone,
          code,
          newPassword: 'weak',
          confirmPassword: 'weak',
        });
        expect(weak.statusCode).toBe(400);
        const wrongCode = await call('PUT', '/member/passwordReset/code', null, {
          ...phone,
          code: code === '000000' ? '111111' : '000000',
          newPassword: fresh,
          confirmPassword: fresh,
        });
        expect(wrongCode.json().errorCode).toBe(ErrorCode.phoneCodeWrong);
        const reset = await call('PUT', '/member/passwordReset/code', null, {
          ...phone,
          code,
          newPassword: fresh,
          confirmPassword: fresh,
        });
        expect(reset.statusCode, reset.body).toBe(200);
        const [row] = await db().select().from(members).where(eq(members.memberId, member.memberId));
        expect(row).toMatchObject({ failedLogins: 0, lockedUntil: null });
        expect((await call('GET', '/member/memberInfo', token)).statusCode).toBe(401);
        expect((await call('POST', '/member/login', null, { account: phone.phone, password: fresh })).statusCode).toBe(
          200,
        );
        // The code is spent.
        const again = await call('PUT', '/member/passwordReset/code', null, {
          ...phone,
          code,
          newPassword: 'Other@2026c',
          confirmPassword: 'Other@2026c',
        });
        expect(again.json().errorCode).toBe(ErrorCode.reacquirePhoneCode);
      } finally {
        ctx().clock.now = start;
      }

      // An e-mailed link is checked before the form: good once, refused after it was used.
      const m = await registerByEmail(ctx, 'area.link@example.com');
      expect(m.token).toBeTruthy();
      await call('POST', '/member/passwordReset', null, { email: 'area.link@example.com' });
      const link = await latestResetToken(db(), 'area.link@example.com');
      expect((await call('POST', '/member/passwordReset/check', null, { token: link })).json().data).toEqual({
        valid: true,
      });
      const used = await call('PUT', '/reset-password', null, {
        token: link,
        newPassword: 'Fresh@2026b',
        confirmPassword: 'Fresh@2026b',
      });
      expect(used.statusCode).toBe(200);
      const checked = await call('POST', '/member/passwordReset/check', null, { token: link });
      expect(checked.json().errorCode).toBe(ErrorCode.resetLinkInvalid);
      expect((await call('POST', '/member/passwordReset/check', null, { token: 'x' })).statusCode).toBe(400);
    });
  },
  // Many sign-ins from one address within a minute; the rate limit has its own tests.
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);
