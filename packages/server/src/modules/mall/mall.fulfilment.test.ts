import { and, eq, like } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail.schema.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { adminCaller, allTokens, type DemoRole } from '../admin/admin.test-helpers.ts';
import { auditLog } from '../admin/staff.schema.ts';
import { payments } from '../payments/payments.schema.ts';
import { goodsOrderHistory, goodsOrders } from './mall.schema.ts';
import { ADDRESS, mallCaller, newMember, raiseGrowth, shippingJob, stockOf } from './mall.test-helpers.ts';

const DAY = 86_400_000;

describeEachDatabase('mall fulfilment of physical goods (issue 22)', (ctx) => {
  const { call, checkout, pay, detail } = mallCaller(ctx);
  const admin = adminCaller(ctx);
  const db = () => ctx().database.db;
  let staff: Record<DemoRole, string>;
  beforeAll(async () => {
    staff = await allTokens(ctx);
  });
  const ship = (
    orderId: string,
    token: string,
    body: unknown = { carrier: 'SF Express', trackingNumber: 'sf1234567890' },
  ) => admin('POST', `/mall/orders/${orderId}/ship`, token, body);
  const mailsAbout = (orderId: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${orderId}%`));

  async function paidBathrobe(lang = 'en-US') {
    const buyer = await newMember(ctx);
    const order = (
      await checkout(
        buyer.token,
        { items: [{ skuCode: 'BATHROBE-M', quantity: 1 }], address: ADDRESS },
        undefined,
        lang,
      )
    ).json().data;
    await pay(buyer.token, order.orderId);
    return { buyer, orderId: order.orderId as string };
  }

  it('takes a bathrobe from paid (to ship) to shipped, received and reviewed, with e-mails', async () => {
    const { buyer, orderId } = await paidBathrobe();
    expect(await detail(buyer.token, orderId)).toMatchObject({
      status: 2,
      fulfilment: 'toShip',
      shipment: null,
      canCancel: true,
      canConfirmReceipt: false,
    });
    expect((await mailsAbout(orderId)).map((mail) => mail.subject)).toEqual([
      `Shop order ${orderId}: payment received`,
    ]);

    // Staff: a bad tracking number changes nothing; the front desk may not ship; a manager may.
    const bad = await ship(orderId, staff.hotelManager, { carrier: 'SF Express', trackingNumber: '12' });
    expect(bad.statusCode).toBe(400);
    expect((await ship(orderId, staff.frontDesk)).statusCode).toBe(403);
    const shipped = await ship(orderId, staff.hotelManager);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await ship(orderId, staff.hotelManager)).json().errorCode).toBe(90204);
    const onItsWay = await detail(buyer.token, orderId);
    expect(onItsWay).toMatchObject({
      status: 2,
      fulfilment: 'shipped',
      shipment: { carrier: 'SF Express', trackingNumber: 'SF1234567890' },
      canCancel: false,
      canConfirmReceipt: true,
      canReview: false,
    });
    expect(new Date(onItsWay.autoReceiveAt).getTime() - new Date(onItsWay.shipment.shippedAt).getTime()).toBe(10 * DAY);
    const cancel = await call('POST', '/pc/ORDER/shopmallorderstatus/cancelOrder', buyer.token, { orderId });
    expect(cancel.json()).toMatchObject({ errorCode: 70003, data: { reason: 'shipped' } });
    const mails = await mailsAbout(orderId);
    expect(mails.at(-1)!.subject).toBe(`Shop order ${orderId} has shipped`);
    expect(mails.at(-1)!.textBody).toContain('SF1234567890');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'mall.order.ship')));
    expect(audit).toBeDefined();

    // Someone else's order cannot be confirmed; the buyer confirms it.
    const stranger = await newMember(ctx, 'stranger');
    expect((await call('POST', `/en-US/mall/orders/${orderId}/receipt`, stranger.token)).json().errorCode).toBe(90314);
    const received = await call('POST', `/en-US/mall/orders/${orderId}/receipt`, buyer.token);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().data).toMatchObject({
      status: 1,
      fulfilment: 'received',
      canReview: true,
      canRequestReturn: true,
    });
    const history = await db().select().from(goodsOrderHistory).where(eq(goodsOrderHistory.orderId, orderId));
    expect(history.map((row) => row.reasonCode)).toEqual(['created', 'paid', 'shipped', 'received']);
    const review = { orderId, goodsCode: 'BATHROBE', rating: 5, content: 'Arrived quickly, very soft.' };
    expect((await call('POST', '/en-US/mall/reviews', buyer.token, review)).statusCode).toBe(200);
  });

  it('counts shipped goods as received after the configured days (the job)', async () => {
    const { buyer, orderId } = await paidBathrobe();
    expect((await ship(orderId, staff.groupAdmin)).statusCode).toBe(200);
    const job = shippingJob(ctx);
    expect(await job.receiveDue(new Date(ctx().clock.now.getTime() + 9 * DAY))).toBe(0);
    expect(await job.receiveDue(new Date(ctx().clock.now.getTime() + 10 * DAY + 1000))).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(goodsOrders).where(eq(goodsOrders.orderId, orderId));
    expect(row).toMatchObject({ status: 1 });
    expect(row!.receivedAt).not.toBeNull();
    expect((await detail(buyer.token, orderId)).fulfilment).toBe('received');
  });

  it('lets staff approve a return (refund through the payments pipeline, units back) or reject it with a note', async () => {
    const { buyer, orderId } = await paidBathrobe('zh-CN');
    await ship(orderId, staff.hotelManager);
    await call('POST', `/en-US/mall/orders/${orderId}/receipt`, buyer.token);
    expect((await call('POST', `/en-US/mall/orders/${orderId}/return`, buyer.token, { reason: '' })).statusCode).toBe(
      400,
    );
    const asked = await call('POST', `/en-US/mall/orders/${orderId}/return`, buyer.token, { reason: 'Too small' });
    expect(asked.json().data).toMatchObject({
      canRequestReturn: false,
      returnRequest: { status: 'requested', reason: 'Too small' },
    });
    const again = await call('POST', `/en-US/mall/orders/${orderId}/return`, buyer.token, { reason: 'Too small' });
    expect(again.json()).toMatchObject({ errorCode: 70003, data: { reason: 'returnRequested' } });

    const listed = (await admin('GET', '/mall/returns?status=requested', staff.hotelManager)).json().data;
    const request = listed.list.find((row: { orderId: string }) => row.orderId === orderId);
    expect(request).toMatchObject({ status: 'requested', payAmount: 45_900, lines: [{ quantity: 1 }] });
    // Whose return it is: the card number, never the internal member id.
    expect(request.memberCardNo).toBe(buyer.cardNumber);
    expect(`${request.memberName} ${request.memberCardNo}`).not.toMatch(/mem_/);
    // And the buyer's tier beside it, following the growth ledger (5,000 growth: Gold).
    expect(request.memberTier).toBe(1);
    expect(await raiseGrowth(ctx, buyer.memberId, 5_000)).toBe(5_000);
    const lifted = (await admin('GET', '/mall/returns?status=requested', staff.hotelManager)).json().data.list;
    expect(lifted.find((row: { orderId: string }) => row.orderId === orderId).memberTier).toBe(3);
    const stock = await stockOf(db(), 'BATHROBE-M');
    const approved = await admin('POST', `/mall/returns/${request.requestId}/decision`, staff.hotelManager, {
      approve: true,
      note: 'Refund approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const twice = await admin('POST', `/mall/returns/${request.requestId}/decision`, staff.hotelManager, {
      approve: false,
    });
    expect(twice.json().errorCode).toBe(90216);
    const after = await detail(buyer.token, orderId);
    expect(after.status).toBe(33);
    expect(after.returnRequest).toMatchObject({ status: 'approved', staffNote: 'Refund approved' });
    expect(await stockOf(db(), 'BATHROBE-M')).toBe(stock + 1);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment!.status).toBe('refunded');
    const mails = await mailsAbout(orderId);
    // The buyer ordered in Chinese: every mail is in Chinese.
    expect(mails.map((mail) => mail.subject)).toEqual([
      `商城订单 ${orderId} 已支付`,
      `商城订单 ${orderId} 已发货`,
      `商城订单 ${orderId} 退款`,
    ]);

    const second = await paidBathrobe();
    await ship(second.orderId, staff.hotelManager);
    await call('POST', `/en-US/mall/orders/${second.orderId}/receipt`, second.buyer.token);
    await call('POST', `/en-US/mall/orders/${second.orderId}/return`, second.buyer.token, {
      reason: 'Changed my mind',
    });
    const open = (await admin('GET', '/mall/returns?status=requested', staff.groupAdmin)).json().data.list;
    const other = open.find((row: { orderId: string }) => row.orderId === second.orderId);
    await admin('POST', `/mall/returns/${other.requestId}/decision`, staff.groupAdmin, {
      approve: false,
      note: 'Worn items cannot be returned',
    });
    expect(await detail(second.buyer.token, second.orderId)).toMatchObject({
      status: 1,
      returnRequest: { status: 'rejected', staffNote: 'Worn items cannot be returned' },
      canRequestReturn: true,
    });
  });

  it('keeps an address book per member: the first is the default, one default at a time', async () => {
    const member = await newMember(ctx);
    const first = await call('POST', '/en-US/mall/addresses', member.token, ADDRESS);
    expect(first.json().data).toEqual([expect.objectContaining({ name: ADDRESS.name, isDefault: true })]);
    const both = (
      await call('POST', '/en-US/mall/addresses', member.token, { ...ADDRESS, detail: '1 Bund Road', isDefault: true })
    ).json().data;
    expect(both.map((row: { detail: string; isDefault: boolean }) => [row.detail, row.isDefault])).toEqual([
      ['1 Bund Road', true],
      [ADDRESS.detail, false],
    ]);
    const bad = await call('POST', '/en-US/mall/addresses', member.token, { ...ADDRESS, phone: 'abc' });
    expect(bad.statusCode).toBe(400);
    const stranger = await newMember(ctx, 'stranger');
    expect((await call('DELETE', `/en-US/mall/addresses/${both[0].addressId}`, stranger.token)).json().errorCode).toBe(
      90015,
    );
    const left = (await call('DELETE', `/en-US/mall/addresses/${both[0].addressId}`, member.token)).json().data;
    expect(left).toEqual([expect.objectContaining({ detail: ADDRESS.detail, isDefault: true })]);
  });
});
