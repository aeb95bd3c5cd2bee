import { isLanguage, type Language } from '@hotel/contract/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { escapeHtml } from '../../platform/mail.ts';
import type { SiteService } from '../site/site.module.ts';
import type { AuthService } from './auth.service.ts';
import { clientOf } from './session.ts';

const params = z.object({ token: z.string().min(16).max(200) });

/** When the code was asked for, as the approval page shows it (in UTC, named). */
export const ASKED_AT_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
};

type Requester = NonNullable<Awaited<ReturnType<AuthService['quickLoginRequester']>>>;

/**
 * The phone side of the QR quick login: a development stand-in for the messaging or payment app that
 * scans the code. Opening it marks the code scanned and shows who is asking (browser, address, time);
 * the member signs in on the phone (password, with the lockout rules) and approves or declines the
 * sign-in with an explicit click: pressing Enter submits nothing. Plain HTML, no script.
 */
export const quickLoginPage =
  (deps: { auth: AuthService; sites: SiteService; rateLimitPerMinute: number }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    const languageOf = (query: unknown, fallback: Language): Language => {
      const lang = (query as { lang?: string }).lang;
      return isLanguage(lang) ? lang : fallback;
    };

    const requesterBlock = (lang: Language, requester: Requester) => {
      const t = app.translators[lang];
      const askedAt = new Intl.DateTimeFormat(lang, ASKED_AT_FORMAT).format(requester.askedAt);
      const row = (label: string, value: string, id: string) =>
        `<dt>${escapeHtml(label)}</dt><dd data-requester="${id}">${escapeHtml(value)}</dd>`;
      return `<section class="requester" aria-labelledby="requester-title">
<h2 id="requester-title">${escapeHtml(t('member.quickPage.requester'))}</h2>
<dl>${row(t('member.quickPage.browser'), requester.browser || t('member.quickPage.unknownBrowser'), 'browser')}
${row(t('member.quickPage.address'), requester.address || '-', 'address')}
${row(t('member.quickPage.askedAt'), askedAt, 'time')}</dl>
<p class="warning">${escapeHtml(t('member.quickPage.notYou'))}</p>
</section>`;
    };

    const form = (lang: Language, token: string, requester: Requester, error = '') => {
      const t = app.translators[lang];
      const action = `/quicklogin/${encodeURIComponent(token)}?lang=${lang}`;
      // The first submit button is the form's default: disabled, it makes Enter submit nothing.
      return page(
        lang,
        t('member.quickPage.title'),
        `<p>${escapeHtml(t('member.quickPage.intro'))}</p>
${requesterBlock(lang, requester)}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}">
<button type="submit" disabled hidden aria-hidden="true"></button>
<label>${escapeHtml(t('member.login.account'))}<input name="account" autocomplete="username" required></label>
<label>${escapeHtml(t('member.login.password'))}<input name="password" type="password" autocomplete="current-password" required></label>
<button name="decision" value="approve" class="primary">${escapeHtml(t('member.quickPage.approve'))}</button>
<button name="decision" value="decline" formnovalidate>${escapeHtml(t('member.quickPage.decline'))}</button>
</form>`,
      );
    };

    app.get('/quicklogin/:token', { schema: { params } }, async (request, reply) => {
      const lang = languageOf(request.query, request.lang);
      const t = app.translators[lang];
      const state = await deps.auth.markScanned(request.params.token);
      const requester = state === 'ok' ? await deps.auth.quickLoginRequester(request.params.token) : null;
      reply.type('text/html').header('cache-control', 'no-store');
      if (!requester)
        return reply
          .status(404)
          .send(page(lang, t('member.quickPage.title'), `<p>${escapeHtml(t('member.quickPage.expired'))}</p>`));
      return reply.send(form(lang, request.params.token, requester));
    });

    app.post(
      '/quicklogin/:token',
      {
        config: { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: '1 minute' } },
        schema: {
          params,
          body: z.object({
            account: z.string().max(254).default(''),
            password: z.string().max(64).default(''),
            decision: z.enum(['approve', 'decline']),
          }),
        },
      },
      async (request, reply) => {
        const lang = languageOf(request.query, request.lang);
        const t = app.translators[lang];
        reply.type('text/html').header('cache-control', 'no-store');
        const site = await deps.sites.siteForHost(request.hostname);
        try {
          const result = await deps.auth.confirmQuickLogin(
            {
              token: request.params.token,
              account: request.body.account,
              password: request.body.password,
              approve: request.body.decision === 'approve',
            },
            site.lockoutThreshold,
            clientOf(request),
          );
          const text = result.status === 'approved' ? t('member.quickPage.approved') : t('member.quickPage.declined');
          return reply.send(
            page(lang, t('member.quickPage.title'), `<p class="done" role="status">${escapeHtml(text)}</p>`),
          );
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const requester = await deps.auth.quickLoginRequester(request.params.token);
          if (error.codeName === 'qrCodeFailed' || !requester) {
            return reply
              .status(410)
              .send(page(lang, t('member.quickPage.title'), `<p>${escapeHtml(t('member.quickPage.expired'))}</p>`));
          }
          return reply
            .status(error.statusCode)
            .send(form(lang, request.params.token, requester, t(`errors.${error.code}`)));
        }
      },
    );
  };

function page(lang: string, title: string, body: string) {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#1f1b17}
h1{font-size:1.3rem;color:#5f3913}label{display:block;margin:.8rem 0;font-size:.9rem}
input{display:block;width:100%;box-sizing:border-box;margin-top:.3rem;padding:.6rem;font-size:1rem;border:1px solid #e4ddd5;border-radius:.4rem}
button{display:block;width:100%;margin:.5rem 0;padding:.8rem;font-size:1rem;border:1px solid #5f3913;border-radius:.5rem;background:#fff;color:#5f3913;cursor:pointer}
button.primary{background:#5f3913;color:#fff}.error{color:#b3261e}.done{font-size:1.1rem}
.requester{margin:1rem 0;padding:.8rem 1rem;border:1px solid #e4ddd5;border-radius:.5rem;background:#faf7f3}
.requester h2{font-size:1rem;margin:0 0 .5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem .8rem;margin:0;font-size:.9rem}
dt{color:#6b625a}dd{margin:0;font-weight:600;overflow-wrap:anywhere}button[hidden]{display:none}.warning{font-size:.85rem;color:#8a4b0f;margin:.6rem 0 0}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
