import { orderDetailSchema } from '@hotel/contract/schemas/order';
import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail.schema.ts';
import { minorUnitDigits } from '../../platform/money.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { hotels } from '../catalog/catalog.schema.ts';
import { payments } from '../payments/payments.schema.ts';
import { orders } from './booking.schema.ts';
import { API, book, findRate, orderPayload, payInSandbox } from './booking.test-helpers.ts';

/** As the site writes prices: "CNY 1,280", "CNY 4,924.02". */
const money = (amount: number, currency: string, lang: string) => {
  const value = amount / 10 ** minorUnitDigits(currency);
  const digits = Number.isInteger(value) ? 0 : minorUnitDigits(currency);
  const number = new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${currency} ${number.format(value)}`;
};

describeEachDatabase('booking mails', (ctx) => {
  const db = () => ctx().database.db;
  const mailsOf = async (email: string) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id));
  const orderRow = async (transactionId: string) =>
    (await db().select().from(orders).where(eq(orders.transactionId, transactionId)))[0]!;
  const cancel = (transactionId: string, lang = 'en-US') =>
    ctx().app.inject({ method: 'DELETE', url: `${API}/${lang}/orders`, payload: { transactionId } });

  it('sends a pending, then a confirmed mail in HTML and text with the stay, the hotel, the money as stored and an .ics', async () => {
    const rate = await findRate(db(), 1, 1);
    const email = 'held.then.paid@example.com';
    const created = (
      await book(
        ctx(),
        orderPayload(
          rate,
          { checkInDate: '2026-12-14', checkOutDate: '2026-12-16' },
          { booker: { name: 'Ann Lee', email, mobile: '86 13800138000' } },
        ),
      )
    ).json().data;
    const [hotel] = await db().select().from(hotels).where(eq(hotels.hotelCode, rate.hotelCode));
    const [pending] = await mailsOf(email);
    expect(pending!.subject).toMatch(/^Payment needed: reservation AU/);
    // The hold's end in the hotel's time, with the zone named (not the UTC instant).
    const row = await orderRow(created.transactionId);
    const deadline = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: hotel!.timeZone,
      timeZoneName: 'long',
    }).format(row.paymentDeadline!);
    expect(pending!.textBody).toContain(`held until ${deadline}`);
    expect(pending!.textBody).toContain('Pay now:');

    await payInSandbox(ctx(), created.transactionId);
    const [confirmed] = await mailsOf(email);
    expect(confirmed!.subject).toMatch(/^Confirmed: reservation AU\w+ at /);
    const paid = await orderRow(created.transactionId);
    for (const body of [confirmed!.textBody, confirmed!.htmlBody]) {
      expect(body).toContain(money(paid.payAmount, paid.currency, 'en-US'));
      expect(body).toContain(money(paid.taxAmount, paid.currency, 'en-US'));
      expect(body).toContain(money(paid.serviceAmount, paid.currency, 'en-US'));
      expect(body).toContain(money(paid.roomAmount, paid.currency, 'en-US'));
      expect(body).toContain(hotel!.phone);
      expect(body).toContain(`mlat=${hotel!.latitude}`);
    }
    expect(confirmed!.textBody).toContain('Monday, December 14, 2026');
    expect(confirmed!.textBody).toMatch(/Check-in: Monday, December 14, 2026, from \d{1,2}:\d{2}/);
    expect(confirmed!.textBody).toContain('Party: 1 adult');
    // The check-out day and the hotel's check-out time, and the policy rows of the rate booked.
    const checkOutClock = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }).format(Date.parse(`1970-01-01T${hotel!.checkOutTime}:00Z`));
    expect(confirmed!.textBody).toContain(`Check-out: Wednesday, December 16, 2026, until ${checkOutClock}`);
    expect(paid.cancellationDeadline).not.toBeNull();
    expect(confirmed!.textBody).toMatch(/Cancellation policy: Free cancellation until December 1[0-5], 2026/);
    expect(confirmed!.textBody).toContain('Guarantee policy: Prepaid online: the full amount is paid when you book.');
    expect(confirmed!.htmlBody).toContain('Guarantee policy');
    expect(confirmed!.htmlBody).toContain('Free cancellation until December 1');
    expect(confirmed!.textBody).toContain('View or cancel your reservation:');
    expect(confirmed!.htmlBody).toMatch(/^<!doctype html><html lang="en-US">/);
    expect(confirmed!.htmlBody).toContain(hotel!.address['en-US'].replace(/&/g, '&#38;'));
    const [calendar] = confirmed!.attachments!;
    expect(calendar!.filename).toBe(`${paid.confirmationNumber}.ics`);
    expect(calendar!.content).toContain('BEGIN:VEVENT');
    expect(calendar!.content).toContain(`UID:${paid.transactionId}@aurora-hotels`);
    expect(calendar!.content).toMatch(/DTSTART:20261214T\d{4}00Z/);
    expect(calendar!.content).toContain('STATUS:CONFIRMED');
  });

  it('says a cancellation in its own subject, with the refund and its timing and no cancel link', async () => {
    const rate = await findRate(db(), 1, 1);
    const email = 'cancels.after.paying@example.com';
    const created = (
      await book(
        ctx(),
        orderPayload(
          rate,
          { checkInDate: '2026-12-20', checkOutDate: '2026-12-21' },
          { booker: { name: 'Bo Wu', email, mobile: '86 13800138001' } },
        ),
      )
    ).json().data;
    await payInSandbox(ctx(), created.transactionId);
    const answer = (await cancel(created.transactionId)).json().data;
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, created.transactionId));
    expect(answer.refund).toEqual({
      amount: { amount: payment!.amount, currency: payment!.currency },
      channel: 1,
      timing: 'wallet',
    });
    const [cancelled] = await mailsOf(email);
    expect(cancelled!.subject).toMatch(/^Cancelled: reservation AU/);
    expect(cancelled!.textBody).toContain(
      `We are refunding ${money(payment!.amount, payment!.currency, 'en-US')} to your original payment method.`,
    );
    expect(cancelled!.textBody).toContain('within two hours');
    expect(cancelled!.textBody).not.toMatch(/cancel your reservation/i);
    expect(cancelled!.htmlBody).not.toMatch(/cancel your reservation/i);
    expect(cancelled!.textBody).toContain('View your reservation:');
    expect(cancelled!.attachments![0]!.content).toContain('STATUS:CANCELLED');
    expect(cancelled!.attachments![0]!.content).toContain('METHOD:CANCEL');
  });

  it('shows the refund a cancellation would give on the order, by channel: cards take 7 to 14 days', async () => {
    const rate = await findRate(db(), 1, 1);
    const created = (
      await book(ctx(), orderPayload(rate, { checkInDate: '2026-12-22', checkOutDate: '2026-12-23' }))
    ).json().data;
    const detail = async () =>
      orderDetailSchema.parse(
        (await ctx().app.inject({ method: 'GET', url: `${API}/en-US/orders/${created.transactionId}` })).json().data,
      );
    expect((await detail()).refund).toBeNull();
    const calendar = await ctx().app.inject({
      method: 'GET',
      url: `${API}/ja/orders/${created.transactionId}/calendar.ics`,
    });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toContain('text/calendar');
    expect(calendar.body).toContain(`UID:${created.transactionId}@aurora-hotels`);
    expect(calendar.body).toMatch(/SUMMARY:.+に宿泊/);
    const unknown = await ctx().app.inject({ method: 'GET', url: `${API}/ja/orders/T-NOPE/calendar.ics` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).not.toBe('');
    const { payUrl } = (
      await ctx().app.inject({
        method: 'POST',
        url: `${API}/en-US/orders/payment`,
        payload: { transactionId: created.transactionId, channel: 10 },
      })
    ).json().data;
    await ctx().app.inject({
      method: 'POST',
      url: payUrl,
      payload: 'outcome=succeeded',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const row = await orderRow(created.transactionId);
    expect((await detail()).refund).toEqual({
      amount: { amount: row.payAmount, currency: row.currency },
      channel: 10,
      timing: 'card',
    });
    expect((await cancel(created.transactionId)).json().data.refund.timing).toBe('card');
    expect((await detail()).refund?.amount.amount).toBe(row.payAmount);
  });

  it('writes a Thai mail with Buddhist-era dates, and no refund for a pay-at-hotel booking', async () => {
    const rate = await findRate(db(), 2, 2);
    const email = 'thai.guest@example.com';
    const created = (
      await book(
        ctx(),
        orderPayload(
          rate,
          { checkInDate: '2026-12-24', checkOutDate: '2026-12-25' },
          { booker: { name: 'Somchai', email, mobile: '66 812345678' } },
        ),
        'th-TH',
      )
    ).json().data;
    const [confirmed] = await mailsOf(email);
    expect(confirmed!.subject).toContain('ยืนยันแล้ว');
    expect(confirmed!.textBody).toContain('2569');
    expect(confirmed!.textBody).not.toContain('2026');
    expect(confirmed!.htmlBody).toContain('<html lang="th-TH">');
    const answer = (await cancel(created.transactionId, 'th-TH')).json().data;
    expect(answer.refund).toBeNull();
    const [cancelled] = await mailsOf(email);
    expect(cancelled!.subject).toContain('ยกเลิกแล้ว');
    expect(cancelled!.textBody).not.toContain('คืนเงิน');
  });
});
