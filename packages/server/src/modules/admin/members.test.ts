import { ErrorCode } from '@hotel/contract/errors';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../seed/members.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { API } from '../booking/booking.test-helpers.ts';
import { growthLedger, members, pointsLedger } from '../member/member.schema.ts';
import { adminCaller, allTokens, type DemoRole } from './admin.test-helpers.ts';
import { auditLog } from './staff.schema.ts';

describeEachDatabase(
  'admin members',
  (ctx) => {
    const call = adminCaller(ctx);
    const db = () => ctx().database.db;
    let tokens: Record<DemoRole, string>;
    const id = DEMO_MEMBER.memberId;
    const memberAudits = () => db().select().from(auditLog).where(eq(auditLog.entityType, 'member'));

    beforeAll(async () => {
      tokens = await allTokens(ctx);
    }, 60_000);

    it('searches and shows a member with tier, points, growth and recent orders', async () => {
      const found = await call('GET', `/members?q=${DEMO_MEMBER.cardNumber}`, tokens.frontDesk);
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().data.list.map((m: { memberId: string }) => m.memberId)).toEqual([id]);
      expect((await call('GET', '/members?q=aurora.demo', tokens.hotelManager)).json().data.total).toBe(1);
      const detail = (await call('GET', `/members/${id}`, tokens.frontDesk)).json().data;
      expect(detail.tier).toBe(3);
      expect(detail.points).toBe(6040);
      expect(detail.growth).toBeGreaterThan(0);
      expect(detail.recentOrders.length).toBeGreaterThan(0);
      expect((await call('GET', '/members/nobody', tokens.groupAdmin)).statusCode).toBe(404);
    });

    it('refuses content editors and visitors', async () => {
      expect((await call('GET', '/members', tokens.contentEditor)).json().errorCode).toBe(ErrorCode.staffRoleDenied);
      expect((await call('GET', '/members', null)).statusCode).toBe(401);
      const adjust = { kind: 'points', delta: 10, reason: 'goodwill' };
      expect((await call('POST', `/members/${id}/adjustments`, tokens.contentEditor, adjust)).statusCode).toBe(403);
      expect((await call('POST', `/members/${id}/adjustments`, tokens.frontDesk, adjust)).statusCode).toBe(403);
      expect(await memberAudits()).toHaveLength(0);
    });

    it('adjusts points and growth with a reason: a ledger row and an audit row each', async () => {
      const added = await call('POST', `/members/${id}/adjustments`, tokens.hotelManager, {
        kind: 'points',
        delta: 500,
        reason: 'Apology for the noisy room',
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().data.points).toBe(6540);
      const [ledger] = await db()
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.memberId, id), eq(pointsLedger.kind, 'adjust')));
      expect(ledger).toMatchObject({ delta: 500, balanceAfter: 6540, note: 'Apology for the noisy room' });
      const [audit] = await memberAudits();
      expect(audit).toMatchObject({
        action: 'member.adjustPoints',
        before: { points: 6040 },
        after: { points: 6540, reason: 'Apology for the noisy room' },
      });

      const tooMuch = await call('POST', `/members/${id}/adjustments`, tokens.groupAdmin, {
        kind: 'points',
        delta: -100_000,
        reason: 'typo',
      });
      expect(tooMuch.json().errorCode).toBe(ErrorCode.insufficientPoints);
      const growth = await call('POST', `/members/${id}/adjustments`, tokens.groupAdmin, {
        kind: 'growth',
        delta: 100_000,
        reason: 'Status match',
      });
      expect(growth.json().data.tier).toBe(4);
      const rows = await db()
        .select()
        .from(growthLedger)
        .where(and(eq(growthLedger.memberId, id), eq(growthLedger.kind, 'adjust')));
      expect(rows.map((row) => row.delta)).toEqual([100_000]);
      const noReason = await call('POST', `/members/${id}/adjustments`, tokens.groupAdmin, {
        kind: 'points',
        delta: 5,
        reason: '',
      });
      expect(noReason.statusCode).toBe(400);
      expect(await memberAudits()).toHaveLength(2);
    });

    it('unlocks a locked account so the member can sign in again', async () => {
      await db()
        .update(members)
        .set({ failedLogins: 6, lockedUntil: new Date('2026-11-21T06:00:00Z') })
        .where(eq(members.memberId, id));
      const login = () =>
        ctx().app.inject({
          method: 'POST',
          url: `${API}/member/login`,
          payload: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
        });
      expect((await login()).json().errorCode).toBe(ErrorCode.accountLocked);
      const locked = (await call('GET', '/members?lockedOnly=true', tokens.frontDesk)).json().data;
      expect(locked.list.map((m: { memberId: string }) => m.memberId)).toEqual([id]);
      const unlocked = await call('POST', `/members/${id}/unlock`, tokens.frontDesk);
      expect(unlocked.statusCode, unlocked.body).toBe(200);
      expect(unlocked.json().data.locked).toBe(false);
      expect((await login()).statusCode).toBe(200);
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'member.unlock'));
      expect(audit).toMatchObject({
        staffId: 'stf_frontdesk_sha',
        before: { failedLogins: 6 },
        after: { failedLogins: 0 },
      });
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);
