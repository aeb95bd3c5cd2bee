import { ErrorCode } from '@hotel/contract/errors';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { ADMIN, adminCaller, allTokens, type DemoRole, enrolSecondFactor, nextCode } from './admin.test-helpers.ts';
import { auditLog, staff } from './staff.schema.ts';

const adminFields = (name: string) => ({ name, role: 'groupAdmin', hotelCodes: [], language: 'en-US', isActive: true });

describeEachDatabase(
  'staff accounts: the group always keeps a group administrator who can sign in',
  (ctx) => {
    const call = adminCaller(ctx);
    let tokens: Record<DemoRole, string>;
    let demoAdminId: string;
    beforeAll(async () => {
      tokens = await allTokens(ctx);
      demoAdminId = (await call('GET', '/me', tokens.groupAdmin)).json().data.id;
    });

    /** A second group administrator, signed in with its second factor enrolled. */
    async function secondAdministrator(email: string) {
      const password = 'Second@Admin2026';
      const created = await call('POST', '/staff', tokens.groupAdmin, {
        ...adminFields('Second Admin'),
        email,
        password,
      });
      expect(created.statusCode, created.body).toBe(200);
      const signIn = async (code?: string) =>
        ctx().app.inject({ method: 'POST', url: `${ADMIN}/session`, payload: { email, password, code } });
      const token = (await signIn()).json().data.token as string;
      const authenticator = await enrolSecondFactor(ctx, token);
      const signedIn = await signIn(await nextCode(ctx, authenticator));
      return { id: created.json().data.id as string, token: signedIn.json().data.token as string };
    }

    it('refuses an administrator disabling or demoting themselves, and changes nothing', async () => {
      for (const change of [{ isActive: false }, { role: 'hotelManager', hotelCodes: ['SHA001'] }]) {
        const answer = await call('PUT', `/staff/${demoAdminId}`, tokens.groupAdmin, {
          ...adminFields('Aurora Admin'),
          ...change,
        });
        expect(answer.statusCode).toBe(409);
        expect(answer.json().errorCode).toBe(ErrorCode.staffSelfLockout);
      }
      const [row] = await ctx().database.db.select().from(staff).where(eq(staff.staffId, demoAdminId));
      expect(row).toMatchObject({ role: 'groupAdmin', isActive: true });
      expect((await call('GET', '/me', tokens.groupAdmin)).statusCode).toBe(200);
    });

    it('lets one administrator disable another while a second one remains, audited', async () => {
      const second = await secondAdministrator('second.admin@aurora-hotels.example');
      const off = await call('PUT', `/staff/${second.id}`, tokens.groupAdmin, {
        ...adminFields('Second Admin'),
        isActive: false,
      });
      expect(off.statusCode, off.body).toBe(200);
      expect((await call('GET', '/me', second.token)).statusCode).toBe(401);
      const audits = await ctx()
        .database.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'staff.update'), eq(auditLog.entityId, second.id)));
      expect(audits).toHaveLength(1);
    });

    it('never lets two administrators demote each other at once into a group without one', async () => {
      const third = await secondAdministrator('third.admin@aurora-hotels.example');
      const [a, b] = await Promise.all([
        call('PUT', `/staff/${third.id}`, tokens.groupAdmin, { ...adminFields('Third Admin'), isActive: false }),
        call('PUT', `/staff/${demoAdminId}`, third.token, { ...adminFields('Aurora Admin'), isActive: false }),
      ]);
      // One goes through; the other is refused: as the last administrator when both got past sign-in
      // checks (PostgreSQL), or for its ended session when the first had already committed.
      const codes = [a, b].map((answer) => answer.json().errorCode);
      expect(codes.filter((code) => code === 0)).toHaveLength(1);
      const active = await ctx()
        .database.db.select()
        .from(staff)
        .where(and(eq(staff.role, 'groupAdmin'), eq(staff.isActive, true)));
      expect(active).toHaveLength(1);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);
