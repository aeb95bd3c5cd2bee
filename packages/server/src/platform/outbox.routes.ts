import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml, type OutboxMail } from './mail.ts';

/** Development only: the latest e-mails the site wrote, as the guest would read them. */
export const outboxRoutes =
  (latestMails: () => Promise<OutboxMail[]>): FastifyPluginAsync =>
  async (app) => {
    app.get('/dev/outbox', async (_request, reply) => {
      const mails = await latestMails();
      const items = mails
        .map(
          (mail) =>
            `<article><h2>${escapeHtml(mail.subject)}</h2><p><small>${escapeHtml(mail.toAddress)} · ${mail.createdAt.toISOString()} · ${escapeHtml(mail.status)}</small></p><pre>${escapeHtml(mail.textBody)}</pre></article>`,
        )
        .join('\n');
      return reply
        .type('text/html')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title><style>body{font-family:system-ui;max-width:48rem;margin:2rem auto}pre{white-space:pre-wrap;background:#f6f3ef;padding:1rem}</style></head><body><h1>Outbox (${mails.length})</h1>${items}</body></html>`,
        );
    });
  };
