import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { adminCaller, allTokens, type DemoRole } from '../admin/admin.test-helpers.ts';
import { auditLog } from '../admin/staff.schema.ts';
import { mallCommissions, mallWithdrawals } from './mall.schema.ts';
import { jobServices, mallCaller, newMember, raiseGrowth } from './mall.test-helpers.ts';

/** Withdrawals of payable commission, decided by staff, and the shop's own payment channels (issue 22, item 8). */
describeEachDatabase('mall commission withdrawals and shop channels', (ctx) => {
  const { call, checkout, pay } = mallCaller(ctx);
  const admin = adminCaller(ctx);
  const db = () => ctx().database.db;
  let staff: Record<DemoRole, string>;
  beforeAll(async () => {
    staff = await allTokens(ctx);
  });

  /** A sharer whose friend bought breakfast through their link, past the refund window: CNY 19.80 payable. */
  async function sharerWithPayable() {
    const sharer = await newMember(ctx, 'sharer');
    const link = (
      await call('POST', '/en-US/mall/distribution/links', sharer.token, { goodsCode: 'BREAKFAST-2' })
    ).json().data;
    const friend = await newMember(ctx, 'friend');
    const bought = (
      await checkout(friend.token, {
        items: [{ skuCode: 'BREAKFAST-2', quantity: 1 }],
        referralCode: link.referralCode,
      })
    ).json().data;
    await pay(friend.token, bought.orderId);
    const saved = ctx().clock.now;
    ctx().clock.now = new Date(saved.getTime() + 8 * 86_400_000);
    try {
      await jobServices(ctx).releaseCommissions(ctx().clock.now);
    } finally {
      ctx().clock.now = saved;
    }
    return sharer;
  }
  const overview = async (token: string) => (await call('GET', '/en-US/mall/distribution', token)).json().data;
  const ask = (token: string, amount: number, lang = 'en-US') =>
    call('POST', `/${lang}/mall/distribution/withdrawals`, token, { amount });

  it('never lets two requests at once ask for more than is payable, and refuses more than is available', async () => {
    const sharer = await sharerWithPayable();
    expect((await overview(sharer.token)).earnings).toMatchObject({ payable: 1_980, available: 1_980, requested: 0 });
    const both = await Promise.all([ask(sharer.token, 1_200), ask(sharer.token, 1_200)]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = both.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ errorCode: 90580, data: { available: 780 } });
    expect(refused.json().message).toBe('This is more than the commission you can withdraw now.');
    const rows = await db().select().from(mallWithdrawals).where(eq(mallWithdrawals.memberId, sharer.memberId));
    expect(rows.map((row) => [row.amount, row.status])).toEqual([[1_200, 'requested']]);
    // The commission ledger has not moved; the request only holds its amount.
    expect((await overview(sharer.token)).earnings).toMatchObject({
      payable: 1_980,
      requested: 1_200,
      available: 780,
      withdrawn: 0,
    });
    expect((await ask(sharer.token, 781, 'zh-CN')).json()).toMatchObject({
      errorCode: 90580,
      message: '申请金额超过了当前可提现的佣金。',
    });
    expect((await ask(sharer.token, 0)).statusCode).toBe(400);
    expect((await ask(sharer.token, 780)).statusCode).toBe(200);
    const nobody = await newMember(ctx, 'nobody');
    expect((await ask(nobody.token, 1)).json().errorCode).toBe(90580);
  });

  it('lets group administrators approve or reject a request, audited; only approval takes it off the payable', async () => {
    const sharer = await sharerWithPayable();
    const first = (await ask(sharer.token, 1_500)).json().data;
    const second = (await ask(sharer.token, 480)).json().data;
    expect((await admin('GET', '/mall/withdrawals', staff.hotelManager)).statusCode).toBe(403);
    const list = (await admin('GET', '/mall/withdrawals?status=requested', staff.groupAdmin)).json().data;
    expect(list.list.find((row: { withdrawalId: string }) => row.withdrawalId === first.withdrawalId)).toMatchObject({
      memberId: sharer.memberId,
      memberCardNo: sharer.cardNumber,
      memberTier: 1,
      amount: 1_500,
      payable: 1_980,
      status: 'requested',
    });
    // The tier follows the member's growth ledger: 20,000 growth is Platinum.
    expect(await raiseGrowth(ctx, sharer.memberId, 20_000)).toBe(20_000);
    const lifted = (await admin('GET', '/mall/withdrawals?status=requested', staff.groupAdmin)).json().data.list;
    expect(lifted.find((row: { withdrawalId: string }) => row.withdrawalId === first.withdrawalId).memberTier).toBe(4);
    for (const row of list.list as { memberName: string; memberCardNo: string }[]) {
      expect(row.memberCardNo).toMatch(/^\d+$/);
      expect(row.memberName).not.toMatch(/mem_/);
    }

    const decide = (withdrawalId: string, body: unknown) =>
      admin('POST', `/mall/withdrawals/${withdrawalId}/decision`, staff.groupAdmin, body);
    const rejected = await decide(second.withdrawalId, { approve: false, note: 'Bank details missing' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', staffNote: 'Bank details missing' });
    expect((await overview(sharer.token)).earnings).toMatchObject({ payable: 1_980, requested: 1_500, available: 480 });

    const approved = await decide(first.withdrawalId, { approve: true });
    expect(approved.json().data).toMatchObject({ status: 'approved' });
    const after = await overview(sharer.token);
    expect(after.earnings).toMatchObject({ payable: 480, requested: 0, available: 480, withdrawn: 1_500 });
    expect(after.withdrawals.map((row: { status: string }) => row.status).sort()).toEqual(['approved', 'rejected']);
    expect((await decide(first.withdrawalId, { approve: false })).json().errorCode).toBe(90581);
    expect((await decide('WD-NONE', { approve: true })).json().errorCode).toBe(90582);
    // The commissions themselves stay as earned; the audit log says who decided what.
    const commissions = await db()
      .select()
      .from(mallCommissions)
      .where(eq(mallCommissions.referrerMemberId, sharer.memberId));
    expect(commissions.map((row) => row.status)).toEqual(['payable']);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'mallWithdrawal'), eq(auditLog.entityId, first.withdrawalId)));
    expect(audits.map((row) => row.action)).toEqual(['mall.withdrawal.approve']);
  });

  it('takes payment only through the channels the shop chose, within its accounts and currency', async () => {
    const sites = (await admin('GET', '/sites', staff.groupAdmin)).json().data as Record<string, unknown>[];
    const group = sites.find((site) => site.siteCode === 'group')!;
    const keys = [
      'languages',
      'language',
      'currency',
      'isUsedBulletin',
      'checkSceneType',
      'lockoutThreshold',
      'paymentDeadlineMinutes',
      'tierThresholds',
      'staffPointsAdjustmentCap',
      'staffPointsDailyCap',
      'staffGrowthAdjustmentCap',
      'staffGrowthDailyCap',
    ];
    const settings = Object.fromEntries(keys.map((key) => [key, group[key]]));
    const save = (mallChannels: unknown) =>
      admin('PUT', '/sites/group/settings', staff.groupAdmin, { ...settings, mallChannels });
    expect((await save([1, 99])).statusCode).toBe(400);
    expect((await save([1])).statusCode).toBe(200);
    try {
      const config = (await ctx().app.inject({ method: 'GET', url: '/api/v1/booking/hotel-configs' })).json().data;
      expect(config.mallChannels).toEqual([1]);
      const buyer = await newMember(ctx);
      const order = (await checkout(buyer.token, { items: [{ skuCode: 'BREAKFAST-2', quantity: 1 }] })).json().data;
      const wechat = await call('POST', '/en-US/mall/orders/payment', buyer.token, {
        orderId: order.orderId,
        channel: 2,
      });
      expect(wechat.json()).toMatchObject({ errorCode: 90583 });
      expect(wechat.json().message).toBe('The shop does not take this payment method; please choose another.');
      const alipay = await call('POST', '/en-US/mall/orders/payment', buyer.token, {
        orderId: order.orderId,
        channel: 1,
      });
      expect(alipay.statusCode, alipay.body).toBe(200);
    } finally {
      expect((await save([])).statusCode).toBe(200);
    }
  });

  it("keeps a SKU's points and tier prices when a form saves it without them, and saves them when given", async () => {
    const put = (body: Record<string, unknown>) =>
      admin('PUT', '/mall/goods/TOWEL-SET/skus', staff.groupAdmin, {
        skuCode: 'TOWEL-SET',
        price: 32_900,
        stock: 80,
        ...body,
      });
    const kept = await put({});
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      points: 0,
      tierPrices: [
        { tier: 3, price: 29_900 },
        { tier: 4, price: 26_900 },
      ],
    });
    expect(
      (
        await put({
          tierPrices: [
            { tier: 3, price: 1 },
            { tier: 3, price: 2 },
          ],
        })
      ).statusCode,
    ).toBe(400);
    const changed = await put({ points: 100, tierPrices: [{ tier: 4, price: 25_900 }] });
    expect(changed.json().data).toMatchObject({ points: 100, tierPrices: [{ tier: 4, price: 25_900 }] });
    const restored = await put({
      points: 0,
      tierPrices: [
        { tier: 3, price: 29_900 },
        { tier: 4, price: 26_900 },
      ],
    });
    expect(restored.statusCode).toBe(200);
  });
});
