import { ErrorCode } from '@hotel/contract/errors';
import { and, eq, isNotNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail.schema.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { ratePlans, roomTypes } from '../catalog/catalog.schema.ts';
import { payments, sandboxRefunds } from '../payments/payments.schema.ts';
import { orderHistory, orders } from './booking.schema.ts';
import { API, inventoryOf, orderPayload, setRoomsLeft } from './booking.test-helpers.ts';
import { stayGroups } from './stay-groups.schema.ts';
import { bookGroup, nights, payGroup, type Rate, type Stay, settle, twoRoomTypes } from './stay-groups.test-helpers.ts';

describeEachDatabase('several room types in one booking', (ctx) => {
  const db = () => ctx().database.db;
  const membersOf = (groupId: string) =>
    db()
      .select()
      .from(orders)
      .where(eq(orders.stayGroupId, groupId))
      .orderBy(orders.checkInDate, orders.roomTypeCode, orders.transactionId);
  const groupCount = async () => (await db().select().from(stayGroups)).length;

  it('books a double and a twin for other nights under one confirmation number, and one payment confirms both', async () => {
    const { double, twin } = await twoRoomTypes(ctx());
    const before = {
      double: await inventoryOf(db(), double.hotelCode, double.roomTypeCode, '2027-03-02'),
      twin: await inventoryOf(db(), twin.hotelCode, twin.roomTypeCode, '2027-03-03'),
    };
    const created = await bookGroup(ctx(), [
      [twin, nights('2027-03-03', '2027-03-04')],
      [double, nights('2027-03-02', '2027-03-04')],
    ]);
    expect(created.statusCode, created.body).toBe(200);
    const group = created.json().data;
    expect(group).toMatchObject({ status: 0, currency: expect.any(String) });
    const members = await membersOf(group.groupId);
    expect(members.map((order) => [order.roomTypeCode, order.nights, order.status])).toEqual([
      [double.roomTypeCode, 2, 0],
      [twin.roomTypeCode, 1, 0],
    ]);
    expect(group.payAmount).toBe(members[0]!.payAmount + members[1]!.payAmount);
    expect((await inventoryOf(db(), double.hotelCode, double.roomTypeCode, '2027-03-02')).held).toBe(
      before.double.held + 1,
    );
    expect((await inventoryOf(db(), twin.hotelCode, twin.roomTypeCode, '2027-03-03')).held).toBe(before.twin.held + 1);

    // A room of the group cannot be paid, or changed, on its own.
    const alone = await ctx().app.inject({
      method: 'POST',
      url: `${API}/en-US/orders/payment`,
      payload: { transactionId: members[0]!.transactionId, channel: 1 },
    });
    expect(alone.json().errorCode).toBe(ErrorCode.stayGroupRoomOnly);

    const started = await payGroup(ctx(), group.groupId);
    expect(started.amount).toBe(group.payAmount);
    const page = await ctx().app.inject({ method: 'GET', url: started.payUrl });
    expect(page.body).toContain(group.confirmationNumber);
    const paid = await settle(ctx(), started.payUrl);
    expect(paid.headers.location).toContain(`/orderWaiting/${group.groupId}/1/`);
    expect((await membersOf(group.groupId)).map((order) => order.status)).toEqual([1, 1]);
    const sold = await inventoryOf(db(), twin.hotelCode, twin.roomTypeCode, '2027-03-03');
    expect([sold.held, sold.sold]).toEqual([before.twin.held, before.twin.sold + 1]);
    const status = await ctx().app.inject({ method: 'GET', url: `${API}/en-US/stays/${group.groupId}/callbackStatus` });
    expect(status.json().data.status).toBe('completed');

    const detail = (await ctx().app.inject({ method: 'GET', url: `${API}/ja/stays/${group.groupId}` })).json().data;
    expect(detail).toMatchObject({ confirmationNumber: group.confirmationNumber, status: 1, payAmount: 0 });
    expect(detail.orders).toHaveLength(2);
    // One mail per step of the reservation, each under the group's one confirmation number and listing both rooms.
    const mails = (await db().select().from(mailOutbox)).filter((mail) =>
      mail.subject.includes(group.confirmationNumber),
    );
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Payment needed/),
      expect.stringMatching(/^Confirmed/),
    ]);
    expect(mails[1]!.textBody).toContain('Room 2:');
    expect(mails.some((mail) => members.some((order) => mail.subject.includes(order.confirmationNumber)))).toBe(false);
  });

  it('a payment started for the whole group confirms nothing once a room left it, and its money goes back', async () => {
    const { double, twin } = await twoRoomTypes(ctx());
    const group = (
      await bookGroup(ctx(), [
        [double, nights('2027-03-06', '2027-03-07')],
        [twin, nights('2027-03-06', '2027-03-07')],
      ])
    ).json().data;
    const started = await payGroup(ctx(), group.groupId);
    const [first, second] = await membersOf(group.groupId);
    const cancelled = await ctx().app.inject({
      method: 'DELETE',
      url: `${API}/en-US/stays/${group.groupId}/rooms/${first!.transactionId}`,
      payload: {},
    });
    expect(cancelled.json().data).toMatchObject({ status: 4 });
    // The acquirer still reports the old total paid: refused, refunded, the remaining room still waits.
    const { createSandboxProvider } = await import('../payments/sandbox.ts');
    const sandbox = createSandboxProvider('sandbox-secret-change-me-0001');
    const late = sandbox.signedNotification(started.paymentId, 'succeeded', started.amount, group.currency);
    const notified = await ctx().app.inject({ method: 'POST', url: `${API}/payments/notify/sandbox`, payload: late });
    expect(notified.statusCode, notified.body).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.paymentId, started.paymentId));
    expect(payment).toMatchObject({ status: 'refunded', amount: group.payAmount });
    expect((await membersOf(group.groupId)).map((order) => order.status)).toEqual([4, 0]);
    // A new payment for what is left confirms the remaining room.
    const again = await payGroup(ctx(), group.groupId);
    expect(again.amount).toBe(second!.payAmount);
    await settle(ctx(), again.payUrl);
    expect((await membersOf(group.groupId)).map((order) => order.status)).toEqual([4, 1]);
  });

  it('holds every room or none: a room type that sold out since the quote undoes the rooms already held', async () => {
    const { double, twin } = await twoRoomTypes(ctx());
    const night = '2027-03-10';
    await setRoomsLeft(db(), twin.hotelCode, twin.roomTypeCode, night, 1);
    const before = await inventoryOf(db(), double.hotelCode, double.roomTypeCode, night);
    const groupsBefore = await groupCount();
    // Four guests race for the last twin, each with a double first in the holding order.
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        bookGroup(
          ctx(),
          [
            [double, nights(night, '2027-03-11')],
            [twin, nights(night, '2027-03-11')],
          ],
          { address: `10.1.0.${n}` },
        ),
      ),
    );
    const won = results.filter((response) => response.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of results.filter((response) => response.statusCode !== 200)) {
      expect([ErrorCode.soldOut, ErrorCode.insufficientRooms]).toContain(lost.json().errorCode);
    }
    const twinNight = await inventoryOf(db(), twin.hotelCode, twin.roomTypeCode, night);
    expect(twinNight.held + twinNight.sold).toBe(twinNight.total);
    const doubleNight = await inventoryOf(db(), double.hotelCode, double.roomTypeCode, night);
    expect(doubleNight.held).toBe(before.held + 1);
    expect(await groupCount()).toBe(groupsBefore + 1);
    const orphans = await db().select().from(orders).where(eq(orders.checkInDate, night));
    expect(orphans).toHaveLength(2);
  });

  it('undoes the first room held when the next one finds the last room already taken by the first', async () => {
    const { double } = await twoRoomTypes(ctx());
    const night = '2027-03-11';
    await setRoomsLeft(db(), double.hotelCode, double.roomTypeCode, night, 1);
    const before = await inventoryOf(db(), double.hotelCode, double.roomTypeCode, night);
    const groupsBefore = await groupCount();
    // Each room order alone fits the one room left; together they do not.
    const refused = await bookGroup(ctx(), [
      [double, nights(night, '2027-03-12')],
      [double, nights(night, '2027-03-12')],
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe(ErrorCode.insufficientRooms);
    expect(await inventoryOf(db(), double.hotelCode, double.roomTypeCode, night)).toEqual(before);
    expect(await groupCount()).toBe(groupsBefore);
    expect(await db().select().from(orders).where(eq(orders.checkInDate, night))).toHaveLength(0);
  });

  it('refuses a group when one room type is sold out, holding nothing', async () => {
    const { double, twin } = await twoRoomTypes(ctx());
    const night = '2027-03-12';
    await setRoomsLeft(db(), twin.hotelCode, twin.roomTypeCode, night, 0);
    const before = await inventoryOf(db(), double.hotelCode, double.roomTypeCode, night);
    const refused = await bookGroup(ctx(), [
      [double, nights(night, '2027-03-13')],
      [twin, nights(night, '2027-03-13')],
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe(ErrorCode.soldOut);
    expect(await inventoryOf(db(), double.hotelCode, double.roomTypeCode, night)).toEqual(before);
    expect(await db().select().from(orders).where(eq(orders.checkInDate, night))).toHaveLength(0);
  });

  it('cancelling one paid room follows its own rate and refunds just its part of the one payment', async () => {
    const { double, twinStrict } = await twoRoomTypes(ctx());
    const group = (
      await bookGroup(ctx(), [
        [double, nights('2027-03-15', '2027-03-17')],
        [twinStrict, nights('2027-03-15', '2027-03-16')],
      ])
    ).json().data;
    const started = await payGroup(ctx(), group.groupId);
    await settle(ctx(), started.payUrl);
    const members = await membersOf(group.groupId);
    const flexible = members.find((order) => order.ratePlanCode === double.ratePlanCode);
    const strict = members.find((order) => order.ratePlanCode === twinStrict.ratePlanCode);

    const refused = await ctx().app.inject({
      method: 'DELETE',
      url: `${API}/en-US/stays/${group.groupId}/rooms/${strict!.transactionId}`,
      payload: {},
    });
    expect(refused.json().errorCode).toBe(ErrorCode.cancellationFailed);
    // A room of another reservation is not this group's.
    const foreign = await ctx().app.inject({
      method: 'DELETE',
      url: `${API}/en-US/stays/${group.groupId}/rooms/T-NOT-HERE`,
      payload: {},
    });
    expect(foreign.json().errorCode).toBe(ErrorCode.reservationNotFound);

    const before = await inventoryOf(db(), double.hotelCode, double.roomTypeCode, '2027-03-15');
    const cancelled = await ctx().app.inject({
      method: 'DELETE',
      url: `${API}/en-US/stays/${group.groupId}/rooms/${flexible!.transactionId}`,
      payload: { reason: 'plans changed' },
    });
    expect(cancelled.json().data).toMatchObject({
      status: 4,
      refundLabel: 'cancelledRefundSucceeded',
      refund: { amount: { amount: flexible!.payAmount } },
    });
    const refunds = await db().select().from(payments).where(isNotNull(payments.refundOf));
    const part = refunds.find((row) => row.orderId === flexible!.transactionId)!;
    expect(part).toMatchObject({
      status: 'refunded',
      orderKind: 'room',
      amount: flexible!.payAmount,
      refundOf: started.paymentId,
      refundOfAmount: group.payAmount,
    });
    const [ledger] = await db().select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, part.paymentId));
    expect(ledger!.amount).toBe(flexible!.payAmount);
    const [whole] = await db().select().from(payments).where(eq(payments.paymentId, started.paymentId));
    expect(whole!.status).toBe('succeeded');
    const now = await membersOf(group.groupId);
    expect(now.find((order) => order.transactionId === flexible!.transactionId)!.status).toBe(4);
    expect(now.find((order) => order.transactionId === strict!.transactionId)!.status).toBe(1);
    const after = await inventoryOf(db(), double.hotelCode, double.roomTypeCode, '2027-03-15');
    expect(after.sold).toBe(before.sold - 1);
    const history = await db()
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.transactionId, flexible!.transactionId));
    expect(history.map((row) => row.toStatus)).toEqual([0, 1, 7, 4]);
  });

  it('refuses rooms of two hotels, points or vouchers, and a stale total, changing nothing', async () => {
    const { double, twin } = await twoRoomTypes(ctx());
    const groupsBefore = await groupCount();
    const [otherHotel] = await db()
      .select()
      .from(ratePlans)
      .where(and(eq(ratePlans.paymentType, 1), eq(ratePlans.memberOnly, false), eq(ratePlans.codeOnly, false)));
    const stay = nights('2027-03-20', '2027-03-21');
    const send = (payload: unknown) =>
      ctx().app.inject({ method: 'POST', url: `${API}/en-US/stays`, payload: payload as object });
    if (otherHotel && otherHotel.hotelCode !== double.hotelCode) {
      const [type] = await db().select().from(roomTypes).where(eq(roomTypes.hotelCode, otherHotel.hotelCode));
      const elsewhere = {
        hotelCode: otherHotel.hotelCode,
        roomTypeCode: type!.roomTypeCode,
        ratePlanCode: otherHotel.ratePlanCode,
      };
      const two = await send({ orders: [orderPayload(double, stay), orderPayload(elsewhere, stay)], verifyAmount: 1 });
      expect(two.json().errorCode).toBe(ErrorCode.stayGroupOneHotel);
    }
    const voucher = await send({
      orders: [orderPayload(double, stay), orderPayload(twin, stay, { voucherCode: 'ANY' })],
      verifyAmount: 1,
    });
    expect(voucher.json().errorCode).toBe(ErrorCode.stayGroupNoBenefits);
    const stale = await send({ orders: [orderPayload(double, stay), orderPayload(twin, stay)], verifyAmount: 1 });
    expect(stale.json().errorCode).toBe(ErrorCode.pricesChanged);
    const one = await send({ orders: [orderPayload(double, stay)], verifyAmount: 1 });
    expect(one.statusCode).toBe(400);
    const badGuest = await send({
      orders: [
        orderPayload(double, stay),
        orderPayload(twin, stay, { guestsNumber: { adultCount: 3, childCount: 0 } }),
      ],
      verifyAmount: 1,
    });
    expect(badGuest.json().data.fields[0].field).toBe('orders.1.guestsNumber.adultCount');
    expect(await groupCount()).toBe(groupsBefore);
  });

  it('a retried create with the same key returns the same reservation', async () => {
    const { double, twin } = await twoRoomTypes(ctx());
    const entries: [Rate, Stay][] = [
      [double, nights('2027-03-24', '2027-03-25')],
      [twin, nights('2027-03-24', '2027-03-25')],
    ];
    const first = (await bookGroup(ctx(), entries, { key: 'stay-key-0001' })).json().data;
    const second = (await bookGroup(ctx(), entries, { key: 'stay-key-0001' })).json().data;
    expect(second.groupId).toBe(first.groupId);
    expect(await membersOf(first.groupId)).toHaveLength(2);
  });
});
