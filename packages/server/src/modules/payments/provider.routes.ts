import { isLanguage, type Language } from '@hotel/contract/languages';
import { API_V1_PREFIX } from '@hotel/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderSVG } from 'uqr';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { escapeHtml } from '../../platform/mail.ts';
import { formatAmount, page } from './hosted-page.ts';
import type { PaymentService } from './payments.service.ts';

const notifyParams = z.object({
  provider: z.string().min(1).max(20),
  account: z.string().min(1).max(64),
});

/** A notification's body as it came (signatures are over these bytes) and as parsed. */
interface RawBody {
  raw: string;
  parsed: unknown;
}

/**
 * The real providers' server-to-server notifications, at the address each account gave its provider
 * (`/payments/notify/{provider}/{account}`); each is answered the way its provider expects.
 */
export const providerNotifyRoutes =
  (payments: Pick<PaymentService, 'receiveNotification'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded'],
      { parseAs: 'string' },
      (request, body, done) => {
        const raw = body as string;
        let parsed: unknown = null;
        try {
          parsed = request.headers['content-type']?.includes('json')
            ? JSON.parse(raw)
            : Object.fromEntries(new URLSearchParams(raw));
        } catch {
          parsed = null;
        }
        done(null, { raw, parsed } satisfies RawBody);
      },
    );

    app.post('/payments/notify/:provider/:account', { schema: { params: notifyParams } }, async (request, reply) => {
      const body = (request.body ?? { raw: '', parsed: null }) as RawBody;
      const provider = await payments.receiveNotification(request.params.provider, request.params.account, {
        body: body.parsed,
        rawBody: body.raw,
        headers: request.headers,
      });
      const ack = provider.acknowledgement ?? { status: 200, contentType: 'text/plain', body: 'success' };
      return reply.status(ack.status).type(ack.contentType).send(ack.body);
    });
  };

const langOf = (asked: unknown, fallback: Language): Language => (isLanguage(asked) ? asked : fallback);

/**
 * Pages of this site on the providers' behalf: the return from Alipay's page (spec section 7,
 * `GET /api/v1/alipay/redirect/handle`: the trade is queried, then the guest goes to the waiting page)
 * and the QR code a desktop guest scans to pay with WeChat Pay (Native).
 */
export const providerPageRoutes =
  (payments: Pick<PaymentService, 'sandboxPayable' | 'reconcile'>): FastifyPluginAsyncZod =>
  async (app) => {
    const notFound = (lang: Language) => page(lang, app.translators[lang]('errors.450000'), '');

    app.get(
      `${API_V1_PREFIX}/alipay/redirect/handle`,
      { schema: { querystring: z.object({ out_trade_no: z.string().min(1).max(100) }).passthrough() } },
      async (request, reply) => {
        const lang = request.lang;
        const payment = await payments.sandboxPayable(request.query.out_trade_no);
        if (payment?.provider !== 'alipay') {
          return reply.status(404).type('text/html').send(notFound(lang));
        }
        // The parameters of the return address prove nothing: what Alipay says when asked decides.
        await payments.reconcile(payment.paymentId).catch((error: unknown) => {
          if (!(error instanceof AppError)) throw error;
        });
        return reply.redirect(payment.returnPath(lang), 303);
      },
    );

    app.get(
      '/pay/wechat/:paymentId',
      { schema: { params: z.object({ paymentId: z.string().min(1).max(100) }) } },
      async (request, reply) => {
        const lang = langOf((request.query as { lang?: string }).lang, request.lang);
        const t = app.translators[lang];
        const payment = await payments.sandboxPayable(request.params.paymentId);
        if (payment?.provider !== 'wechat' || !payment.payCode) {
          return reply.status(404).type('text/html').send(notFound(lang));
        }
        const back = `<p><a href="${escapeHtml(payment.returnPath(lang))}">${escapeHtml(t('booking.providerPage.done'))}</a></p>`;
        const body =
          payment.status === 'pending' && !payment.orderClosed
            ? `<p class="amount">${escapeHtml(formatAmount(payment.amount, payment.currency, lang))}</p>
<p>${escapeHtml(t('booking.providerPage.scanWechat'))}</p>
<div role="img" aria-label="${escapeHtml(t('booking.providerPage.qrLabel'))}" style="max-width:16rem">${renderSVG(payment.payCode)}</div>
<p>${escapeHtml(t('booking.sandbox.reference'))}: <strong>${escapeHtml(payment.reference)}</strong></p>${back}`
            : `<p>${escapeHtml(t('booking.sandbox.alreadySettled'))}</p>${back}`;
        return reply
          .type('text/html')
          .header('cache-control', 'no-store')
          .send(page(lang, t('booking.providerPage.wechatTitle'), body));
      },
    );
  };

/** What the providers want to know of the guest's device and address when a payment starts. */
export function paymentClient(request: { headers: Record<string, string | string[] | undefined>; ip: string }) {
  const agent = String(request.headers['user-agent'] ?? '');
  const phone = /Mobi|Android|iPhone|MicroMessenger/i.test(agent) && !/iPad|Tablet/i.test(agent);
  return { device: phone ? ('phone' as const) : ('desktop' as const), clientIp: request.ip };
}
