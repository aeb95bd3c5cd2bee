import { OrderStatus, PaymentType } from '@hotel/contract/enums';
import { ErrorCode } from '@hotel/contract/errors';
import { formatMoneyText } from '@hotel/contract/money';
import { addDays } from '@hotel/contract/schemas/common';
import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail.schema.ts';
import { DEMO_MEMBER } from '../../seed/members.ts';
import { describeEachDatabase, TEST_TODAY } from '../../test/context.ts';
import { adminCaller, staffToken } from '../admin/admin.test-helpers.ts';
import { members, pointsLedger } from '../member/member.schema.ts';
import { caller } from '../member/member.test-helpers.ts';
import { orders } from './booking.schema.ts';
import { orderPayload } from './booking.test-helpers.ts';

const night = (offset: number) => addDays(TEST_TODAY, offset);

describeEachDatabase('points rates booked by the demo member', (ctx) => {
  const db = () => ctx().database.db;
  const call = caller(ctx);
  const admin = adminCaller(ctx);
  const signIn = async () =>
    (await call('POST', '/member/login', null, { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password })).json()
      .data.token as string;
  const balance = async () =>
    (await db().select().from(members).where(eq(members.memberId, DEMO_MEMBER.memberId)))[0]!.pointsBalance;

  /** A group administrator credits the demo member (audited), as the hotel would for a reward night. */
  async function credit(points: number) {
    const groupAdmin = await staffToken(ctx, 'groupAdmin');
    const credited = await admin('POST', `/members/${DEMO_MEMBER.memberId}/adjustments`, groupAdmin, {
      kind: 'points',
      delta: points,
      reason: 'Reward night for the journey',
    });
    expect(credited.statusCode, credited.body).toBe(200);
  }

  it('quotes PTS before the points are chosen, refuses it uncovered, books it covered: order, ledger, history and mail agree', async () => {
    const token = await signIn();
    const payload = orderPayload(
      { hotelCode: 'SHA002', roomTypeCode: 'SUPK', ratePlanCode: 'PTS' },
      { checkInDate: night(31), checkOutDate: night(32) },
      { booker: { name: 'Mei Chen', email: DEMO_MEMBER.email, mobile: '86 13900000001' } },
    );
    const quote = await call('POST', '/en-US/orders/quote', token, payload);
    expect(quote.statusCode, quote.body).toBe(200);
    const first = quote.json().data;
    expect(first).toMatchObject({ paymentType: PaymentType.points, pointsUsed: 0 });
    expect(first.payAmount).toBeGreaterThan(0);
    // One point is one fen: the whole stay in CNY minor units.
    expect(first.pointsNeeded).toBe(first.totalAmount);

    const uncovered = await call('POST', '/en-US/orders', token, { ...payload, verifyAmount: first.payAmount });
    expect(uncovered.statusCode).toBe(409);
    expect(uncovered.json()).toMatchObject({
      errorCode: ErrorCode.pointsRateNotCovered,
      data: { field: 'point', pointsNeeded: first.pointsNeeded },
    });
    expect(uncovered.json().message).toContain('paid in full with points');
    expect(await db().select().from(orders).where(eq(orders.ratePlanCode, 'PTS'))).toHaveLength(0);

    await credit(first.pointsNeeded);
    const before = await balance();
    const covered = { ...payload, point: first.pointsNeeded };
    const quoted = (await call('POST', '/en-US/orders/quote', token, covered)).json().data;
    expect(quoted).toMatchObject({ payAmount: 0, paymentType: PaymentType.points, pointDiscount: first.totalAmount });
    const booked = await call('POST', '/en-US/orders', token, { ...covered, verifyAmount: 0 });
    expect(booked.statusCode, booked.body).toBe(200);
    const { transactionId } = booked.json().data;

    const [order] = await db().select().from(orders).where(eq(orders.transactionId, transactionId));
    expect(order).toMatchObject({
      status: OrderStatus.reserved,
      paymentType: PaymentType.points,
      pointsUsed: first.pointsNeeded,
      pointDiscount: order!.totalAmount,
      payAmount: 0,
      memberId: DEMO_MEMBER.memberId,
    });
    const [redeemed] = await db()
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.transactionId, transactionId))
      .orderBy(desc(pointsLedger.id));
    expect(redeemed).toMatchObject({
      kind: 'redeem',
      delta: -order!.pointsUsed,
      balanceAfter: before - order!.pointsUsed,
    });
    expect(await balance()).toBe(before - order!.pointsUsed);

    const detail = (await call('GET', `/en-US/orders/${transactionId}`, token)).json().data;
    expect(detail).toMatchObject({ paymentType: PaymentType.points, pointsUsed: order!.pointsUsed });
    expect(detail.amounts.pointDiscount.amount).toBe(order!.pointDiscount);
    expect(detail.amounts.payAmount.amount).toBe(0);
    const history = (await call('GET', '/member/membershipCard/integral/history', token)).json().data;
    expect(history.list[0]).toMatchObject({ balance: before - order!.pointsUsed });
    expect(JSON.stringify(history.list[0])).toContain(String(-order!.pointsUsed));

    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, DEMO_MEMBER.email));
    const mail = mails.find((row) => row.textBody.includes(order!.confirmationNumber))!;
    expect(mail.textBody).toContain(formatMoneyText(order!.pointDiscount, order!.currency, 'en-US'));
    expect(mail.textBody).toContain(`Points deduction (${order!.pointsUsed.toLocaleString('en-US')} points)`);
  });

  it('books PTSPLUS with part in points and the rest paid online', async () => {
    const token = await signIn();
    await credit(5_000);
    const payload = orderPayload(
      { hotelCode: 'SHA002', roomTypeCode: 'SUPK', ratePlanCode: 'PTSPLUS' },
      { checkInDate: night(33), checkOutDate: night(34) },
      { booker: { name: 'Mei Chen', email: DEMO_MEMBER.email, mobile: '86 13900000001' }, point: 5_000 },
    );
    const quote = (await call('POST', '/en-US/orders/quote', token, payload)).json().data;
    expect(quote).toMatchObject({ paymentType: PaymentType.pointsPlusOnline, pointDiscount: 5_000 });
    expect(quote.pointsNeeded).toBe(quote.totalAmount);
    const before = await balance();
    const booked = await call('POST', '/en-US/orders', token, { ...payload, verifyAmount: quote.payAmount });
    expect(booked.statusCode, booked.body).toBe(200);
    const { transactionId } = booked.json().data;
    const started = await call('POST', '/en-US/orders/payment', token, { transactionId, channel: 1 });
    expect(started.statusCode, started.body).toBe(200);
    const paid = await ctx().app.inject({
      method: 'POST',
      url: started.json().data.payUrl,
      payload: 'outcome=succeeded',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBeLessThan(400);
    const [order] = await db().select().from(orders).where(eq(orders.transactionId, transactionId));
    expect(order).toMatchObject({
      status: OrderStatus.reserved,
      paymentType: PaymentType.pointsPlusOnline,
      pointsUsed: 5_000,
      pointDiscount: 5_000,
      payAmount: order!.totalAmount - 5_000,
    });
    expect(await balance()).toBe(before - 5_000);
  });
});
