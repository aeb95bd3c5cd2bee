import { ErrorCode } from '@hotel/contract/errors';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../seed/members.ts';
import { describeEachDatabase, type TestContext } from '../../test/context.ts';
import { orders } from '../booking/booking.schema.ts';
import { API, book, inventoryOf, orderPayload } from '../booking/booking.test-helpers.ts';
import { hotels, roomTypes } from '../catalog/catalog.schema.ts';
import { billingLedger, members, pointsLedger } from '../member/member.schema.ts';
import { payments } from '../payments/payments.schema.ts';
import { adminCaller, allTokens, type DemoRole, staffToken } from './admin.test-helpers.ts';
import { auditLog } from './staff.schema.ts';

async function firstRoomType(ctx: TestContext, hotelCode: string) {
  const [room] = await ctx.database.db.select().from(roomTypes).where(eq(roomTypes.hotelCode, hotelCode)).limit(1);
  return room!.roomTypeCode;
}

async function memberToken(ctx: TestContext) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${API}/member/login`,
    payload: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
  });
  return response.json().data.token as string;
}

async function bookStay(
  ctx: TestContext,
  hotelCode: string,
  ratePlanCode: string,
  stay: { checkInDate: string; checkOutDate: string },
  token?: string,
) {
  const rate = { hotelCode, roomTypeCode: await firstRoomType(ctx, hotelCode), ratePlanCode };
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const response = await book(ctx, orderPayload(rate, stay), 'en-US', headers);
  if (response.statusCode !== 200) throw new Error(`book: ${response.body}`);
  return response.json().data as { transactionId: string; confirmationNumber: string; status: number };
}

async function payInSandbox(ctx: TestContext, transactionId: string) {
  const started = await ctx.app.inject({
    method: 'POST',
    url: `${API}/en-US/orders/payment`,
    payload: { transactionId, channel: 1 },
  });
  const { payUrl } = started.json().data;
  await ctx.app.inject({
    method: 'POST',
    url: payUrl,
    payload: 'outcome=succeeded',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describeEachDatabase(
  'admin reservations',
  (ctx) => {
    const call = adminCaller(ctx);
    const db = () => ctx().database.db;
    let tokens: Record<DemoRole, string>;
    let shanghai: { transactionId: string; confirmationNumber: string };
    let memberStay: { transactionId: string; confirmationNumber: string };
    let beijing: { transactionId: string; confirmationNumber: string };

    beforeAll(async () => {
      tokens = await allTokens(ctx);
      shanghai = await bookStay(ctx(), 'SHA001', 'BAR', { checkInDate: '2026-11-25', checkOutDate: '2026-11-27' });
      memberStay = await bookStay(
        ctx(),
        'SHA001',
        'BAR',
        { checkInDate: '2026-11-21', checkOutDate: '2026-11-23' },
        await memberToken(ctx()),
      );
      beijing = await bookStay(ctx(), 'PEK001', 'BAR', { checkInDate: '2026-11-25', checkOutDate: '2026-11-26' });
    });

    const auditRows = (entityId: string) =>
      db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'reservation'), eq(auditLog.entityId, entityId)));

    describe('search and detail', () => {
      it('finds reservations by confirmation number, guest, contact, stay date and status', async () => {
        const byNumber = await call(
          'GET',
          `/reservations?confirmationNumber=${shanghai.confirmationNumber}`,
          tokens.groupAdmin,
        );
        expect(byNumber.json().data.list.map((r: { transactionId: string }) => r.transactionId)).toEqual([
          shanghai.transactionId,
        ]);
        const byGuest = await call('GET', '/reservations?guest=mei%20lina&hotelCode=SHA001', tokens.groupAdmin);
        expect(byGuest.json().data.list.length).toBeGreaterThanOrEqual(2);
        expect(byGuest.json().data.list[0].guestNames).toContain('Mei Lina');
        const byPhone = await call('GET', '/reservations?contact=13800138000&hotelCode=PEK001', tokens.groupAdmin);
        expect(byPhone.json().data.list.map((r: { transactionId: string }) => r.transactionId)).toContain(
          beijing.transactionId,
        );
        const byDate = await call(
          'GET',
          '/reservations?stayDate=2026-11-26&hotelCode=SHA001&status=1',
          tokens.groupAdmin,
        );
        const ids = byDate.json().data.list.map((r: { transactionId: string }) => r.transactionId);
        expect(ids).toContain(shanghai.transactionId);
        expect(ids).not.toContain(memberStay.transactionId);
      });

      it('shows front desk only its hotel and refuses other hotels', async () => {
        const mine = await call('GET', '/reservations?pageSize=100', tokens.frontDesk);
        expect(mine.statusCode).toBe(200);
        const hotelsSeen = new Set(mine.json().data.list.map((r: { hotelCode: string }) => r.hotelCode));
        expect([...hotelsSeen]).toEqual(['SHA001']);
        const other = await call('GET', '/reservations?hotelCode=PEK001', tokens.frontDesk);
        expect(other.statusCode).toBe(403);
        expect(other.json().errorCode).toBe(ErrorCode.staffHotelDenied);
        const detail = await call('GET', `/reservations/${beijing.transactionId}`, tokens.frontDesk);
        expect(detail.statusCode).toBe(403);
        expect((await call('GET', `/reservations/${beijing.transactionId}`, tokens.hotelManager)).statusCode).toBe(403);
        expect((await call('GET', `/reservations/${beijing.transactionId}`, tokens.groupAdmin)).statusCode).toBe(200);
      });

      it('refuses content editors and visitors', async () => {
        const editor = await call('GET', '/reservations', tokens.contentEditor);
        expect(editor.statusCode).toBe(403);
        expect(editor.json().errorCode).toBe(ErrorCode.staffRoleDenied);
        expect((await call('GET', '/reservations', null)).statusCode).toBe(401);
        const action = await call('POST', `/reservations/${shanghai.transactionId}/cancel`, tokens.contentEditor, {});
        expect(action.statusCode).toBe(403);
        expect((await auditRows(shanghai.transactionId)).length).toBe(0);
      });

      it('shows the detail with its history and the actions allowed', async () => {
        const detail = (await call('GET', `/reservations/${memberStay.transactionId}`, tokens.frontDesk)).json().data;
        expect(detail.status).toBe(1);
        expect(detail.history.map((h: { toStatus: number }) => h.toStatus)).toEqual([1]);
        expect(detail.allowedActions).toEqual(['checkIn', 'noShow', 'cancel']);
        expect(detail.nightlyAmounts).toHaveLength(2);
        // Names, not codes: the hotel, room type and rate plan in the request's language; the member's card and tier.
        const [hotel] = await db().select().from(hotels).where(eq(hotels.hotelCode, 'SHA001'));
        expect(detail.names.hotel).toBe(hotel!.name['en-US']);
        expect(detail.names.roomType).not.toBe(detail.roomTypeCode);
        expect(detail.names.ratePlan).not.toBe('BAR');
        const [member] = await db().select().from(members).where(eq(members.memberId, detail.memberId));
        expect(detail.member).toMatchObject({ memberId: member!.memberId, cardNumber: member!.cardNumber });
        expect(detail.member.tier).toBeGreaterThanOrEqual(1);
        // The member booked it: the history names them with their card number, not their member id.
        expect(detail.history[0]).toMatchObject({
          actorKind: 'member',
          actorName: `${member!.firstName} ${member!.lastName}`.trim(),
          actorCard: member!.cardNumber,
        });
        const future = (await call('GET', `/reservations/${shanghai.transactionId}`, tokens.frontDesk)).json().data;
        expect(future.allowedActions).toEqual(['cancel']);
        expect((await call('GET', '/reservations/nope', tokens.groupAdmin)).json().errorCode).toBe(
          ErrorCode.reservationNotFound,
        );
      });
    });

    describe('check in, check out, no-show, cancel', () => {
      it('refuses a check-out before check-in and a check-in before the arrival day, changing nothing', async () => {
        const early = await call('POST', `/reservations/${memberStay.transactionId}/check-out`, tokens.frontDesk, {});
        expect(early.statusCode).toBe(409);
        expect(early.json().errorCode).toBe(ErrorCode.illegalOrderTransition);
        const future = await call('POST', `/reservations/${shanghai.transactionId}/check-in`, tokens.frontDesk, {});
        expect(future.json().errorCode).toBe(ErrorCode.illegalOrderTransition);
        expect((await auditRows(memberStay.transactionId)).length).toBe(0);
      });

      it('checks a member in and out, crediting points and growth exactly once', async () => {
        const [before] = await db().select().from(members).where(eq(members.memberId, DEMO_MEMBER.memberId));
        const checkedIn = await call(
          'POST',
          `/reservations/${memberStay.transactionId}/check-in`,
          tokens.frontDesk,
          {},
        );
        expect(checkedIn.statusCode, checkedIn.body).toBe(200);
        expect(checkedIn.json().data.reservation.status).toBe(5);
        const out = await call('POST', `/reservations/${memberStay.transactionId}/check-out`, tokens.frontDesk, {
          reason: 'departed',
        });
        expect(out.statusCode, out.body).toBe(200);
        expect(out.json().data.reservation.status).toBe(2);
        expect(out.json().data.reservation.history.slice(-2)).toMatchObject([
          {
            fromStatus: 1,
            toStatus: 5,
            actor: expect.stringMatching(/^staff:/),
            // Staff read who did it by name, never the staff id.
            actorKind: 'staff',
            actorName: '李前台',
            reasonCode: 'checkIn',
            note: null,
          },
          // Out on the arrival day of a two-night stay: an early departure, one night returned.
          {
            fromStatus: 5,
            toStatus: 2,
            reasonCode: 'earlyDeparture',
            note: 'departed',
            details: { kind: 'earlyDeparture', from: '2026-11-23', to: '2026-11-22', amount: null, refundIds: [] },
          },
        ]);
        const credited = out.json().data.credited;
        expect(credited.points).toBeGreaterThan(0);
        const [after] = await db().select().from(members).where(eq(members.memberId, DEMO_MEMBER.memberId));
        expect(after!.pointsBalance).toBe(before!.pointsBalance + credited.points);

        const again = await call('POST', `/reservations/${memberStay.transactionId}/check-out`, tokens.frontDesk, {});
        expect(again.statusCode).toBe(409);
        expect(again.json().errorCode).toBe(ErrorCode.illegalOrderTransition);
        const earned = await db()
          .select()
          .from(pointsLedger)
          .where(and(eq(pointsLedger.transactionId, memberStay.transactionId), eq(pointsLedger.kind, 'earn')));
        expect(earned).toHaveLength(1);
        const billed = await db()
          .select()
          .from(billingLedger)
          .where(eq(billingLedger.transactionId, memberStay.transactionId));
        expect(billed).toHaveLength(1);

        const audit = await auditRows(memberStay.transactionId);
        expect(audit.map((row) => row.action).sort()).toEqual(['reservation.checkIn', 'reservation.checkOut']);
        const outRow = audit.find((row) => row.action === 'reservation.checkOut')!;
        expect(outRow).toMatchObject({ staffId: 'stf_frontdesk_sha', hotelCode: 'SHA001' });
        expect(outRow.before).toMatchObject({ status: 5 });
        expect(outRow.after).toMatchObject({ status: 2 });
        const history = (await call('GET', `/reservations/${memberStay.transactionId}`, tokens.frontDesk)).json().data
          .history;
        expect(history.map((h: { toStatus: number }) => h.toStatus)).toEqual([1, 5, 2]);
      });

      it('marks a no-show on the arrival day', async () => {
        ctx().clock.now = new Date('2026-11-25T04:00:00Z');
        try {
          const admin = await staffToken(ctx, 'groupAdmin');
          const noShow = await call('POST', `/reservations/${beijing.transactionId}/no-show`, admin, {});
          expect(noShow.json().data.reservation.status).toBe(6);
          const cancel = await call('POST', `/reservations/${beijing.transactionId}/cancel`, admin, {});
          expect(cancel.json().errorCode).toBe(ErrorCode.illegalOrderTransition);
        } finally {
          ctx().clock.now = new Date('2026-11-21T04:00:00Z');
        }
      });

      it('cancels a paid non-refundable stay for the hotel and refunds it through the payment module', async () => {
        const paid = await bookStay(ctx(), 'SHA001', 'SAVER', {
          checkInDate: '2026-12-02',
          checkOutDate: '2026-12-04',
        });
        await payInSandbox(ctx(), paid.transactionId);
        const [order] = await db().select().from(orders).where(eq(orders.transactionId, paid.transactionId));
        expect(order!.status).toBe(1);
        const roomTypeCode = order!.roomTypeCode;
        const sold = (await inventoryOf(db(), 'SHA001', roomTypeCode, '2026-12-02')).sold;

        const denied = await call('POST', `/reservations/${paid.transactionId}/cancel`, tokens.contentEditor, {});
        expect(denied.statusCode).toBe(403);
        const cancelled = await call('POST', `/reservations/${paid.transactionId}/cancel`, tokens.hotelManager, {
          reason: 'guest called',
        });
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        const detail = cancelled.json().data.reservation;
        expect(detail.status).toBe(4);
        expect(detail.refundLabel).toBe('cancelledRefundSucceeded');
        const [payment] = await db().select().from(payments).where(eq(payments.orderId, paid.transactionId));
        expect(detail.history).toMatchObject([
          { fromStatus: null, toStatus: 0, reasonCode: 'created', note: null },
          { fromStatus: 0, toStatus: 1, reasonCode: 'paid', note: payment!.paymentId },
          { fromStatus: 1, toStatus: 7, reasonCode: 'cancelledByHotel', note: 'guest called' },
          { fromStatus: 7, toStatus: 4, actor: 'system', reasonCode: 'refunded', note: payment!.paymentId },
        ]);
        expect(payment!.status).toBe('refunded');
        expect((await inventoryOf(db(), 'SHA001', roomTypeCode, '2026-12-02')).sold).toBe(sold - 1);
        const audit = await auditRows(paid.transactionId);
        expect(audit).toHaveLength(1);
        expect(audit[0]).toMatchObject({ action: 'reservation.cancel', before: { status: 1 }, after: { status: 7 } });

        const twice = await call('POST', `/reservations/${paid.transactionId}/cancel`, tokens.hotelManager, {});
        expect(twice.json().errorCode).toBe(ErrorCode.illegalOrderTransition);
      });
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);
