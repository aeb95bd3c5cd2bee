import { ErrorCode } from '@hotel/contract/errors';
import { orderDetailSchema } from '@hotel/contract/schemas/order';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail.schema.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { hotels } from '../catalog/catalog.schema.ts';
import { payments } from '../payments/payments.schema.ts';
import { orderHistory, orders } from './booking.schema.ts';
import { API, book, findRate, inventoryOf, orderPayload, payInSandbox, setRoomsLeft } from './booking.test-helpers.ts';
import { createCancellationService } from './cancellation.ts';

const stay = (checkInDate: string, checkOutDate: string, roomCount = 1) => ({ checkInDate, checkOutDate, roomCount });

describeEachDatabase('booking', (ctx) => {
  const db = () => ctx().database.db;
  const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]!.n;

  it('confirms a pay-at-hotel booking at once, sells the rooms, logs the history and sends the e-mail', async () => {
    const rate = await findRate(db(), 2);
    const before = await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2026-12-10');
    const response = await book(ctx(), orderPayload(rate, stay('2026-12-10', '2026-12-12')));
    expect(response.statusCode, response.body).toBe(200);
    const { transactionId, confirmationNumber, status } = response.json().data;
    expect(status).toBe(1);
    expect(confirmationNumber).toMatch(/^AU[0-9A-Z]{10}$/);
    const after = await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2026-12-10');
    expect(after.sold).toBe(before.sold + 1);
    expect(after.held).toBe(before.held);
    const history = await db().select().from(orderHistory).where(eq(orderHistory.transactionId, transactionId));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 1, actor: 'guest' }]);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'mei.lin@example.com'));
    expect(mails.some((mail) => mail.textBody.includes(confirmationNumber))).toBe(true);
    const detail = orderDetailSchema.parse(
      (await ctx().app.inject({ method: 'GET', url: `${API}/zh-CN/orders/${transactionId}` })).json().data,
    );
    expect(detail.hotel.name).toMatch(/[\u4e00-\u9fff]/);
    expect(detail.rooms[0]!.guests[0]!.lastName).toBe('Lina');
    expect(detail.rooms[0]).toMatchObject({ adults: 1, children: 0 });
    expect(detail.amounts.totalAmount.amount).toBe(
      detail.amounts.roomAmount.amount +
        detail.amounts.serviceAmount.amount +
        detail.amounts.taxAmount.amount +
        detail.amounts.addonAmount.amount,
    );
  });

  it('refuses an amount that differs from the server’s, writing nothing', async () => {
    const rate = await findRate(db(), 2);
    const before = await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2026-12-14');
    const orderTotal = await orderCount();
    const response = await ctx().app.inject({
      method: 'POST',
      url: `${API}/ja/orders`,
      payload: orderPayload(rate, stay('2026-12-14', '2026-12-15'), { verifyAmount: 1 }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: ErrorCode.pricesChanged });
    expect(response.json().message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(await orderCount()).toBe(orderTotal);
    expect(await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2026-12-14')).toEqual(before);
  });

  it('says 703 when sold out and 701 when fewer rooms remain than asked', async () => {
    const rate = await findRate(db(), 2);
    await setRoomsLeft(db(), rate.hotelCode, rate.roomTypeCode, '2026-12-20', 0);
    const soldOut = await ctx().app.inject({
      method: 'POST',
      url: `${API}/en-US/orders`,
      payload: orderPayload(rate, stay('2026-12-20', '2026-12-21'), { verifyAmount: 1 }),
    });
    expect(soldOut.json().errorCode).toBe(ErrorCode.soldOut);
    await setRoomsLeft(db(), rate.hotelCode, rate.roomTypeCode, '2026-12-22', 1);
    const fewer = await ctx().app.inject({
      method: 'POST',
      url: `${API}/en-US/orders`,
      payload: orderPayload(rate, stay('2026-12-22', '2026-12-23', 2), { verifyAmount: 1 }),
    });
    expect(fewer.json().errorCode).toBe(ErrorCode.insufficientRooms);
  });

  it('refuses a sold-out stay before pricing it, leaving a taken-down hotel to the quote', async () => {
    const rate = await findRate(db(), 2);
    await setRoomsLeft(db(), rate.hotelCode, rate.roomTypeCode, '2026-12-18', 0);
    const payload = orderPayload(rate, stay('2026-12-18', '2026-12-19'), { verifyAmount: 1 });
    const quote = await ctx().app.inject({ method: 'POST', url: `${API}/en-US/orders/quote`, payload });
    expect(quote.json().errorCode).toBe(ErrorCode.soldOut);
    await db().update(hotels).set({ isActive: false }).where(eq(hotels.hotelCode, rate.hotelCode));
    try {
      const takenDown = await ctx().app.inject({ method: 'POST', url: `${API}/en-US/orders`, payload });
      expect(takenDown.json().errorCode).toBe(ErrorCode.hotelTakenDown);
    } finally {
      await db().update(hotels).set({ isActive: true }).where(eq(hotels.hotelCode, rate.hotelCode));
    }
  });

  it('never oversells the last rooms to concurrent guests', async () => {
    const rate = await findRate(db(), 2);
    await setRoomsLeft(db(), rate.hotelCode, rate.roomTypeCode, '2026-12-24', 3);
    const payload = orderPayload(rate, stay('2026-12-24', '2026-12-25'));
    const quote = (await ctx().app.inject({ method: 'POST', url: `${API}/en-US/orders/quote`, payload })).json().data;
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () =>
        ctx().app.inject({
          method: 'POST',
          url: `${API}/en-US/orders`,
          payload: { ...payload, verifyAmount: quote.payAmount },
        }),
      ),
    );
    const codes = attempts.map((response) => response.json().errorCode);
    expect(codes.filter((code) => code === 0)).toHaveLength(3);
    expect(
      codes
        .filter((code) => code !== 0)
        .every((code) => code === ErrorCode.soldOut || code === ErrorCode.insufficientRooms),
    ).toBe(true);
    const row = await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2026-12-24');
    expect(row.held + row.sold).toBe(row.total);
  });

  it('returns the same order for a retried create with the same Idempotency-Key', async () => {
    const rate = await findRate(db(), 2);
    const payload = orderPayload(rate, stay('2026-12-26', '2026-12-27'));
    const headers = { 'idempotency-key': 'retry-test-0001' };
    const first = await book(ctx(), payload, 'en-US', headers);
    const orderTotal = await orderCount();
    const second = await book(ctx(), payload, 'en-US', headers);
    expect(second.json().data.transactionId).toBe(first.json().data.transactionId);
    expect(await orderCount()).toBe(orderTotal);
  });

  it('pays a prepaid booking in the sandbox: hold, hosted page, signed notification, confirmation', async () => {
    const rate = await findRate(db(), 1);
    const before = await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2027-01-05');
    const created = (await book(ctx(), orderPayload(rate, stay('2027-01-05', '2027-01-06')))).json().data;
    expect(created.status).toBe(0);
    expect(created.paymentDeadline).not.toBeNull();
    const held = await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2027-01-05');
    expect(held.held).toBe(before.held + 1);

    const started = await ctx().app.inject({
      method: 'POST',
      url: `${API}/en-US/orders/payment`,
      payload: { transactionId: created.transactionId, channel: 1 },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { payUrl } = started.json().data;
    const page = await ctx().app.inject({ method: 'GET', url: payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(created.confirmationNumber);
    const waiting = await ctx().app.inject({
      method: 'GET',
      url: `${API}/en-US/orders/${created.transactionId}/callbackStatus`,
    });
    expect(waiting.json().data.status).toBe('incomplete');

    const paid = await ctx().app.inject({
      method: 'POST',
      url: payUrl,
      payload: 'outcome=succeeded',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/orderWaiting/${created.transactionId}/0/`);
    const status = await ctx().app.inject({
      method: 'GET',
      url: `${API}/en-US/orders/${created.transactionId}/callbackStatus`,
    });
    expect(status.json().data.status).toBe('completed');
    const sold = await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2027-01-05');
    expect(sold.held).toBe(before.held);
    expect(sold.sold).toBe(before.sold + 1);
  });

  it('applies a payment notification once however often it is replayed, and refuses a bad signature', async () => {
    const rate = await findRate(db(), 1);
    const created = (await book(ctx(), orderPayload(rate, stay('2027-01-07', '2027-01-08')))).json().data;
    const started = (
      await ctx().app.inject({
        method: 'POST',
        url: `${API}/en-US/orders/payment`,
        payload: { transactionId: created.transactionId, channel: 2 },
      })
    ).json().data;
    const [payment] = await db().select().from(payments).where(eq(payments.paymentId, started.paymentId));
    const { createSandboxProvider } = await import('../payments/sandbox.ts');
    const sandbox = createSandboxProvider('sandbox-secret-change-me-0001');
    const forged = {
      ...sandbox.signedNotification(payment!.paymentId, 'succeeded', payment!.amount, payment!.currency),
      amount: 1,
    };
    const refused = await ctx().app.inject({ method: 'POST', url: `${API}/payments/notify/sandbox`, payload: forged });
    expect(refused.json().errorCode).toBe(ErrorCode.paymentParameterError);
    expect((await db().select().from(orders).where(eq(orders.transactionId, created.transactionId)))[0]!.status).toBe(
      0,
    );

    const genuine = sandbox.signedNotification(payment!.paymentId, 'succeeded', payment!.amount, payment!.currency);
    const before = await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2027-01-07');
    for (let i = 0; i < 10; i++) {
      const response = await ctx().app.inject({
        method: 'POST',
        url: `${API}/payments/notify/sandbox`,
        payload: genuine,
      });
      expect(response.statusCode).toBe(200);
    }
    const settled = await db().select().from(payments).where(eq(payments.orderId, created.transactionId));
    expect(settled.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    const after = await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2027-01-07');
    expect(after.sold).toBe(before.sold + 1);
    const history = await db().select().from(orderHistory).where(eq(orderHistory.transactionId, created.transactionId));
    expect(history.map((row) => row.toStatus)).toEqual([0, 1]);
  });

  it('closes an unpaid order past its deadline, gives its rooms back and refuses a late payment', async () => {
    const rate = await findRate(db(), 1);
    const before = await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2027-01-12');
    const created = (await book(ctx(), orderPayload(rate, stay('2027-01-12', '2027-01-13')))).json().data;
    const start = ctx().clock.now;
    ctx().clock.now = new Date(new Date(created.paymentDeadline).getTime() + 1_000);
    try {
      const { closeExpiredOrders } = await import('./expiry.ts');
      const { createPaymentService } = await import('../payments/payments.service.ts');
      const { createSandboxProvider } = await import('../payments/sandbox.ts');
      const { registerRoomPayments } = await import('./room-payments.ts');
      const now = () => ctx().clock.now;
      const paymentsService = createPaymentService({ db: db(), provider: createSandboxProvider('x'.repeat(16)), now });
      const roomPayments = registerRoomPayments(paymentsService, { db: db() });
      const closer = createCancellationService({ db: db(), payments: roomPayments, now });
      expect(await closeExpiredOrders(db(), closer, now())).toBeGreaterThanOrEqual(1);
      expect(await closeExpiredOrders(db(), closer, now())).toBe(0);
      const [order] = await db().select().from(orders).where(eq(orders.transactionId, created.transactionId));
      expect(order).toMatchObject({ status: 4, refundLabel: 'orderClosed' });
      expect(await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2027-01-12')).toEqual(before);
      const late = await ctx().app.inject({
        method: 'POST',
        url: `${API}/en-US/orders/payment`,
        payload: { transactionId: created.transactionId, channel: 1 },
      });
      expect(late.json().errorCode).toBe(ErrorCode.paymentTimedOut);
    } finally {
      ctx().clock.now = start;
    }
  });

  it('cancels a free-cancellation booking and gives the room back', async () => {
    const rate = await findRate(db(), 2, 2);
    const before = await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2027-01-15');
    const created = (await book(ctx(), orderPayload(rate, stay('2027-01-15', '2027-01-16')))).json().data;
    const cancelled = await ctx().app.inject({
      method: 'DELETE',
      url: `${API}/en-US/orders`,
      payload: { transactionId: created.transactionId },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 4, cancellationNumber: expect.stringMatching(/^C/) });
    expect(await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2027-01-15')).toEqual(before);
    const again = await ctx().app.inject({
      method: 'DELETE',
      url: `${API}/en-US/orders`,
      payload: { transactionId: created.transactionId },
    });
    expect(again.json().errorCode).toBe(ErrorCode.cancellationFailed);
    const mails = await db().select().from(mailOutbox);
    expect(mails.some((mail) => mail.textBody.includes(cancelled.json().data.cancellationNumber))).toBe(true);
  });

  it('refunds a paid booking when it is cancelled in time', async () => {
    const rate = await findRate(db(), 1, 1);
    const created = (await book(ctx(), orderPayload(rate, stay('2027-01-20', '2027-01-21')))).json().data;
    await payInSandbox(ctx(), created.transactionId);
    const cancelled = (
      await ctx().app.inject({
        method: 'DELETE',
        url: `${API}/en-US/orders`,
        payload: { transactionId: created.transactionId },
      })
    ).json().data;
    expect(cancelled).toMatchObject({ status: 4, refundLabel: 'cancelledRefundSucceeded' });
    const rows = await db().select().from(payments).where(eq(payments.orderId, created.transactionId));
    expect(rows.map((row) => row.status)).toEqual(['refunded']);
    const history = await db().select().from(orderHistory).where(eq(orderHistory.transactionId, created.transactionId));
    expect(history.map((row) => row.toStatus)).toEqual([0, 1, 7, 4]);
  });

  it('will not cancel a non-refundable booking', async () => {
    const rate = await findRate(db(), 1, 0);
    const created = (await book(ctx(), orderPayload(rate, stay('2027-01-22', '2027-01-23')))).json().data;
    await payInSandbox(ctx(), created.transactionId);
    const refused = await ctx().app.inject({
      method: 'DELETE',
      url: `${API}/en-US/orders`,
      payload: { transactionId: created.transactionId },
    });
    expect(refused.json().errorCode).toBe(ErrorCode.cancellationFailed);
  });

  it('stops offering free cancellation once the deadline has passed, on the order and at the cancel call', async () => {
    const rate = await findRate(db(), 1, 1);
    const created = (await book(ctx(), orderPayload(rate, stay('2027-01-27', '2027-01-28')))).json().data;
    await payInSandbox(ctx(), created.transactionId);
    const detail = async () =>
      (
        await ctx().app.inject({
          method: 'POST',
          url: `${API}/en-US/orders/${created.confirmationNumber}/check`,
          payload: { email: 'mei.lin@example.com' },
        })
      ).json().data;
    const inTime = await detail();
    expect(inTime).toMatchObject({ status: 1, cancellationFlag: 1, canCancel: true });
    const start = ctx().clock.now;
    try {
      ctx().clock.now = new Date(Date.parse(inTime.cancellationDeadline) + 1000);
      expect(await detail()).toMatchObject({ cancellationFlag: 0, cancellationDeadline: null, canCancel: false });
      const refused = await ctx().app.inject({
        method: 'DELETE',
        url: `${API}/en-US/orders`,
        payload: { transactionId: created.transactionId },
      });
      expect(refused.json().errorCode).toBe(ErrorCode.cancellationFailed);
    } finally {
      ctx().clock.now = start;
    }
  });

  it('finds a reservation by confirmation number with the right phone or e-mail only', async () => {
    const rate = await findRate(db(), 2);
    const created = (await book(ctx(), orderPayload(rate, stay('2027-01-25', '2027-01-26')))).json().data;
    const check = (id: string, body: object) =>
      ctx().app.inject({ method: 'POST', url: `${API}/en-US/orders/${id}/check`, payload: body });
    expect((await check(created.confirmationNumber, { email: 'MEI.LIN@example.com' })).json().data.transactionId).toBe(
      created.transactionId,
    );
    expect((await check(created.confirmationNumber, { phone: '13800138000' })).json().errorCode).toBe(0);
    expect((await check(created.confirmationNumber, { phone: '13900000000' })).json().errorCode).toBe(
      ErrorCode.reservationNotFound,
    );
    expect((await check('AU0000000000', { email: 'mei.lin@example.com' })).json().errorCode).toBe(
      ErrorCode.reservationNotFound,
    );
  });

  it('keeps only a masked card number and a token for a card guarantee', async () => {
    const rate = await findRate(db(), 2);
    const { ratePlans } = await import('../catalog/catalog.schema.ts');
    const { and } = await import('drizzle-orm');
    await db()
      .update(ratePlans)
      .set({ paymentType: 3 })
      .where(and(eq(ratePlans.hotelCode, rate.hotelCode), eq(ratePlans.ratePlanCode, rate.ratePlanCode)));
    try {
      const withoutCard = await book(ctx(), orderPayload(rate, stay('2027-01-28', '2027-01-29')));
      expect(withoutCard.json().data.fields[0].field).toBe('card');
      const card = { cardType: 'VA', number: '4111 1111 1111 1111', holderName: 'Mei Lin', expiry: '12/29' };
      const created = (await book(ctx(), orderPayload(rate, stay('2027-01-28', '2027-01-29'), { card }))).json().data;
      expect(created.status).toBe(1);
      const [row] = await db().select().from(orders).where(eq(orders.transactionId, created.transactionId));
      expect(row!.cardMasked).toBe('**** **** **** 1111');
      expect(JSON.stringify(row)).not.toContain('4111111111111111');
    } finally {
      await db()
        .update(ratePlans)
        .set({ paymentType: 2 })
        .where(and(eq(ratePlans.hotelCode, rate.hotelCode), eq(ratePlans.ratePlanCode, rate.ratePlanCode)));
    }
  });

  it('names the field of a malformed order in the guest’s language', async () => {
    const rate = await findRate(db(), 2);
    const payload = orderPayload(rate, stay('2027-01-30', '2027-01-31'));
    payload.roomInfo[0]!.checkInInfo.customer = [];
    const response = await ctx().app.inject({ method: 'POST', url: `${API}/th-TH/orders`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields[0].field).toMatch(/^roomInfo\.0\.checkInInfo\.customer/);
    expect(response.json().message).toMatch(/[\u0e00-\u0e7f]/);
  });

  it('updates an unpaid order in place: the old rooms are released and the new ones held', async () => {
    const rate = await findRate(db(), 1);
    const before = await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2027-02-10');
    const response = await book(ctx(), orderPayload(rate, stay('2027-02-10', '2027-02-11')));
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().data;
    const twoRooms = orderPayload(rate, stay('2027-02-10', '2027-02-11', 2));
    const quote = (
      await ctx().app.inject({ method: 'POST', url: `${API}/en-US/orders/quote`, payload: twoRooms })
    ).json().data;
    const updated = await ctx().app.inject({
      method: 'PUT',
      url: `${API}/orders/${created.transactionId}/update`,
      payload: { ...twoRooms, verifyAmount: quote.payAmount },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ transactionId: created.transactionId, payAmount: quote.payAmount });
    expect((await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2027-02-10')).held).toBe(before.held + 2);
    const detail = (
      await ctx().app.inject({ method: 'GET', url: `${API}/orders/${created.transactionId}/update` })
    ).json().data;
    expect(detail.rooms).toHaveLength(2);
  });
});
