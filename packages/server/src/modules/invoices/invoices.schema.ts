import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, money } from '../../db/columns.ts';
import { orders } from '../booking/booking.schema.ts';
import { members } from '../member/member.schema.ts';

/** A member's saved invoice titles (发票抬头): personal (a name) or company (name and taxpayer number). */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    titleId: text('title_id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.memberId),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    taxNumber: text('tax_number'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('invoice_titles_member').on(table.memberId)],
);

/**
 * A guest's request for an invoice of one stay (one per stay), with the title as it was asked for and
 * the amount it covers; staff issue it with the invoice's number.
 */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    requestId: text('request_id').primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => orders.transactionId),
    confirmationNumber: text('confirmation_number').notNull(),
    hotelCode: text('hotel_code').notNull(),
    memberId: text('member_id'),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    taxNumber: text('tax_number'),
    email: text('email').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** requested, issued */
    status: text('status').notNull().default('requested'),
    invoiceNumber: text('invoice_number'),
    requestedAt: instant('requested_at').notNull().defaultNow(),
    issuedAt: instant('issued_at'),
    issuedBy: text('issued_by'),
  },
  (table) => [
    uniqueIndex('invoice_requests_order').on(table.transactionId),
    index('invoice_requests_hotel_status').on(table.hotelCode, table.status),
  ],
);
