import { CancellationFlag, HistoryReason, OrderStatus } from '@hotel/contract/enums';
import { ErrorCode } from '@hotel/contract/errors';
import { orderChangeQuoteSchema } from '@hotel/contract/schemas/orderChange';
import { and, asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail.schema.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { adminCaller, staffToken } from '../admin/admin.test-helpers.ts';
import { roomTypes } from '../catalog/catalog.schema.ts';
import { payments } from '../payments/payments.schema.ts';
import { SANDBOX_SECRET } from '../payments/payments.test-helpers.ts';
import { createSandboxProvider } from '../payments/sandbox.ts';
import { orderHistory, orderNights, orders } from './booking.schema.ts';
import { API, book, findRate, inventoryOf, orderPayload, payInSandbox, setRoomsLeft } from './booking.test-helpers.ts';
import { orderChanges } from './order-changes.schema.ts';

type Rate = Awaited<ReturnType<typeof findRate>>;

describeEachDatabase('charging the increase of a prepaid booking change', (ctx) => {
  const db = () => ctx().database.db;
  const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.transactionId, id)))[0]!;
  const changesOf = (id: string) =>
    db().select().from(orderChanges).where(eq(orderChanges.transactionId, id)).orderBy(asc(orderChanges.createdAt));
  const paymentOf = async (id: string) => (await db().select().from(payments).where(eq(payments.paymentId, id)))[0]!;
  const night = (rate: Rate, date: string) => inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, date);
  const historyOf = (id: string) =>
    db().select().from(orderHistory).where(eq(orderHistory.transactionId, id)).orderBy(asc(orderHistory.id));

  /** A prepaid (online), refundable booking, paid on the sandbox. */
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
  const post = (url: string, payload: object) => ctx().app.inject({ method: 'POST', url: `${API}${url}`, payload });

  /** Quotes and applies a change: the quote and the order detail answered. */
  async function openChange(id: string, body: object) {
    const quote = await post(`/en-US/orders/${id}/change/quote`, body);
    expect(quote.statusCode, quote.body).toBe(200);
    const offer = orderChangeQuoteSchema.parse(quote.json().data);
    const applied = await post(`/en-US/orders/${id}/change`, {
      ...body,
      verifyAmount: offer.verifyAmount,
      version: offer.version,
    });
    return { offer, applied };
  }
  async function startChangePayment(id: string, changeId: string) {
    const started = await post(`/en-US/orders/${id}/change/payment`, { changeId, channel: 1 });
    expect(started.statusCode, started.body).toBe(200);
    return started.json().data as { paymentId: string; payUrl: string; amount: number; currency: string };
  }
  const onPage = (payUrl: string, outcome: 'succeeded' | 'failed') =>
    ctx().app.inject({
      method: 'POST',
      url: payUrl,
      payload: `outcome=${outcome}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const notifySuccess = (payment: { paymentId: string; amount: number; currency: string }) =>
    post(
      '/payments/notify/sandbox',
      createSandboxProvider(SANDBOX_SECRET).signedNotification(
        payment.paymentId,
        'succeeded',
        payment.amount,
        payment.currency,
      ),
    );

  it('quotes a charge, holds the new nights while the order stays, and applies the change once its difference is paid', async () => {
    const rate = await findRate(db(), 1, CancellationFlag.limitedTime);
    const id = await paidBooking(rate, '2027-05-03', '2027-05-05', 'charge.longer@example.com');
    const before = await orderOf(id);
    const soldBefore = {
      first: (await night(rate, '2027-05-03')).sold,
      added: (await night(rate, '2027-05-05')).sold,
      addedHeld: (await night(rate, '2027-05-05')).held,
    };
    const body = changeBody(rate, '2027-05-03', '2027-05-07');
    const { offer, applied } = await openChange(id, body);
    expect(offer.settlement).toBe('charge');
    expect(offer.difference).toBeGreaterThan(0);
    expect(offer.difference).toBe(offer.after.payAmount - before.payAmount);
    expect(applied.statusCode, applied.body).toBe(200);
    const pending = applied.json().data.pendingChange;
    expect(pending).toMatchObject({ difference: offer.difference, checkOutDate: '2027-05-07', nights: 4 });

    // The order is exactly as it was; the two new nights are held, the old ones still sold.
    expect(await orderOf(id)).toEqual(before);
    const [change] = await changesOf(id);
    expect(change).toMatchObject({ status: 'pending', difference: offer.difference, orderVersion: before.version });
    expect((await night(rate, '2027-05-05')).held).toBe(soldBefore.addedHeld + 1);
    expect((await night(rate, '2027-05-06')).held).toBeGreaterThanOrEqual(1);
    expect((await night(rate, '2027-05-03')).sold).toBe(soldBefore.first);

    // Paid on the sandbox: the change applies in the payment's transaction.
    const started = await startChangePayment(id, change!.changeId);
    expect(started.amount).toBe(offer.difference);
    const returned = await onPage(started.payUrl, 'succeeded');
    expect(returned.headers.location).toContain(`/order/${id}`);
    const after = await orderOf(id);
    expect(after).toMatchObject({
      status: OrderStatus.reserved,
      checkOutDate: '2027-05-07',
      nights: 4,
      payAmount: offer.verifyAmount,
      version: before.version + 1,
    });
    const nights = await db().select().from(orderNights).where(eq(orderNights.transactionId, id));
    expect(nights.map((n) => n.night).sort()).toEqual(['2027-05-03', '2027-05-04', '2027-05-05', '2027-05-06']);
    expect((await night(rate, '2027-05-03')).sold).toBe(soldBefore.first);
    expect((await night(rate, '2027-05-05')).sold).toBe(soldBefore.added + 1);
    expect((await night(rate, '2027-05-05')).held).toBe(soldBefore.addedHeld);
    expect((await changesOf(id))[0]!.status).toBe('applied');
    expect(await paymentOf(started.paymentId)).toMatchObject({
      orderKind: 'roomChange',
      status: 'succeeded',
      amount: offer.difference,
      orderVersion: before.version,
    });
    const history = await historyOf(id);
    const modified = history.filter((line) => line.reasonCode === HistoryReason.modified);
    expect(modified).toHaveLength(1);
    expect(modified[0]!.details).toMatchObject({ kind: 'modified', to: { checkOutDate: '2027-05-07' } });
    // Staff read the change's room type and rate by name in their language, not by code.
    const staffDetail = await ctx().app.inject({
      method: 'GET',
      url: `/api/v1/admin/reservations/${id}`,
      headers: { authorization: `Bearer ${await staffToken(ctx, 'groupAdmin')}`, 'accept-language': 'zh-CN' },
    });
    const [room] = await db()
      .select()
      .from(roomTypes)
      .where(and(eq(roomTypes.hotelCode, rate.hotelCode), eq(roomTypes.roomTypeCode, rate.roomTypeCode)));
    const staffLine = staffDetail
      .json()
      .data.history.find((line: { reasonCode: string }) => line.reasonCode === HistoryReason.modified);
    expect(staffLine.details.to.roomTypeName).toBe(room!.name['zh-CN']);
    expect(staffLine.details.from.roomTypeName).not.toBe(rate.roomTypeCode);
    expect(history.find((line) => line.reasonCode === HistoryReason.paid && line.details)?.details).toEqual({
      kind: 'changePaid',
      paymentId: started.paymentId,
      amount: offer.difference,
      currency: before.currency,
    });
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'charge.longer@example.com'));
    const changedMail = mails.find((mail) => mail.subject.startsWith('Changed:'));
    expect(changedMail?.textBody ?? '').toContain('You paid the difference');

    // The provider's success callback replayed: applied once.
    expect((await notifySuccess(started)).statusCode).toBe(200);
    expect((await orderOf(id)).version).toBe(before.version + 1);
    expect((await night(rate, '2027-05-05')).sold).toBe(soldBefore.added + 1);
    expect((await historyOf(id)).filter((line) => line.reasonCode === HistoryReason.modified)).toHaveLength(1);
    // The order detail has no pending change any more.
    const detail = await ctx().app.inject({ method: 'GET', url: `${API}/en-US/orders/${id}` });
    expect(detail.json().data.pendingChange).toBeNull();

    // Cancelled later: the change's payment goes back with the booking's.
    const cancel = await ctx().app.inject({
      method: 'DELETE',
      url: `${API}/en-US/orders`,
      payload: { transactionId: id, reason: 'plans changed' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await paymentOf(started.paymentId)).toMatchObject({ status: 'refunded', refundReason: 'cancelled' });
  });

  it('leaves the order as it was when the payment is declined, and gives the held nights back when it expires', async () => {
    const rate = await findRate(db(), 1, CancellationFlag.limitedTime);
    const id = await paidBooking(rate, '2027-06-01', '2027-06-02', 'charge.declined@example.com');
    const before = await orderOf(id);
    const heldBefore = (await night(rate, '2027-06-02')).held;
    const { applied } = await openChange(id, changeBody(rate, '2027-06-01', '2027-06-03'));
    expect(applied.statusCode, applied.body).toBe(200);
    const [change] = await changesOf(id);
    expect((await night(rate, '2027-06-02')).held).toBe(heldBefore + 1);
    const started = await startChangePayment(id, change!.changeId);
    await onPage(started.payUrl, 'failed');
    expect((await paymentOf(started.paymentId)).status).toBe('failed');
    expect(await orderOf(id)).toEqual(before);
    expect((await changesOf(id))[0]!.status).toBe('pending');

    // Past its deadline the job expires it: nights released, order untouched, paying refused.
    const job = ctx().app.jobs.find((candidate) => candidate.name === 'expireOrderChanges')!;
    const saved = ctx().clock.now;
    ctx().clock.now = new Date(change!.deadline.getTime() + 1000);
    try {
      expect(await job.run()).toBe(1);
    } finally {
      ctx().clock.now = saved;
    }
    expect((await changesOf(id))[0]!.status).toBe('expired');
    expect((await night(rate, '2027-06-02')).held).toBe(heldBefore);
    expect(await orderOf(id)).toEqual(before);
    const late = await post(`/en-US/orders/${id}/change/payment`, { changeId: change!.changeId, channel: 1 });
    expect(late.json().errorCode).toBe(ErrorCode.paymentTimedOut);
  });

  it('refunds a change’s payment that comes after the order was cancelled or the change replaced, and applies nothing', async () => {
    const rate = await findRate(db(), 1, CancellationFlag.limitedTime);
    // Replaced: a second pending change voids the first; the first one's payment is refunded.
    const id = await paidBooking(rate, '2027-07-01', '2027-07-02', 'charge.replaced@example.com');
    const heldBefore = (await night(rate, '2027-07-02')).held;
    await openChange(id, changeBody(rate, '2027-07-01', '2027-07-03'));
    const [first] = await changesOf(id);
    const firstPayment = await startChangePayment(id, first!.changeId);
    const second = await openChange(id, changeBody(rate, '2027-07-01', '2027-07-04'));
    expect(second.applied.statusCode, second.applied.body).toBe(200);
    const [, next] = await changesOf(id);
    expect((await changesOf(id))[0]!.status).toBe('failed');
    // Only the second change's nights are held (the first's were given back).
    expect((await night(rate, '2027-07-02')).held).toBe(heldBefore + 1);
    expect((await notifySuccess(firstPayment)).statusCode).toBe(200);
    expect((await paymentOf(firstPayment.paymentId)).status).toMatch(/^refund(Due|ed)$/);
    expect((await orderOf(id)).checkOutDate).toBe('2027-07-02');
    expect(next!.status).toBe('pending');

    // Cancelled meanwhile: the pending change is closed with the order, its payment refunded, nothing applied.
    const payment = await startChangePayment(id, next!.changeId);
    const cancel = await ctx().app.inject({
      method: 'DELETE',
      url: `${API}/en-US/orders`,
      payload: { transactionId: id, reason: 'plans changed' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await changesOf(id))[1]!.status).toBe('failed');
    expect((await night(rate, '2027-07-02')).held).toBe(heldBefore);
    expect((await notifySuccess(payment)).statusCode).toBe(200);
    const refused = await paymentOf(payment.paymentId);
    expect(refused.status).toMatch(/^refund(Due|ed)$/);
    const cancelled = await orderOf(id);
    expect([OrderStatus.cancelled, OrderStatus.refunding]).toContain(cancelled.status);
    expect(cancelled.checkOutDate).toBe('2027-07-02');
    const notes = (await historyOf(id)).map((line) => line.reasonCode);
    expect(notes).not.toContain(HistoryReason.modified);
  });

  it('gives the last room of a night to exactly one of two pending changes at once', async () => {
    const rate = await findRate(db(), 1, CancellationFlag.limitedTime);
    const one = await paidBooking(rate, '2027-08-01', '2027-08-02', 'charge.race1@example.com');
    const two = await paidBooking(rate, '2027-08-03', '2027-08-04', 'charge.race2@example.com');
    await setRoomsLeft(db(), rate.hotelCode, rate.roomTypeCode, '2027-08-10', 1);
    const quoteOf = async (id: string, body: object) =>
      orderChangeQuoteSchema.parse((await post(`/en-US/orders/${id}/change/quote`, body)).json().data);
    const bodies = [changeBody(rate, '2027-08-01', '2027-08-11'), changeBody(rate, '2027-08-03', '2027-08-11')];
    const offers = [await quoteOf(one, bodies[0]!), await quoteOf(two, bodies[1]!)];
    expect(offers.map((offer) => offer.settlement)).toEqual(['charge', 'charge']);
    const answers = await Promise.all(
      [one, two].map((id, i) =>
        post(`/en-US/orders/${id}/change`, {
          ...bodies[i],
          verifyAmount: offers[i]!.verifyAmount,
          version: offers[i]!.version,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([
      200, 409,
    ]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().errorCode).toBe(ErrorCode.soldOut);
    const last = await night(rate, '2027-08-10');
    expect(last.total - last.held - last.sold).toBe(0);
    const pending = [...(await changesOf(one)), ...(await changesOf(two))];
    expect(pending).toHaveLength(1);
  });

  it('refuses staff an upward change of a prepaid booking with its own code, changing nothing', async () => {
    const rate = await findRate(db(), 1, CancellationFlag.limitedTime);
    const id = await paidBooking(rate, '2027-09-01', '2027-09-02', 'charge.staff@example.com');
    const before = await orderOf(id);
    const token = await staffToken(ctx, 'groupAdmin');
    const refused = await adminCaller(ctx)(
      'POST',
      `/reservations/${id}/change/quote`,
      token,
      changeBody(rate, '2027-09-01', '2027-09-04'),
    );
    expect(refused.json().errorCode).toBe(ErrorCode.changeChargeByGuest);
    expect(await orderOf(id)).toEqual(before);
    expect(await changesOf(id)).toHaveLength(0);
    const other = await db()
      .select()
      .from(orderChanges)
      .where(and(eq(orderChanges.transactionId, id), eq(orderChanges.status, 'pending')));
    expect(other).toHaveLength(0);
  });
});
