import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail.schema.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { growthLedger, members, pointsLedger } from '../member/member.schema.ts';
import { goodsOrderLines, goodsOrders } from './mall.schema.ts';
import { ADDRESS, mallCaller, newMember, stockOf } from './mall.test-helpers.ts';

/** Goods for points, points plus cash, and prices by member tier (issue 22, item 8). */
describeEachDatabase('mall goods for points and tier prices', (ctx) => {
  const { call, checkout, pay, detail } = mallCaller(ctx);
  const db = () => ctx().database.db;
  const balanceOf = async (memberId: string) =>
    (await db().select({ points: members.pointsBalance }).from(members).where(eq(members.memberId, memberId)))[0]!
      .points;
  const ledgerOf = (memberId: string, orderId: string) =>
    db()
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.memberId, memberId), eq(pointsLedger.transactionId, orderId)));

  it('takes the points of a points-plus-cash item with the order, shows them everywhere, and gives them back on refund', async () => {
    const buyer = await newMember(ctx);
    expect(await balanceOf(buyer.memberId)).toBe(1_000);
    const body = { items: [{ skuCode: 'TRAVEL-KIT', quantity: 1 }], address: ADDRESS };
    const quote = await call('POST', '/en-US/mall/checkout/quote', buyer.token, body);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toMatchObject({
      goodsAmount: 3_900,
      payAmount: 3_900,
      goodsPoints: 600,
      pointsBalance: 1_000,
      // What is left after the goods' points may still pay money.
      maxPoints: expect.any(Number),
      lines: [{ unitPrice: 3_900, unitPoints: 600, points: 600, tierPrice: null }],
    });
    expect(quote.json().data.maxPoints).toBeLessThanOrEqual(400);

    const placed = await checkout(buyer.token, body);
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderId } = placed.json().data;
    // The points left with the order, in its transaction: balance, ledger and order agree.
    expect(await balanceOf(buyer.memberId)).toBe(400);
    const [order] = await db().select().from(goodsOrders).where(eq(goodsOrders.orderId, orderId));
    expect(order).toMatchObject({ goodsPoints: 600, pointsUsed: 0, payAmount: 3_900 });
    const [line] = await db().select().from(goodsOrderLines).where(eq(goodsOrderLines.orderId, orderId));
    expect(line).toMatchObject({ unitPoints: 600, points: 600, unitPrice: 3_900 });
    expect((await ledgerOf(buyer.memberId, orderId)).map((row) => [row.kind, row.delta])).toEqual([['redeem', -600]]);
    const history = await call('GET', '/member/membershipCard/integral/history?page=1&size=10', buyer.token);
    expect(history.json().data.list[0]).toMatchObject({ delta: -600 });

    expect((await pay(buyer.token, orderId)).statusCode).toBeLessThan(400);
    // The e-mail says the same: the points and the amount as the site shows them.
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${orderId}%`));
    expect(mail!.textBody).toContain('Points: 600');
    expect(mail!.textBody).toContain('CNY 39');
    expect(await detail(buyer.token, orderId)).toMatchObject({
      goodsPoints: 600,
      payAmount: 3_900,
      fulfilment: 'toShip',
      lines: [{ unitPoints: 600, points: 600 }],
    });
    const cancelled = await call('POST', '/pc/ORDER/shopmallorderstatus/cancelOrder', buyer.token, { orderId });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balanceOf(buyer.memberId)).toBe(1_000);
    expect((await ledgerOf(buyer.memberId, orderId)).map((row) => [row.kind, row.delta])).toEqual([
      ['redeem', -600],
      ['refund', 600],
    ]);
  });

  it('fulfils an item bought with points alone at once, and refuses one the member has too few points for', async () => {
    const buyer = await newMember(ctx);
    const stock = await stockOf(db(), 'SLEEP-MASK');
    const tooMany = { items: [{ skuCode: 'SLEEP-MASK', quantity: 2 }], address: ADDRESS };
    const refused = await call('POST', '/en-US/mall/checkout/quote', buyer.token, tooMany);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: expect.any(Number), data: { needed: 1_600, balance: 1_000 } });
    const forced = await call('POST', '/en-US/mall/checkout', buyer.token, { ...tooMany, verifyAmount: 0 });
    expect(forced.json().errorCode).toBe(refused.json().errorCode);
    const zh = await call('POST', '/zh-CN/mall/checkout/quote', buyer.token, tooMany);
    expect(zh.json().message).toMatch(/积分/);
    // Nothing was written: no order, the same balance and stock.
    expect(await db().select().from(goodsOrders).where(eq(goodsOrders.memberId, buyer.memberId))).toHaveLength(0);
    expect(await balanceOf(buyer.memberId)).toBe(1_000);
    expect(await stockOf(db(), 'SLEEP-MASK')).toBe(stock);

    const placed = await checkout(buyer.token, { items: [{ skuCode: 'SLEEP-MASK', quantity: 1 }], address: ADDRESS });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = await detail(buyer.token, placed.json().data.orderId);
    expect(order).toMatchObject({ payAmount: 0, goodsPoints: 800, fulfilment: 'toShip', address: ADDRESS });
    expect(order.paidAt).not.toBeNull();
    expect(await balanceOf(buyer.memberId)).toBe(200);
  });

  it('never lets two checkouts at once spend the same points', async () => {
    const buyer = await newMember(ctx);
    const body = { items: [{ skuCode: 'SLEEP-MASK', quantity: 1 }], address: ADDRESS, verifyAmount: 0, points: 0 };
    const both = await Promise.all([
      call('POST', '/en-US/mall/checkout', buyer.token, body, { 'idempotency-key': `pts-a-${buyer.memberId}` }),
      call('POST', '/en-US/mall/checkout', buyer.token, body, { 'idempotency-key': `pts-b-${buyer.memberId}` }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(buyer.memberId)).toBe(200);
    expect(await db().select().from(goodsOrders).where(eq(goodsOrders.memberId, buyer.memberId))).toHaveLength(1);
  });

  it('charges a member their tier price, shown the same on the product, in the cart, the quote and the order', async () => {
    const gold = await newMember(ctx, 'gold');
    await db().insert(growthLedger).values({ memberId: gold.memberId, kind: 'adjust', delta: 5_000, note: 'test' });
    const classic = await newMember(ctx, 'classic');

    const product = (await call('GET', '/en-US/mall/goods/TOWEL-SET')).json().data;
    const sku = product.skus.find((entry: { skuCode: string }) => entry.skuCode === 'TOWEL-SET');
    expect(sku).toMatchObject({
      price: 32_900,
      tierPrices: [
        { tier: 3, price: 29_900 },
        { tier: 4, price: 26_900 },
      ],
    });
    const own = (await call('GET', '/en-US/mall/goods/TOWEL-SET/allowance', gold.token)).json().data;
    expect(own.tier).toBe(3);
    expect(own.prices).toContainEqual({ skuCode: 'TOWEL-SET', price: 29_900, tierPrice: 3 });
    const theirs = (await call('GET', '/en-US/mall/goods/TOWEL-SET/allowance', classic.token)).json().data;
    expect(theirs.prices).toContainEqual({ skuCode: 'TOWEL-SET', price: 32_900, tierPrice: null });

    const cart = await call('POST', '/en-US/mall/cart', gold.token, { skuCode: 'TOWEL-SET', quantity: 2 });
    expect(cart.json().data.lines[0]).toMatchObject({
      unitPrice: 29_900,
      originalPrice: 32_900,
      amount: 59_800,
      tierPrice: 3,
    });
    const body = { cartLineIds: [cart.json().data.lines[0].lineId], address: ADDRESS };
    const placed = await checkout(gold.token, body);
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await db().select().from(goodsOrders).where(eq(goodsOrders.orderId, placed.json().data.orderId));
    expect(order).toMatchObject({ goodsAmount: 59_800, payAmount: 59_800 });
    const [line] = await db().select().from(goodsOrderLines).where(eq(goodsOrderLines.orderId, order!.orderId));
    expect(line).toMatchObject({ unitPrice: 29_900, amount: 59_800 });

    const regular = await call('POST', '/en-US/mall/checkout/quote', classic.token, {
      items: [{ skuCode: 'TOWEL-SET', quantity: 1 }],
      address: ADDRESS,
    });
    expect(regular.json().data).toMatchObject({ goodsAmount: 32_900, lines: [{ unitPrice: 32_900, tierPrice: null }] });
  });
});
