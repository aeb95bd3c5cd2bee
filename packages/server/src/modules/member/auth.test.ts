import { ErrorCode } from '@hotel/contract/errors';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail.schema.ts';
import { hashToken } from '../../platform/tokens.ts';
import { DEMO_MEMBER } from '../../seed/members.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { purgeExpiredAuthRecords } from './member.repo.ts';
import { memberSessions, members, verificationCodes } from './member.schema.ts';
import { caller, latestCode, latestResetToken, PASSWORD, registerByEmail } from './member.test-helpers.ts';

describeEachDatabase(
  'member sign-in',
  (ctx) => {
    const call = caller(ctx);
    const db = () => ctx().database.db;
    const later = async <T>(ms: number, run: () => Promise<T>) => {
      const start = ctx().clock.now;
      ctx().clock.now = new Date(start.getTime() + ms);
      try {
        return await run();
      } finally {
        ctx().clock.now = start;
      }
    };

    it('registers by e-mail with a mailed code, signs in at once and gives the welcome points and voucher', async () => {
      const { token, memberId } = await registerByEmail(ctx, 'new.member@example.com');
      const info = await call('GET', '/member/memberInfo', token);
      expect(info.statusCode, info.body).toBe(200);
      expect(info.json().data).toMatchObject({ memberId, email: 'new.member@example.com', points: 1000, tier: 1 });
      expect(info.json().data.profileComplete).toBe(false);
      const coupons = await call('GET', '/member/en-US/coupon/couponList?status=unused', token);
      expect(coupons.json().data.map((c: { templateCode: string }) => c.templateCode)).toEqual(['WELCOME50']);
      const [row] = await db().select().from(members).where(eq(members.memberId, memberId));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('registers by phone with a code the development SMS provider writes to the outbox', async () => {
      const sent = await call('POST', '/member/captcha', null, {
        purpose: 'register',
        mobileCountryNumber: '+81',
        phone: '9012345678',
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const code = await latestCode(db(), 'sms:81 9012345678');
      const registered = await call('POST', '/member/register', null, {
        mobileCountryNumber: '81',
        phone: '9012345678',
        code,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptAgreement: true,
        acceptPrivacy: true,
      });
      expect(registered.statusCode, registered.body).toBe(200);
      const login = await call('POST', '/member/login', null, { account: '81 9012345678', password: PASSWORD });
      expect(login.statusCode, login.body).toBe(200);
    });

    it('uses a code once: a second use asks for a new code', async () => {
      await call('POST', '/member/captcha', null, { purpose: 'register', email: 'once@example.com' });
      const code = await latestCode(db(), 'once@example.com');
      const body = {
        email: 'once@example.com',
        code,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptAgreement: true,
        acceptPrivacy: true,
      };
      expect((await call('POST', '/member/register', null, body)).statusCode).toBe(200);
      await call('POST', '/member/captcha', null, { purpose: 'login', email: 'once@example.com' });
      const loginCode = await latestCode(db(), 'once@example.com');
      const first = await call('POST', '/member/login', null, { email: 'once@example.com', code: loginCode });
      expect(first.statusCode, first.body).toBe(200);
      const again = await call('POST', '/member/login', null, { email: 'once@example.com', code: loginCode });
      expect(again.json().errorCode).toBe(ErrorCode.reacquireEmailCode);
    });

    it('lets a code expire, and counts wrong codes until a new one is needed', async () => {
      await call('POST', '/member/captcha', null, { purpose: 'register', email: 'expire@example.com' });
      const code = await latestCode(db(), 'expire@example.com');
      const body = (value: string) => ({
        email: 'expire@example.com',
        code: value,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptAgreement: true,
        acceptPrivacy: true,
      });
      const expired = await later(601_000, () => call('POST', '/member/register', null, body(code)));
      expect(expired.json().errorCode).toBe(ErrorCode.reacquireEmailCode);

      await later(61_000, () =>
        call('POST', '/member/captcha', null, { purpose: 'register', email: 'expire@example.com' }),
      );
      const fresh = await latestCode(db(), 'expire@example.com');
      const wrong = fresh === '000000' ? '111111' : '000000';
      const answers: unknown[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        answers.push((await later(62_000, () => call('POST', '/member/register', null, body(wrong)))).json().errorCode);
      }
      expect(answers.slice(0, 4)).toEqual(Array(4).fill(ErrorCode.emailCodeWrong));
      expect(answers[4]).toBe(ErrorCode.reacquireEmailCode);
      const tooLate = await later(62_000, () => call('POST', '/member/register', null, body(fresh)));
      expect(tooLate.json().errorCode).toBe(ErrorCode.reacquireEmailCode);
    });

    it('waits out the resend countdown before sending another code', async () => {
      const first = await call('POST', '/member/captcha', null, { purpose: 'register', email: 'wait@example.com' });
      expect(first.json().data.resendAfterSeconds).toBe(60);
      const second = await call('POST', '/member/captcha', null, { purpose: 'register', email: 'wait@example.com' });
      expect(second.statusCode).toBe(429);
      expect(second.json().data.retryAfterSeconds).toBeGreaterThan(0);
      // A taken address (registration) and an unknown one (sign-in) get the same answer as any other.
      const known = await call('POST', '/member/captcha', null, { purpose: 'register', email: DEMO_MEMBER.email });
      expect(known.json()).toMatchObject({ errorCode: 0, data: { resendAfterSeconds: 60 } });
      const unknown = await call('POST', '/member/captcha', null, { purpose: 'login', email: 'nobody@example.com' });
      expect(unknown.json()).toMatchObject({ errorCode: 0, data: { resendAfterSeconds: 60 } });
    });

    it('refuses a password that breaks the rules or is the e-mail, and agreements not accepted', async () => {
      await call('POST', '/member/captcha', null, { purpose: 'register', email: 'rules@example.com' });
      const code = await latestCode(db(), 'rules@example.com');
      const weak = await call('POST', '/member/register', null, {
        email: 'rules@example.com',
        code,
        password: 'password',
        confirmPassword: 'password',
        acceptAgreement: true,
        acceptPrivacy: true,
      });
      expect(weak.json().errorCode).toBe(ErrorCode.validationError);
      expect(weak.json().data.fields[0].field).toBe('password');
      const unaccepted = await call('POST', '/member/register', null, {
        email: 'rules@example.com',
        code,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptAgreement: false,
        acceptPrivacy: true,
      });
      expect(unaccepted.json().data.fields.map((f: { field: string }) => f.field)).toContain('acceptAgreement');
    });

    it("answers the spec's own codes for a password that is an e-mail or the phone, passwords that differ and a bad address", async () => {
      await call('POST', '/member/captcha', null, { purpose: 'register', email: 'codes@example.com' });
      const code = await latestCode(db(), 'codes@example.com');
      const register = (body: Record<string, unknown>) =>
        call('POST', '/member/register', null, {
          email: 'codes@example.com',
          code,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          acceptAgreement: true,
          acceptPrivacy: true,
          ...body,
        });
      const cases = [
        [{ password: 'Codes@example.com', confirmPassword: 'Codes@example.com' }, 'pc0101', 'password'],
        [{ password: 'Other.1@mail.com', confirmPassword: 'Other.1@mail.com' }, 'pc0101', 'password'],
        [{ confirmPassword: `${PASSWORD}x` }, 'pc0103', 'confirmPassword'],
        [{ email: 'not-an-address' }, 'pc1005', 'email'],
        [{ email: undefined, mobileCountryNumber: '86', phone: '12' }, 'pc1004', 'phone'],
        // The phone itself as the password, bare or with one separator: pc0102, not "breaks the rules".
        [
          {
            email: undefined,
            mobileCountryNumber: '86',
            phone: '13800138000',
            password: '13800138000',
            confirmPassword: '13800138000',
          },
          'pc0102',
          'password',
        ],
        [
          {
            email: undefined,
            mobileCountryNumber: '86',
            phone: '13800138000',
            password: '+13800138000',
            confirmPassword: '+13800138000',
          },
          'pc0102',
          'password',
        ],
      ] as const;
      for (const [change, errorCode, field] of cases) {
        const refused = await register(change);
        expect(refused.json(), JSON.stringify(change)).toMatchObject({ errorCode, data: { field } });
        expect(refused.json().message).not.toMatch(/validation\.|password:|email:/);
      }
      expect(await db().select().from(members).where(eq(members.email, 'codes@example.com'))).toHaveLength(0);
      expect(await db().select().from(members).where(eq(members.phone, '13800138000'))).toHaveLength(0);
      // A phone registration with its own code refuses the phone as the password the same way.
      await call('POST', '/member/captcha', null, {
        purpose: 'register',
        mobileCountryNumber: '86',
        phone: '13912340000',
      });
      const phoneCode = await latestCode(db(), 'sms:86 13912340000');
      const samePhone = await call('POST', '/member/register', null, {
        mobileCountryNumber: '86',
        phone: '13912340000',
        code: phoneCode,
        password: '13912340000',
        confirmPassword: '13912340000',
        acceptAgreement: true,
        acceptPrivacy: true,
      });
      expect(samePhone.json()).toMatchObject({ errorCode: ErrorCode.passwordIsPhone, data: { field: 'password' } });
      expect(samePhone.json().message).not.toMatch(/validation\./);
    });

    it('signs in by e-mail, username or mobile with the password, by Bearer header and by cookie', async () => {
      for (const account of [DEMO_MEMBER.email, DEMO_MEMBER.username, DEMO_MEMBER.phone, `+86 ${DEMO_MEMBER.phone}`]) {
        const response = await call('POST', '/member/login', null, { account, password: DEMO_MEMBER.password });
        expect(response.statusCode, `${account}: ${response.body}`).toBe(200);
      }
      const login = await call('POST', '/member/login', null, {
        account: DEMO_MEMBER.email,
        password: DEMO_MEMBER.password,
      });
      const cookie = login.cookies.find((c) => c.name === 'hotel_member')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const byCookie = await call('GET', '/member/memberInfo', null, undefined, {
        cookie: `hotel_member=${cookie.value}`,
      });
      expect(byCookie.json().data.memberId).toBe(DEMO_MEMBER.memberId);
      const byHeader = await call('GET', '/member/memberInfo', login.json().data.token);
      expect(byHeader.json().data.displayName).toBe('Mei Chen');
      const stored = await db().select().from(memberSessions).where(eq(memberSessions.memberId, DEMO_MEMBER.memberId));
      expect(stored.some((row) => row.tokenHash === hashToken(cookie.value))).toBe(true);
      expect(stored.some((row) => row.tokenHash === cookie.value)).toBe(false);
    });

    it('locks the account after 6 wrong passwords on the group site, with the unlock time', async () => {
      const { token: _token } = await registerByEmail(ctx, 'lock6@example.com');
      const wrong = () =>
        call('POST', '/member/login', null, { account: 'lock6@example.com', password: 'Wrong@2026x' });
      const codes: unknown[] = [];
      const remaining: unknown[] = [];
      for (let i = 0; i < 6; i++) {
        const answer = (await wrong()).json();
        codes.push(answer.errorCode);
        remaining.push(answer.data?.remainingAttempts);
      }
      expect(codes).toEqual([...Array(5).fill(ErrorCode.accountOrPasswordWrong), ErrorCode.tooManyLoginFailures]);
      expect(remaining.slice(0, 5)).toEqual([5, 4, 3, 2, 1]);
      const locked = await call('POST', '/member/login', null, { account: 'lock6@example.com', password: PASSWORD });
      expect(locked.statusCode).toBe(423);
      expect(locked.json().errorCode).toBe(ErrorCode.accountLocked);
      const unlockAt = new Date(locked.json().data.unlockAt).getTime();
      expect(unlockAt - ctx().clock.now.getTime()).toBe(30 * 60_000);
      const after = await later(30 * 60_000 + 1, () =>
        call('POST', '/member/login', null, { account: 'lock6@example.com', password: PASSWORD }),
      );
      expect(after.statusCode, after.body).toBe(200);
      const [row] = await db().select().from(members).where(eq(members.email, 'lock6@example.com'));
      expect(row).toMatchObject({ failedLogins: 0, lockedUntil: null });
    });

    it('locks after 3 wrong passwords on the single-hotel site, whose setting says 3', async () => {
      await registerByEmail(ctx, 'lock3@example.com');
      const kyoto = { host: 'kyoto.localhost' };
      const codes: unknown[] = [];
      for (let i = 0; i < 3; i++) {
        const answer = await call(
          'POST',
          '/member/login',
          null,
          { account: 'lock3@example.com', password: 'Wrong@2026x' },
          kyoto,
        );
        codes.push(answer.json().errorCode);
      }
      expect(codes).toEqual([
        ErrorCode.accountOrPasswordWrong,
        ErrorCode.accountOrPasswordWrong,
        ErrorCode.tooManyLoginFailures,
      ]);
      const locked = await call(
        'POST',
        '/member/login',
        null,
        { account: 'lock3@example.com', password: PASSWORD },
        kyoto,
      );
      expect(locked.json().errorCode).toBe(ErrorCode.accountLocked);
    });

    it('says the same for an unknown account as for a wrong password', async () => {
      const unknown = await call('POST', '/member/login', null, { account: 'ghost@example.com', password: PASSWORD });
      expect(unknown.json().errorCode).toBe(ErrorCode.accountOrPasswordWrong);
      expect(unknown.statusCode).toBe(400);
    });

    it('revokes the session on logout: the token then gets 401 and the session call says expired', async () => {
      const { token } = await registerByEmail(ctx, 'logout@example.com');
      expect((await call('GET', '/member/memberInfo', token)).statusCode).toBe(200);
      const out = await call('POST', '/member/logout', token);
      expect(out.statusCode).toBe(200);
      const after = await call('GET', '/member/memberInfo', token);
      expect(after.statusCode).toBe(401);
      expect(after.json().errorCode).toBe(ErrorCode.sessionExpired);
      const session = await call('GET', '/member/session', token);
      expect(session.statusCode).toBe(200);
      expect(session.json().data).toMatchObject({ signedIn: false, expired: true });
      const visitor = await call('GET', '/member/memberInfo');
      expect(visitor.json().errorCode).toBe(ErrorCode.pleaseLogIn);
    });

    it('changes the password with the spec’s codes and ends every session of the member', async () => {
      const { token } = await registerByEmail(ctx, 'change@example.com');
      const other = (
        await call('POST', '/member/login', null, { account: 'change@example.com', password: PASSWORD })
      ).json().data.token;
      const change = (body: object) => call('POST', '/member/passwordModify', token, body);
      expect(
        (await change({ oldPassword: 'Nope@2026x', newPassword: 'Fresh@2026b', confirmPassword: 'Fresh@2026b' })).json()
          .errorCode,
      ).toBe(ErrorCode.oldPasswordWrong);
      expect(
        (await change({ oldPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD })).json().errorCode,
      ).toBe(ErrorCode.newPasswordEqualsOld);
      expect(
        (await change({ oldPassword: PASSWORD, newPassword: 'Fresh@2026b', confirmPassword: 'Other@2026b' })).json()
          .errorCode,
      ).toBe(ErrorCode.passwordsDiffer);
      expect(
        (await change({ oldPassword: PASSWORD, newPassword: 'weakweak', confirmPassword: 'weakweak' })).json()
          .errorCode,
      ).toBe(ErrorCode.passwordBreaksRules);
      const done = await change({ oldPassword: PASSWORD, newPassword: 'Fresh@2026b', confirmPassword: 'Fresh@2026b' });
      expect(done.statusCode, done.body).toBe(200);
      expect((await call('GET', '/member/memberInfo', token)).statusCode).toBe(401);
      expect((await call('GET', '/member/memberInfo', other)).statusCode).toBe(401);
      const old = await call('POST', '/member/login', null, { account: 'change@example.com', password: PASSWORD });
      expect(old.json().errorCode).toBe(ErrorCode.accountOrPasswordWrong);
      const fresh = await call('POST', '/member/login', null, {
        account: 'change@example.com',
        password: 'Fresh@2026b',
      });
      expect(fresh.statusCode).toBe(200);
    });

    it('resets a forgotten password by an e-mailed single-use link that expires', async () => {
      const { token } = await registerByEmail(ctx, 'reset@example.com');
      const asked = await call('POST', '/member/passwordReset', null, { email: 'reset@example.com' });
      expect(asked.statusCode).toBe(200);
      const nobody = await call('POST', '/member/passwordReset', null, { email: 'nobody@example.com' });
      expect(nobody.json()).toMatchObject({ errorCode: 0, data: { sent: true } });
      const link = await latestResetToken(db(), 'reset@example.com');
      const body = { token: link, newPassword: 'Reset@2026c', confirmPassword: 'Reset@2026c' };
      const done = await call('PUT', '/reset-password', null, body);
      expect(done.statusCode, done.body).toBe(200);
      expect((await call('GET', '/member/memberInfo', token)).statusCode).toBe(401);
      expect((await call('PUT', '/reset-password', null, body)).json().errorCode).toBe(ErrorCode.resetLinkInvalid);
      expect(
        (await call('POST', '/member/login', null, { account: 'reset@example.com', password: 'Reset@2026c' }))
          .statusCode,
      ).toBe(200);

      await call('POST', '/member/passwordReset', null, { email: 'reset@example.com' });
      const second = await latestResetToken(db(), 'reset@example.com');
      const expired = await later(31 * 60_000, () =>
        call('PUT', '/reset-password', null, {
          token: second,
          newPassword: 'Later@2026d',
          confirmPassword: 'Later@2026d',
        }),
      );
      expect(expired.json().errorCode).toBe(ErrorCode.resetLinkInvalid);
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'nobody@example.com'));
      expect(mails).toHaveLength(0);
    });

    it('signs in by QR: the phone page approves, the site polls and signs in once', async () => {
      const started = (await call('GET', '/member/quicklogin/getunionid')).json().data;
      expect(started.confirmUrl).toContain(`/quicklogin/${started.token}`);
      const poll = (secret = started.secret) =>
        call('GET', `/member/quicklogin/getCacheUnionid?token=${started.token}&secret=${secret}`);
      expect((await poll()).json().data.status).toBe('pending');
      const phone = await call('GET', `/quicklogin/${started.token}?lang=ko-KR`);
      expect(phone.statusCode).toBe(200);
      expect(phone.body).toMatch(/[\uac00-\ud7af]/);
      expect((await poll()).json().data.status).toBe('scanned');
      expect((await poll('x'.repeat(32))).json().errorCode).toBe(ErrorCode.authorisationCodeInvalid);

      const form = (account: string, password: string) =>
        ctx().app.inject({
          method: 'POST',
          url: `/quicklogin/${started.token}`,
          payload: new URLSearchParams({ account, password, decision: 'approve' }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      const refused = await form(DEMO_MEMBER.email, 'Wrong@2026x');
      expect(refused.statusCode).toBe(400);
      expect((await poll()).json().data.status).toBe('scanned');
      const approved = await form(DEMO_MEMBER.email, DEMO_MEMBER.password);
      expect(approved.statusCode, approved.body).toBe(200);
      const ready = (await poll()).json().data;
      expect(ready.status).toBe('approved');
      const login = await call('POST', '/member/unionid/login', null, {
        token: started.token,
        secret: started.secret,
        unionid: ready.unionid,
      });
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().data.member.memberId).toBe(DEMO_MEMBER.memberId);
      const again = await call('POST', '/member/unionid/login', null, {
        token: started.token,
        secret: started.secret,
        unionid: ready.unionid,
      });
      expect(again.json().errorCode).toBe(ErrorCode.authorisationCodeInvalid);
    });

    it('lets a QR code expire', async () => {
      const started = (await call('GET', '/member/quicklogin/getunionid')).json().data;
      const status = await later(181_000, () =>
        call('GET', `/member/quicklogin/getCacheUnionid?token=${started.token}&secret=${started.secret}`),
      );
      expect(status.json().data.status).toBe('expired');
      const phone = await later(181_000, () => call('GET', `/quicklogin/${started.token}`));
      expect(phone.statusCode).toBe(404);
    });

    it('purges expired codes, QR logins, reset links and long-expired sessions', async () => {
      const before = await db().select().from(memberSessions);
      const purged = await purgeExpiredAuthRecords(db(), new Date(ctx().clock.now.getTime() + 400 * 86_400_000));
      expect(purged.codes).toBeGreaterThan(0);
      expect(purged.quickLogins).toBeGreaterThan(0);
      expect(purged.resets).toBeGreaterThan(0);
      expect(purged.sessions).toBe(before.length);
      expect(purged.unknownAccounts).toBeGreaterThan(0);
      expect(await db().select().from(verificationCodes)).toEqual([]);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
);

describeEachDatabase(
  'member sign-in rate limit',
  (ctx) => {
    it('limits sign-in attempts per client and minute', async () => {
      const call = caller(ctx);
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push(
          (await call('POST', '/member/login', null, { account: 'x@example.com', password: 'Wrong@2026x' })).statusCode,
        );
      }
      expect(codes).toEqual([400, 400, 400, 429]);
      const reset = [];
      for (let i = 0; i < 4; i++) {
        reset.push((await call('POST', '/member/passwordReset', null, { email: 'x@example.com' })).statusCode);
      }
      expect(reset).toEqual([200, 200, 200, 429]);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '3' },
);
