import { PaymentType } from '@hotel/contract/enums';
import { ErrorCode } from '@hotel/contract/errors';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { ADMIN, STAFF_EMAILS } from '../modules/admin/admin.test-helpers.ts';
import { book, findRate, orderPayload } from '../modules/booking/booking.test-helpers.ts';
import { frequentContacts } from '../modules/member/member.schema.ts';
import { DEMO_MEMBER } from '../seed/members.ts';
import { DEMO_STAFF_PASSWORD } from '../seed/staff.ts';
import { describeEachDatabase } from '../test/context.ts';

const API = '/api/v1/booking';
const SITE = 'book.aurora-hotels.example';
const CONTACTS = `${API}/pc/CONFIGORDER/wechatfans`;

/** A site served over HTTPS, logging at info level so the test can read what reaches the logs. */
describeEachDatabase(
  'small leaks',
  (ctx) => {
    const inject = (options: InjectOptions) =>
      ctx().app.inject({ ...options, headers: { host: SITE, ...options.headers } });
    const signIn = async () => {
      const login = await inject({
        method: 'POST',
        url: `${API}/member/login`,
        payload: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
      });
      expect(login.statusCode, login.body).toBe(200);
      return login;
    };

    it('keeps tokens, order keys, authorization and cookies out of the logs', async () => {
      const atHotel = await findRate(ctx().database.db, PaymentType.payAtHotel);
      const booked = await book(
        ctx(),
        orderPayload(atHotel, { checkInDate: '2026-12-07', checkOutDate: '2026-12-08' }),
      );
      const orderKey = booked.json().data.transactionId as string;
      const sessionToken = 'sessiontokenSECRET0123456789';
      const started = (await inject({ method: 'GET', url: `${API}/member/quicklogin/getunionid` })).json().data;
      ctx().logs.length = 0;
      await inject({
        method: 'GET',
        url: `${API}/en-US/orders/${orderKey}`,
        headers: {
          authorization: `Bearer ${sessionToken}`,
          cookie: `__Host-hotel_member=${sessionToken}`,
          'idempotency-key': 'idemKEYsecret0001',
        },
      });
      await inject({ method: 'GET', url: `/en-US/order/${orderKey}` });
      await inject({ method: 'GET', url: `/quicklogin/${started.token}?lang=en-US` });
      await inject({
        method: 'GET',
        url: `${API}/member/quicklogin/getCacheUnionid?token=${started.token}&secret=${started.secret}`,
      });
      await inject({ method: 'GET', url: '/en-US/resetPwd?token=resetTOKENsecret0123456789' });
      await inject({ method: 'GET', url: `${API}/en-US/content/pages/spa?preview=previewKEYsecret` });
      ctx().app.log.info(
        {
          req: { headers: { authorization: `Bearer ${sessionToken}`, cookie: 'x=1' } },
          member: { token: 'tokenSECRET' },
        },
        'a careless log line',
      );
      await inject({ method: 'GET', url: `${API}/en-US/rooms?hotelCode=SHA001&checkInDate=2026-12-07` });
      const logs = ctx().logs.join('');
      expect(logs).toContain('hotelCode=SHA001');
      expect(logs).toContain('incoming request');
      expect(logs).toContain('a careless log line');
      expect(logs).toContain('[redacted]');
      for (const secret of [
        orderKey,
        sessionToken,
        'idemKEYsecret0001',
        started.token,
        started.secret,
        'resetTOKENsecret0123456789',
        'previewKEYsecret',
        'tokenSECRET',
      ]) {
        expect(logs).not.toContain(secret);
      }
    });

    it('answers signed-in and member or staff calls with Cache-Control: no-store', async () => {
      const login = await signIn();
      expect(login.headers['cache-control']).toBe('no-store');
      const token = login.json().data.token as string;
      const bearer = { authorization: `Bearer ${token}` };
      const profile = await inject({ method: 'GET', url: `${API}/member/memberInfo`, headers: bearer });
      expect(profile.headers['cache-control']).toBe('no-store');
      const hotels = await inject({ method: 'GET', url: `${API}/en-US/hotels`, headers: bearer });
      expect(hotels.headers['cache-control']).toBe('no-store');
      const cookie = login.cookies.find((c) => c.name === '__Host-hotel_member')!;
      const byCookie = await inject({
        method: 'GET',
        url: `${API}/en-US/hotels`,
        headers: { cookie: `${cookie.name}=${cookie.value}` },
      });
      expect(byCookie.headers['cache-control']).toBe('no-store');
      const visitor = await inject({ method: 'GET', url: `${API}/en-US/hotels` });
      expect(visitor.headers['cache-control']).not.toBe('no-store');
      const staff = await inject({ method: 'GET', url: `${ADMIN}/me` });
      expect(staff.headers['cache-control']).toBe('no-store');
    });

    it('names the session cookies with the __Host- prefix over HTTPS and reads only that name', async () => {
      const login = await signIn();
      const cookie = login.cookies.find((c) => c.name.endsWith('hotel_member'))!;
      expect(cookie).toMatchObject({ name: '__Host-hotel_member', secure: true, path: '/', httpOnly: true });
      expect(cookie.domain).toBeUndefined();
      const session = (value: string) =>
        inject({ method: 'GET', url: `${API}/member/session`, headers: { cookie: value } });
      expect((await session(`__Host-hotel_member=${cookie.value}`)).json().data.signedIn).toBe(true);
      expect((await session(`hotel_member=${cookie.value}`)).json().data.signedIn).toBe(false);

      const staff = await inject({
        method: 'POST',
        url: `${ADMIN}/session`,
        payload: { email: STAFF_EMAILS.contentEditor, password: DEMO_STAFF_PASSWORD },
      });
      expect(staff.cookies.map((c) => c.name)).toContain('__Host-hotel_staff');
      expect(staff.headers['cache-control']).toBe('no-store');
    });

    it('refuses a cross-site contact delete (the spec makes it a GET) and keeps the contact', async () => {
      const token = (await signIn()).json().data.token as string;
      const bearer = { authorization: `Bearer ${token}` };
      const saved = await inject({
        method: 'POST',
        url: `${CONTACTS}/saveorUpdateCommonpeople`,
        headers: bearer,
        payload: { firstName: 'Bo', lastName: 'Wang', mobile: '13800000099', email: 'bo@example.com' },
      });
      const id = saved.json().data.id as string;
      const remove = (headers: Record<string, string>) =>
        inject({ method: 'GET', url: `${CONTACTS}/delteteCommonPeople?id=${id}`, headers: { ...bearer, ...headers } });
      const foreign: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example' },
        { referer: 'https://evil.example/page' },
      ];
      for (const headers of foreign) {
        const refused = await remove(headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ errorCode: ErrorCode.crossSiteRequest, data: null });
        expect(refused.json().message).toMatch(/did not come from this site/);
      }
      const db = ctx().database.db;
      expect(await db.select().from(frequentContacts).where(eq(frequentContacts.id, id))).toHaveLength(1);
      const removed = await remove({ 'sec-fetch-site': 'same-origin', origin: `https://${SITE}` });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await db.select().from(frequentContacts).where(eq(frequentContacts.id, id))).toHaveLength(0);
    });

    it('loads fonts only from this site or inline data', async () => {
      const answer = await inject({ method: 'GET', url: `${API}/hotel-configs` });
      const fontSrc = /font-src ([^;]*)/.exec(String(answer.headers['content-security-policy']))?.[1];
      expect(fontSrc).toBe("'self' data:");
    });

    it('shows pictures from this site, inline data and the previews of files being uploaded only', async () => {
      const answer = await inject({ method: 'GET', url: `${API}/hotel-configs` });
      const imgSrc = /img-src ([^;]*)/.exec(String(answer.headers['content-security-policy']))?.[1];
      expect(imgSrc).toBe("'self' data: blob:");
    });
  },
  { PUBLIC_BASE_URL: `https://${SITE}`, LOG_LEVEL: 'info' },
);
