import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/booking.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is recorded in `mail_outbox`. With an SMTP URL it is also delivered over SMTP and marked
 * sent or failed; without one it stays in the outbox, readable in development.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          status: transport ? 'queued' : 'outbox',
        })
        .returning({ id: mailOutbox.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch {
        await db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.id, row.id));
      }
    },
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
