import { OrderStatus, PaymentType } from '@hotel/contract/enums';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../../test/context.ts';
import { orders } from '../booking/booking.schema.ts';
import { book, findRate, orderPayload, payInSandbox } from '../booking/booking.test-helpers.ts';

/** The words of a PDF, page by page, as a reader's copy-and-paste would get them (pdf.js). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}

/** A guest's stay booked on an online rate and paid in the sandbox; then moved to `status` as the hotel would. */
export async function paidGuestStay(
  ctx: TestContext,
  checkInDate: string,
  checkOutDate: string,
  status: number = OrderStatus.completed,
) {
  const rate = await findRate(ctx.database.db, PaymentType.online);
  const booked = await book(ctx, orderPayload(rate, { checkInDate, checkOutDate }));
  if (booked.statusCode !== 200) throw new Error(`booking: ${booked.body}`);
  const { transactionId } = booked.json().data as { transactionId: string };
  const paid = await payInSandbox(ctx, transactionId);
  if (paid.statusCode >= 400) throw new Error(`payment: ${paid.body}`);
  await setStatus(ctx, transactionId, status);
  return transactionId;
}

/** Moves an order to a status directly (check-in and check-out are the front desk's; not under test here). */
export async function setStatus(ctx: TestContext, transactionId: string, status: number) {
  await ctx.database.db.update(orders).set({ status }).where(eq(orders.transactionId, transactionId));
}
