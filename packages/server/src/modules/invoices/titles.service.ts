import { INVOICE_TITLES_MAX, type InvoiceTitle, type invoiceTitleInputSchema } from '@hotel/contract/schemas/stay';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { invoiceTitles } from './invoices.schema.ts';

export type TitleInput = z.output<typeof invoiceTitleInputSchema>;

const toTitle = (row: typeof invoiceTitles.$inferSelect): InvoiceTitle => ({
  titleId: row.titleId,
  kind: row.kind as InvoiceTitle['kind'],
  name: row.name,
  taxNumber: row.taxNumber,
});

/** Adds a title inside the caller's transaction, at most INVOICE_TITLES_MAX per member. */
export async function addTitle(tx: Db, memberId: string, input: TitleInput): Promise<InvoiceTitle> {
  const [kept] = await tx.select({ n: count() }).from(invoiceTitles).where(eq(invoiceTitles.memberId, memberId));
  if ((kept?.n ?? 0) >= INVOICE_TITLES_MAX) throw new AppError('invoiceTitleLimit', { max: INVOICE_TITLES_MAX });
  const [row] = await tx
    .insert(invoiceTitles)
    .values({ titleId: newId('it'), memberId, kind: input.kind, name: input.name, taxNumber: input.taxNumber })
    .returning();
  return toTitle(row!);
}

/** A member's saved invoice titles: list, add, remove; another member's title is never found. */
export function createInvoiceTitles(db: Db) {
  return {
    list: async (memberId: string) =>
      (
        await db
          .select()
          .from(invoiceTitles)
          .where(eq(invoiceTitles.memberId, memberId))
          .orderBy(asc(invoiceTitles.createdAt), asc(invoiceTitles.titleId))
      ).map(toTitle),
    add: (memberId: string, input: TitleInput) => inTransaction(db, (tx) => addTitle(tx, memberId, input)),
    async find(memberId: string, titleId: string): Promise<InvoiceTitle> {
      const [row] = await db
        .select()
        .from(invoiceTitles)
        .where(and(eq(invoiceTitles.titleId, titleId), eq(invoiceTitles.memberId, memberId)));
      if (!row) throw new AppError('invoiceTitleNotFound');
      return toTitle(row);
    },
    async remove(memberId: string, titleId: string) {
      const removed = await db
        .delete(invoiceTitles)
        .where(and(eq(invoiceTitles.titleId, titleId), eq(invoiceTitles.memberId, memberId)))
        .returning();
      if (!removed.length) throw new AppError('invoiceTitleNotFound');
      return { deleted: true as const };
    },
  };
}
export type InvoiceTitles = ReturnType<typeof createInvoiceTitles>;
