import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { escapeHtml, type OutboxMail } from './mail.ts';

const attachmentParams = z.object({ id: z.coerce.number().int().positive(), index: z.coerce.number().int().min(0) });

function attachmentLinks(mail: OutboxMail): string {
  const files = mail.attachments ?? [];
  if (files.length === 0) return '';
  const links = files
    .map(
      (file, index) =>
        `<li><a href="/dev/outbox/${mail.id}/attachments/${index}" download="${escapeHtml(file.filename)}">${escapeHtml(file.filename)}</a> <small>${escapeHtml(file.contentType)}</small></li>`,
    )
    .join('');
  return `<ul class="files">${links}</ul>`;
}

function mailArticle(mail: OutboxMail): string {
  // The HTML part in a sandboxed frame (no scripts, no same origin), as a mail client shows it.
  return `<article data-mail-id="${mail.id}"><h2>${escapeHtml(mail.subject)}</h2><p><small>${escapeHtml(mail.toAddress)} · ${mail.createdAt.toISOString()} · ${escapeHtml(mail.status)}</small></p>${attachmentLinks(mail)}<iframe title="${escapeHtml(mail.subject)}" sandbox="allow-popups" srcdoc="${escapeHtml(mail.htmlBody)}"></iframe><details><summary>Text</summary><pre>${escapeHtml(mail.textBody)}</pre></details></article>`;
}

/** Development only: the latest e-mails the site wrote, as the guest would read them, with their attachments. */
export const outboxRoutes =
  (mails: {
    latest: () => Promise<OutboxMail[]>;
    find: (id: number) => Promise<OutboxMail | undefined>;
  }): FastifyPluginAsync =>
  async (app) => {
    app.get('/dev/outbox', async (_request, reply) => {
      const latest = await mails.latest();
      return reply
        .type('text/html')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title><link rel="icon" href="data:,"><style>body{font-family:system-ui;max-width:52rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ddd;padding:1rem 0}iframe{width:100%;height:36rem;border:1px solid #ddd;background:#fff}pre{white-space:pre-wrap;background:#f6f3ef;padding:1rem}</style></head><body><h1>Outbox (${latest.length})</h1>${latest.map(mailArticle).join('\n')}</body></html>`,
        );
    });

    app.get('/dev/outbox/:id/attachments/:index', async (request, reply) => {
      const params = attachmentParams.safeParse(request.params);
      const mail = params.success ? await mails.find(params.data.id) : undefined;
      const file = params.success ? mail?.attachments?.[params.data.index] : undefined;
      if (!file) return reply.code(404).type('text/plain').send('Not found');
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
        .send(file.content);
    });
  };
