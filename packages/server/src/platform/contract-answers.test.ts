import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { instantSchema } from '@hotel/contract/schemas/common';
import { loadTranslators } from '@hotel/i18n/server';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { contractSerializer, envelope, ok } from './envelope.ts';

/**
 * Routes that answer something other than the JSON envelope, so declare no contract schema. The web
 * app's pages are its not-found handler, not a route, and its built files are left out by building
 * without them (one @fastify/static route per file).
 */
const NOT_JSON: Record<string, string> = {
  '/metrics': 'Prometheus text for the scraper',
  '/images/*': 'resized picture bytes',
  '/media/*': 'uploaded and shipped files as they are',
  '/sitemap.xml': 'XML for search engines',
  '/robots.txt': 'plain text for crawlers',
  '/quicklogin/:token': 'the HTML page a phone opens to approve a QR sign-in, and its answer page',
  '/sandbox-pay/:paymentId': "the sandbox acquirer's HTML pay page, and its 303 back to the order",
  '/sandbox-pay/*': 'production without the sandbox: 404 only',
  '/api/v1/booking/payments/notify/:provider/:account':
    "a provider's notification, answered its way (success, 204, [accepted])",
  '/api/v1/alipay/redirect/handle': "Alipay's return: a 303 to the waiting page, or an HTML 404",
  '/pay/wechat/:paymentId': 'the HTML page with the WeChat Pay QR code',
  '/dev/outbox': 'development: an HTML page of the e-mails written',
  '/api/v1/booking/:lang/orders/:id/calendar.ics': 'the stay as an iCalendar file (Add to calendar)',
  '/dev/outbox/:id/attachments/:index': "development: a written e-mail's attachment (the .ics), as sent",
  '/dev/*': 'production: 404 only',
  '/api/v1/booking/:lang/orders/:id/receipt.pdf': 'the receipt of a stay as a PDF',
  '/api/v1/admin/reservations/export': 'the reservations a search finds, as a CSV download',
  '/api/v1/admin/members/export': 'the members a search finds, as a CSV download',
};

const webDist = mkdtempSync(path.join(tmpdir(), 'no-web-app-'));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

/** The routes of an app built with `env` (HEAD routes mirror GET ones). */
async function routesOf(env: Record<string, string>) {
  const database = await openPglite(null);
  const config = loadConfig({ LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', WEB_DIST_DIR: webDist, ...env });
  const app = await buildApp({ config, database, translators: await loadTranslators() });
  await app.ready();
  const routes = app.routeList.filter((route) => route.method !== 'HEAD');
  await app.close();
  await database.close();
  return routes;
}

describe('every route declares its answer from the contract', () => {
  it('gives each JSON route a success schema, in development (sandbox, outbox, metrics) and production', async () => {
    const routes = [
      ...(await routesOf({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'sandbox', METRICS_ENABLED: 'true' })),
      ...(await routesOf({
        NODE_ENV: 'production',
        PUBLIC_BASE_URL: 'https://book.aurora-hotels.example',
        CONTENT_PREVIEW_KEY: 'private-preview-key-for-tests-81',
        STAFF_SECRET_KEY: 'private-staff-key-for-tests-2c',
        METRICS_TOKEN: 'scraper-token-0123456789abcdef',
      })),
    ];
    expect(routes.length).toBeGreaterThan(150);
    const undeclared = routes
      .filter((route) => !(route.url in NOT_JSON) && !route.responses.some((status) => status.startsWith('2')))
      .map((route) => `${route.method} ${route.url}`);
    expect([...new Set(undeclared)]).toEqual([]);
    const stale = Object.keys(NOT_JSON).filter((url) => !routes.some((route) => route.url === url));
    expect(stale).toEqual([]);
  });
});

describe('the contract serializer', () => {
  const answer = envelope(
    z.object({ name: z.string(), at: instantSchema, note: z.string().trim().optional(), list: z.array(z.number()) }),
  );
  const serialize = (data: unknown, check = true) =>
    contractSerializer({ check })({ schema: answer, method: 'GET', url: '/test', httpStatus: '200' })(data);
  const problemOf = (data: unknown) => {
    try {
      serialize(data);
      return null;
    } catch (error) {
      const { code, cause } = error as { code: string; cause: z.ZodError };
      return { code, path: cause.issues[0]?.path };
    }
  };

  it("sends the handler's own JSON, key order and dates as JSON.stringify writes them", () => {
    const data = ok({ list: [1, 2], at: new Date('2026-12-07T04:00:00Z'), name: 'Aurora', note: undefined });
    expect(serialize(data)).toBe(JSON.stringify(data));
    expect(serialize(data)).toBe(
      '{"errorCode":0,"data":{"list":[1,2],"at":"2026-12-07T04:00:00.000Z","name":"Aurora"},"message":""}',
    );
  });

  it('refuses an answer with a key the schema does not describe, naming where', () => {
    const data = ok({ name: 'Aurora', at: '2026-12-07', list: [1], secret: 'x' });
    expect(problemOf(data)).toEqual({ code: 'FST_ERR_RESPONSE_SERIALIZATION', path: ['data', 'secret'] });
  });

  it('refuses an answer the schema would change (a transform) or cannot read', () => {
    expect(problemOf(ok({ name: 'Aurora', at: '2026-12-07', list: [1], note: ' padded ' }))).toEqual({
      code: 'FST_ERR_RESPONSE_SERIALIZATION',
      path: ['data', 'note'],
    });
    expect(problemOf(ok({ name: 'Aurora', at: '2026-12-07', list: ['1'] }))).toEqual({
      code: 'FST_ERR_RESPONSE_SERIALIZATION',
      path: ['data', 'list', 0],
    });
  });

  it('serializes without checking in production', () => {
    const data = ok({ name: 'Aurora', secret: 'x' });
    expect(serialize(data, false)).toBe(JSON.stringify(data));
  });
});
