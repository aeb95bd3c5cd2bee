import type { Language } from '@hotel/contract/languages';
import {
  AFTER_STAY_STATUSES,
  type Folio,
  type InvoiceRequest,
  type InvoiceStatus,
  type invoiceRequestInputSchema,
  RECEIPT_STATUSES,
} from '@hotel/contract/schemas/stay';
import type { Translate } from '@hotel/i18n/catalog';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pgErrorCode } from '../../platform/audited.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { inTransaction } from '../../platform/transactions.ts';
import type { OrderRow, StayReads } from '../booking/booking.module.ts';
import { folioOf } from './folio.ts';
import type { InvoiceMails } from './invoices.mails.ts';
import { invoiceRequests } from './invoices.schema.ts';
import { receiptPdf } from './receipt.pdf.ts';
import { addTitle, type InvoiceTitles } from './titles.service.ts';

type RequestRow = typeof invoiceRequests.$inferSelect;
type RequestInput = z.output<typeof invoiceRequestInputSchema>;
/** Writes the audit row of a staff change inside its transaction. */
export type InvoiceAudit = (
  tx: Db,
  entry: { action: string; entityId: string; hotelCode: string; before: unknown; after: unknown },
) => Promise<void>;

export const toInvoiceRequest = (row: RequestRow): InvoiceRequest => ({
  requestId: row.requestId,
  transactionId: row.transactionId,
  confirmationNumber: row.confirmationNumber,
  hotelCode: row.hotelCode,
  status: row.status as InvoiceStatus,
  kind: row.kind as InvoiceRequest['kind'],
  name: row.name,
  taxNumber: row.taxNumber,
  email: row.email,
  amount: { amount: row.amount, currency: row.currency },
  invoiceNumber: row.invoiceNumber,
  requestedAt: row.requestedAt.toISOString(),
  issuedAt: row.issuedAt?.toISOString() ?? null,
});

/** Receipts (the folio as data and as a PDF) and invoice requests of stays; staff issue the invoices. */
export function createInvoices(deps: {
  db: Db;
  stays: StayReads;
  titles: InvoiceTitles;
  mails: InvoiceMails;
  translators: Record<Language, Translate>;
  now: () => Date;
}) {
  const { db, stays } = deps;

  async function folio(order: OrderRow, language: Language): Promise<Folio> {
    if (!RECEIPT_STATUSES.includes(order.status)) throw new AppError('receiptNotAvailable');
    const [detail, payments] = await Promise.all([
      stays.detail(order, language, deps.now()),
      stays.payments(order.transactionId),
    ]);
    return folioOf(detail, payments, language);
  }

  async function requestOf(transactionId: string) {
    const [row] = await db.select().from(invoiceRequests).where(eq(invoiceRequests.transactionId, transactionId));
    return row ? toInvoiceRequest(row) : null;
  }

  return {
    folio,
    async receipt(order: OrderRow, language: Language) {
      return receiptPdf(await folio(order, language), deps.translators[language], deps.now());
    },
    /** What the order page offers: the receipt, an invoice request, or the request made. */
    async status(order: OrderRow) {
      const invoice = await requestOf(order.transactionId);
      return {
        receiptAvailable: RECEIPT_STATUSES.includes(order.status),
        canRequestInvoice: !invoice && AFTER_STAY_STATUSES.includes(order.status),
        invoice,
      };
    },
    /** One invoice per stay, after it; a saved title must be the member's own. */
    async request(order: OrderRow, memberId: string | null, input: RequestInput): Promise<InvoiceRequest> {
      if (!AFTER_STAY_STATUSES.includes(order.status)) throw new AppError('invoiceNotAllowed');
      if (input.titleId && !memberId) throw new AppError('invoiceTitleNotFound');
      const title = input.titleId ? await deps.titles.find(memberId!, input.titleId) : input.title!;
      const stayFolio = await folio(order, order.language as Language);
      let made: InvoiceRequest;
      try {
        made = await inTransaction(db, async (tx) => {
          if (!input.titleId && input.saveTitle && memberId) await addTitle(tx, memberId, title);
          const [row] = await tx
            .insert(invoiceRequests)
            .values({
              requestId: newId('inv'),
              transactionId: order.transactionId,
              confirmationNumber: order.confirmationNumber,
              hotelCode: order.hotelCode,
              memberId: order.memberId,
              kind: title.kind,
              name: title.name,
              taxNumber: title.taxNumber,
              email: input.email.toLowerCase(),
              amount: stayFolio.paid - stayFolio.refunded,
              currency: stayFolio.currency,
              requestedAt: deps.now(),
            })
            .returning();
          return toInvoiceRequest(row!);
        });
      } catch (error) {
        if (pgErrorCode(error) === '23505') throw new AppError('invoiceAlreadyRequested');
        throw error;
      }
      await deps.mails.notify(made, 'received');
      return made;
    },
    /** The requests of some hotels (null: all), newest first. */
    async list(hotels: string[] | null, query: { status?: InvoiceStatus; page: number; size: number }) {
      const conditions: SQL[] = [];
      if (hotels) conditions.push(inArray(invoiceRequests.hotelCode, hotels.length ? hotels : ['']));
      if (query.status) conditions.push(eq(invoiceRequests.status, query.status));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(invoiceRequests)
          .where(where)
          .orderBy(desc(invoiceRequests.requestedAt), desc(invoiceRequests.requestId))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db.select({ n: count() }).from(invoiceRequests).where(where),
      ]);
      return { list: rows.map(toInvoiceRequest), total: total?.n ?? 0, page: query.page, size: query.size };
    },
    /** Marks a request issued with the invoice's number; the audit row commits with it. */
    async issue(
      requestId: string,
      invoiceNumber: string,
      staff: { staffId: string; canSee: (hotelCode: string) => void },
      audit: InvoiceAudit,
    ) {
      const issued = await inTransaction(db, async (tx) => {
        const [before] = await tx
          .select()
          .from(invoiceRequests)
          .where(eq(invoiceRequests.requestId, requestId))
          .for('update');
        if (!before) throw new AppError('noRecordFound');
        staff.canSee(before.hotelCode);
        if (before.status !== 'requested') throw new AppError('invoiceAlreadyIssued');
        const [after] = await tx
          .update(invoiceRequests)
          .set({ status: 'issued', invoiceNumber, issuedAt: deps.now(), issuedBy: staff.staffId })
          .where(eq(invoiceRequests.requestId, requestId))
          .returning();
        const answer = toInvoiceRequest(after!);
        await audit(tx, {
          action: 'invoice.issue',
          entityId: requestId,
          hotelCode: before.hotelCode,
          before: toInvoiceRequest(before),
          after: answer,
        });
        return answer;
      });
      await deps.mails.notify(issued, 'issued');
      return issued;
    },
  };
}
export type Invoices = ReturnType<typeof createInvoices>;
