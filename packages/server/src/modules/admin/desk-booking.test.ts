import { OrderStatus, PaymentType } from '@hotel/contract/enums';
import { ErrorCode } from '@hotel/contract/errors';
import { deskBookingPaths } from '@hotel/contract/schemas/admin-desk-booking';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail.schema.ts';
import { DEMO_MEMBER } from '../../seed/members.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { orderHistory, orders } from '../booking/booking.schema.ts';
import { inventoryOf, setRoomsLeft } from '../booking/booking.test-helpers.ts';
import { ratePlans, roomTypes } from '../catalog/catalog.schema.ts';
import { adminCaller, allTokens, type DemoRole } from './admin.test-helpers.ts';
import { auditLog, staff } from './staff.schema.ts';

describeEachDatabase('desk bookings', (ctx) => {
  const call = adminCaller(ctx);
  const db = () => ctx().database.db;
  let tokens: Record<DemoRole, string>;
  let rate: { hotelCode: string; roomTypeCode: string; ratePlanCode: string };
  let onlineRate: string;

  beforeAll(async () => {
    tokens = await allTokens(ctx);
    const plans = await db().select().from(ratePlans).where(eq(ratePlans.hotelCode, 'SHA001'));
    const atHotel = plans.find(
      (plan) => plan.paymentType === PaymentType.payAtHotel && !plan.memberOnly && !plan.codeOnly && plan.minStay <= 1,
    );
    onlineRate = plans.find((plan) => plan.paymentType === PaymentType.online && !plan.codeOnly)!.ratePlanCode;
    const [room] = await db().select().from(roomTypes).where(eq(roomTypes.hotelCode, 'SHA001')).limit(1);
    rate = { hotelCode: 'SHA001', roomTypeCode: room!.roomTypeCode, ratePlanCode: atHotel!.ratePlanCode };
  });

  const booking = (extra: Record<string, unknown> = {}) => ({
    ...rate,
    checkInDate: '2026-12-03',
    checkOutDate: '2026-12-05',
    rooms: [{ adults: 1, childAges: [6] }],
    channel: 'phone',
    title: 'Ms',
    firstName: 'Wen',
    lastName: 'Zhao',
    areaCode: '+86',
    phone: '139 1234 5678',
    email: 'wen.zhao@example.com',
    specialRequests: [1],
    comment: 'Arrives late',
    ...extra,
  });
  /** Quotes, then books with the quoted amount. */
  async function deskBook(role: DemoRole, extra: Record<string, unknown> = {}) {
    const quote = await call('POST', deskBookingPaths.quote, tokens[role], booking(extra));
    if (quote.statusCode !== 200) return quote;
    return call('POST', deskBookingPaths.create, tokens[role], {
      ...booking(extra),
      verifyAmount: quote.json().data.verifyAmount,
    });
  }

  it('lists the room types and rates with prices, refusing prepaid online rates at the desk', async () => {
    const response = await call('POST', deskBookingPaths.offers, tokens.frontDesk, {
      hotelCode: 'SHA001',
      checkInDate: '2026-12-03',
      checkOutDate: '2026-12-05',
      rooms: [{ adults: 2, childAges: [] }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { offers } = response.json().data;
    const bookable = offers.find(
      (o: { ratePlanCode: string; roomTypeCode: string }) =>
        o.ratePlanCode === rate.ratePlanCode && o.roomTypeCode === rate.roomTypeCode,
    );
    expect(bookable.refusal).toBeNull();
    expect(bookable.totalAmount).toBeGreaterThan(0);
    const online = offers.find((o: { ratePlanCode: string }) => o.ratePlanCode === onlineRate);
    expect(online.refusal.code).toBe(ErrorCode.deskRateNotOffered);
    expect(online.refusal.message).not.toContain('errors.');
  });

  it('books a phone guest at once (confirmed), the staff member on the order, its history and the audit; mails the guest', async () => {
    const response = await deskBook('frontDesk');
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().data;
    expect(created).toMatchObject({ status: OrderStatus.reserved, channel: 'phone', mailed: true });
    const [desk] = await db().select().from(staff).where(eq(staff.email, 'frontdesk.sha@aurora-hotels.example'));
    const [order] = await db().select().from(orders).where(eq(orders.transactionId, created.transactionId));
    expect(order).toMatchObject({
      channel: 'phone',
      createdByStaffId: desk!.staffId,
      status: OrderStatus.reserved,
      bookerMobile: '86 13912345678',
      bookerEmail: 'wen.zhao@example.com',
      roomCount: 1,
      adultsPerRoom: 1,
      childrenPerRoom: 1,
    });
    const night = await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2026-12-03');
    expect(night.sold).toBeGreaterThan(0);
    const history = await db().select().from(orderHistory).where(eq(orderHistory.transactionId, created.transactionId));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      actor: `staff:${desk!.staffId}`,
      note: 'phone',
      toStatus: OrderStatus.reserved,
    });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.transactionId), eq(auditLog.action, 'reservation.create')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ staffId: desk!.staffId, hotelCode: 'SHA001' });
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'wen.zhao@example.com'));
    expect(mails.length).toBe(1);

    // The list and the detail tell the channel and who booked.
    const list = await call(
      'GET',
      `/reservations?confirmationNumber=${created.confirmationNumber}`,
      tokens.hotelManager,
    );
    expect(list.json().data.list[0]).toMatchObject({ channel: 'phone', bookedByName: desk!.name });
    const detail = await call('GET', `/reservations/${created.transactionId}`, tokens.frontDesk);
    expect(detail.json().data).toMatchObject({
      channel: 'phone',
      createdByStaffId: desk!.staffId,
      bookedByName: desk!.name,
    });
  });

  it('books a walk-in without an e-mail: nothing is mailed', async () => {
    const response = await deskBook('hotelManager', {
      channel: 'desk',
      email: '',
      checkInDate: '2026-12-06',
      checkOutDate: '2026-12-07',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ channel: 'desk', mailed: false, status: OrderStatus.reserved });
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.transactionId, response.json().data.transactionId));
    expect(order!.bookerEmail).toBe('');
  });

  it('refuses staff a hotel outside their scope (403), and a prepaid online rate (409); the group admin books anywhere', async () => {
    const [peking] = await db().select().from(roomTypes).where(eq(roomTypes.hotelCode, 'PEK001')).limit(1);
    const outside = await call(
      'POST',
      deskBookingPaths.quote,
      tokens.frontDesk,
      booking({ hotelCode: 'PEK001', roomTypeCode: peking!.roomTypeCode }),
    );
    expect(outside.statusCode).toBe(403);
    expect(outside.json().errorCode).toBe(ErrorCode.staffHotelDenied);
    const offersOutside = await call('POST', deskBookingPaths.offers, tokens.hotelManager, {
      hotelCode: 'PEK001',
      checkInDate: '2026-12-03',
      checkOutDate: '2026-12-05',
      rooms: [{ adults: 1 }],
    });
    expect(offersOutside.statusCode).toBe(403);
    const prepaid = await call('POST', deskBookingPaths.quote, tokens.frontDesk, booking({ ratePlanCode: onlineRate }));
    expect(prepaid.statusCode).toBe(409);
    expect(prepaid.json().errorCode).toBe(ErrorCode.deskRateNotOffered);
    const admin = await deskBook('groupAdmin', {
      channel: 'desk',
      checkInDate: '2026-12-08',
      checkOutDate: '2026-12-09',
    });
    expect(admin.statusCode, admin.body).toBe(200);
    const before = await db().select().from(orders).where(eq(orders.hotelCode, 'PEK001'));
    expect(before.every((order) => order.channel === 'web')).toBe(true);
  });

  it('answers bad input with translated messages that name the field, never a 500', async () => {
    const bad = await call('POST', deskBookingPaths.create, tokens.frontDesk, {
      ...booking({ phone: '12', lastName: '', email: 'not-an-email', rooms: [{ adults: 0, childAges: [30] }] }),
      verifyAmount: 0,
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().data.fields as { field: string; message: string }[];
    const byField = Object.fromEntries(fields.map((f) => [f.field, f.message]));
    expect(byField.phone).toMatch(/phone/i);
    expect(byField.lastName).toMatch(/last name/i);
    expect(byField.email).toMatch(/e-mail/i);
    expect(byField['rooms.0.adults']).toMatch(/adult/i);
    expect(byField['rooms.0.childAges.0']).toMatch(/age/i);
    for (const field of fields) expect(field.message).not.toMatch(/^validation\./);
    const zh = await ctx().app.inject({
      method: 'POST',
      url: `/api/v1/admin${deskBookingPaths.create}`,
      headers: { authorization: `Bearer ${tokens.frontDesk}`, 'accept-language': 'zh-CN' },
      payload: { ...booking({ areaCode: '999' }), verifyAmount: 0 },
    });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().data.fields[0].field).toBe('areaCode');
    expect(zh.json().data.fields[0].message).toMatch(/[\u4e00-\u9fff]/);
    const reversed = await call(
      'POST',
      deskBookingPaths.quote,
      tokens.frontDesk,
      booking({ checkOutDate: '2026-12-01' }),
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().data.fields[0].field).toBe('checkOutDate');
  });

  it('attaches a member found by card number: member pricing and a points estimate', async () => {
    const found = await call('GET', `${deskBookingPaths.member}?reference=${DEMO_MEMBER.cardNumber}`, tokens.frontDesk);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.memberId).toBe(DEMO_MEMBER.memberId);
    const byPhone = await call('GET', `${deskBookingPaths.member}?reference=${DEMO_MEMBER.phone}`, tokens.frontDesk);
    expect(byPhone.json().data.memberId).toBe(DEMO_MEMBER.memberId);
    const unknown = await call('GET', `${deskBookingPaths.member}?reference=nobody@example.com`, tokens.frontDesk);
    expect(unknown.statusCode).toBe(404);
    const response = await deskBook('frontDesk', {
      memberId: DEMO_MEMBER.memberId,
      checkInDate: '2026-12-10',
      checkOutDate: '2026-12-12',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.pointsEarnedEstimate).toBeGreaterThan(0);
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.transactionId, response.json().data.transactionId));
    expect(order!.memberId).toBe(DEMO_MEMBER.memberId);
    const noMember = await call('POST', deskBookingPaths.quote, tokens.frontDesk, booking({ memberId: 'mem_nobody' }));
    expect(noMember.statusCode).toBe(400);
  });

  it('sells the last room once when two desks book it at the same moment', async () => {
    const stay = { checkInDate: '2026-12-15', checkOutDate: '2026-12-16' };
    await setRoomsLeft(db(), rate.hotelCode, rate.roomTypeCode, stay.checkInDate, 1);
    const quote = await call(
      'POST',
      deskBookingPaths.quote,
      tokens.frontDesk,
      booking({ ...stay, rooms: [{ adults: 1 }] }),
    );
    expect(quote.statusCode, quote.body).toBe(200);
    const payload = (who: string) => ({
      ...booking({ ...stay, rooms: [{ adults: 1 }], lastName: who }),
      verifyAmount: quote.json().data.verifyAmount,
    });
    const [a, b] = await Promise.all([
      call('POST', deskBookingPaths.create, tokens.frontDesk, payload('Alpha')),
      call('POST', deskBookingPaths.create, tokens.hotelManager, payload('Beta')),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes, `${a.body} ${b.body}`).toEqual([200, 409]);
    const loser = a.statusCode === 200 ? b : a;
    expect(loser.json().errorCode).toBe(ErrorCode.soldOut);
    const night = await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, stay.checkInDate);
    expect(night.total - night.sold - night.held).toBe(0);
    const booked = await db()
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.checkInDate, stay.checkInDate),
          eq(orders.roomTypeCode, rate.roomTypeCode),
          eq(orders.hotelCode, rate.hotelCode),
        ),
      );
    expect(booked).toHaveLength(1);
  });
});
