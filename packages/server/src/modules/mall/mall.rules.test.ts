import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MALL_COUPON_TEMPLATE } from '../../seed/mall.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { createExchangeService } from '../catalog/exchange.ts';
import { createCouponService } from '../promotions/coupons.service.ts';
import { memberCoupons } from '../promotions/promotions.schema.ts';
import { goodsOrders, mallReviews } from './mall.schema.ts';
import { ADDRESS, mallCaller, newMember } from './mall.test-helpers.ts';

describeEachDatabase('mall rules shown where the member decides (issue 22)', (ctx) => {
  const { call, checkout } = mallCaller(ctx);
  const db = () => ctx().database.db;
  const coupons = () =>
    createCouponService({ db: db(), exchange: createExchangeService(db()), now: () => ctx().clock.now });

  /** A member holding the welcome voucher (CNY 50 off 300), a room coupon (STAY10) and a mall coupon (MALL20). */
  async function memberWithCoupons() {
    const member = await newMember(ctx);
    const room = await coupons().issueCoupon(db(), {
      templateCode: 'STAY10',
      memberId: member.memberId,
      source: 'reward',
    });
    const mall = await coupons().issueCoupon(db(), {
      templateCode: MALL_COUPON_TEMPLATE,
      memberId: member.memberId,
      source: 'reward',
    });
    return { ...member, room: room.couponCode, mall: mall.couponCode };
  }
  const quote = (token: string, body: Record<string, unknown>) =>
    call('POST', '/en-US/mall/checkout/quote', token, { address: ADDRESS, ...body });

  it('offers only the coupons this order can use, the others with the reason', async () => {
    const member = await memberWithCoupons();
    const answer = await quote(member.token, { items: [{ skuCode: 'CANDLE-200G', quantity: 1 }] });
    expect(answer.statusCode, answer.body).toBe(200);
    const offered = answer.json().data.coupons as { couponCode: string; usable: boolean; refusal: string | null }[];
    const byCode = new Map(offered.map((coupon) => [coupon.couponCode, coupon]));
    // CNY 98: the mall coupon needs CNY 100, the welcome voucher CNY 300, the room coupon is for rooms.
    expect(byCode.get(member.mall)).toMatchObject({ usable: false, refusal: 'minimumSpend', minSpend: 10_000 });
    expect(byCode.get(member.room)).toMatchObject({ usable: false, refusal: 'scope', discount: 0 });
    const welcome = offered.find((coupon) => coupon.couponCode !== member.mall && coupon.couponCode !== member.room);
    expect(welcome).toMatchObject({ usable: false, refusal: 'minimumSpend', minSpend: 30_000 });

    const bigger = (await quote(member.token, { items: [{ skuCode: 'BATHROBE-M', quantity: 1 }] })).json().data;
    const usable = (bigger.coupons as { couponCode: string; usable: boolean; discount: number }[]).filter(
      (c) => c.usable,
    );
    // CNY 459: both cash coupons apply, the larger first; the room coupon still does not.
    expect(usable.map((coupon) => coupon.discount)).toEqual([5_000, 2_000]);
    expect(usable.some((coupon) => coupon.couponCode === member.room)).toBe(false);
  });

  it('never takes a room coupon off goods: the quote and the checkout refuse it and nothing is written', async () => {
    const member = await memberWithCoupons();
    const body = { items: [{ skuCode: 'BATHROBE-M', quantity: 1 }], couponCode: member.room };
    const quoted = await quote(member.token, body);
    expect(quoted.statusCode).toBe(409);
    expect(quoted.json()).toMatchObject({ errorCode: 90319, data: { field: 'voucherCode', scope: 'rooms' } });
    expect(quoted.json().message).toContain('room coupons are for room bookings');
    const placed = await call('POST', '/en-US/mall/checkout', member.token, {
      ...body,
      address: ADDRESS,
      verifyAmount: 41_310,
    });
    expect(placed.json().errorCode).toBe(90319);
    expect(await db().select().from(goodsOrders).where(eq(goodsOrders.memberId, member.memberId))).toHaveLength(0);
    const [room] = await db().select().from(memberCoupons).where(eq(memberCoupons.couponCode, member.room));
    expect(room!.status).toBe('unused');
    const zh = await call('POST', '/zh-CN/mall/checkout/quote', member.token, { ...body, address: ADDRESS });
    expect(zh.json().message).toContain('客房券仅限客房预订');
  });

  it('never takes a mall coupon off a room order', async () => {
    const member = await memberWithCoupons();
    const room = {
      voucherCode: member.mall,
      memberId: member.memberId,
      currency: 'CNY',
      roomAmount: 100_000,
      totalAmount: 100_000,
      today: '2099-01-01',
    };
    await expect(coupons().priceVoucher({ ...room, hotelCode: 'SHA001', today: ctxToday() })).rejects.toMatchObject({
      codeName: 'couponScopeMismatch',
    });
    const welcome = (
      await db()
        .select()
        .from(memberCoupons)
        .where(and(eq(memberCoupons.memberId, member.memberId), eq(memberCoupons.source, 'welcome')))
    )[0]!;
    // A cash voucher limited to nothing pays for either.
    await expect(
      coupons().priceVoucher({ ...room, voucherCode: welcome.couponCode, hotelCode: 'SHA001', today: ctxToday() }),
    ).resolves.toMatchObject({ discount: 5_000 });
  });

  it('says how many are left for this member and caps the cart, naming the item', async () => {
    const { token } = await newMember(ctx);
    // Silk eye mask: 2 a day per person.
    const before = (await call('GET', '/en-US/mall/goods/PILLOWCASE-SILK/allowance', token)).json().data;
    expect(before.limit).toEqual({ remaining: 2, period: 'day', scope: 'person' });
    const added = await call('POST', '/en-US/mall/cart', token, { skuCode: 'SILK-CHAMPAGNE', quantity: 3 });
    expect(added.statusCode, added.body).toBe(200);
    const cart = added.json().data;
    expect(cart.lines[0]).toMatchObject({ quantity: 2, maxQuantity: 2, limit: { remaining: 2 }, available: true });
    expect(cart.capped).toMatchObject({ reason: 'limit', quantity: 2, name: 'Mulberry Silk Pillowcase' });

    const bought = await checkout(token, { items: [{ skuCode: 'SILK-MIDNIGHT', quantity: 1 }], address: ADDRESS });
    expect(bought.statusCode).toBe(200);
    expect((await call('GET', '/en-US/mall/goods/PILLOWCASE-SILK/allowance', token)).json().data.limit.remaining).toBe(
      1,
    );
    const listed = (await call('GET', '/en-US/mall/cart', token)).json().data;
    expect(listed.lines[0]).toMatchObject({ quantity: 2, maxQuantity: 1, problem: 'overLimit', available: false });
    expect(listed.capped).toBeNull();

    // 45 pillows against 25 in stock: the line holds 25 and says so.
    const pillows = await call('POST', '/zh-CN/mall/cart', token, { skuCode: 'PILLOW-CLOUD-STD-GRY', quantity: 45 });
    const pillowLine = pillows
      .json()
      .data.lines.find((line: { skuCode: string }) => line.skuCode === 'PILLOW-CLOUD-STD-GRY');
    expect(pillowLine).toMatchObject({ quantity: 25, maxQuantity: 25 });
    expect(pillows.json().data.capped).toMatchObject({ reason: 'stock', quantity: 25, lineId: pillowLine.lineId });
    const set = await call('PUT', `/en-US/mall/cart/${pillowLine.lineId}`, token, { quantity: 30 });
    expect(set.json().data.capped).toMatchObject({ reason: 'stock', quantity: 25 });

    // The last one bought: a refusal that names the item, and the cart keeps what it had.
    await checkout(token, { items: [{ skuCode: 'SILK-MIDNIGHT', quantity: 1 }], address: ADDRESS });
    const refused = await call('POST', '/en-US/mall/cart', token, { skuCode: 'SILK-MIDNIGHT', quantity: 1 });
    expect(refused.json()).toMatchObject({
      errorCode: 90301,
      data: { name: 'Mulberry Silk Pillowcase', remaining: 0 },
    });
  });

  it('names the item in checkout refusals', async () => {
    const { token } = await newMember(ctx);
    const few = await checkout(token, { items: [{ skuCode: 'AROMA-OIL-30ML', quantity: 1 }], address: ADDRESS });
    expect(few.json()).toMatchObject({ errorCode: 70001, data: { name: 'Lobby Scent Oil', minimum: 2 } });
    const many = await checkout(token, {
      items: [{ skuCode: 'PILLOW-CLOUD-STD-GRY', quantity: 26 }],
      address: ADDRESS,
    });
    expect(many.json()).toMatchObject({ errorCode: 70002, data: { skuCode: 'PILLOW-CLOUD-STD-GRY', stock: 25 } });
    expect(many.json().data.name).toBeTruthy();
    const zh = await checkout(
      token,
      { items: [{ skuCode: 'TEA-BOX-3', quantity: 1 }], address: ADDRESS },
      undefined,
      'zh-CN',
    );
    expect(zh.json()).toMatchObject({ errorCode: 90303 });
    expect(zh.json().data.name).toMatch(/[\u4e00-\u9fff]/);
  });

  it('offers a CNY order only the mainland channels and refuses any other, changing nothing', async () => {
    const { token } = await newMember(ctx);
    const order = (await checkout(token, { items: [{ skuCode: 'CANDLE-200G', quantity: 1 }], address: ADDRESS })).json()
      .data;
    const adyen = await call('POST', '/en-US/mall/orders/payment', token, { orderId: order.orderId, channel: 8 });
    expect(adyen.json().errorCode).toBe(90012);
    const [row] = await db().select().from(goodsOrders).where(eq(goodsOrders.orderId, order.orderId));
    expect(row!.status).toBe(3);
    const wechat = await call('POST', '/en-US/mall/orders/payment', token, { orderId: order.orderId, channel: 2 });
    expect(wechat.statusCode, wechat.body).toBe(200);
    expect(wechat.json().data.payUrl).toMatch(/\/sandbox-pay\//);
  });

  it("filters a product's reviews to those with pictures", async () => {
    const { token, memberId } = await newMember(ctx);
    const bought = async () =>
      (await checkout(token, { items: [{ skuCode: 'CANDLE-200G', quantity: 1 }], address: ADDRESS })).json().data
        .orderId as string;
    const text = { 'zh-CN': '', 'zh-TW': '', 'en-US': '', ja: '', 'ko-KR': '', 'th-TH': '' };
    const picture = { url: '/images/mall/review.png', alt: text, width: 2, height: 2 };
    const base = { goodsCode: 'CANDLE', skuCode: 'CANDLE-200G', memberId, rating: 4 };
    await db()
      .insert(mallReviews)
      .values([
        { ...base, orderId: await bought(), reviewId: `rv-text-${memberId}`, content: 'Words only' },
        {
          ...base,
          orderId: await bought(),
          reviewId: `rv-pic-${memberId}`,
          content: 'With a picture',
          pictures: [picture],
        },
      ]);
    const all = (await call('GET', '/en-US/mall/goods/CANDLE/reviews?size=50', null)).json().data;
    const pictured = (await call('GET', '/en-US/mall/goods/CANDLE/reviews?size=50&withPictures=true', null)).json()
      .data;
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(pictured.list.map((review: { content: string }) => review.content)).toEqual(['With a picture']);
    expect((await call('GET', '/en-US/mall/goods/CANDLE/reviews?withPictures=maybe', null)).statusCode).toBe(400);
  });

  const ctxToday = () => ctx().clock.now.toISOString().slice(0, 10);
});
