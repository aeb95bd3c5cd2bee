import type { Language } from '@hotel/contract/languages';
import { formatMoneyText } from '@hotel/contract/money';
import type { Folio } from '@hotel/contract/schemas/stay';
import type { Translate } from '@hotel/i18n/catalog';
import PDFDocument from 'pdfkit';
import { fontBytes, fontFor, RECEIPT_FONTS } from './receipt-fonts.ts';

const PAGE = { margin: 48, width: 595.28 };
const COLUMNS = { date: 48, text: 140, amountRight: PAGE.width - 48 };

/**
 * Money in the site's one format (contract/money.ts: "CNY 1,536.93", as the pages and mails write it; a
 * deduction as "-CNY 50") and dates the way the guest's language writes them: a calendar day as written,
 * an instant (a payment, a refund, the issue) as its day in the hotel's time zone.
 */
export function receiptFormat(language: Language, currency: string, timeZone = 'UTC') {
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const hotelDay = zonedDayFormat(language, timeZone);
  return {
    money: (minor: number) =>
      minor < 0 ? `-${formatMoneyText(-minor, currency, language)}` : formatMoneyText(minor, currency, language),
    date: (iso: string) =>
      iso.length === 10 ? day.format(new Date(`${iso}T00:00:00Z`)) : hotelDay.format(new Date(iso)),
  };
}

/** A day in `timeZone`, or in UTC when the zone is not one Intl knows. */
function zonedDayFormat(language: Language, timeZone: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone });
  } catch {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  }
}

/** The receipt of a stay as a PDF (A4), in the folio's language. */
export async function receiptPdf(folio: Folio, t: Translate, issuedAt: Date): Promise<Buffer> {
  const format = receiptFormat(folio.language, folio.currency, folio.hotel.timeZone);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: folio.language,
    info: { Title: `${t('stay.receipt.title')} ${folio.confirmationNumber}`, Author: folio.hotel.name },
  });
  for (const font of RECEIPT_FONTS) doc.registerFont(font, fontBytes(font));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const write = (
    text: string,
    options: { size?: number; bold?: boolean; x?: number; y?: number; width?: number; align?: 'left' | 'right' } = {},
  ) => {
    doc.font(fontFor(text, options.bold)).fontSize(options.size ?? 10);
    doc.text(text, options.x ?? PAGE.margin, options.y, {
      width: options.width,
      align: options.align,
      lineBreak: true,
    });
  };
  const row = (date: string, text: string, amount: string, bold = false) => {
    const y = doc.y;
    write(date, { x: COLUMNS.date, y, width: COLUMNS.text - COLUMNS.date - 8 });
    const afterDate = doc.y;
    write(text, { x: COLUMNS.text, y, width: 280, bold });
    const afterText = doc.y;
    write(amount, { x: COLUMNS.amountRight - 120, y, width: 120, align: 'right', bold });
    doc.y = Math.max(afterDate, afterText, doc.y) + 3;
  };
  const rule = () => {
    doc.moveTo(PAGE.margin, doc.y).lineTo(COLUMNS.amountRight, doc.y).lineWidth(0.5).stroke('#999999');
    doc.y += 6;
  };

  write(folio.hotel.name, { size: 16, bold: true });
  write(folio.hotel.address);
  write(folio.hotel.phone);
  doc.moveDown();
  write(t('stay.receipt.title'), { size: 20, bold: true });
  doc.moveDown(0.5);
  const facts: [string, string][] = [
    [t('stay.receipt.confirmation'), folio.confirmationNumber],
    [t('stay.receipt.guest'), folio.guestName],
    [t('stay.receipt.room'), `${folio.roomType} · ${folio.ratePlan}`],
    [t('stay.receipt.stay'), `${format.date(folio.checkInDate)} – ${format.date(folio.checkOutDate)}`],
    [t('stay.receipt.rooms'), String(folio.roomCount)],
    [t('stay.receipt.issued'), format.date(issuedAt.toISOString())],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    write(label, { x: PAGE.margin, y, width: 130 });
    write(value, { x: 180, y, width: 360 });
  }
  doc.moveDown();
  row(t('stay.receipt.date'), t('stay.receipt.description'), t('stay.receipt.amount'), true);
  rule();
  for (const night of folio.nights)
    row(format.date(night.night), t('stay.receipt.night', { rooms: night.rooms }), format.money(night.amount));
  for (const addon of folio.addons) row('', `${addon.name} × ${addon.quantity}`, format.money(addon.amount));
  const { charges } = folio;
  if (charges.serviceAmount) row('', t('stay.receipt.serviceCharge'), format.money(charges.serviceAmount));
  row('', t('stay.receipt.taxes'), format.money(charges.taxAmount));
  if (charges.pointDiscount) row('', t('stay.receipt.points'), format.money(-charges.pointDiscount));
  if (charges.voucherDiscount) row('', t('stay.receipt.voucher'), format.money(-charges.voucherDiscount));
  rule();
  row('', t('stay.receipt.total'), format.money(charges.payAmount), true);
  doc.moveDown();
  row(t('stay.receipt.date'), t('stay.receipt.paymentsTitle'), t('stay.receipt.amount'), true);
  rule();
  for (const payment of folio.payments)
    row(
      format.date(payment.at),
      payment.kind === 'hotel'
        ? t('stay.receipt.settledAtHotel')
        : t('stay.receipt.payment', { reference: payment.reference }),
      format.money(payment.amount),
    );
  for (const refund of folio.refunds)
    row(
      format.date(refund.at),
      t('stay.receipt.refund', { reference: refund.reference }),
      format.money(-refund.amount),
    );
  if (!folio.payments.length) row('', t('stay.receipt.noPayments'), '');
  rule();
  row('', t('stay.receipt.netPaid'), format.money(folio.paid - folio.refunded), true);
  row('', t('stay.receipt.balanceDue'), format.money(folio.balanceDue), true);
  doc.moveDown(2);
  write(t('stay.receipt.thanks'), { size: 9 });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
