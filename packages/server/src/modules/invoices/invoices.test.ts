import { OrderStatus, PaymentType } from '@hotel/contract/enums';
import { ErrorCode } from '@hotel/contract/errors';
import { formatMoneyText } from '@hotel/contract/money';
import { folioSchema } from '@hotel/contract/schemas/stay';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail.schema.ts';
import { DEMO_MEMBER } from '../../seed/members.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { adminCaller, staffToken } from '../admin/admin.test-helpers.ts';
import { auditLog } from '../admin/staff.schema.ts';
import { orderAddons, orderNights, orders } from '../booking/booking.schema.ts';
import { book, findRate, orderPayload } from '../booking/booking.test-helpers.ts';
import { bookingMember, caller } from '../member/member.test-helpers.ts';
import { payments } from '../payments/payments.schema.ts';
import { invoiceRequests, invoiceTitles } from './invoices.schema.ts';
import { paidGuestStay, pdfText, setStatus } from './invoices.test-helpers.ts';

const DEMO_PAST_SHA = 'demo-past1-0001';
const DEMO_PAST_PEK = 'demo-past2-0002';

describeEachDatabase('invoices and receipts', (ctx) => {
  const db = () => ctx().database.db;
  const call = caller(ctx);
  const admin = adminCaller(ctx);
  const signIn = async () =>
    (await call('POST', '/member/login', null, { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password })).json()
      .data.token as string;

  it("gives a receipt whose every figure is the order's and the payments' rows, as data and as a PDF", async () => {
    const id = await paidGuestStay(ctx(), '2026-12-01', '2026-12-03', OrderStatus.reserved);
    const early = await call('GET', `/en-US/orders/${id}/receipt.pdf`);
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe(ErrorCode.receiptNotAvailable);
    await setStatus(ctx(), id, OrderStatus.completed);

    const folio = folioSchema.parse((await call('GET', `/en-US/orders/${id}/folio`)).json().data);
    const [order] = await db().select().from(orders).where(eq(orders.transactionId, id));
    const nights = await db().select().from(orderNights).where(eq(orderNights.transactionId, id));
    const addons = await db().select().from(orderAddons).where(eq(orderAddons.transactionId, id));
    const [payment] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, id), eq(payments.status, 'succeeded')));
    expect(folio.nights.map((night) => night.amount)).toEqual(nights.map((night) => night.amount * order!.roomCount));
    expect(folio.nights.reduce((sum, night) => sum + night.amount, 0)).toBe(order!.roomAmount);
    expect(folio.addons.map((addon) => addon.amount)).toEqual(addons.map((addon) => addon.amount));
    expect(folio.charges).toEqual({
      roomAmount: order!.roomAmount,
      addonAmount: order!.addonAmount,
      serviceAmount: order!.serviceAmount,
      taxAmount: order!.taxAmount,
      pointDiscount: order!.pointDiscount,
      voucherDiscount: order!.voucherDiscount,
      totalAmount: order!.totalAmount,
      payAmount: order!.payAmount,
    });
    expect(folio.payments).toEqual([
      expect.objectContaining({ kind: 'online', reference: payment!.paymentId, amount: payment!.amount }),
    ]);
    expect(folio.paid).toBe(order!.payAmount);
    expect(folio.refunds).toEqual([]);
    expect(folio.balanceDue).toBe(0);

    const pdf = await call('GET', `/zh-CN/orders/${id}/receipt.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(order!.confirmationNumber);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('收据');
    expect(text).toContain(order!.confirmationNumber);
    expect(text).toContain(payment!.paymentId);
    for (const amount of [order!.taxAmount, order!.payAmount, nights[0]!.amount])
      expect(text).toContain(formatMoneyText(amount, order!.currency, 'zh-CN'));
  });

  it("writes the receipt's figures in the site's one money format: the demo stay's voucher and paid total as the database holds them", async () => {
    const token = await signIn();
    const [order] = await db().select().from(orders).where(eq(orders.transactionId, DEMO_PAST_PEK));
    expect(order!.voucherDiscount).toBeGreaterThan(0);
    expect(order!.payAmount).toBe(order!.totalAmount - order!.voucherDiscount);
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const pdf = await call('GET', `/${lang}/orders/${DEMO_PAST_PEK}/receipt.pdf`, token);
      expect(pdf.statusCode, pdf.body).toBe(200);
      const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
      // "CNY 2,698.40", never Intl's "CN¥2,698.40" or "¥2,698.40".
      const paid = formatMoneyText(order!.payAmount, order!.currency, lang);
      expect(paid).toMatch(/^CNY \d/);
      expect(text).toContain(paid);
      expect(text).toContain(`-${formatMoneyText(order!.voucherDiscount, order!.currency, lang)}`);
      expect(text).toContain(formatMoneyText(order!.taxAmount, order!.currency, lang));
      expect(text).not.toMatch(/CN¥|¥/);
    }
    const en = (
      await pdfText((await call('GET', `/en-US/orders/${DEMO_PAST_PEK}/receipt.pdf`, token)).rawPayload)
    ).replace(/\s+/g, ' ');
    expect(en).toContain(`Total ${formatMoneyText(order!.payAmount, order!.currency, 'en-US')}`);
  });

  it('prints Thai and Korean receipts with their own letters', async () => {
    const id = await paidGuestStay(ctx(), '2026-12-05', '2026-12-06');
    for (const [lang, word] of [
      ['th-TH', 'ใบเสร็จรับเงิน'],
      ['ko-KR', '영수증'],
      ['ja', '領収書'],
    ] as const) {
      const text = await pdfText((await call('GET', `/${lang}/orders/${id}/receipt.pdf`)).rawPayload);
      expect(text.replaceAll(' ', '')).toContain(word);
    }
  });

  it('takes one invoice request per completed stay, checks the title, and staff of the hotel issue it (audited)', async () => {
    const id = await paidGuestStay(ctx(), '2026-12-07', '2026-12-08', OrderStatus.reserved);
    const body = {
      title: { kind: 'company', name: '上海极光贸易有限公司', taxNumber: '91310000MA1FL0AB2C' },
      email: 'ap@example.com',
    };
    const before = await call('POST', `/en-US/orders/${id}/invoice`, null, body);
    expect(before.json().errorCode).toBe(ErrorCode.invoiceNotAllowed);
    await setStatus(ctx(), id, OrderStatus.completed);

    const noTax = await call('POST', `/en-US/orders/${id}/invoice`, null, {
      ...body,
      title: { kind: 'company', name: 'Aurora' },
    });
    expect(noTax.statusCode).toBe(400);
    expect(JSON.stringify(noTax.json().data)).toContain('taxNumber');
    const made = await call('POST', `/en-US/orders/${id}/invoice`, null, body);
    expect(made.statusCode, made.body).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.transactionId, id));
    const [row] = await db().select().from(invoiceRequests).where(eq(invoiceRequests.transactionId, id));
    expect(row).toMatchObject({
      kind: 'company',
      taxNumber: '91310000MA1FL0AB2C',
      amount: order!.payAmount,
      status: 'requested',
    });
    const mailsTo = () => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'ap@example.com'));
    const [received] = await mailsTo();
    expect(received!.subject).toBe(`Invoice request received – reservation ${order!.confirmationNumber}`);
    expect(received!.textBody).toContain('上海极光贸易有限公司');
    expect(received!.textBody).toContain(formatMoneyText(order!.payAmount, order!.currency, 'en-US'));
    const again = await call('POST', `/en-US/orders/${id}/invoice`, null, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe(ErrorCode.invoiceAlreadyRequested);
    expect((await call('GET', `/en-US/orders/${id}/invoice`)).json().data).toMatchObject({
      receiptAvailable: true,
      canRequestInvoice: false,
      invoice: { requestId: row!.requestId },
    });

    const manager = await staffToken(ctx, 'hotelManager');
    const listed = (await admin('GET', '/invoices?status=requested', manager)).json().data;
    const mine = listed.list.some((item: { requestId: string }) => item.requestId === row!.requestId);
    expect(mine).toBe(order!.hotelCode === 'SHA001');
    const groupAdmin = await staffToken(ctx, 'groupAdmin');
    const refused = await admin('POST', `/invoices/${row!.requestId}/issue`, groupAdmin, { invoiceNumber: '<b>' });
    expect(refused.statusCode).toBe(400);
    const issued = await admin('POST', `/invoices/${row!.requestId}/issue`, groupAdmin, {
      invoiceNumber: '044031900111-00071234',
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const [after] = await db().select().from(invoiceRequests).where(eq(invoiceRequests.requestId, row!.requestId));
    expect(after).toMatchObject({ status: 'issued', invoiceNumber: '044031900111-00071234' });
    const mails = await mailsTo();
    expect(mails).toHaveLength(2);
    const issuedMail = mails.find((mail) => mail.subject.startsWith('Invoice issued'))!;
    expect(issuedMail.textBody).toContain('044031900111-00071234');
    expect(issuedMail.textBody).toContain(`/api/v1/booking/en-US/orders/${id}/receipt.pdf`);
    expect(issuedMail.htmlBody).toContain(`/en-US/orders/${id}/receipt.pdf`);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, row!.requestId));
    expect(audit).toMatchObject([{ action: 'invoice.issue', entityType: 'invoiceRequest' }]);
    const twice = await admin('POST', `/invoices/${row!.requestId}/issue`, groupAdmin, { invoiceNumber: 'X1' });
    expect(twice.json().errorCode).toBe(ErrorCode.invoiceAlreadyIssued);
    expect((await admin('GET', '/invoices', null)).statusCode).toBe(401);
  });

  it("keeps a member's invoice titles, uses a saved one, and never lets another member near them or the receipt", async () => {
    const token = await signIn();
    const added = await call('POST', '/member/invoice-titles', token, { kind: 'personal', name: 'Mei Chen' });
    expect(added.statusCode, added.body).toBe(200);
    const { titleId } = added.json().data;
    expect((await call('GET', '/member/invoice-titles', token)).json().data).toEqual([
      { titleId, kind: 'personal', name: 'Mei Chen', taxNumber: null },
    ]);

    const other = await bookingMember(ctx, 'invoice.other', '13900000777');
    expect((await call('GET', `/en-US/orders/${DEMO_PAST_SHA}/receipt.pdf`, other.token)).statusCode).toBe(404);
    expect((await call('GET', `/en-US/orders/${DEMO_PAST_SHA}/folio`, other.token)).statusCode).toBe(404);
    expect((await call('GET', `/en-US/orders/${DEMO_PAST_SHA}/folio`)).json().errorCode).toBe(ErrorCode.pleaseLogIn);
    expect((await call('GET', '/member/invoice-titles', other.token)).json().data).toEqual([]);
    expect((await call('DELETE', `/member/invoice-titles/${titleId}`, other.token)).statusCode).toBe(404);

    // Pay-at-hotel stay: the folio shows what was settled at the hotel, the order's amount to pay.
    const folio = folioSchema.parse((await call('GET', `/ja/orders/${DEMO_PAST_SHA}/folio`, token)).json().data);
    const [order] = await db().select().from(orders).where(eq(orders.transactionId, DEMO_PAST_SHA));
    expect(folio.payments).toEqual([
      { kind: 'hotel', reference: order!.confirmationNumber, at: order!.checkOutDate, amount: order!.payAmount },
    ]);

    const made = await call('POST', `/en-US/orders/${DEMO_PAST_SHA}/invoice`, token, {
      titleId,
      email: DEMO_MEMBER.email,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({
      kind: 'personal',
      name: 'Mei Chen',
      amount: { amount: order!.payAmount },
    });
    const stolen = await call('POST', `/en-US/orders/${DEMO_PAST_PEK}/invoice`, token, {
      titleId: 'it_someone_else',
      email: DEMO_MEMBER.email,
    });
    expect(stolen.json().errorCode).toBe(ErrorCode.invoiceTitleNotFound);
    const savedNew = await call('POST', `/en-US/orders/${DEMO_PAST_PEK}/invoice`, token, {
      title: { kind: 'company', name: 'Aurora Trading', taxNumber: '91110000abc123456x' },
      saveTitle: true,
      email: DEMO_MEMBER.email,
    });
    expect(savedNew.statusCode, savedNew.body).toBe(200);
    const titles = await db().select().from(invoiceTitles).where(eq(invoiceTitles.memberId, order!.memberId!));
    expect(titles.map((title) => title.taxNumber)).toEqual([null, '91110000ABC123456X']);

    // Front desk of SHA001 sees the SHA001 request, not the PEK001 one, and cannot issue the latter.
    const frontDesk = await staffToken(ctx, 'frontDesk');
    const listed = (await admin('GET', '/invoices', frontDesk)).json().data.list as {
      hotelCode: string;
      requestId: string;
    }[];
    expect(listed.every((item) => item.hotelCode === 'SHA001')).toBe(true);
    const pek = savedNew.json().data.requestId as string;
    expect((await admin('POST', `/invoices/${pek}/issue`, frontDesk, { invoiceNumber: 'A1' })).statusCode).toBe(404);
    expect(listed.some((item) => item.requestId === made.json().data.requestId)).toBe(true);

    expect((await call('DELETE', `/member/invoice-titles/${titleId}`, token)).json().data).toEqual({ deleted: true });
  });

  it("mails a Japanese guest in Japanese, and a checked-in pay-at-hotel stay's receipt shows the balance due", async () => {
    const rate = await findRate(db(), PaymentType.payAtHotel);
    const booked = await book(
      ctx(),
      orderPayload(rate, { checkInDate: '2026-12-10', checkOutDate: '2026-12-12' }),
      'ja',
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json().data.transactionId as string;
    await setStatus(ctx(), id, OrderStatus.checkedIn);
    const [order] = await db().select().from(orders).where(eq(orders.transactionId, id));
    const folio = folioSchema.parse((await call('GET', `/ja/orders/${id}/folio`)).json().data);
    expect(folio.payments).toEqual([]);
    expect(order!.payAmount).toBeGreaterThan(0);
    expect(folio.balanceDue).toBe(order!.payAmount);
    const text = (await pdfText((await call('GET', `/en-US/orders/${id}/receipt.pdf`)).rawPayload)).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain(`Balance due ${formatMoneyText(order!.payAmount, order!.currency, 'en-US')}`);

    await setStatus(ctx(), id, OrderStatus.completed);
    const settled = folioSchema.parse((await call('GET', `/ja/orders/${id}/folio`)).json().data);
    expect(settled.balanceDue).toBe(0);
    const made = await call('POST', `/ja/orders/${id}/invoice`, null, {
      title: { kind: 'personal', name: '山田 太郎' },
      email: 'yamada@example.com',
    });
    expect(made.statusCode, made.body).toBe(200);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'yamada@example.com'));
    expect(mail!.subject).toBe(`請求書のご依頼を承りました – 予約 ${order!.confirmationNumber}`);
    expect(mail!.htmlBody).toContain('lang="ja"');
  });

  it('keeps at most ten titles per member', async () => {
    const member = await bookingMember(ctx, 'invoice.many', '13900000778');
    for (let n = 0; n < 10; n++)
      expect(
        (await call('POST', '/member/invoice-titles', member.token, { kind: 'personal', name: `Name ${n}` }))
          .statusCode,
      ).toBe(200);
    const eleventh = await call(
      'POST',
      '/member/invoice-titles',
      member.token,
      { kind: 'personal', name: 'Eleven' },
      { 'accept-language': 'zh-CN' },
    );
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toContain('发票抬头');
    expect(eleventh.json().data).toEqual({ max: 10 });
  });
});
