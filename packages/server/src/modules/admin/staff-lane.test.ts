import { ErrorCode } from '@hotel/contract/errors';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../seed/members.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { pointsLedger } from '../member/member.schema.ts';
import { registerByEmail } from '../member/member.test-helpers.ts';
import { adminCaller, allTokens, type DemoRole, staffToken } from './admin.test-helpers.ts';
import { auditLog, loyaltyAdjustments } from './staff.schema.ts';

/** Issue 16, point 6: hotel staff see only their hotels' members and vouchers, caps on adjustments, access first. */
describeEachDatabase('staff stay in their lane', (ctx) => {
  const call = adminCaller(ctx);
  const db = () => ctx().database.db;
  let tokens: Record<DemoRole, string>;
  let outsider: { memberId: string; email: string };
  const demo = DEMO_MEMBER.memberId;

  beforeAll(async () => {
    tokens = await allTokens(ctx);
    const email = 'no.stay.at.sha@example.com';
    outsider = { memberId: (await registerByEmail(ctx, email)).memberId, email };
  }, 60_000);

  it('shows front desk and hotel managers only members with a reservation at their hotels', async () => {
    const asAdmin = (await call('GET', `/members?q=${outsider.email}`, tokens.groupAdmin)).json().data;
    expect(asAdmin.total).toBe(1);
    for (const role of ['frontDesk', 'hotelManager'] as const) {
      const searched = await call('GET', `/members?q=${outsider.email}`, tokens[role]);
      expect(searched.statusCode).toBe(200);
      expect(searched.json().data).toMatchObject({ total: 0, list: [] });
      const all = (await call('GET', '/members?pageSize=100', tokens[role])).json().data;
      const ids = all.list.map((member: { memberId: string }) => member.memberId);
      expect(ids).toContain(demo);
      expect(ids).not.toContain(outsider.memberId);

      const detail = await call('GET', `/members/${outsider.memberId}`, tokens[role]);
      expect(detail.statusCode).toBe(404);
      expect(detail.json()).toMatchObject({ errorCode: ErrorCode.staffMemberOutOfScope, data: null });
      const unlock = await call('POST', `/members/${outsider.memberId}/unlock`, tokens[role]);
      expect(unlock.json().errorCode).toBe(ErrorCode.staffMemberOutOfScope);
      // An id that does not exist answers the same: scoped staff cannot probe which ids exist.
      const unknown = await call('GET', '/members/mem_does_not_exist', tokens[role]);
      expect(unknown.json()).toEqual(detail.json());
    }
    const total = (await call('GET', '/members', tokens.groupAdmin)).json().data.total;
    expect((await call('GET', '/members', tokens.frontDesk)).json().data.total).toBeLessThan(total);
    expect((await call('GET', `/members/${outsider.memberId}`, tokens.groupAdmin)).statusCode).toBe(200);

    // The demo member stayed at SHA001 and elsewhere: the front desk of SHA001 sees only the SHA001 stays.
    const seen = (await call('GET', `/members/${demo}`, tokens.frontDesk)).json().data;
    expect(seen.recentOrders.length).toBeGreaterThan(0);
    expect(new Set(seen.recentOrders.map((order: { hotelCode: string }) => order.hotelCode))).toEqual(
      new Set(['SHA001']),
    );
    const whole = (await call('GET', `/members/${demo}`, tokens.groupAdmin)).json().data;
    expect(whole.recentOrders.length).toBeGreaterThan(seen.recentOrders.length);

    const adjust = await call('POST', `/members/${outsider.memberId}/adjustments`, tokens.hotelManager, {
      kind: 'points',
      delta: 10,
      reason: 'goodwill',
    });
    expect(adjust.json().errorCode).toBe(ErrorCode.staffMemberOutOfScope);
    expect(
      await db()
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.memberId, outsider.memberId), eq(pointsLedger.kind, 'adjust'))),
    ).toHaveLength(0);
  });

  it('shows hotel managers only the vouchers of their hotels and issues none to other members', async () => {
    const groupVouchers = (await call('GET', '/vouchers?pageSize=100', tokens.groupAdmin)).json().data;
    expect(groupVouchers.total).toBeGreaterThan(0);
    expect((await call('GET', '/vouchers?pageSize=100', tokens.hotelManager)).json().data.total).toBe(0);
    const ofOutsider = await call('GET', `/vouchers?memberId=${outsider.memberId}`, tokens.hotelManager);
    expect(ofOutsider.json()).toMatchObject({ errorCode: ErrorCode.staffMemberOutOfScope, data: null });
    expect((await call('GET', `/vouchers?memberId=${outsider.memberId}`, tokens.groupAdmin)).json().data.total).toBe(1);

    const template = {
      templateCode: 'SHA-THANKS',
      couponType: 1,
      amount: 2_000,
      discountPercent: 0,
      maxDiscount: null,
      isActive: true,
      minSpend: 0,
      currency: 'CNY',
      validDays: 30,
      isWelcome: false,
      hotelCodes: ['SHA001'],
      name: Object.fromEntries(['zh-CN', 'zh-TW', 'en-US', 'ja', 'ko-KR', 'th-TH'].map((l) => [l, 'Thanks'])),
      terms: Object.fromEntries(['zh-CN', 'zh-TW', 'en-US', 'ja', 'ko-KR', 'th-TH'].map((l) => [l, 'One stay'])),
    };
    const created = await call('POST', '/coupon-templates', tokens.hotelManager, template);
    expect(created.statusCode, created.body).toBe(200);
    const templates = (await call('GET', '/coupon-templates', tokens.hotelManager)).json().data;
    expect(templates.map((row: { templateCode: string }) => row.templateCode)).toEqual(['SHA-THANKS']);
    const refused = await call('POST', '/coupon-templates/SHA-THANKS/vouchers', tokens.hotelManager, {
      memberId: outsider.memberId,
      quantity: 1,
    });
    expect(refused.json().errorCode).toBe(ErrorCode.staffMemberOutOfScope);
    const issued = await call('POST', '/coupon-templates/SHA-THANKS/vouchers', tokens.hotelManager, {
      memberId: demo,
      quantity: 1,
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const mine = (await call('GET', '/vouchers', tokens.hotelManager)).json().data;
    expect(
      mine.list.map((voucher: { templateCode: string; memberId: string }) => [voucher.templateCode, voucher.memberId]),
    ).toEqual([['SHA-THANKS', demo]]);
  });

  it('keeps a hotel manager’s adjustment above the caps pending until a group administrator approves it', async () => {
    const sites = (await call('GET', '/sites', tokens.groupAdmin)).json().data;
    const group = sites.find((site: { siteCode: string }) => site.siteCode === 'group');
    const settings = {
      languages: group.languages,
      language: group.language,
      currency: group.currency,
      isUsedBulletin: group.isUsedBulletin,
      pricesIncludeCharges: group.pricesIncludeCharges,
      checkSceneType: group.checkSceneType,
      lockoutThreshold: group.lockoutThreshold,
      paymentDeadlineMinutes: group.paymentDeadlineMinutes,
      tierThresholds: group.tierThresholds,
      staffPointsAdjustmentCap: 1_000,
      staffPointsDailyCap: 1_500,
      staffGrowthAdjustmentCap: 200,
      staffGrowthDailyCap: 500,
    };
    expect((await call('PUT', '/sites/group/settings', tokens.groupAdmin, settings)).statusCode).toBe(200);
    const points = async () => (await call('GET', `/members/${demo}`, tokens.groupAdmin)).json().data.points as number;
    const adjust = (delta: number, kind = 'points', role: DemoRole = 'hotelManager') =>
      call('POST', `/members/${demo}/adjustments`, tokens[role], { kind, delta, reason: `goodwill ${delta}` });
    const start = await points();

    const small = await adjust(800);
    expect(small.json().data).toMatchObject({ points: start + 800, adjustment: { status: 'applied' } });
    const big = (await adjust(1_200)).json().data;
    expect(big).toMatchObject({ points: start + 800, adjustment: { status: 'pending' } });
    const overDay = (await adjust(800)).json().data;
    expect(overDay).toMatchObject({ points: start + 800, adjustment: { status: 'pending' } });
    const growth = (await adjust(300, 'growth')).json().data;
    expect(growth.adjustment.status).toBe('pending');
    expect(await points()).toBe(start + 800);
    const pendingRows = await db().select().from(loyaltyAdjustments).where(eq(loyaltyAdjustments.status, 'pending'));
    expect(pendingRows.map((row) => row.delta).sort()).toEqual([1200, 300, 800].sort());
    const requested = await db().select().from(auditLog).where(eq(auditLog.action, 'member.adjustmentRequested'));
    expect(requested).toHaveLength(3);
    // The manager finds their own requests in the audit log, although they belong to no hotel.
    const ownAudit = (await call('GET', '/audit?action=member.adjustmentRequested', tokens.hotelManager)).json().data;
    expect(ownAudit.total).toBe(3);

    const pendingList = (await call('GET', '/adjustments?status=pending', tokens.groupAdmin)).json().data;
    expect(pendingList.total).toBe(3);
    const id = big.adjustment.requestId;
    const byManager = await call('POST', `/adjustments/${id}/decision`, tokens.hotelManager, { approve: true });
    expect(byManager.json().errorCode).toBe(ErrorCode.staffRoleDenied);
    expect(await points()).toBe(start + 800);

    const approved = await call('POST', `/adjustments/${id}/decision`, tokens.groupAdmin, { approve: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await points()).toBe(start + 2_000);
    const again = await call('POST', `/adjustments/${id}/decision`, tokens.groupAdmin, { approve: true });
    expect(again.json().errorCode).toBe(ErrorCode.adjustmentAlreadyDecided);
    expect(await points()).toBe(start + 2_000);
    const rejected = await call('POST', `/adjustments/${overDay.adjustment.requestId}/decision`, tokens.groupAdmin, {
      approve: false,
    });
    expect(rejected.json().data.status).toBe('rejected');
    expect(await points()).toBe(start + 2_000);
    const [decided] = await db().select().from(loyaltyAdjustments).where(eq(loyaltyAdjustments.id, id));
    expect(decided).toMatchObject({ status: 'approved', decidedBy: 'stf_admin' });
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, demo));
    expect(audits.map((row) => row.action)).toEqual(
      expect.arrayContaining(['member.adjustPoints', 'member.adjustmentApproved', 'member.adjustmentRejected']),
    );

    // Group administrators are not capped; a day later the manager's allowance is back.
    expect((await adjust(50_000, 'points', 'groupAdmin')).json().data.adjustment.status).toBe('applied');
    const saved = ctx().clock.now;
    ctx().clock.now = new Date(saved.getTime() + 25 * 3_600_000);
    try {
      const fresh = await staffToken(ctx, 'hotelManager');
      const nextDay = await call('POST', `/members/${demo}/adjustments`, fresh, {
        kind: 'points',
        delta: 900,
        reason: 'next day',
      });
      expect(nextDay.json().data.adjustment.status).toBe('applied');
    } finally {
      ctx().clock.now = saved;
    }
  });

  it('checks role and hotel before the body: a caller who may not call a route learns none of its fields', async () => {
    const routes = ctx().app.adminRouteAccess ?? [];
    expect(routes.length).toBeGreaterThan(60);
    const guarded = routes.filter((route) => route.roles !== null);
    const open = routes.filter((route) => route.roles === null).map((route) => `${route.method} ${route.url}`);
    expect(open.sort()).toEqual(['DELETE /api/v1/admin/session', 'POST /api/v1/admin/session']);
    const urlOf = (url: string) =>
      url
        .replace(/:hotelCode/g, 'SHA001')
        .replace(/:(\w+)/g, 'x1')
        .replace('/api/v1/admin', '');
    const withBadInput = (method: string, url: string, token: string | null) =>
      call(
        method as 'GET',
        `${urlOf(url)}${method === 'GET' ? '?page=abc&from=bad' : ''}`,
        token,
        method === 'GET' || method === 'DELETE' ? undefined : { bogus: ['<'] },
      );

    for (const route of guarded) {
      const anonymous = await withBadInput(route.method, route.url, null);
      expect(anonymous.statusCode, `${route.method} ${route.url}: ${anonymous.body}`).toBe(401);
      if ((route.roles as readonly string[]).includes('frontDesk')) continue;
      const refused = await withBadInput(route.method, route.url, tokens.frontDesk);
      expect(refused.statusCode, `${route.method} ${route.url}: ${refused.body}`).toBe(403);
      expect(refused.json()).toMatchObject({ errorCode: ErrorCode.staffRoleDenied, data: { role: 'frontDesk' } });
      expect(refused.body).not.toContain('fields');
    }
    // A hotel in the path that is not the staff member's is refused before the body too.
    const otherHotel = await call('PUT', '/hotels/PEK001/calendar', tokens.hotelManager, { bogus: true });
    expect(otherHotel.json()).toMatchObject({ errorCode: ErrorCode.staffHotelDenied });
    expect(otherHotel.body).not.toContain('fields');
    const settings = await call('PUT', '/sites/group/settings', tokens.frontDesk, { languages: 'x' });
    expect(settings.statusCode).toBe(403);
  });
});
