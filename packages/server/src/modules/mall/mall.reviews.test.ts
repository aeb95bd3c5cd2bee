import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { adminCaller, allTokens, type DemoRole } from '../admin/admin.test-helpers.ts';
import { auditLog } from '../admin/staff.schema.ts';
import { mallCommissions } from './mall.schema.ts';
import { ADDRESS, jobServices, mallCaller, multipart, newMember, raiseGrowth, stockOf } from './mall.test-helpers.ts';

let png: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  const image = sharp({ create: { width: 40, height: 30, channels: 3, background: '#5f3913' } });
  png = await image.clone().png().toBuffer();
  jpeg = await image.clone().jpeg().toBuffer();
});

describeEachDatabase(
  'mall reviews, pictures, redemption, distribution and back office',
  (ctx) => {
    const { call, checkout, pay, detail } = mallCaller(ctx);
    const admin = adminCaller(ctx);
    const db = () => ctx().database.db;
    let staff: Record<DemoRole, string>;
    beforeAll(async () => {
      staff = await allTokens(ctx);
    });
    const upload = (token: string, files: Parameters<typeof multipart>[0]) => {
      const body = multipart(files);
      return call('POST', '/en-US/mall/uploads', token, body.payload, body.headers);
    };

    it('lets buyers review with pictures checked by content, and shows the average rating', async () => {
      const buyer = await newMember(ctx);
      const order = (
        await checkout(buyer.token, { items: [{ skuCode: 'BATHROBE-L', quantity: 1 }], address: ADDRESS })
      ).json().data;
      const review = {
        orderId: order.orderId,
        goodsCode: 'BATHROBE',
        rating: 4,
        content: 'Soft <script>alert(1)</script><b>robe</b>',
      };
      expect((await call('POST', '/en-US/mall/reviews', buyer.token, review)).json().errorCode).toBe(90305);
      await pay(buyer.token, order.orderId);
      // Paid but not handed over yet (booked, 2): no review until staff deliver it.
      expect((await call('POST', '/en-US/mall/reviews', buyer.token, review)).json().errorCode).toBe(90305);
      const delivered = await admin('POST', `/mall/orders/${order.orderId}/deliver`, staff.groupAdmin, {});
      expect(delivered.statusCode, delivered.body).toBe(200);
      const stranger = await newMember(ctx);
      expect((await call('POST', '/en-US/mall/reviews', stranger.token, review)).json().errorCode).toBe(90305);

      const fake = await upload(buyer.token, [
        { filename: 'photo.png', content: Buffer.from('just some text, not a picture') },
      ]);
      expect(fake.json().errorCode).toBe(90307);
      const six = await upload(
        buyer.token,
        Array.from({ length: 6 }, (_, i) => ({ filename: `p${i}.png`, content: png })),
      );
      expect(six.json().errorCode).toBe(90309);
      const huge = Buffer.concat([png.subarray(0, 8), Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const big = await upload(buyer.token, [{ filename: 'big.png', content: huge }]);
      expect(big.json().errorCode).toBe(90308);
      const ok = await upload(buyer.token, [
        { filename: 'a.png', content: png },
        { filename: 'b.jpeg', content: jpeg, type: 'image/jpeg' },
      ]);
      expect(ok.statusCode, ok.body).toBe(200);
      const pictures = ok.json().data.pictures;
      expect(pictures).toHaveLength(2);
      expect((await ctx().app.inject({ method: 'GET', url: pictures[0].url })).statusCode).toBe(200);

      const created = await call('POST', '/en-US/mall/reviews', buyer.token, {
        ...review,
        pictureIds: pictures.map((p: { pictureId: string }) => p.pictureId),
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().data.content).not.toContain('<script');
      expect(created.json().data.pictures).toHaveLength(2);
      expect((await call('POST', '/en-US/mall/reviews', buyer.token, review)).json().errorCode).toBe(90306);
      const page = (await call('GET', '/en-US/mall/goods/BATHROBE')).json().data;
      expect(page.reviews.rating).toEqual({ average: 4, count: 1 });
      expect(page.reviews.latest[0].rating).toBe(4);
      expect((await detail(buyer.token, order.orderId)).canReview).toBe(false);

      // Moderation: a group administrator hides it; the rating follows; the change is audited.
      const reviewId = created.json().data.reviewId;
      expect(
        (await admin('PUT', `/mall/reviews/${reviewId}/visibility`, staff.contentEditor, { hidden: true })).statusCode,
      ).toBe(403);
      expect(
        (await admin('PUT', `/mall/reviews/${reviewId}/visibility`, staff.groupAdmin, { hidden: true })).statusCode,
      ).toBe(200);
      expect((await call('GET', '/en-US/mall/goods/BATHROBE')).json().data.reviews.rating.count).toBe(0);
      const audit = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, reviewId), eq(auditLog.action, 'mall.review.visibility')));
      expect(audit).toHaveLength(1);
    });

    it('refuses an avatar over 1 MB and keeps one within it', async () => {
      const { token } = await newMember(ctx);
      const send = (content: Buffer) => {
        const body = multipart([{ filename: 'me.png', content }]);
        return call('POST', '/en-US/mall/avatar', token, body.payload, body.headers);
      };
      const big = await send(Buffer.concat([png.subarray(0, 8), Buffer.alloc(1024 * 1024 + 1)]));
      expect(big.json().errorCode).toBe(90310);
      const fine = await send(png);
      expect(fine.json().data.avatarUrl).toMatch(/^\/images\/uploads\/mall\//);
    });

    it('redeems a voucher partially, then fully; a used voucher cannot be cancelled', async () => {
      const { token } = await newMember(ctx);
      const order = (await checkout(token, { items: [{ skuCode: 'BREAKFAST-2', quantity: 1 }] })).json().data;
      await pay(token, order.orderId);
      const paid = await detail(token, order.orderId);
      expect(paid).toMatchObject({ status: 0, canCancel: true });
      const [code] = paid.redemptionCodes;
      expect(code).toMatchObject({ usesTotal: 2, usesUsed: 0, status: 'unused' });
      expect((await admin('POST', '/mall/redemptions/use', null, { code: code.code, uses: 1 })).statusCode).toBe(401);
      const first = await admin('POST', '/mall/redemptions/use', staff.frontDesk, { code: code.code, uses: 1 });
      expect(first.json().data).toMatchObject({ usesUsed: 1, status: 'partiallyUsed', orderStatus: 4 });
      const cancel = await call('POST', '/pc/ORDER/shopmallorderstatus/cancelOrder', token, { orderId: order.orderId });
      expect(cancel.json().errorCode).toBe(70003);
      const tooMany = await admin('POST', '/mall/redemptions/use', staff.frontDesk, { code: code.code, uses: 2 });
      expect(tooMany.json().errorCode).toBe(90316);
      const second = await admin('POST', '/mall/redemptions/use', staff.frontDesk, { code: code.code, uses: 1 });
      expect(second.json().data).toMatchObject({ usesUsed: 2, status: 'used', orderStatus: 1 });
      expect((await detail(token, order.orderId)).status).toBe(1);
    });

    it('records a commission for a referred purchase that becomes payable; never on your own purchase', async () => {
      const sharer = await newMember(ctx, 'sharer');
      const link = (
        await call('POST', '/en-US/mall/distribution/links', sharer.token, { goodsCode: 'BREAKFAST-2' })
      ).json().data;
      expect(link.path).toBe(`/en-US/mall/goods/BREAKFAST-2?ref=${link.referralCode}`);
      const own = (
        await checkout(sharer.token, {
          items: [{ skuCode: 'BREAKFAST-2', quantity: 1 }],
          referralCode: link.referralCode,
        })
      ).json().data;
      await pay(sharer.token, own.orderId);
      const friend = await newMember(ctx, 'friend');
      const bought = (
        await checkout(friend.token, {
          items: [{ skuCode: 'BREAKFAST-2', quantity: 1 }],
          referralCode: link.referralCode,
        })
      ).json().data;
      await pay(friend.token, bought.orderId);
      let overview = (await call('GET', '/en-US/mall/distribution', sharer.token)).json().data;
      expect(overview.links).toHaveLength(1);
      expect(overview.orders).toHaveLength(1);
      expect(overview.orders[0]).toMatchObject({ orderId: bought.orderId, commission: 1_980, status: 'pending' });
      expect(overview.earnings).toMatchObject({ pending: 1_980, payable: 0 });
      // Past the refund window the job makes it payable.
      const saved = ctx().clock.now;
      ctx().clock.now = new Date(saved.getTime() + 8 * 86_400_000);
      try {
        expect(await jobServices(ctx).releaseCommissions(ctx().clock.now)).toBe(1);
      } finally {
        ctx().clock.now = saved;
      }
      overview = (await call('GET', '/en-US/mall/distribution', sharer.token)).json().data;
      expect(overview.earnings).toMatchObject({ pending: 0, payable: 1_980 });
      const rows = await db().select().from(mallCommissions).where(eq(mallCommissions.orderId, own.orderId));
      expect(rows).toHaveLength(0);
      const list = (await admin('GET', '/mall/commissions?status=payable', staff.groupAdmin)).json().data;
      expect(list.list.some((row: { orderId: string }) => row.orderId === bought.orderId)).toBe(true);
      // The referrer by card number, never the internal id.
      expect(list.list.find((row: { orderId: string }) => row.orderId === bought.orderId)).toMatchObject({
        referrerCardNo: sharer.cardNumber,
        referrerTier: 1,
      });
      // With 1,000 growth in the ledger the referrer is Silver, and the list says so.
      expect(await raiseGrowth(ctx, sharer.memberId, 1_000)).toBe(1_000);
      const lifted = (await admin('GET', '/mall/commissions?status=payable', staff.groupAdmin)).json().data.list;
      expect(lifted.find((row: { orderId: string }) => row.orderId === bought.orderId).referrerTier).toBe(2);
    });

    it('lets only group administrators run the mall back office, with an audit row per change', async () => {
      expect((await admin('GET', '/mall/goods', null)).statusCode).toBe(401);
      expect((await admin('GET', '/mall/goods', staff.hotelManager)).statusCode).toBe(403);
      expect((await admin('POST', '/mall/skus/CANDLE-200G/stock', staff.frontDesk, { delta: 5 })).statusCode).toBe(403);
      const goods = (await admin('GET', '/mall/goods', staff.groupAdmin)).json().data;
      expect(goods.length).toBe(15);
      const before = await stockOf(db(), 'CANDLE-200G');
      const raised = await admin('POST', '/mall/skus/CANDLE-200G/stock', staff.groupAdmin, { delta: 5 });
      expect(raised.json().data.stock).toBe(before + 5);
      const below = await admin('POST', '/mall/skus/CANDLE-200G/stock', staff.groupAdmin, { delta: -100_000 });
      expect(below.json().errorCode).toBe(90318);
      expect(await stockOf(db(), 'CANDLE-200G')).toBe(before + 5);
      const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, 'CANDLE-200G'));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'mall.sku.stock',
        before: { stock: before },
        after: { stock: before + 5 },
      });
      const orders = (await admin('GET', '/mall/orders?size=5', staff.groupAdmin)).json().data;
      expect(orders.total).toBeGreaterThan(0);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
);
