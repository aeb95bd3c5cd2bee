import { ErrorCode } from '@hotel/contract/errors';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEMO_STAFF_PASSWORD } from '../../seed/staff.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { ADMIN, adminCaller, appCode, type DemoRole, STAFF_EMAILS, timeStepOf } from './admin.test-helpers.ts';
import { auditLog, staff, staffSessions } from './staff.schema.ts';

/** Issue 16, point 6: the staff second factor (TOTP, recovery codes) and the idle timeout of staff sessions. */
describeEachDatabase(
  'staff second factor and idle sessions',
  (ctx) => {
    const call = adminCaller(ctx);
    const db = () => ctx().database.db;
    const signIn = (role: DemoRole, code?: string) =>
      ctx().app.inject({
        method: 'POST',
        url: `${ADMIN}/session`,
        payload: { email: STAFF_EMAILS[role], password: DEMO_STAFF_PASSWORD, ...(code ? { code } : {}) },
      });
    const accountOf = async (role: DemoRole) =>
      (await db().select().from(staff).where(eq(staff.email, STAFF_EMAILS[role])))[0]!;
    const sessionCount = async () => (await db().select({ n: count() }).from(staffSessions))[0]!.n;
    const step = () => timeStepOf(ctx().clock.now);
    let secret = '';
    let recoveryCodes: string[] = [];

    it('makes a group administrator enrol right after the password, before any other admin call', async () => {
      const first = await signIn('groupAdmin');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data.staff.secondFactor).toEqual({ enabled: false, required: true });
      const token = first.json().data.token as string;
      const me = await call('GET', '/me', token);
      expect(me.json().data.secondFactor).toEqual({ enabled: false, required: true });
      for (const [method, url, body] of [
        ['GET', '/reservations', undefined],
        ['GET', '/staff', undefined],
        ['POST', '/staff', { email: 'x' }],
        ['GET', '/mall/goods', undefined],
      ] as const) {
        const refused = await call(method, url, token, body);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json()).toMatchObject({ errorCode: ErrorCode.staffEnrolmentRequired, data: null });
      }

      const setup = await call('POST', '/me/second-factor/setup', token);
      expect(setup.statusCode, setup.body).toBe(200);
      secret = setup.json().data.secret;
      expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
      expect(setup.json().data.otpauthUri).toContain(`secret=${secret}`);
      const pending = await accountOf('groupAdmin');
      expect(pending.totpPendingSecret).toBeTruthy();
      expect(pending.totpPendingSecret).not.toContain(secret);

      const wrong = await call('POST', '/me/second-factor/confirm', token, { code: '000000' });
      expect(wrong.json().errorCode).toBe(ErrorCode.staffCodeWrong);
      expect((await accountOf('groupAdmin')).failedLogins).toBe(1);
      const confirmed = await call('POST', '/me/second-factor/confirm', token, { code: await appCode(secret, step()) });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      recoveryCodes = confirmed.json().data.recoveryCodes;
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      const enrolled = await accountOf('groupAdmin');
      expect(enrolled).toMatchObject({ failedLogins: 0, totpPendingSecret: null });
      expect(enrolled.totpEnabledAt).toBeTruthy();
      expect(enrolled.totpSecret).not.toContain(secret);
      expect(enrolled.recoveryCodeHashes).toHaveLength(10);
      for (const code of recoveryCodes) expect(enrolled.recoveryCodeHashes.join()).not.toContain(code.replace('-', ''));
      expect(await db().select().from(auditLog).where(eq(auditLog.action, 'staff.secondFactorEnrolled'))).toHaveLength(
        1,
      );

      expect((await call('GET', '/reservations', token)).statusCode).toBe(200);
      // The secret is never shown again.
      expect((await call('POST', '/me/second-factor/setup', token)).json().errorCode).toBe(
        ErrorCode.staffAlreadyEnrolled,
      );
      for (const url of ['/me', '/staff']) expect((await call('GET', url, token)).body).not.toContain(secret);
    });

    it('asks an enrolled account for a code, accepts each code once and each recovery code once', async () => {
      const before = await sessionCount();
      const noCode = await signIn('groupAdmin');
      expect(noCode.statusCode).toBe(401);
      expect(noCode.json()).toMatchObject({ errorCode: ErrorCode.staffCodeRequired, data: null });
      const badPassword = await ctx().app.inject({
        method: 'POST',
        url: `${ADMIN}/session`,
        payload: { email: STAFF_EMAILS.groupAdmin, password: 'Wrong@2026', code: await appCode(secret, step() + 1) },
      });
      expect(badPassword.json().errorCode).toBe(ErrorCode.accountOrPasswordWrong);
      // The code used for enrolment (this time step) is spent.
      expect((await signIn('groupAdmin', await appCode(secret, step()))).json().errorCode).toBe(
        ErrorCode.staffCodeWrong,
      );
      expect(await sessionCount()).toBe(before);

      const next = await appCode(secret, step() + 1);
      const withCode = await signIn('groupAdmin', next);
      expect(withCode.statusCode, withCode.body).toBe(200);
      expect(withCode.json().data.staff.secondFactor).toEqual({ enabled: true, required: true });
      expect((await signIn('groupAdmin', next)).json().errorCode).toBe(ErrorCode.staffCodeWrong);

      const recovery = recoveryCodes[0]!;
      const recovered = await signIn('groupAdmin', recovery.toUpperCase());
      expect(recovered.statusCode, recovered.body).toBe(200);
      expect((await call('GET', '/reservations', recovered.json().data.token)).statusCode).toBe(200);
      expect((await signIn('groupAdmin', recovery)).json().errorCode).toBe(ErrorCode.staffCodeWrong);
      expect((await accountOf('groupAdmin')).recoveryCodeHashes).toHaveLength(9);
      expect((await accountOf('groupAdmin')).failedLogins).toBe(1);
    });

    it('lets other roles enrol if they wish, locks wrong codes like passwords, and lets a group admin reset it', async () => {
      const password = await signIn('hotelManager');
      expect(password.json().data.staff.secondFactor).toEqual({ enabled: false, required: false });
      const token = password.json().data.token as string;
      expect((await call('GET', '/reservations', token)).statusCode).toBe(200);
      const setup = (await call('POST', '/me/second-factor/setup', token)).json().data;
      expect(
        (await call('POST', '/me/second-factor/confirm', token, { code: await appCode(setup.secret, step()) }))
          .statusCode,
      ).toBe(200);

      // The site locks after 6 wrong passwords; wrong codes count the same way.
      for (let attempt = 1; attempt <= 5; attempt++) {
        const wrong = await signIn('hotelManager', '123456');
        expect(wrong.json()).toMatchObject({
          errorCode: ErrorCode.staffCodeWrong,
          data: { remainingAttempts: 6 - attempt },
        });
      }
      expect((await signIn('hotelManager', '123456')).json().errorCode).toBe(ErrorCode.tooManyLoginFailures);
      const locked = await signIn('hotelManager', await appCode(setup.secret, step() + 1));
      expect(locked.json().errorCode).toBe(ErrorCode.accountLocked);

      const admin = (await signIn('groupAdmin', await appCode(secret, step() + 1))).json();
      const adminToken =
        admin.errorCode === 0 ? admin.data.token : (await signIn('groupAdmin', recoveryCodes[1]!)).json().data.token;
      // Never one's own second factor: a borrowed session could swap the authenticator for its own.
      expect((await call('DELETE', '/staff/stf_admin/second-factor', adminToken)).statusCode).toBe(403);
      const reset = await call('DELETE', '/staff/stf_manager_sha/second-factor', adminToken);
      expect(reset.statusCode, reset.body).toBe(200);
      expect(await accountOf('hotelManager')).toMatchObject({
        totpSecret: null,
        totpEnabledAt: null,
        recoveryCodeHashes: [],
      });
      expect(await db().select().from(auditLog).where(eq(auditLog.action, 'staff.secondFactorReset'))).toHaveLength(1);
    });

    it('ends a staff session idle for 30 minutes; one in use stays until its 12 hours', async () => {
      const saved = ctx().clock.now;
      const at = (minutes: number) => {
        ctx().clock.now = new Date(saved.getTime() + minutes * 60_000);
      };
      try {
        const busy = (await signIn('frontDesk')).json().data.token as string;
        const idle = (await signIn('contentEditor')).json().data.token as string;
        for (const minutes of [20, 40, 60, 80]) {
          at(minutes);
          expect((await call('GET', '/me', busy)).statusCode, `busy at ${minutes}`).toBe(200);
        }
        const expired = await call('GET', '/me', idle);
        expect(expired.statusCode).toBe(401);
        expect(expired.json()).toMatchObject({ errorCode: ErrorCode.staffSessionExpired, data: null });
        const rows = await db().select().from(staffSessions).where(eq(staffSessions.staffId, 'stf_editor'));
        expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
        at(81 + 29);
        expect((await call('GET', '/me', busy)).statusCode).toBe(200);
        at(12 * 60 + 1);
        expect((await call('GET', '/me', busy)).json().errorCode).toBe(ErrorCode.staffSessionExpired);
      } finally {
        ctx().clock.now = saved;
      }
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);
