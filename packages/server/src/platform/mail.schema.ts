import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant, serialId } from '../db/columns.ts';

/** E-mails sent, or kept here as the development outbox when no SMTP server is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serialId(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  /** queued, sent, failed, outbox */
  status: text('status').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
  sentAt: instant('sent_at'),
});
