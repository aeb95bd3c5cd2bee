import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, serialId } from '../db/columns.ts';

/** A file sent with a mail (an `.ics` invitation): text content, kept as written in the outbox. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** E-mails sent, or kept here as the development outbox when no SMTP server is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serialId(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  /** Files sent with the mail (a calendar invitation), null when none. */
  attachments: jsonb('attachments').$type<MailAttachment[]>(),
  /** queued, sent, failed, outbox */
  status: text('status').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
  sentAt: instant('sent_at'),
});
