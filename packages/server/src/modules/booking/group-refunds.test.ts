import { CancellationFlag, OrderStatus, PaymentType } from '@hotel/contract/enums';
import { ErrorCode } from '@hotel/contract/errors';
import { formatMoneyText } from '@hotel/contract/money';
import { addDays } from '@hotel/contract/schemas/common';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { TEST_TODAY } from '../../test/template.ts';
import { adminCaller, allTokens, type DemoRole, staffToken } from '../admin/admin.test-helpers.ts';
import { ratePlans, roomTypes } from '../catalog/catalog.schema.ts';
import { payments, sandboxRefunds } from '../payments/payments.schema.ts';
import { orderHistory, orders } from './booking.schema.ts';
import { API, book, inventoryOf, orderPayload, payInSandbox } from './booking.test-helpers.ts';
import { bookGroup, nights, payGroup, settle, twoRoomTypes } from './stay-groups.test-helpers.ts';

/** Major units as staff type them ("12.34"), from minor units of a two-digit currency. */
const typed = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

describeEachDatabase('refunds of rooms booked together, and early departure of a prepaid stay', (ctx) => {
  const db = () => ctx().database.db;
  const call = adminCaller(ctx);
  let tokens: Record<DemoRole, string>;
  beforeAll(async () => {
    tokens = await allTokens(ctx);
  });
  const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.transactionId, id)))[0]!;
  const membersOf = (groupId: string) =>
    db().select().from(orders).where(eq(orders.stayGroupId, groupId)).orderBy(asc(orders.checkInDate));
  const refundsOf = (paymentId: string) =>
    db().select().from(payments).where(eq(payments.refundOf, paymentId)).orderBy(asc(payments.createdAt));
  const paymentOf = async (paymentId: string) =>
    (await db().select().from(payments).where(eq(payments.paymentId, paymentId)))[0]!;
  const acquirer = async (paymentId: string) =>
    (await db().select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId)))[0];
  const lastHistory = async (id: string) =>
    (await db().select().from(orderHistory).where(eq(orderHistory.transactionId, id)).orderBy(asc(orderHistory.id))).at(
      -1,
    )!;
  const staffRefund = (id: string, amount: string, currency: string, role: DemoRole = 'groupAdmin') =>
    call('POST', `/reservations/${id}/refunds`, tokens[role], { amount, currency, reason: 'Broken shower' });

  /** Two rooms of one hotel on free-cancellation online rates, booked together and paid in one payment. */
  async function paidGroup(first: [string, string], second: [string, string]) {
    const { double, twin } = await twoRoomTypes(ctx());
    const created = await bookGroup(ctx(), [
      [double, nights(...first)],
      [twin, nights(...second)],
    ]);
    expect(created.statusCode, created.body).toBe(200);
    const group = created.json().data as { groupId: string; confirmationNumber: string };
    const started = await payGroup(ctx(), group.groupId);
    await settle(ctx(), started.payUrl);
    const [a, b] = await membersOf(group.groupId);
    expect([a!.status, b!.status]).toEqual([OrderStatus.reserved, OrderStatus.reserved]);
    return { group, started, a: a!, b: b!, double, twin };
  }

  it('staff refund part of one room from the group payment, within that room’s share; cancelling it refunds the rest of its share', async () => {
    const { group, started, a, b } = await paidGroup(['2027-04-05', '2027-04-07'], ['2027-04-05', '2027-04-06']);
    const paid = await paymentOf(started.paymentId);
    expect(paid.amount).toBe(a.payAmount + b.payAmount);

    // The detail shows the room's share of the group's payment, with the group's confirmation number.
    const detail = (await call('GET', `/reservations/${a.transactionId}`, tokens.groupAdmin)).json().data;
    expect(detail.onlinePaid).toMatchObject({
      paymentId: started.paymentId,
      paid: a.payAmount,
      refunded: 0,
      left: a.payAmount,
      group: { confirmationNumber: group.confirmationNumber, paid: paid.amount },
    });
    expect(detail.canRefund).toBe(true);

    // Above the room's share (though the payment has that much left): refused, translated, nothing written.
    const above = await staffRefund(a.transactionId, typed(a.payAmount + 1), a.currency);
    expect(above.statusCode).toBe(409);
    // Its own words, once, with what the share has left (formatted as the reader writes money).
    expect(above.json()).toMatchObject({
      errorCode: ErrorCode.refundAboveShare,
      data: { field: 'amount', refundable: a.payAmount },
    });
    expect(above.json().message).toContain("this room's share of the group payment");
    expect(above.json().message).toContain(formatMoneyText(a.payAmount, a.currency, 'en-US', true));
    const inChinese = await ctx().app.inject({
      method: 'POST',
      url: `/api/v1/admin/reservations/${a.transactionId}/refunds`,
      payload: { amount: typed(a.payAmount + 1), currency: a.currency, reason: 'Broken shower' },
      headers: { authorization: `Bearer ${tokens.groupAdmin}`, 'accept-language': 'zh-CN' },
    });
    expect(inChinese.json().errorCode).toBe(ErrorCode.refundAboveShare);
    expect(inChinese.json().message).toContain('此房间在团体支付中所占份额');
    expect(inChinese.json().message).not.toMatch(/\{amount\}/);
    expect(await refundsOf(started.paymentId)).toHaveLength(0);
    // The front desk gives no money back.
    expect((await staffRefund(a.transactionId, '1.00', a.currency, 'frontDesk')).json().errorCode).toBe(
      ErrorCode.staffRoleDenied,
    );

    const part = 1000;
    const done = await staffRefund(a.transactionId, typed(part), a.currency);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.reservation.onlinePaid).toMatchObject({ paid: a.payAmount, refunded: part });
    const [row] = await refundsOf(started.paymentId);
    expect(row).toMatchObject({
      orderKind: 'room',
      orderId: a.transactionId,
      amount: part,
      refundReason: 'staffRefund',
      status: 'refunded',
      refundOfAmount: paid.amount,
    });
    expect((await acquirer(row!.paymentId))!.amount).toBe(part);
    const lines = await db().select().from(orderHistory).where(eq(orderHistory.transactionId, a.transactionId));
    expect(lines.map((line) => line.reasonCode)).toContain('partRefunded');
    expect((await staffRefund(a.transactionId, typed(a.payAmount - part + 1), a.currency)).statusCode).toBe(409);
    expect(await refundsOf(started.paymentId)).toHaveLength(1);

    // The guest cancels that room: its own rate allows it; what is left of its share goes back.
    const cancelled = await ctx().app.inject({
      method: 'DELETE',
      url: `${API}/en-US/stays/${group.groupId}/rooms/${a.transactionId}`,
      payload: {},
    });
    expect(cancelled.json().data).toMatchObject({
      status: OrderStatus.cancelled,
      refundLabel: 'cancelledRefundSucceeded',
      refund: { amount: { amount: a.payAmount - part } },
    });
    const rows = await refundsOf(started.paymentId);
    expect(rows.map((r) => [r.orderId, r.amount, r.refundReason, r.status])).toEqual([
      [a.transactionId, part, 'staffRefund', 'refunded'],
      [a.transactionId, a.payAmount - part, 'cancelled', 'refunded'],
    ]);
    expect((await paymentOf(started.paymentId)).status).toBe('succeeded');
    expect((await orderOf(b.transactionId)).status).toBe(OrderStatus.reserved);

    // The group's order page: each room's own refunds and what is left paid of its share.
    const page = await ctx().app.inject({ method: 'GET', url: `${API}/en-US/stays/${group.groupId}` });
    const shown = page.json().data.orders as { transactionId: string; onlinePaid: Record<string, unknown> }[];
    expect(shown.find((o) => o.transactionId === a.transactionId)!.onlinePaid).toMatchObject({
      paid: a.payAmount,
      refunded: a.payAmount,
      left: 0,
      group: { confirmationNumber: group.confirmationNumber },
    });
    expect(shown.find((o) => o.transactionId === b.transactionId)!.onlinePaid).toMatchObject({
      paid: b.payAmount,
      refunded: 0,
      left: b.payAmount,
      refunds: [],
    });

    // Staff cancelling the other room: its whole share goes back, the payment is given back in full.
    const byHotel = await call('POST', `/reservations/${b.transactionId}/cancel`, tokens.groupAdmin, {});
    expect(byHotel.statusCode, byHotel.body).toBe(200);
    const all = await refundsOf(started.paymentId);
    expect(all.at(-1)).toMatchObject({ orderId: b.transactionId, amount: b.payAmount, refundReason: 'cancelled' });
    expect(all.reduce((sum, r) => sum + r.amount, 0)).toBe(paid.amount);
    expect((await orderOf(b.transactionId)).status).toBe(OrderStatus.cancelled);
  });

  /** A rate of the demo hotel the manager works for, paid online, with the given cancellation flag. */
  async function onlineRate(flag: number) {
    const plans = await db()
      .select()
      .from(ratePlans)
      .where(
        and(
          eq(ratePlans.hotelCode, 'SHA001'),
          eq(ratePlans.paymentType, PaymentType.online),
          eq(ratePlans.memberOnly, false),
          eq(ratePlans.codeOnly, false),
          eq(ratePlans.cancellationFlag, flag),
        ),
      );
    const types = await db().select().from(roomTypes).where(eq(roomTypes.hotelCode, 'SHA001'));
    for (const plan of plans.filter((p) => p.minStay <= 1)) {
      for (const type of types) {
        const rate = { hotelCode: 'SHA001', roomTypeCode: type.roomTypeCode, ratePlanCode: plan.ratePlanCode };
        const quote = await ctx().app.inject({
          method: 'POST',
          url: `${API}/en-US/orders/quote`,
          payload: orderPayload(rate, nights(TEST_TODAY, '2026-11-24')),
        });
        if (quote.statusCode === 200) return rate;
      }
    }
    return null;
  }

  /** The hotel's clock on the morning of `day` (a stay booked days before keeps its rate's cancellation policy). */
  const arriveOn = async (day: string, roles: DemoRole[]) => {
    ctx().clock.now = new Date(`${day}T04:00:00Z`);
    // Days later, staff sign in again.
    for (const role of roles) tokens[role] = await staffToken(ctx, role);
  };

  /** A stay of three nights from `arrival`, booked and paid days before, checked in, then a minute passes. */
  async function inHouse(rate: { hotelCode: string; roomTypeCode: string; ratePlanCode: string }, arrival: string) {
    const booked = await book(ctx(), orderPayload(rate, nights(arrival, addDays(arrival, 3))));
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json().data.transactionId as string;
    expect((await payInSandbox(ctx(), id)).statusCode).toBeLessThan(400);
    await arriveOn(arrival, ['frontDesk', 'hotelManager']);
    const checkIn = await call('POST', `/reservations/${id}/check-in`, tokens.frontDesk, {});
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    ctx().clock.now = new Date(ctx().clock.now.getTime() + 60_000);
    return orderOf(id);
  }

  it('an early departure of a prepaid stay on a refundable rate refunds the unused nights, in the check-out', async () => {
    const rate = await onlineRate(CancellationFlag.free);
    const flexible = rate ?? (await onlineRate(CancellationFlag.limitedTime));
    expect(flexible).not.toBeNull();
    const stay = await inHouse(flexible!, '2026-11-28');
    expect(stay.cancellationFlag).not.toBe(CancellationFlag.nonCancellable);
    const [paid] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, stay.transactionId), eq(payments.status, 'succeeded')));
    const later = () => inventoryOf(db(), 'SHA001', stay.roomTypeCode, '2026-11-29');
    const soldBefore = (await later()).sold;

    // The front desk is not offered a check-out that gives money back, and is told who does it; a manager is.
    const actionsOf = async (role: DemoRole) => {
      const detail = (await call('GET', `/reservations/${stay.transactionId}`, tokens[role])).json().data;
      return { allowed: detail.allowedActions, needsManager: detail.checkOutNeedsManager, zone: detail.timeZone };
    };
    expect(await actionsOf('frontDesk')).toEqual({ allowed: [], needsManager: true, zone: 'Asia/Shanghai' });
    expect(await actionsOf('hotelManager')).toEqual({
      allowed: ['checkOut'],
      needsManager: false,
      zone: 'Asia/Shanghai',
    });
    // The front desk may not give money back: the check-out is refused and nothing changes.
    const desk = await call('POST', `/reservations/${stay.transactionId}/check-out`, tokens.frontDesk, {});
    expect(desk.json().errorCode).toBe(ErrorCode.staffRoleDenied);
    expect((await orderOf(stay.transactionId)).status).toBe(OrderStatus.checkedIn);
    expect(await refundsOf(paid!.paymentId)).toHaveLength(0);
    expect((await later()).sold).toBe(soldBefore);

    const out = await call('POST', `/reservations/${stay.transactionId}/check-out`, tokens.hotelManager, {});
    expect(out.statusCode, out.body).toBe(200);
    const after = await orderOf(stay.transactionId);
    expect(after).toMatchObject({ status: OrderStatus.completed, checkOutDate: '2026-11-29', nights: 1 });
    expect(after.payAmount).toBeLessThan(stay.payAmount);
    const [refund] = await refundsOf(paid!.paymentId);
    expect(refund).toMatchObject({
      amount: stay.payAmount - after.payAmount,
      refundReason: 'earlyDeparture',
      status: 'refunded',
      orderId: stay.transactionId,
    });
    expect((await acquirer(refund!.paymentId))!.amount).toBe(stay.payAmount - after.payAmount);
    expect((await later()).sold).toBe(soldBefore - 1);
    const lines = await db().select().from(orderHistory).where(eq(orderHistory.transactionId, stay.transactionId));
    const line = lines.find((entry) => entry.toStatus === OrderStatus.completed)!;
    expect(line.reasonCode).toBe('earlyDepartureRefunded');
    expect(line.details).toEqual({
      kind: 'earlyDeparture',
      from: stay.checkOutDate,
      to: '2026-11-29',
      amount: stay.payAmount - after.payAmount,
      currency: stay.currency,
      refundIds: [refund!.paymentId],
    });
    expect(out.json().data.reservation.onlinePaid).toMatchObject({
      paid: stay.payAmount,
      refunded: stay.payAmount - after.payAmount,
      left: after.payAmount,
    });
  });

  it('an early departure on a non-refundable prepaid rate keeps the price: nights back to stock, no refund', async () => {
    const strict = await onlineRate(CancellationFlag.nonCancellable);
    if (!strict) return;
    const stay = await inHouse(strict, '2026-12-05');
    const out = await call('POST', `/reservations/${stay.transactionId}/check-out`, tokens.hotelManager, {});
    expect(out.statusCode, out.body).toBe(200);
    const after = await orderOf(stay.transactionId);
    expect(after).toMatchObject({ nights: 1, payAmount: stay.payAmount });
    const own = await db().select().from(payments).where(eq(payments.orderId, stay.transactionId));
    expect(own.filter((row) => row.refundOf)).toHaveLength(0);
    expect((await lastHistory(stay.transactionId)).reasonCode).toBe('earlyDeparture');
  });

  it('an early departure of one room of a group refunds its unused nights from the group payment', async () => {
    const { started, a, b } = await paidGroup(['2026-12-10', '2026-12-13'], ['2026-12-10', '2026-12-12']);
    expect(a.cancellationFlag).not.toBe(CancellationFlag.nonCancellable);
    await arriveOn('2026-12-10', ['groupAdmin']);
    expect((await call('POST', `/reservations/${a.transactionId}/check-in`, tokens.groupAdmin, {})).statusCode).toBe(
      200,
    );
    ctx().clock.now = new Date(ctx().clock.now.getTime() + 60_000);
    const out = await call('POST', `/reservations/${a.transactionId}/check-out`, tokens.groupAdmin, {});
    expect(out.statusCode, out.body).toBe(200);
    const after = await orderOf(a.transactionId);
    expect(after).toMatchObject({ status: OrderStatus.completed, nights: 1 });
    const [refund] = await refundsOf(started.paymentId);
    expect(refund).toMatchObject({
      orderId: a.transactionId,
      amount: a.payAmount - after.payAmount,
      refundReason: 'earlyDeparture',
      status: 'refunded',
    });
    // The share is still what was paid for the room; what is left of it is the repriced stay.
    expect(out.json().data.reservation.onlinePaid).toMatchObject({
      paid: a.payAmount,
      refunded: a.payAmount - after.payAmount,
      left: after.payAmount,
    });
    // More than is left of the share: refused.
    const above = await staffRefund(a.transactionId, typed(after.payAmount + 1), a.currency);
    expect(above.json()).toMatchObject({
      errorCode: ErrorCode.refundAboveShare,
      data: { refundable: after.payAmount },
    });
    expect(await refundsOf(started.paymentId)).toHaveLength(1);
    expect(await orderOf(b.transactionId)).toMatchObject({ status: OrderStatus.reserved, payAmount: b.payAmount });
  });

  it('on the last day the front desk checks a prepaid guest out: nothing goes back, the stay keeps its price', async () => {
    // Booked days before (the earlier tests moved the clock on).
    ctx().clock.now = new Date(`${TEST_TODAY}T04:00:00Z`);
    const rate = (await onlineRate(CancellationFlag.free)) ?? (await onlineRate(CancellationFlag.limitedTime));
    const stay = await inHouse(rate!, '2026-12-15');
    // The morning of the booked departure: no night is left unused, so it is the desk's check-out.
    await arriveOn(stay.checkOutDate, ['frontDesk']);
    const detail = (await call('GET', `/reservations/${stay.transactionId}`, tokens.frontDesk)).json().data;
    expect(detail).toMatchObject({ allowedActions: ['checkOut'], checkOutNeedsManager: false });
    const out = await call('POST', `/reservations/${stay.transactionId}/check-out`, tokens.frontDesk, {});
    expect(out.statusCode, out.body).toBe(200);
    expect(await orderOf(stay.transactionId)).toMatchObject({
      status: OrderStatus.completed,
      checkOutDate: stay.checkOutDate,
      payAmount: stay.payAmount,
    });
    expect(await lastHistory(stay.transactionId)).toMatchObject({ reasonCode: 'checkOut', details: null });
    const own = await db().select().from(payments).where(eq(payments.orderId, stay.transactionId));
    expect(own.filter((row) => row.refundOf)).toHaveLength(0);

    // Lines written before their values were stored keep their note as written; unreadable values are none.
    const old = { transactionId: stay.transactionId, fromStatus: 2, toStatus: 2, actor: 'system' };
    await db()
      .insert(orderHistory)
      .values([
        { ...old, reasonCode: 'partRefunded', note: 'CNY 612.00 · rfd_old' },
        { ...old, reasonCode: 'partRefunded', note: null, details: { kind: 'unknown' } as never },
      ]);
    const read = (await call('GET', `/reservations/${stay.transactionId}`, tokens.frontDesk)).json();
    expect(read.errorCode).toBe(0);
    expect(read.data.history.slice(-2)).toMatchObject([
      { reasonCode: 'partRefunded', note: 'CNY 612.00 · rfd_old', details: null },
      { reasonCode: 'partRefunded', note: null, details: null },
    ]);
  });
});
