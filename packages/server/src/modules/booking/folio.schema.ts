import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, money, serialId } from '../../db/columns.ts';
import { orders } from './booking.schema.ts';

/**
 * The stay's folio kept at the desk: extras charged during the stay (`charge`: minibar, laundry) and
 * money taken at the hotel (`payment`: cash or the card terminal). Rows are never deleted: staff void
 * one (who and when), and the balance counts only rows not voided.
 */
export const folioEntries = pgTable(
  'folio_entries',
  {
    id: serialId(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => orders.transactionId),
    /** charge or payment */
    kind: text('kind').$type<'charge' | 'payment'>().notNull(),
    description: text('description').notNull(),
    /** For payments: cash or card (the hotel's terminal); null for charges. */
    method: text('method').$type<'cash' | 'card'>(),
    /** Positive, in the order's currency, minor units. */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    staffId: text('staff_id').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    voidedAt: instant('voided_at'),
    voidedBy: text('voided_by'),
  },
  (table) => [
    index('folio_entries_order').on(table.transactionId),
    check('folio_entries_amount', sql`${table.amount} > 0`),
    check('folio_entries_kind', sql`${table.kind} in ('charge', 'payment')`),
  ],
);
