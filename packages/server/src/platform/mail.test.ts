import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.ts';
import { mailOutbox } from './mail.schema.ts';
import { createMailer } from './mail.ts';

describe('mail', () => {
  const received: { to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port = 0;
  const database = openPglite(null).then(async (db) => {
    await db.migrate();
    return db;
  });

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await (await database).close();
  });

  it('delivers over SMTP when configured and marks the mail sent', async () => {
    const { db } = await database;
    const mailer = createMailer(db, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Aurora <res@aurora.example>' });
    await mailer.send({ to: 'guest@example.com', subject: 'Reservation AU123', text: 'Hello', html: '<p>Hello</p>' });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['guest@example.com']);
    expect(received[0]!.data).toContain('Subject: Reservation AU123');
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'guest@example.com'));
    expect(rows.map((row) => row.status)).toEqual(['sent']);
  });

  it('delivers the HTML part, the text part and the attachments over SMTP, and keeps them in the outbox', async () => {
    const { db } = await database;
    const mailer = createMailer(db, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Aurora <res@aurora.example>' });
    await mailer.send({
      to: 'with.calendar@example.com',
      subject: 'Confirmed',
      text: 'Plain words',
      html: '<p>Rich <b>words</b></p>',
      attachments: [{ filename: 'AU123.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR' }],
    });
    const data = received.find((mail) => mail.to.includes('with.calendar@example.com'))!.data;
    expect(data).toContain('Content-Type: multipart/mixed');
    expect(data).toContain('Content-Type: text/plain');
    expect(data).toContain('Content-Type: text/html');
    expect(data).toMatch(/Content-Type: text\/calendar; charset=utf-8[\s\S]*filename=AU123\.ics/);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'with.calendar@example.com'));
    expect(row).toMatchObject({ status: 'sent', htmlBody: '<p>Rich <b>words</b></p>' });
    expect(row!.attachments).toEqual([
      { filename: 'AU123.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR' },
    ]);
  });

  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const { db } = await database;
    await createMailer(db, { from: 'x@y.z' }).send({ to: 'dev@example.com', subject: 'S', text: 'T', html: 'H' });
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'dev@example.com'));
    expect(rows.map((row) => row.status)).toEqual(['outbox']);
  });

  it('records a delivery failure instead of losing the mail', async () => {
    const { db } = await database;
    await createMailer(db, { smtpUrl: 'smtp://127.0.0.1:1', from: 'x@y.z' }).send({
      to: 'down@example.com',
      subject: 'S',
      text: 'T',
      html: 'H',
    });
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'down@example.com'));
    expect(rows.map((row) => row.status)).toEqual(['failed']);
  });
});
