import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { adminCaller, allTokens, type DemoRole } from '../admin/admin.test-helpers.ts';
import { auditLog } from '../admin/staff.schema.ts';
import { goodsOrderHistory, mallCommissions } from './mall.schema.ts';
import { ADDRESS, mallCaller, newMember } from './mall.test-helpers.ts';

describeEachDatabase(
  'mall delivery of physical goods',
  (ctx) => {
    const { call, checkout, pay, detail } = mallCaller(ctx);
    const admin = adminCaller(ctx);
    const db = () => ctx().database.db;
    let staff: Record<DemoRole, string>;
    beforeAll(async () => {
      staff = await allTokens(ctx);
    });
    const deliver = (orderId: string, token: string | null, body?: unknown) =>
      admin('POST', `/mall/orders/${orderId}/deliver`, token, body);

    /** A bathrobe bought through a friend's share link (commission 6%) and paid: booked (2). */
    async function paidReferredBathrobe() {
      const sharer = await newMember(ctx, 'sharer');
      const link = (
        await call('POST', '/en-US/mall/distribution/links', sharer.token, { goodsCode: 'BATHROBE' })
      ).json().data;
      const buyer = await newMember(ctx);
      const order = (
        await checkout(buyer.token, {
          items: [{ skuCode: 'BATHROBE-L', quantity: 1 }],
          address: ADDRESS,
          referralCode: link.referralCode,
        })
      ).json().data;
      await pay(buyer.token, order.orderId);
      return { buyer, sharer, orderId: order.orderId as string };
    }

    it('lets a hotel manager deliver a paid order: used (1), reviewable, commission payable, audited', async () => {
      const { buyer, orderId } = await paidReferredBathrobe();
      expect(await detail(buyer.token, orderId)).toMatchObject({ status: 2, canCancel: true });
      const [pending] = await db().select().from(mallCommissions).where(eq(mallCommissions.orderId, orderId));
      expect(pending).toMatchObject({ status: 'pending', payableAt: null });

      // Staff see who bought it, where it goes and that it can be delivered.
      const listed = (await admin('GET', `/mall/orders/${orderId}`, staff.groupAdmin)).json().data;
      expect(listed).toMatchObject({ memberId: buyer.memberId, canDeliver: true, address: { detail: ADDRESS.detail } });
      expect(typeof listed.memberName).toBe('string');
      const delivered = await deliver(orderId, staff.hotelManager, { note: 'SF1234567890' });
      expect(delivered.json().data.canDeliver).toBe(false);
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(delivered.json().data).toMatchObject({ orderId, status: 1, canCancel: false, canReview: true });
      expect(await detail(buyer.token, orderId)).toMatchObject({ status: 1, canCancel: false, canReview: true });

      const [payable] = await db().select().from(mallCommissions).where(eq(mallCommissions.orderId, orderId));
      expect(payable!.status).toBe('payable');
      expect(payable!.payableAt).not.toBeNull();

      const audit = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'mall.order.deliver')));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ before: { status: 2 }, after: { status: 1, note: 'SF1234567890' } });
      const history = await db().select().from(goodsOrderHistory).where(eq(goodsOrderHistory.orderId, orderId));
      expect(history.at(-1)).toMatchObject({
        fromStatus: 2,
        toStatus: 1,
        reasonCode: 'delivered',
        note: 'SF1234567890',
      });

      // Delivered goods can be reviewed, and no longer cancelled with a refund.
      const review = { orderId, goodsCode: 'BATHROBE', rating: 5, content: 'Arrived quickly, very soft.' };
      const reviewed = await call('POST', '/en-US/mall/reviews', buyer.token, review);
      expect(reviewed.statusCode, reviewed.body).toBe(200);
      const cancel = await call('POST', '/pc/ORDER/shopmallorderstatus/cancelOrder', buyer.token, { orderId });
      expect(cancel.json().errorCode).toBe(70003);
    });

    it('lets a group administrator deliver without a note; refuses other roles with 403', async () => {
      const { buyer, orderId } = await paidReferredBathrobe();
      expect((await deliver(orderId, null)).statusCode).toBe(401);
      for (const role of ['frontDesk', 'contentEditor'] as const) {
        const denied = await deliver(orderId, staff[role]);
        expect(denied.statusCode).toBe(403);
        expect(denied.json().errorCode).not.toBe(0);
      }
      expect((await detail(buyer.token, orderId)).status).toBe(2);
      const delivered = await deliver(orderId, staff.groupAdmin);
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(delivered.json().data.status).toBe(1);
    });

    it('refuses an illegal transition with 90204 in the envelope and changes nothing', async () => {
      const { buyer, orderId } = await paidReferredBathrobe();
      expect((await deliver(orderId, staff.groupAdmin)).statusCode).toBe(200);
      const history = await db().select().from(goodsOrderHistory).where(eq(goodsOrderHistory.orderId, orderId));
      // Delivered twice.
      const again = await deliver(orderId, staff.groupAdmin);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ errorCode: 90204, data: { orderId, status: 1 } });
      expect(again.json().message).toEqual(expect.any(String));
      expect(again.json().message.length).toBeGreaterThan(0);
      const after = await db().select().from(goodsOrderHistory).where(eq(goodsOrderHistory.orderId, orderId));
      expect(after).toHaveLength(history.length);

      // Not paid yet.
      const unpaid = (
        await checkout(buyer.token, { items: [{ skuCode: 'BATHROBE-L', quantity: 1 }], address: ADDRESS })
      ).json().data;
      const early = await deliver(unpaid.orderId, staff.groupAdmin);
      expect(early.json().errorCode).toBe(90204);
      expect((await detail(buyer.token, unpaid.orderId)).status).toBe(3);

      // A voucher (nothing to ship) is redeemed, not delivered.
      const voucher = (await checkout(buyer.token, { items: [{ skuCode: 'BREAKFAST-2', quantity: 1 }] })).json().data;
      await pay(buyer.token, voucher.orderId);
      expect((await deliver(voucher.orderId, staff.groupAdmin)).json().errorCode).toBe(90204);
      expect((await detail(buyer.token, voucher.orderId)).status).toBe(0);

      const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'mall.order.deliver'));
      expect(audit.filter((row) => row.entityId === voucher.orderId || row.entityId === unpaid.orderId)).toHaveLength(
        0,
      );
      const missing = await deliver('MO0000000000', staff.groupAdmin);
      expect(missing.json().errorCode).toBe(90314);
      const tooLong = await deliver(orderId, staff.groupAdmin, { note: 'x'.repeat(201) });
      expect(tooLong.statusCode).toBe(400);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
);
