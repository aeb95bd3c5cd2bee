import { ErrorCode } from '@hotel/contract/errors';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { ADMIN, adminCaller, allTokens, type DemoRole, STAFF_EMAILS } from './admin.test-helpers.ts';
import { auditLog, staff } from './staff.schema.ts';

describeEachDatabase(
  'admin staff sessions and audit log',
  (ctx) => {
    const call = adminCaller(ctx);
    let tokens: Record<DemoRole, string>;
    beforeAll(async () => {
      tokens = await allTokens(ctx);
    });

    it('signs each demo role in and tells who is signed in, with role and hotels', async () => {
      const me = await call('GET', '/me', tokens.hotelManager);
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({
        email: STAFF_EMAILS.hotelManager,
        role: 'hotelManager',
        hotelCodes: ['SHA001'],
        language: 'zh-CN',
      });
      expect((await call('GET', '/me', tokens.groupAdmin)).json().data.role).toBe('groupAdmin');
    });

    it('sets the hotel_staff cookie, separate from the member cookie, and signs out', async () => {
      const signIn = await ctx().app.inject({
        method: 'POST',
        url: `${ADMIN}/session`,
        payload: { email: STAFF_EMAILS.contentEditor, password: 'Staff@2026' },
      });
      const cookie = signIn.cookies.find((c) => c.name === 'hotel_staff');
      expect(cookie?.httpOnly).toBe(true);
      const headers = { cookie: `hotel_staff=${cookie!.value}` };
      const me = await ctx().app.inject({ method: 'GET', url: `${ADMIN}/me`, headers });
      expect(me.json().data.role).toBe('contentEditor');
      const member = await ctx().app.inject({
        method: 'GET',
        url: '/api/v1/booking/member/session',
        headers: { cookie: `hotel_member=${cookie!.value}` },
      });
      expect(member.json().data.signedIn).toBe(false);
      await ctx().app.inject({ method: 'DELETE', url: `${ADMIN}/session`, headers });
      const after = await ctx().app.inject({ method: 'GET', url: `${ADMIN}/me`, headers });
      expect(after.statusCode).toBe(401);
      expect(after.json().errorCode).toBe(ErrorCode.staffSessionExpired);
    });

    it('answers 401 without a session and refuses a member token', async () => {
      const none = await call('GET', '/me', null);
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ errorCode: ErrorCode.staffSignInRequired, data: null });
      expect(none.json().message).toBe('Please sign in to the back office.');
      expect((await call('GET', '/audit', null)).statusCode).toBe(401);
    });

    it('refuses a wrong password and locks the account after repeated failures', async () => {
      const attempt = (password: string) =>
        ctx().app.inject({
          method: 'POST',
          url: `${ADMIN}/session`,
          payload: { email: 'EDITOR@aurora-hotels.example', password },
        });
      const first = await attempt('wrong-password');
      expect(first.json().errorCode).toBe(ErrorCode.accountOrPasswordWrong);
      const codes: unknown[] = [];
      for (let i = 0; i < 5; i++) codes.push((await attempt('wrong-password')).json().errorCode);
      expect(codes.at(-1)).toBe(ErrorCode.tooManyLoginFailures);
      const locked = await attempt('Staff@2026');
      expect(locked.statusCode).toBe(423);
      expect(locked.json().errorCode).toBe(ErrorCode.accountLocked);
      await ctx()
        .database.db.update(staff)
        .set({ lockedUntil: null, failedLogins: 0 })
        .where(eq(staff.email, STAFF_EMAILS.contentEditor));
      expect((await attempt('Staff@2026')).statusCode).toBe(200);
    });

    it('refuses a bad sign-in body with field errors', async () => {
      const response = await ctx().app.inject({ method: 'POST', url: `${ADMIN}/session`, payload: { email: 'x' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe(ErrorCode.validationError);
    });

    it('lets the audit log be browsed by group admins and hotel managers only, managers seeing their hotels', async () => {
      const db = ctx().database.db;
      await db.insert(auditLog).values([
        {
          staffId: 'stf_admin',
          action: 'test',
          entityType: 'hotel',
          entityId: 'SHA001',
          hotelCode: 'SHA001',
          before: { a: 1 },
          after: { a: 2 },
        },
        {
          staffId: 'stf_admin',
          action: 'test',
          entityType: 'hotel',
          entityId: 'PEK001',
          hotelCode: 'PEK001',
          before: null,
          after: { a: 3 },
        },
      ]);
      const all = await call('GET', '/audit?action=test', tokens.groupAdmin);
      expect(all.json().data.total).toBe(2);
      expect(all.json().data.list[0]).toMatchObject({ staffName: 'Grace Admin', entityId: 'PEK001', after: { a: 3 } });
      const mine = await call('GET', '/audit?action=test', tokens.hotelManager);
      expect(mine.json().data.list.map((row: { entityId: string }) => row.entityId)).toEqual(['SHA001']);
      await db.insert(auditLog).values({
        staffId: 'stf_admin',
        action: 'test.elsewhere',
        entityType: 'hotel',
        entityId: 'PEK002',
        hotelCode: 'PEK001',
        before: null,
        after: null,
      });
      const actions = (token: string) =>
        call('GET', '/audit/actions', token).then((answer) => answer.json().data.actions as string[]);
      expect(await actions(tokens.groupAdmin)).toEqual(expect.arrayContaining(['test', 'test.elsewhere']));
      // A manager's filter offers only what their hotels' rows hold.
      expect(await actions(tokens.hotelManager)).toContain('test');
      expect(await actions(tokens.hotelManager)).not.toContain('test.elsewhere');
      expect((await call('GET', '/audit/actions', tokens.frontDesk)).statusCode).toBe(403);
      const byEntity = await call('GET', '/audit?entityType=hotel&entityId=PEK001', tokens.groupAdmin);
      expect(byEntity.json().data.total).toBe(1);
      expect((await call('GET', '/audit', tokens.frontDesk)).statusCode).toBe(403);
      const editor = await call('GET', '/audit', tokens.contentEditor);
      expect(editor.json().errorCode).toBe(ErrorCode.staffRoleDenied);
    });

    it('lets group admins create, reassign and deactivate staff accounts, audited without the password', async () => {
      const account = {
        email: 'Frontdesk.PEK@aurora-hotels.example',
        password: 'Desk@Pek2026',
        name: 'Zhang Desk',
        role: 'frontDesk',
        hotelCodes: ['PEK001'],
        language: 'zh-CN',
        isActive: true,
      };
      expect((await call('POST', '/staff', tokens.hotelManager, account)).json().errorCode).toBe(
        ErrorCode.staffRoleDenied,
      );
      const missingHotel = await call('POST', '/staff', tokens.groupAdmin, { ...account, hotelCodes: [] });
      expect(missingHotel.statusCode).toBe(400);
      const created = await call('POST', '/staff', tokens.groupAdmin, account);
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().data.id;
      expect(created.json().data).toMatchObject({
        email: 'frontdesk.pek@aurora-hotels.example',
        hotelCodes: ['PEK001'],
      });
      expect((await call('POST', '/staff', tokens.groupAdmin, account)).json().errorCode).toBe(ErrorCode.codeInUse);

      const signIn = await ctx().app.inject({
        method: 'POST',
        url: `${ADMIN}/session`,
        payload: { email: account.email, password: account.password },
      });
      const token = signIn.json().data.token;
      expect((await call('GET', '/me', token)).json().data).toMatchObject({
        role: 'frontDesk',
        hotelCodes: ['PEK001'],
      });
      expect((await call('GET', '/reservations?hotelCode=SHA001', token)).statusCode).toBe(403);

      const { email: _e, password: _p, ...fields } = account;
      const off = await call('PUT', `/staff/${id}`, tokens.groupAdmin, { ...fields, isActive: false });
      expect(off.json().data.isActive).toBe(false);
      expect((await call('GET', '/me', token)).statusCode).toBe(401);
      const [audit] = await ctx().database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.create'));
      expect(JSON.stringify(audit)).not.toMatch(/argon2|Desk@Pek2026/);
      expect((await call('GET', '/staff', tokens.groupAdmin)).json().data.length).toBe(5);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);
