import { ErrorCode } from '@hotel/contract/errors';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { ADMIN, adminCaller, enrolSecondFactor } from './admin.test-helpers.ts';
import { createGroupAdministrator } from './staff.admin.ts';
import { auditLog, staff } from './staff.schema.ts';

describeEachDatabase('the first group administrator of a new group (npm run create-admin)', (ctx) => {
  const db = () => ctx().database.db;
  const call = adminCaller(ctx);
  const input = {
    email: 'Ann.Lee@Group.example',
    name: 'Ann Lee',
    password: 'Group@2026a',
    language: 'zh-CN' as const,
  };

  it('creates a group administrator who must enrol a second factor before anything else', async () => {
    const account = await createGroupAdministrator(db(), input, ctx().clock.now);
    expect(account).toMatchObject({ email: 'ann.lee@group.example', role: 'groupAdmin', isActive: true });
    const [row] = await db().select().from(staff).where(eq(staff.staffId, account.id));
    expect(row!.passwordHash).not.toContain(input.password);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, account.id));
    expect(audit).toMatchObject([{ action: 'staff.createFromCommandLine', staffId: account.id }]);

    const signedIn = await ctx().app.inject({
      method: 'POST',
      url: `${ADMIN}/session`,
      payload: { email: input.email, password: input.password },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().data.token as string;
    expect((await call('GET', '/staff', token)).json().errorCode).toBe(ErrorCode.staffEnrolmentRequired);
    await enrolSecondFactor(ctx, token);
    expect((await call('GET', '/staff', token)).statusCode).toBe(200);
  });

  it('refuses an e-mail that already has a staff account', async () => {
    await expect(
      createGroupAdministrator(db(), { ...input, email: 'admin@aurora-hotels.example' }, ctx().clock.now),
    ).rejects.toMatchObject({ codeName: 'emailExists' });
  });
});
