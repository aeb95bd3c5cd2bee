import { ErrorCode } from '@hotel/contract/errors';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../seed/members.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { orderRooms, orders } from '../booking/booking.schema.ts';
import { findRate, orderPayload } from '../booking/booking.test-helpers.ts';
import { frequentContacts, members } from './member.schema.ts';
import { bookingMember, caller, PASSWORD, registerByEmail } from './member.test-helpers.ts';

const contacts = '/pc/CONFIGORDER/wechatfans';

describeEachDatabase(
  'member profile and privacy',
  (ctx) => {
    const call = caller(ctx);
    const db = () => ctx().database.db;

    it('gives the demo member a lived-in account: Gold, points, coupons of every status, contacts, stays', async () => {
      const token = (
        await call('POST', '/member/login', null, { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
      ).json().data.token;
      const info = (await call('GET', '/member/memberInfo', token)).json().data;
      expect(info).toMatchObject({ tier: 3, points: 6040, growth: 5040, profileComplete: true, call: 'ms' });
      for (const status of ['unused', 'used', 'expired']) {
        const list = (await call('GET', `/member/en-US/coupon/couponList?status=${status}`, token)).json().data;
        expect(list.length, status).toBeGreaterThan(0);
      }
      const stays = (await call('GET', '/en-US/orders?size=20', token)).json().data;
      expect(new Set(stays.list.map((order: { status: number }) => order.status))).toEqual(new Set([1, 2, 4, 5]));
      expect((await call('GET', `${contacts}/getCommonPeople`, token)).json().data).toHaveLength(2);
      const history = (await call('GET', '/member/membershipCard/integral/history', token)).json().data;
      expect(history.list[0].balance).toBe(6040);
      const consumption = (await call('GET', '/member/membershipCard/consumption/history?size=5', token)).json().data;
      expect(consumption.total).toBe(2);
      expect(consumption.list[0].hotelName).toMatch(/\w/);
      // Each stay's billing row is what the member paid for it (after the voucher), as the order list says.
      const paid = new Map(
        stays.list.map((order: { transactionId: string; payAmount: number }) => [order.transactionId, order.payAmount]),
      );
      for (const row of consumption.list as { transactionId: string; amount: number }[]) {
        expect(row.amount, row.transactionId).toBe(paid.get(row.transactionId));
      }
    });

    it('shows the display name by locale and masks the first name on the site that asks for it', async () => {
      const token = (
        await call('POST', '/member/login', null, { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
      ).json().data.token;
      const name = async (lang: string, host?: string) =>
        (
          await call('GET', '/member/memberInfo', token, undefined, {
            'accept-language': lang,
            ...(host ? { host } : {}),
          })
        ).json().data.displayName;
      expect(await name('en-US')).toBe('Mei Chen');
      expect(await name('zh-CN')).toBe('Chen Mei');
      expect(await name('ja', 'kyoto.localhost')).toBe('M** Chen');
    });

    it('saves the profile, clears a salutation not in the list and refuses a changed e-mail', async () => {
      const member = await bookingMember(ctx, 'profile.one', '13700000001');
      const salutations = (await call('GET', '/zh-CN/call')).json().data;
      expect(salutations.map((s: { code: string }) => s.code)).toContain('mr');
      expect(salutations.find((s: { code: string }) => s.code === 'mr').name).toBe('先生');
      const base = {
        title: 'Mr',
        sex: 1,
        firstName: 'Wei',
        lastName: 'Zhang',
        phone: '13700000001',
        mobileCountryNumber: '86',
        email: member.email,
        birthday: '1985-01-02',
        isEuResident: true,
      };
      const saved = await call('PUT', '/member/memberInfo', member.token, { ...base, call: 'your-majesty' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({
        call: null,
        isEuResident: true,
        firstName: 'Wei',
        profileComplete: true,
      });
      const taken = await call('PUT', '/member/memberInfo', member.token, { ...base, email: DEMO_MEMBER.email });
      expect(taken.json().errorCode).toBe(ErrorCode.contactChangeNeedsVerification);
      const bad = await call('PUT', '/member/memberInfo', member.token, { ...base, email: 'not-an-email' });
      expect(bad.json()).toMatchObject({ errorCode: ErrorCode.invalidEmail, data: { field: 'email' } });
      // The same name rule as the booking, and birthdays that can be true.
      for (const [change, field] of [
        [{ firstName: 'John2' }, 'firstName'],
        [{ lastName: '<b>x</b>' }, 'lastName'],
        [{ birthday: '2999-01-01' }, 'birthday'],
        [{ birthday: '1850-01-01' }, 'birthday'],
      ] as const) {
        const refused = await call('PUT', '/member/memberInfo', member.token, { ...base, ...change });
        expect(refused.json().data.fields[0].field, JSON.stringify(change)).toBe(field);
      }
    });

    it('keeps members apart: A never reads or changes B’s profile, contacts, coupons or orders', async () => {
      const a = await bookingMember(ctx, 'member.a', '13700000011');
      const b = await bookingMember(ctx, 'member.b', '13700000012');
      // Profile: every call answers with the caller's own data; there is no way to name another member.
      const aInfo = (await call('GET', '/member/memberInfo', a.token)).json().data;
      expect(aInfo.memberId).toBe(a.memberId);
      const smuggled = await call('PUT', '/member/memberInfo', a.token, {
        memberId: b.memberId,
        title: 'Mr',
        sex: 1,
        firstName: 'Hacker',
        lastName: 'A',
        phone: '13700000011',
        mobileCountryNumber: '86',
        email: a.email,
        birthday: '1990-01-01',
      });
      expect(smuggled.json().data.memberId).toBe(a.memberId);
      const [bRow] = await db().select().from(members).where(eq(members.memberId, b.memberId));
      expect(bRow!.firstName).toBe('Mei');
      const [aRow] = await db().select().from(members).where(eq(members.memberId, a.memberId));
      expect(aRow!.firstName).toBe('Hacker');

      // Contacts.
      const bContact = (
        await call('POST', `${contacts}/saveorUpdateCommonpeople`, b.token, {
          firstName: 'Bo',
          lastName: 'Wang',
          mobile: '13800000099',
          email: 'bo@example.com',
        })
      ).json().data;
      expect((await call('GET', `${contacts}/getCommonPeople`, a.token)).json().data).toEqual([]);
      expect(
        (await call('POST', `${contacts}/getCommonPeopleById`, a.token, { id: bContact.id })).json().errorCode,
      ).toBe(ErrorCode.noRecordFound);
      expect(
        (
          await call('POST', `${contacts}/saveorUpdateCommonpeople`, a.token, {
            id: bContact.id,
            firstName: 'Evil',
            lastName: 'Edit',
            mobile: '13800000098',
            email: 'evil@example.com',
          })
        ).json().errorCode,
      ).toBe(ErrorCode.noRecordFound);
      expect((await call('GET', `${contacts}/delteteCommonPeople?id=${bContact.id}`, a.token)).json().errorCode).toBe(
        ErrorCode.noRecordFound,
      );
      const [kept] = await db().select().from(frequentContacts).where(eq(frequentContacts.id, bContact.id));
      expect(kept).toMatchObject({ firstName: 'Bo', memberId: b.memberId });

      // Coupons.
      const bCoupon = (await call('GET', '/member/en-US/coupon/couponList', b.token)).json().data[0];
      expect(
        (await call('GET', `/member/en-US/coupon/couponDetail?couponId=${bCoupon.couponId}`, a.token)).json().errorCode,
      ).toBe(ErrorCode.noRecordFound);
      const aCoupons = (await call('GET', '/member/en-US/coupon/couponList', a.token)).json().data;
      expect(aCoupons.some((c: { couponId: string }) => c.couponId === bCoupon.couponId)).toBe(false);

      // Orders: B books; A can neither list, read, change, pay nor cancel it.
      const rate = await findRate(db(), 2);
      const payload = orderPayload(rate, { checkInDate: '2026-12-15', checkOutDate: '2026-12-16' });
      const quote = (await call('POST', '/en-US/orders/quote', b.token, payload)).json().data;
      const booked = await call('POST', '/en-US/orders', b.token, { ...payload, verifyAmount: quote.payAmount });
      expect(booked.statusCode, booked.body).toBe(200);
      const id = booked.json().data.transactionId;
      expect((await call('GET', '/en-US/orders', a.token)).json().data.list).toEqual([]);
      expect(
        (await call('GET', '/en-US/orders', b.token))
          .json()
          .data.list.map((o: { transactionId: string }) => o.transactionId),
      ).toEqual([id]);
      expect((await call('GET', `/en-US/orders/${id}`, a.token)).statusCode).toBe(404);
      expect((await call('POST', `/en-US/orders/${id}`, a.token)).statusCode).toBe(404);
      expect((await call('GET', `/orders/${id}/update`, a.token)).statusCode).toBe(404);
      expect(
        (await call('PUT', `/orders/${id}/update`, a.token, { ...payload, verifyAmount: quote.payAmount })).statusCode,
      ).toBe(404);
      expect((await call('GET', `/en-US/orders/${id}`)).json().errorCode).toBe(ErrorCode.pleaseLogIn);
      const cancel = await call('DELETE', '/en-US/orders', a.token, { transactionId: id });
      expect(cancel.statusCode).toBe(404);
      const [order] = await db().select().from(orders).where(eq(orders.transactionId, id));
      expect(order!.status).toBe(1);
      expect((await call('GET', `/en-US/orders/${id}`, b.token)).statusCode).toBe(200);
      // B's coupon code in A's booking is refused.
      const withCoupon = await call('POST', '/en-US/orders/quote', a.token, {
        ...payload,
        voucherCode: bCoupon.couponCode,
      });
      expect(withCoupon.json().errorCode).toBe(ErrorCode.voucherOrCardIncorrect);
      expect((await call('GET', '/member/order/getTotalAmount', a.token)).json().data.totalCount).toBe(0);
    });

    it('keeps frequent contacts and communication preferences', async () => {
      const m = await registerByEmail(ctx, 'prefs@example.com');
      const saved = await call('POST', `${contacts}/saveorUpdateCommonpeople`, m.token, {
        firstName: 'Ana',
        lastName: 'Silva',
        mobile: '13900000077',
        email: 'Ana@Example.com',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const edited = await call('POST', `${contacts}/saveorUpdateCommonpeople`, m.token, {
        id: saved.json().data.id,
        firstName: 'Ana',
        lastName: 'Souza',
        mobile: '13900000077',
        email: 'ana@example.com',
      });
      expect(edited.json().data.lastName).toBe('Souza');
      expect((await call('GET', `${contacts}/getCommonPeople`, m.token)).json().data).toHaveLength(1);
      expect(
        (await call('GET', `${contacts}/delteteCommonPeople?id=${saved.json().data.id}`, m.token)).statusCode,
      ).toBe(200);
      expect((await call('GET', `${contacts}/getCommonPeople`, m.token)).json().data).toHaveLength(0);
      const bad = await call('POST', `${contacts}/saveorUpdateCommonpeople`, m.token, { firstName: 'X' });
      expect(bad.json().errorCode).toBe(ErrorCode.validationError);

      expect((await call('GET', '/member/preferences', m.token)).json().data.preference).toBe('N');
      expect((await call('PUT', '/member/preferences', m.token, { preference: 'C' })).statusCode).toBe(200);
      expect((await call('GET', '/member/preferences', m.token)).json().data.preference).toBe('C');
      expect((await call('PUT', '/member/preferences', m.token, { preference: 'X' })).statusCode).toBe(400);
    });

    it('exports the member’s data and deletes the account, keeping anonymised orders', async () => {
      const m = await bookingMember(ctx, 'leaving', '13700000021');
      const rate = await findRate(db(), 2);
      const payload = orderPayload(rate, { checkInDate: '2026-12-18', checkOutDate: '2026-12-19' });
      const quote = (await call('POST', '/en-US/orders/quote', m.token, payload)).json().data;
      const id = (await call('POST', '/en-US/orders', m.token, { ...payload, verifyAmount: quote.payAmount })).json()
        .data.transactionId;
      const exported = await call('GET', '/member/export', m.token);
      expect(exported.headers['content-disposition']).toMatch(/attachment/);
      // A clean file: the member's data, not the API's envelope.
      expect(exported.json().errorCode).toBeUndefined();
      expect(exported.json().profile.email).toBe(m.email);
      expect(exported.json().pointsHistory[0]).toMatchObject({ kind: 'welcome', delta: 1000 });

      expect((await call('DELETE', '/member/account', m.token, { password: 'Wrong@2026x' })).json().errorCode).toBe(
        ErrorCode.oldPasswordWrong,
      );
      const deleted = await call('DELETE', '/member/account', m.token, { password: PASSWORD });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await call('GET', '/member/memberInfo', m.token)).statusCode).toBe(401);
      expect(
        (await call('POST', '/member/login', null, { account: m.email, password: PASSWORD })).json().errorCode,
      ).toBe(ErrorCode.accountOrPasswordWrong);
      const [order] = await db().select().from(orders).where(eq(orders.transactionId, id));
      expect(order).toMatchObject({ status: 1, memberId: m.memberId, bookerName: '-', bookerEmail: 'deleted@invalid' });
      const [room] = await db().select().from(orderRooms).where(eq(orderRooms.transactionId, id));
      expect(room!.guests.every((guest) => guest.firstName === '-' && guest.lastName === '-')).toBe(true);
      const [row] = await db().select().from(members).where(eq(members.memberId, m.memberId));
      expect(row).toMatchObject({ email: null, phone: null, firstName: '', passwordHash: null });
      // The address can be used again (after the code's resend countdown).
      const start = ctx().clock.now;
      ctx().clock.now = new Date(start.getTime() + 61_000);
      try {
        await registerByEmail(ctx, m.email);
      } finally {
        ctx().clock.now = start;
      }
    });

    it('asks a member with an incomplete profile to complete it before booking', async () => {
      const m = await registerByEmail(ctx, 'incomplete@example.com');
      const rate = await findRate(db(), 2);
      const payload = orderPayload(rate, { checkInDate: '2026-12-20', checkOutDate: '2026-12-21' });
      const quote = (await call('POST', '/en-US/orders/quote', m.token, payload)).json().data;
      const refused = await call('POST', '/en-US/orders', m.token, { ...payload, verifyAmount: quote.payAmount });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errorCode).toBe(ErrorCode.profileIncomplete);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
);
