import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MALL_GIFT_COUPON_CODE } from '../../seed/mall.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { members } from '../member/member.schema.ts';
import { goodsOrderHistory, goodsOrders, mallGoods } from './mall.schema.ts';
import { ADDRESS, jobServices, mallCaller, newMember, setStock, stockOf } from './mall.test-helpers.ts';

const pointsOf = async (db: Parameters<typeof stockOf>[0], memberId: string) =>
  (await db.select({ points: members.pointsBalance }).from(members).where(eq(members.memberId, memberId)))[0]!.points;

describeEachDatabase(
  'mall catalogue, cart and checkout',
  (ctx) => {
    const { call, checkout, pay, detail } = mallCaller(ctx);
    const db = () => ctx().database.db;

    it('lists categories and searches, filters and sorts goods in the asked language', async () => {
      const categories = (await call('GET', '/th-TH/mall/categories')).json().data;
      expect(categories.map((c: { name: string }) => c.name)).toContain('บัตรของขวัญ');
      // Each category counts its own active goods.
      const active = await db().select().from(mallGoods).where(eq(mallGoods.isActive, true));
      for (const category of categories as { categoryCode: string; goodsCount: number }[]) {
        const own = active.filter((goods) => goods.categoryCode === category.categoryCode).length;
        expect(category.goodsCount, category.categoryCode).toBe(own);
      }
      const pillows = (await call('GET', '/en-US/mall/goods?keyword=pillow&sort=priceAsc')).json().data;
      expect(pillows.list.map((g: { goodsCode: string }) => g.goodsCode)).toEqual(['PILLOWCASE-SILK', 'PILLOW-CLOUD']);
      const flash = (await call('GET', '/ja/mall/goods?flashSale=true')).json().data;
      expect(flash.list).toHaveLength(1);
      expect(flash.list[0]).toMatchObject({
        goodsCode: 'PILLOWCASE-SILK',
        price: 11_940,
        originalPrice: 19_900,
        name: 'シルクピローケース',
      });
      expect(flash.list[0].flashSale).toMatchObject({ discountPercent: 40, active: true });
      const services = (await call('GET', '/zh-CN/mall/goods?categoryCode=SERVICES&size=2&page=2')).json().data;
      expect(services).toMatchObject({ total: 4, page: 2 });
      const bad = await call('GET', '/en-US/mall/goods?sort=cheapest');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorCode).toBe('pc1009');
    });

    it('shows a product with its SKUs, flash price, sale window and limits', async () => {
      const silk = (await call('GET', '/en-US/mall/goods/PILLOWCASE-SILK')).json().data;
      expect(silk.skus).toHaveLength(2);
      expect(silk.skus[0]).toMatchObject({ price: 11_940, originalPrice: 19_900, flashPrice: 11_940, available: true });
      expect(silk.limits).toEqual([{ period: 'day', scope: 'person', quantity: 2 }]);
      expect(Date.parse(silk.flashSale.endsAt)).toBeGreaterThan(Date.parse(silk.serverTime));
      const pillow = (await call('GET', '/ko-KR/mall/goods/PILLOW-CLOUD')).json().data;
      expect(pillow.specs.map((s: { name: string }) => s.name)).toEqual(['사이즈', '색상']);
      expect(pillow.skus.find((s: { skuCode: string }) => s.skuCode === 'PILLOW-CLOUD-KNG-GRY').available).toBe(false);
      expect((await call('GET', '/en-US/mall/goods/TEA-BOX')).json().data.saleState).toBe('upcoming');
      expect((await call('GET', '/en-US/mall/goods/BREAKFAST-2')).json().data.voucher).toMatchObject({ uses: 2 });
      const missing = await call('GET', '/en-US/mall/goods/NOPE');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errorCode).toBe(90313);
    });

    it('keeps a member cart on the server: add, change, remove, with current prices', async () => {
      const { token } = await newMember(ctx);
      expect((await call('GET', '/en-US/mall/cart')).statusCode).toBe(401);
      await call('POST', '/en-US/mall/cart', token, { skuCode: 'PILLOW-CLOUD-STD-IVR', quantity: 1 });
      const added = (await call('POST', '/en-US/mall/cart', token, { skuCode: 'SILK-MIDNIGHT', quantity: 1 })).json()
        .data;
      expect(added.lines).toHaveLength(2);
      expect(added.totalAmount).toBe(29_900 + 11_940);
      const line = added.lines.find((l: { skuCode: string }) => l.skuCode === 'SILK-MIDNIGHT');
      const changed = (await call('PUT', `/en-US/mall/cart/${line.lineId}`, token, { quantity: 2 })).json().data;
      expect(changed.count).toBe(3);
      const removed = (await call('DELETE', `/en-US/mall/cart/${line.lineId}`, token)).json().data;
      expect(removed.lines.map((l: { skuCode: string }) => l.skuCode)).toEqual(['PILLOW-CLOUD-STD-IVR']);
      const unknown = await call('POST', '/en-US/mall/cart', token, { skuCode: 'NO-SUCH-SKU', quantity: 1 });
      expect(unknown.json().errorCode).toBe(450021);
      const zero = await call('POST', '/en-US/mall/cart', token, { skuCode: 'SILK-MIDNIGHT', quantity: 0 });
      expect(zero.statusCode).toBe(400);
    });

    it('enforces the minimum purchase, per-person daily and overall lifetime limits, and sale windows', async () => {
      const { token } = await newMember(ctx);
      const buy = (skuCode: string, quantity: number) =>
        checkout(token, { items: [{ skuCode, quantity }], address: ADDRESS });
      expect((await buy('AROMA-OIL-30ML', 1)).json()).toMatchObject({
        errorCode: 70001,
        message: 'The minimum quantity for this item is 2.',
      });
      expect((await buy('AROMA-OIL-30ML', 2)).statusCode).toBe(200);
      expect((await buy('SILK-CHAMPAGNE', 2)).statusCode).toBe(200);
      const third = await buy('SILK-MIDNIGHT', 1);
      expect(third.json()).toMatchObject({ errorCode: 90301, data: { period: 'day', limit: 2, remaining: 0 } });
      ctx().clock.now = new Date(ctx().clock.now.getTime() + 86_400_000);
      try {
        expect((await buy('SILK-MIDNIGHT', 1)).statusCode).toBe(200);
      } finally {
        ctx().clock.now = new Date(ctx().clock.now.getTime() - 86_400_000);
      }
      await db()
        .update(mallGoods)
        .set({ limits: [{ period: 'lifetime', scope: 'overall', quantity: 3 }] })
        .where(eq(mallGoods.goodsCode, 'CANDLE'));
      expect((await buy('CANDLE-200G', 2)).statusCode).toBe(200);
      const other = await newMember(ctx);
      const over = await checkout(other.token, { items: [{ skuCode: 'CANDLE-200G', quantity: 2 }], address: ADDRESS });
      expect(over.json()).toMatchObject({ errorCode: 90302, data: { remaining: 1 } });
      expect((await buy('TEA-BOX-3', 1)).json().errorCode).toBe(90303);
      expect((await buy('SLIPPERS-ONE', 1)).json().errorCode).toBe(90304);
      expect((await buy('PILLOW-CLOUD-KNG-GRY', 1)).json().errorCode).toBe(70002);
      expect((await checkout(token, { items: [{ skuCode: 'BATHROBE-M', quantity: 1 }] })).json().errorCode).toBe(90311);
    });

    it('never sells more than the stock: 20 parallel checkouts for 5 units', async () => {
      await setStock(db(), 'BATHROBE-L', 5);
      const buyers = [];
      for (let i = 0; i < 20; i++) buyers.push(await newMember(ctx, 'storm'));
      const results = await Promise.all(
        buyers.map(({ token }) =>
          checkout(token, { items: [{ skuCode: 'BATHROBE-L', quantity: 1 }], address: ADDRESS }),
        ),
      );
      const codes = results.map((r) => r.json().errorCode);
      expect(codes.filter((c) => c === 0)).toHaveLength(5);
      expect(codes.filter((c) => c !== 0).every((c) => c === 70002)).toBe(true);
      expect(await stockOf(db(), 'BATHROBE-L')).toBe(0);
    });

    it('never lets one member pass a per-person limit with parallel checkouts', async () => {
      const { token, memberId } = await newMember(ctx);
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          checkout(token, { items: [{ skuCode: 'SILK-CHAMPAGNE', quantity: 1 }], address: ADDRESS }),
        ),
      );
      expect(results.filter((r) => r.json().errorCode === 0)).toHaveLength(2);
      expect(results.filter((r) => r.json().errorCode === 90301)).toHaveLength(4);
      const rows = await db().select().from(goodsOrders).where(eq(goodsOrders.memberId, memberId));
      expect(rows).toHaveLength(2);
    });

    it('prices a coupon and points on the server and pays through the sandbox', async () => {
      const { token, memberId } = await newMember(ctx);
      const body = {
        items: [{ skuCode: 'PILLOW-CLOUD-STD-GRY', quantity: 1 }],
        address: ADDRESS,
        couponCode: MALL_GIFT_COUPON_CODE,
        points: 500,
      };
      const quote = (await call('POST', '/en-US/mall/checkout/quote', token, body)).json().data;
      expect(quote).toMatchObject({
        goodsAmount: 29_900,
        couponDiscount: 2_000,
        pointDiscount: 500,
        payAmount: 27_400,
        needsAddress: true,
      });
      const wrong = await call('POST', '/en-US/mall/checkout', token, { ...body, verifyAmount: 1 });
      expect(wrong.json().errorCode).toBe(90021);
      const before = await pointsOf(db(), memberId);
      const created = await call(
        'POST',
        '/en-US/mall/checkout',
        token,
        { ...body, verifyAmount: 27_400 },
        { 'idempotency-key': 'mall-test-key-0001' },
      );
      const again = await call(
        'POST',
        '/en-US/mall/checkout',
        token,
        { ...body, verifyAmount: 27_400 },
        { 'idempotency-key': 'mall-test-key-0001' },
      );
      const order = created.json().data;
      expect(again.json().data.orderId).toBe(order.orderId);
      expect(order).toMatchObject({ status: 3, payAmount: 27_400 });
      expect(await pointsOf(db(), memberId)).toBe(before - 500);
      const paid = await pay(token, order.orderId);
      expect(paid.headers.location).toBe(`/en-US/mall/paymentResult/${order.orderId}`);
      expect((await detail(token, order.orderId)).status).toBe(2);
      const status = (await call('GET', `/en-US/mall/orders/${order.orderId}/callbackStatus`, token)).json().data;
      expect(status).toMatchObject({ status: 'completed', orderStatus: 2 });
      const list = (await call('POST', '/pc/ORDER/shopmallorder/orderPageList', token, { page: 1, size: 10 })).json()
        .data;
      expect(list.list[0]).toMatchObject({ orderId: order.orderId, status: 2, canReview: false });
      const used = await checkout(token, { ...body, items: [{ skuCode: 'PILLOW-CLOUD-STD-IVR', quantity: 1 }] });
      expect(used.json().errorCode).toBe(90014);
    });

    it('closes an unpaid order after the deadline and gives back stock, points and coupon', async () => {
      const { token, memberId } = await newMember(ctx);
      const before = await stockOf(db(), 'PILLOW-CLOUD-KNG-IVR');
      const points = await pointsOf(db(), memberId);
      const order = (
        await checkout(token, {
          items: [{ skuCode: 'PILLOW-CLOUD-KNG-IVR', quantity: 2 }],
          address: ADDRESS,
          points: 100,
        })
      ).json().data;
      expect(await stockOf(db(), 'PILLOW-CLOUD-KNG-IVR')).toBe(before - 2);
      const saved = ctx().clock.now;
      ctx().clock.now = new Date(Date.parse(order.paymentDeadline) + 1000);
      try {
        expect(await jobServices(ctx).closeExpired(ctx().clock.now)).toBeGreaterThanOrEqual(1);
        const late = await call('POST', '/en-US/mall/orders/payment', token, { orderId: order.orderId, channel: 1 });
        expect(late.json().errorCode).toBe(70007);
      } finally {
        ctx().clock.now = saved;
      }
      expect((await detail(token, order.orderId)).status).toBe(21);
      expect(await stockOf(db(), 'PILLOW-CLOUD-KNG-IVR')).toBe(before);
      expect(await pointsOf(db(), memberId)).toBe(points);
      const cancel = await call('POST', '/pc/ORDER/shopmallorderstatus/cancelOrder', token, { orderId: order.orderId });
      expect(cancel.json().errorCode).toBe(70007);
    });

    it('cancels with a refund where allowed and refuses with 70003 where a restriction forbids it', async () => {
      const { token, memberId } = await newMember(ctx);
      const before = await stockOf(db(), 'BATHROBE-M');
      const points = await pointsOf(db(), memberId);
      const robe = (
        await checkout(token, { items: [{ skuCode: 'BATHROBE-M', quantity: 1 }], address: ADDRESS, points: 300 })
      ).json().data;
      await pay(token, robe.orderId);
      const cancelled = await call('POST', '/pc/ORDER/shopmallorderstatus/cancelOrder', token, {
        orderId: robe.orderId,
        reason: 'changed my mind',
      });
      expect(cancelled.json().data).toMatchObject({ status: 33, canCancel: false });
      const history = await db()
        .select()
        .from(goodsOrderHistory)
        .where(eq(goodsOrderHistory.orderId, robe.orderId))
        .orderBy(asc(goodsOrderHistory.id));
      expect(history).toMatchObject([
        { fromStatus: null, toStatus: 3, actor: `member:${memberId}`, reasonCode: 'created', note: null },
        { fromStatus: 3, toStatus: 2, reasonCode: 'paid', note: expect.stringMatching(/^gpay/) },
        {
          fromStatus: 2,
          toStatus: 32,
          actor: `member:${memberId}`,
          reasonCode: 'cancelledByGuest',
          note: 'changed my mind',
        },
        { fromStatus: 32, toStatus: 33, reasonCode: 'refunded', note: expect.stringMatching(/^gpay/) },
      ]);
      expect(await stockOf(db(), 'BATHROBE-M')).toBe(before);
      expect(await pointsOf(db(), memberId)).toBe(points);
      const unpaid = (
        await checkout(token, { items: [{ skuCode: 'BATHROBE-M', quantity: 1 }], address: ADDRESS })
      ).json().data;
      expect(
        (await call('POST', '/pc/ORDER/shopmallorderstatus/cancelOrder', token, { orderId: unpaid.orderId })).json()
          .data.status,
      ).toBe(31);
      // Paying a cancelled order says the order is over (70007), not that a payment timed out.
      const payCancelled = await call('POST', '/en-US/mall/orders/payment', token, {
        orderId: unpaid.orderId,
        channel: 1,
      });
      expect(payCancelled.json().errorCode).toBe(70007);
      const card = (await checkout(token, { items: [{ skuCode: 'GIFT-CARD-500', quantity: 1 }] })).json().data;
      await pay(token, card.orderId);
      const giftDetail = await detail(token, card.orderId);
      expect(giftDetail).toMatchObject({ status: 0, refundable: false, canCancel: false });
      expect(giftDetail.redemptionCodes).toHaveLength(1);
      const refused = await call('POST', '/pc/ORDER/shopmallorderstatus/cancelOrder', token, { orderId: card.orderId });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ errorCode: 70003, data: { reason: 'nonRefundable' } });
      const stranger = await newMember(ctx);
      const foreign = await call('POST', '/pc/ORDER/shopmallorderstatus/cancelOrder', stranger.token, {
        orderId: card.orderId,
      });
      expect(foreign.json().errorCode).toBe(90314);
    });

    it('answers bad inputs with envelope errors, never a 500', async () => {
      const { token } = await newMember(ctx);
      const cases = [
        await call('POST', '/en-US/mall/checkout/quote', token, {}),
        await call('POST', '/en-US/mall/checkout/quote', token, { items: [{ skuCode: 'x y', quantity: 1 }] }),
        await call('POST', '/en-US/mall/checkout', token, { items: [{ skuCode: 'BATHROBE-M', quantity: 1 }] }),
        await call('POST', '/pc/ORDER/shopmallorder/orderPageList', token, { status: 99 }),
        await call('POST', '/en-US/mall/checkout/quote', token, { cartLineIds: ['nope'] }),
        await call('POST', '/en-US/mall/orders/payment', token, { orderId: 'MO0000', channel: 999 }),
        await call('POST', '/en-US/mall/reviews', token, {
          orderId: 'x',
          goodsCode: 'BATHROBE',
          rating: 9,
          content: 'hi',
        }),
      ];
      for (const response of cases) {
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(response.json().errorCode, response.body).not.toBe(0);
        expect(response.json().message).toMatch(/\S/);
      }
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
);
