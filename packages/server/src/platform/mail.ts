import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { type MailAttachment, mailOutbox } from './mail.schema.ts';

export type { MailAttachment } from './mail.schema.ts';

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** The latest mails the site wrote, newest first (the development outbox page shows them). */
export function latestMails(db: Db, limit: number): Promise<OutboxMail[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}

export async function findMail(db: Db, id: number): Promise<OutboxMail | undefined> {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return mail;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * Records the mail and delivers it without waiting for SMTP, for answers whose timing must not
   * tell whether a mail went out (sign-in and registration codes, account notices).
   */
  queue(mail: Mail): Promise<void>;
}

/**
 * Every mail is recorded in `mail_outbox`. With an SMTP URL it is also delivered over SMTP and marked
 * sent or failed; without one it stays in the outbox, readable in development.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  async function record(mail: Mail) {
    const [row] = await db
      .insert(mailOutbox)
      .values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        attachments: mail.attachments?.length ? mail.attachments : null,
        status: transport ? 'queued' : 'outbox',
      })
      .returning({ id: mailOutbox.id });
    return row?.id;
  }

  async function deliver(id: number, mail: Mail) {
    if (!transport) return;
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
      await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, id));
    } catch {
      await db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.id, id));
    }
  }

  return {
    async send(mail) {
      const id = await record(mail);
      if (id !== undefined) await deliver(id, mail);
    },
    async queue(mail) {
      const id = await record(mail);
      if (id !== undefined) void deliver(id, mail).catch(() => undefined);
    },
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
