import { CancellationFlag, OrderStatus } from '@hotel/contract/enums';
import { ErrorCode } from '@hotel/contract/errors';
import { formatMoneyText } from '@hotel/contract/money';
import { orderChangeQuoteSchema } from '@hotel/contract/schemas/orderChange';
import { asc, eq, inArray, or } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail.schema.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { adminCaller, staffToken } from '../admin/admin.test-helpers.ts';
import { payments } from '../payments/payments.schema.ts';
import { orders } from './booking.schema.ts';
import { API, book, findRate, orderPayload, payInSandbox } from './booking.test-helpers.ts';
import { orderChanges } from './order-changes.schema.ts';

type Rate = Awaited<ReturnType<typeof findRate>>;

/**
 * The money of a booking paid by more than one payment (its own and a change's, ADR 0017): what the order
 * page, the staff detail and the cancellation say and refund is the sum over the payment rows.
 */
describeEachDatabase('the money of a changed booking', (ctx) => {
  const db = () => ctx().database.db;
  const admin = adminCaller(ctx);
  const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.transactionId, id)))[0]!;
  const changeIdsOf = async (id: string) =>
    (await db().select().from(orderChanges).where(eq(orderChanges.transactionId, id))).map((row) => row.changeId);
  /** Every payment row of the booking: its own, its part refunds, and its changes' payments. */
  async function rowsOf(id: string) {
    const changes = await changeIdsOf(id);
    return db()
      .select()
      .from(payments)
      .where(
        changes.length ? or(eq(payments.orderId, id), inArray(payments.orderId, changes)) : eq(payments.orderId, id),
      )
      .orderBy(asc(payments.createdAt));
  }
  const paidRows = async (id: string) => (await rowsOf(id)).filter((row) => !row.refundOf && row.status !== 'void');
  const post = (url: string, payload: object) => ctx().app.inject({ method: 'POST', url: `${API}${url}`, payload });
  const detailOf = async (id: string) =>
    (await ctx().app.inject({ method: 'GET', url: `${API}/en-US/orders/${id}` })).json().data;
  const typed = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

  async function paidBooking(rate: Rate, checkInDate: string, checkOutDate: string, email: string) {
    const response = await book(
      ctx(),
      orderPayload(
        rate,
        { checkInDate, checkOutDate },
        { booker: { name: 'Mei Lin', email, mobile: '86 13800138000' } },
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().data.transactionId as string;
    expect((await payInSandbox(ctx(), id)).statusCode).toBeLessThan(400);
    expect((await orderOf(id)).status).toBe(OrderStatus.reserved);
    return id;
  }
  const changeBody = (rate: Rate, checkInDate: string, checkOutDate: string) => ({
    checkInDate,
    checkOutDate,
    roomTypeCode: rate.roomTypeCode,
    ratePlanCode: rate.ratePlanCode,
    adultsPerRoom: 1,
    childrenPerRoom: 0,
  });
  async function change(id: string, body: object) {
    const quote = await post(`/en-US/orders/${id}/change/quote`, body);
    expect(quote.statusCode, quote.body).toBe(200);
    const offer = orderChangeQuoteSchema.parse(quote.json().data);
    const applied = await post(`/en-US/orders/${id}/change`, {
      ...body,
      verifyAmount: offer.verifyAmount,
      version: offer.version,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    return { offer, applied: applied.json().data };
  }
  /** Changes to a dearer stay and pays the difference on the sandbox's page: the change's payment row. */
  async function dearerAndPaid(id: string, body: object) {
    const { offer, applied } = await change(id, body);
    expect(offer.settlement).toBe('charge');
    const changeId = applied.pendingChange.changeId as string;
    const started = await post(`/en-US/orders/${id}/change/payment`, { changeId, channel: 1 });
    expect(started.statusCode, started.body).toBe(200);
    const page = await ctx().app.inject({
      method: 'POST',
      url: started.json().data.payUrl,
      payload: 'outcome=succeeded',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.statusCode).toBeLessThan(400);
    const [row] = await db().select().from(payments).where(eq(payments.orderId, changeId));
    expect(row).toMatchObject({ orderKind: 'roomChange', status: 'succeeded', amount: offer.difference });
    return row!;
  }

  it('shows paid as the sum of the booking’s and the change’s payments, and a cancellation refunds each of them', async () => {
    const rate = await findRate(db(), 1, CancellationFlag.limitedTime);
    const id = await paidBooking(rate, '2027-10-03', '2027-10-05', 'money.cancel@example.com');
    const own = (await paidRows(id))[0]!;
    const changed = await dearerAndPaid(id, changeBody(rate, '2027-10-03', '2027-10-07'));

    const rows = await paidRows(id);
    expect(rows.map((row) => row.paymentId)).toEqual([own.paymentId, changed.paymentId]);
    const total = rows.reduce((sum, row) => sum + row.amount, 0);
    expect(total).toBe((await orderOf(id)).payAmount);
    const detail = await detailOf(id);
    expect(detail.onlinePaid).toMatchObject({ paymentId: own.paymentId, paid: total, refunded: 0, left: total });
    expect(detail.onlinePaid.payments.map((p: { paid: number }) => p.paid)).toEqual([own.amount, changed.amount]);
    expect(detail.refund.amount.amount).toBe(total);

    // The staff detail says the same, and lists both payments.
    const token = await staffToken(ctx, 'groupAdmin');
    const staff = (await admin('GET', `/reservations/${id}`, token)).json().data;
    expect(staff.onlinePaid).toMatchObject({ paid: total, left: total });
    expect(staff.payments.map((p: { paymentId: string }) => p.paymentId)).toEqual(
      expect.arrayContaining([own.paymentId, changed.paymentId]),
    );

    const cancel = await ctx().app.inject({
      method: 'DELETE',
      url: `${API}/en-US/orders`,
      payload: { transactionId: id, reason: 'plans changed' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.refund.amount.amount).toBe(total);
    const after = await paidRows(id);
    expect(after.map((row) => [row.paymentId, row.status, row.refundReason, row.refundAmount])).toEqual([
      [own.paymentId, 'refunded', 'cancelled', own.amount],
      [changed.paymentId, 'refunded', 'cancelled', changed.amount],
    ]);
    expect(after.reduce((sum, row) => sum + (row.refundAmount ?? 0), 0)).toBe(total);
    expect((await orderOf(id)).status).toBe(OrderStatus.cancelled);
    expect((await detailOf(id)).onlinePaid).toMatchObject({ paid: total, refunded: total, left: 0 });
  });

  it('a staff part refund larger than the newest payment spans two payments, newest first, and the cancellation refunds the rest', async () => {
    const rate = await findRate(db(), 1, CancellationFlag.limitedTime);
    const id = await paidBooking(rate, '2027-11-03', '2027-11-05', 'money.staff@example.com');
    const own = (await paidRows(id))[0]!;
    const changed = await dearerAndPaid(id, changeBody(rate, '2027-11-03', '2027-11-06'));
    const token = await staffToken(ctx, 'groupAdmin');
    const total = own.amount + changed.amount;
    const currency = own.currency;

    const tooMuch = await admin('POST', `/reservations/${id}/refunds`, token, {
      amount: typed(total + 1),
      currency,
      reason: 'too much',
    });
    expect(tooMuch.json().errorCode).toBe(ErrorCode.refundAboveRefundable);
    expect((await rowsOf(id)).filter((row) => row.refundOf)).toHaveLength(0);

    const amount = changed.amount + 100;
    const done = await admin('POST', `/reservations/${id}/refunds`, token, {
      amount: typed(amount),
      currency,
      reason: 'Noisy room',
    });
    expect(done.statusCode, done.body).toBe(200);
    const parts = (await rowsOf(id)).filter((row) => row.refundOf);
    expect(parts.map((row) => [row.refundOf, row.amount, row.refundReason, row.status, row.orderId])).toEqual([
      [changed.paymentId, changed.amount, 'staffRefund', 'refunded', id],
      [own.paymentId, 100, 'staffRefund', 'refunded', id],
    ]);
    expect(done.json().data.reservation.onlinePaid).toMatchObject({
      paid: total,
      refunded: amount,
      left: total - amount,
    });

    const cancel = await ctx().app.inject({
      method: 'DELETE',
      url: `${API}/en-US/orders`,
      payload: { transactionId: id, reason: 'plans changed' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.refund.amount.amount).toBe(total - amount);
    const paid = await paidRows(id);
    expect(paid.map((row) => [row.paymentId, row.status, row.refundAmount])).toEqual([
      [own.paymentId, 'refunded', own.amount - 100],
      [changed.paymentId, 'refunded', 0],
    ]);
    const refunded =
      paid.reduce((sum, row) => sum + (row.refundAmount ?? 0), 0) + parts.reduce((sum, row) => sum + row.amount, 0);
    expect(refunded).toBe(total);
    expect((await detailOf(id)).onlinePaid).toMatchObject({ paid: total, refunded: total, left: 0 });
  });

  it('a change lowering the price refunds across the payments, newest first', async () => {
    const rate = await findRate(db(), 1, CancellationFlag.limitedTime);
    const id = await paidBooking(rate, '2027-09-10', '2027-09-12', 'money.lower@example.com');
    const own = (await paidRows(id))[0]!;
    const changed = await dearerAndPaid(id, changeBody(rate, '2027-09-10', '2027-09-14'));
    const before = await orderOf(id);
    // Down to one night: more than the change's payment is given back.
    const { offer } = await change(id, changeBody(rate, '2027-09-10', '2027-09-11'));
    expect(offer.settlement).toBe('refund');
    const lowered = before.payAmount - (await orderOf(id)).payAmount;
    expect(lowered).toBeGreaterThan(changed.amount);
    const parts = (await rowsOf(id)).filter((row) => row.refundOf);
    expect(parts.map((row) => [row.refundOf, row.amount, row.refundReason])).toEqual([
      [changed.paymentId, changed.amount, 'priceLowered'],
      [own.paymentId, lowered - changed.amount, 'priceLowered'],
    ]);
    const total = own.amount + changed.amount;
    const detail = await detailOf(id);
    expect(detail.onlinePaid).toMatchObject({ paid: total, refunded: lowered, left: total - lowered });
    expect(detail.onlinePaid.left).toBe((await orderOf(id)).payAmount);
    expect(detail.refund.amount.amount).toBe(total - lowered);

    // The new confirmation's price table says the same: paid by both payments, refunded, and what is left.
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'money.lower@example.com'))
      .orderBy(mailOutbox.id);
    const last = mails.filter((mail) => mail.subject.startsWith('Changed:')).at(-1)!;
    const text = last.textBody.replace(/\s+/g, ' ');
    for (const amount of [total, lowered, total - lowered]) {
      expect(text).toContain(formatMoneyText(amount, own.currency, 'en-US').replace(/\s+/g, ' '));
    }
  });
});
