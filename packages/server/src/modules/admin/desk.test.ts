import { ErrorCode } from '@hotel/contract/errors';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../seed/members.ts';
import { describeEachDatabase, type TestContext } from '../../test/context.ts';
import { orderHistory, orderNights, orders } from '../booking/booking.schema.ts';
import { API, book, inventoryOf, orderPayload } from '../booking/booking.test-helpers.ts';
import { folioEntries } from '../booking/folio.schema.ts';
import { roomTypes } from '../catalog/catalog.schema.ts';
import { billingLedger, pointsLedger } from '../member/member.schema.ts';
import { adminCaller, allTokens, type DemoRole } from './admin.test-helpers.ts';
import { auditLog } from './staff.schema.ts';

async function roomTypeOf(ctx: TestContext, hotelCode: string) {
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

async function bookBar(ctx: TestContext, hotelCode: string, checkInDate: string, checkOutDate: string, token?: string) {
  const rate = { hotelCode, roomTypeCode: await roomTypeOf(ctx, hotelCode), ratePlanCode: 'BAR' };
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const response = await book(ctx, orderPayload(rate, { checkInDate, checkOutDate }), 'en-US', headers);
  if (response.statusCode !== 200) throw new Error(`book: ${response.body}`);
  return { ...(response.json().data as { transactionId: string; confirmationNumber: string }), ...rate };
}

describeEachDatabase('the desk: early departure, folio, payments at the hotel', (ctx) => {
  const call = adminCaller(ctx);
  const db = () => ctx().database.db;
  let tokens: Record<DemoRole, string>;
  const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.transactionId, id)))[0]!;
  const auditOf = (id: string, action: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));

  beforeAll(async () => {
    tokens = await allTokens(ctx);
  });

  describe('early departure', () => {
    it('checks out a minute after check-in: one night kept, one returned to stock, points on what is paid', async () => {
      const stay = await bookBar(ctx(), 'SHA001', '2026-11-21', '2026-11-23', await memberToken(ctx()));
      const booked = await orderOf(stay.transactionId);
      const secondNight = () => inventoryOf(db(), 'SHA001', stay.roomTypeCode, '2026-11-22');
      const soldBefore = (await secondNight()).sold;
      expect(
        (await call('POST', `/reservations/${stay.transactionId}/check-in`, tokens.frontDesk, {})).statusCode,
      ).toBe(200);
      ctx().clock.now = new Date(ctx().clock.now.getTime() + 60_000);
      const out = await call('POST', `/reservations/${stay.transactionId}/check-out`, tokens.frontDesk, {});
      expect(out.statusCode, out.body).toBe(200);

      const after = await orderOf(stay.transactionId);
      expect(after).toMatchObject({ status: 2, checkOutDate: '2026-11-22', nights: 1, version: booked.version + 1 });
      const nights = await db().select().from(orderNights).where(eq(orderNights.transactionId, stay.transactionId));
      expect(nights.map((night) => night.night)).toEqual(['2026-11-21']);
      expect(after.roomAmount).toBe(nights[0]!.amount);
      expect(after.payAmount).toBeLessThan(booked.payAmount);
      expect(after.totalAmount).toBe(after.roomAmount + after.serviceAmount + after.taxAmount + after.addonAmount);
      expect((await secondNight()).sold).toBe(soldBefore - 1);

      // Points on the night paid for, not on the two booked: the ledger holds what the order now says.
      const [billed] = await db()
        .select()
        .from(billingLedger)
        .where(eq(billingLedger.transactionId, stay.transactionId));
      expect(billed!.amount).toBe(after.payAmount);
      const [earned] = await db()
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.transactionId, stay.transactionId), eq(pointsLedger.kind, 'earn')));
      expect(out.json().data.credited.points).toBe(earned!.delta);
      const history = await db().select().from(orderHistory).where(eq(orderHistory.transactionId, stay.transactionId));
      expect(history.at(-1)).toMatchObject({
        toStatus: 2,
        reasonCode: 'earlyDeparture',
        note: null,
        details: { kind: 'earlyDeparture', from: '2026-11-23', to: '2026-11-22', amount: null, refundIds: [] },
      });
      const [audit] = await auditOf(stay.transactionId, 'reservation.checkOut');
      expect(audit!.before).toMatchObject({ checkOutDate: '2026-11-23', nights: 2, payAmount: booked.payAmount });
      expect(audit!.after).toMatchObject({ checkOutDate: '2026-11-22', nights: 1, payAmount: after.payAmount });
    });

    it('keeps the whole stay of a check-out on the last morning', async () => {
      const stay = await bookBar(ctx(), 'SHA001', '2026-11-21', '2026-11-22');
      const booked = await orderOf(stay.transactionId);
      await call('POST', `/reservations/${stay.transactionId}/check-in`, tokens.frontDesk, {});
      const out = await call('POST', `/reservations/${stay.transactionId}/check-out`, tokens.hotelManager, {});
      expect(out.statusCode).toBe(200);
      expect(await orderOf(stay.transactionId)).toMatchObject({
        checkOutDate: '2026-11-22',
        nights: 1,
        payAmount: booked.payAmount,
        version: booked.version,
      });
      expect(out.json().data.reservation.history.at(-1).reasonCode).toBe('checkOut');
    });
  });

  describe('folio and payments at the desk', () => {
    let stay: Awaited<ReturnType<typeof bookBar>>;
    let due: number;
    beforeAll(async () => {
      stay = await bookBar(ctx(), 'SHA001', '2026-11-21', '2026-11-23');
      due = (await orderOf(stay.transactionId)).payAmount;
    });
    const folio = (role: DemoRole = 'frontDesk') =>
      call('GET', `/reservations/${stay.transactionId}/folio`, tokens[role]);
    const charge = (payload: object, role: DemoRole = 'frontDesk') =>
      call('POST', `/reservations/${stay.transactionId}/folio/charges`, tokens[role], payload);
    const pay = (payload: object, role: DemoRole = 'frontDesk') =>
      call('POST', `/reservations/${stay.transactionId}/folio/payments`, tokens[role], payload);

    it('starts with what the booking leaves to pay at the hotel', async () => {
      const account = (await folio()).json().data;
      expect(account).toMatchObject({ dueFromBooking: due, charges: 0, payments: 0, balance: due, open: true });
      expect(account.entries).toEqual([]);
    });

    it('adds an extra typed in major units, in the balance and audited', async () => {
      const added = await charge({ description: 'Minibar', amount: '120.50', currency: 'cny' });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().data).toMatchObject({ charges: 12_050, balance: due + 12_050 });
      expect(added.json().data.entries[0]).toMatchObject({ kind: 'charge', description: 'Minibar', amount: 12_050 });
      expect(added.json().data.entries[0].staffName).not.toBe('');
      const [audit] = await auditOf(stay.transactionId, 'folio.charge');
      expect(audit).toMatchObject({ hotelCode: 'SHA001', entityType: 'reservation' });
      expect(audit!.after).toMatchObject({ balance: due + 12_050, amount: 12_050, currency: 'CNY' });
    });

    it('refuses bad amounts, another currency, a payment above the balance, changing nothing', async () => {
      for (const amount of ['12.345', '-5', '0', 'abc', '']) {
        const refused = await charge({ description: 'Laundry', amount, currency: 'CNY' });
        expect(refused.statusCode, amount).toBe(400);
        expect(JSON.stringify(refused.json())).not.toMatch(/"amount" is/);
      }
      const usd = await pay({ method: 'cash', amount: '10', currency: 'USD' });
      expect(usd.statusCode, usd.body).toBe(400);
      expect(usd.json().errorCode).toBe(ErrorCode.folioCurrencyMismatch);
      expect(usd.json().message).toContain('CNY');
      const tooMuch = await pay({ method: 'card', amount: String((due + 12_050) / 100 + 1), currency: 'CNY' });
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json().errorCode).toBe(ErrorCode.paymentAboveBalance);
      const badMethod = await pay({ method: 'cheque', amount: '1', currency: 'CNY' });
      expect(badMethod.statusCode).toBe(400);
      const rows = await db().select().from(folioEntries).where(eq(folioEntries.transactionId, stay.transactionId));
      expect(rows).toHaveLength(1);
    });

    it('keeps other hotels and other roles out', async () => {
      const beijing = await bookBar(ctx(), 'PEK001', '2026-11-21', '2026-11-22');
      const denied = await call('POST', `/reservations/${beijing.transactionId}/folio/charges`, tokens.frontDesk, {
        description: 'Minibar',
        amount: '10',
        currency: 'CNY',
      });
      expect(denied.statusCode).toBe(403);
      expect((await call('GET', `/reservations/${beijing.transactionId}/folio`, tokens.hotelManager)).statusCode).toBe(
        403,
      );
      expect((await call('GET', `/reservations/${beijing.transactionId}/folio`, tokens.groupAdmin)).statusCode).toBe(
        200,
      );
      expect((await folio('contentEditor')).statusCode).toBe(403);
      expect((await call('GET', `/reservations/${stay.transactionId}/folio`, null)).statusCode).toBe(401);
      const rows = await db().select().from(folioEntries).where(eq(folioEntries.transactionId, beijing.transactionId));
      expect(rows).toHaveLength(0);
    });

    it('takes the balance once when two desks take it at the same time', async () => {
      const balance = (await folio()).json().data.balance as number;
      const amount = (balance / 100).toFixed(2);
      const [first, second] = await Promise.all([
        pay({ method: 'card', amount, currency: 'CNY', note: 'slip 0042' }),
        pay({ method: 'cash', amount, currency: 'CNY' }, 'hotelManager'),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const account = (await folio()).json().data;
      expect(account).toMatchObject({ balance: 0, payments: balance });
      expect(await auditOf(stay.transactionId, 'folio.payment')).toHaveLength(1);
      const history = await db().select().from(orderHistory).where(eq(orderHistory.transactionId, stay.transactionId));
      expect(history.map((line) => line.reasonCode)).toEqual(['created', 'deskCharge', 'deskPayment']);
    });

    it('voids a payment, then the charge; a charge a payment covers is voided only after it', async () => {
      const account = (await folio()).json().data;
      const [minibar, payment] = account.entries;
      const covered = await call(
        'POST',
        `/reservations/${stay.transactionId}/folio/${minibar.id}/void`,
        tokens.frontDesk,
      );
      expect(covered.statusCode).toBe(409);
      const voided = await call(
        'POST',
        `/reservations/${stay.transactionId}/folio/${payment.id}/void`,
        tokens.frontDesk,
      );
      expect(voided.statusCode, voided.body).toBe(200);
      expect(voided.json().data).toMatchObject({ payments: 0, balance: due + 12_050 });
      expect(voided.json().data.entries[1].voidedByName).not.toBeNull();
      const charge = await call(
        'POST',
        `/reservations/${stay.transactionId}/folio/${minibar.id}/void`,
        tokens.groupAdmin,
      );
      expect(charge.json().data).toMatchObject({ charges: 0, balance: due });
      const again = await call(
        'POST',
        `/reservations/${stay.transactionId}/folio/${minibar.id}/void`,
        tokens.groupAdmin,
      );
      expect(again.statusCode).toBe(404);
      expect(again.json().errorCode).toBe(ErrorCode.folioEntryNotFound);
      expect(await auditOf(stay.transactionId, 'folio.void')).toHaveLength(2);
    });

    it('names the stay in the audit log: confirmation number and hotel, never the order id', async () => {
      const page = (
        await call('GET', `/audit?entityType=reservation&entityId=${stay.transactionId}`, tokens.groupAdmin)
      ).json().data;
      expect(page.list.length).toBeGreaterThan(0);
      for (const entry of page.list) {
        expect(entry.entityName).toContain(stay.confirmationNumber);
        expect(entry.entityName).toContain('Shanghai');
        expect(entry.entityName).not.toContain(stay.transactionId);
      }
    });

    it('clears "to pay" once the stay is paid at the desk and refuses a cancelled stay', async () => {
      await pay({ method: 'cash', amount: (due / 100).toFixed(2), currency: 'CNY' });
      expect((await folio()).json().data.balance).toBe(0);
      const cancelled = await bookBar(ctx(), 'SHA001', '2026-11-25', '2026-11-26');
      await call('POST', `/reservations/${cancelled.transactionId}/cancel`, tokens.frontDesk, {});
      const closed = await call('POST', `/reservations/${cancelled.transactionId}/folio/charges`, tokens.frontDesk, {
        description: 'Minibar',
        amount: '10',
        currency: 'CNY',
      });
      expect(closed.statusCode).toBe(409);
      expect(closed.json().errorCode).toBe(ErrorCode.folioClosed);
      expect(
        (await call('GET', `/reservations/${cancelled.transactionId}/folio`, tokens.frontDesk)).json().data,
      ).toMatchObject({ open: false, balance: 0 });
    });
  });
});
