import { isLanguage, type Language } from '@hotel/contract/languages';
import { formatMoneyText } from '@hotel/contract/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../platform/mail.ts';
import type { SandboxPayable } from './payments.service.ts';
import type { SandboxProvider } from './sandbox.ts';

export type Deliver = (notification: object) => Promise<void>;

const params = z.object({ paymentId: z.string().min(1).max(100) });

/** The site's one money format ("CNY 1,747.50"), as the booking pages show the same amount. */
function formatAmount(amount: number, currency: string, lang: Language) {
  return formatMoneyText(amount, currency, lang, true);
}

/**
 * The sandbox acquirer's hosted page: the guest pays, declines or abandons; paying or declining
 * sends the signed notification server-to-server, then the browser returns to the waiting page.
 */
export const sandboxRoutes =
  (deps: {
    provider: SandboxProvider;
    deliver: Deliver;
    /** The payment and its order, whatever the order's kind (the pipeline asks the kind's module). */
    payableOf(paymentId: string): Promise<SandboxPayable | undefined>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { payableOf } = deps;
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    app.get('/sandbox-pay/:paymentId', { schema: { params } }, async (request, reply) => {
      const lang = isLanguage((request.query as { lang?: string }).lang)
        ? (request.query as { lang: Language }).lang
        : request.lang;
      const t = app.translators[lang];
      const payment = await payableOf(request.params.paymentId);
      if (!payment)
        return reply
          .status(404)
          .type('text/html')
          .send(page(lang, t('errors.450000'), ''));
      const action = `/sandbox-pay/${encodeURIComponent(payment.paymentId)}?lang=${lang}`;
      const body =
        payment.status === 'pending' && payment.orderClosed
          ? `<p>${escapeHtml(t('booking.sandbox.orderClosed'))}</p>
<p><a href="${escapeHtml(payment.returnPath(lang))}">${escapeHtml(t('booking.sandbox.backToBooking'))}</a></p>`
          : payment.status === 'pending'
            ? `<p class="amount">${escapeHtml(formatAmount(payment.amount, payment.currency, lang))}</p>
<p>${escapeHtml(t('booking.sandbox.reference'))}: <strong>${escapeHtml(payment.reference)}</strong></p>
<form method="post" action="${action}">
<button name="outcome" value="succeeded" class="pay">${escapeHtml(t('booking.sandbox.pay'))}</button>
<button name="outcome" value="failed">${escapeHtml(t('booking.sandbox.decline'))}</button>
<button name="outcome" value="abandon">${escapeHtml(t('booking.sandbox.abandon'))}</button>
</form>`
            : payment.status === 'void'
              ? `<p>${escapeHtml(t('booking.sandbox.voided'))}</p>
<p><a href="${escapeHtml(payment.returnPath(lang))}">${escapeHtml(t('booking.sandbox.backToBooking'))}</a></p>`
              : `<p>${escapeHtml(t('booking.sandbox.alreadySettled'))}</p>`;
      return reply
        .type('text/html')
        .header('cache-control', 'no-store')
        .send(page(lang, t('booking.sandbox.title'), body));
    });

    app.post(
      '/sandbox-pay/:paymentId',
      { schema: { params, body: z.object({ outcome: z.enum(['succeeded', 'failed', 'abandon']) }) } },
      async (request, reply) => {
        const asked = (request.query as { lang?: string }).lang;
        const lang = isLanguage(asked) ? asked : request.lang;
        const payment = await payableOf(request.params.paymentId);
        if (!payment)
          return reply.status(404).send({ errorCode: 450000, data: null, message: request.t('errors.450000') });
        if (request.body.outcome !== 'abandon' && payment.status === 'pending' && !payment.orderClosed) {
          await deps.deliver(
            deps.provider.signedNotification(payment.paymentId, request.body.outcome, payment.amount, payment.currency),
          );
        }
        return reply.redirect(payment.returnPath(lang), 303);
      },
    );
  };

function page(lang: string, title: string, body: string) {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2933}
h1{font-size:1.4rem;color:#5f3913}.amount{font-size:2rem;font-weight:700}
button{display:block;width:100%;margin:.5rem 0;padding:.8rem;font-size:1rem;border:1px solid #5f3913;border-radius:.5rem;background:#fff;color:#5f3913;cursor:pointer}
button.pay{background:#5f3913;color:#fff}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
