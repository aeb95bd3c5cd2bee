import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@hotel/contract/errors';
import { isLanguage, type Language, negotiateLanguage } from '@hotel/contract/languages';
import { ADMIN_API_PREFIX, API_PREFIX, API_V1_PREFIX } from '@hotel/contract/routes';
import { STAFF_SESSION_COOKIE } from '@hotel/contract/schemas/admin';
import type { Translate } from '@hotel/i18n/catalog';
import Fastify, { type FastifyError, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { REPO_ROOT } from './config.ts';
import type { Database } from './db/client.ts';
import { createAdminModule } from './modules/admin/admin.module.ts';
import { createAnalyticsModule } from './modules/analytics/analytics.module.ts';
import { createBookingModule } from './modules/booking/booking.module.ts';
import { createCatalogModule, createExchangeService } from './modules/catalog/catalog.module.ts';
import { agreementVersionsOf, createContentModule } from './modules/content/content.module.ts';
import { createInvoicesModule } from './modules/invoices/invoices.module.ts';
import { mallAdminRoutes } from './modules/mall/mall.admin.routes.ts';
import { createMallModule } from './modules/mall/mall.module.ts';
import { mallShippingAdminRoutes } from './modules/mall/shipping.admin.routes.ts';
import { createMemberModule, SESSION_COOKIE } from './modules/member/member.module.ts';
import { createPaymentsModule, createSandboxProvider } from './modules/payments/payments.module.ts';
import { createPromotionsModule } from './modules/promotions/promotions.module.ts';
import { createReviewsModule } from './modules/reviews/reviews.module.ts';
import { createSiteModule } from './modules/site/site.module.ts';
import { type BackgroundWork, createBackgroundWork, trackRequests } from './platform/background.ts';
import { sessionCookieName } from './platform/cookies.ts';
import { contractSerializer, envelopePlugin, sendNotFound } from './platform/envelope.ts';
import { healthRoutes } from './platform/health.ts';
import { imageRoutes } from './platform/images.routes.ts';
import { type Job, startJobs } from './platform/jobs.ts';
import { languagePlugin } from './platform/language.ts';
import { LOG_REDACTION, serializeRequest } from './platform/log-redaction.ts';
import { createMailer, findMail, latestMails } from './platform/mail.ts';
import { createMetrics, registerMetrics } from './platform/metrics.ts';
import { outboxRoutes } from './platform/outbox.routes.ts';
import { noStoreForSessions } from './platform/private-answers.ts';
import { connectRedis, createChangeBus } from './platform/redis.ts';
import { createSecretBox } from './platform/secret-box.ts';
import { securityHeaders } from './platform/security-headers.ts';
import { registerWebApp } from './platform/web-app.ts';

export const MEDIA_DIR = path.join(REPO_ROOT, 'packages/server/media');

export interface AppDependencies {
  config: Config;
  database: Database;
  translators: Record<Language, Translate>;
  /** The clock; injected so tests can fix the calendar. */
  now?: () => Date;
  /** Where log lines go (standard output by default); tests read them. */
  logStream?: DestinationStream;
  /** The payment providers' API addresses instead of their public ones (tests' local stand-ins). */
  paymentEndpoints?: Partial<Record<'alipay' | 'wechat' | 'adyen', string>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves (for tools such as the bad-input benchmark) and its answers' schemas' statuses. */
    routeList: { method: string; url: string; responses: string[] }[];
    /** The background jobs (run on their intervals when JOBS_ENABLED; tests run one by name). */
    jobs: Job[];
    /** Work run after the answers (booking e-mails); tests drain it before they read what it wrote. */
    background: BackgroundWork;
  }
}

/** Errors in logs: type, code, message and stack, without a failed query's full text and parameters. */
function serializeError(error: FastifyError): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  return {
    type: error.constructor?.name ?? 'Error',
    code: error.code,
    message: String(error.message).split('\nparams:')[0]!.slice(0, 500),
    cause: error.cause instanceof Error ? String(error.cause.message).slice(0, 300) : undefined,
    stack: error.stack?.split('\n').slice(1, 8).join('\n') ?? '',
  };
}

/** Builds the whole HTTP application without listening, so tests can call it through `inject`. */
export async function buildApp(deps: AppDependencies) {
  const app = Fastify({
    logger: {
      level: deps.config.LOG_LEVEL,
      serializers: { err: serializeError, req: serializeRequest },
      redact: LOG_REDACTION,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // Errors the router raises before any hook runs (e.g. a path parameter over 100 characters).
    frameworkErrors: (error, request, reply) => {
      const t = deps.translators[negotiateLanguage(request.headers['accept-language'])];
      const body = { errorCode: ErrorCode.illegalRequest, data: null, message: t('errors.pc1008') };
      void (reply as unknown as FastifyReply).code(error.statusCode ?? 400).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();
  const routeList: { method: string; url: string; responses: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    const responses = Object.keys(route.schema?.response ?? {});
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url, responses });
  });
  app.decorate('routeList', routeList);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializer({ check: deps.config.NODE_ENV !== 'production' }));

  await app.register(languagePlugin, { translators: deps.translators });
  await app.register(envelopePlugin);
  securityHeaders(app);
  await app.register(cookie);
  const secureCookies = deps.config.PUBLIC_BASE_URL.startsWith('https:');
  noStoreForSessions(app, {
    sessionCookies: [
      sessionCookieName(SESSION_COOKIE, secureCookies),
      sessionCookieName(STAFF_SESSION_COOKIE, secureCookies),
    ],
    privatePrefixes: [`${API_PREFIX}/member`, `${API_PREFIX}/pc/`, ADMIN_API_PREFIX, '/quicklogin/'],
  });
  // gzip or brotli for JSON, HTML and the web app's files, as the client accepts.
  await app.register(compress, { threshold: 1024 });
  const redis = deps.config.REDIS_URL ? connectRedis(deps.config.REDIS_URL) : null;
  if (redis) app.addHook('onClose', async () => redis.close());
  const bus = createChangeBus(redis);
  const metrics = createMetrics();
  if (deps.config.METRICS_ENABLED) registerMetrics(app, metrics, deps.config.METRICS_TOKEN);
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis: redis.client, nameSpace: 'hotel-rate-limit-' } : {}),
  });

  const { db } = deps.database;
  const { config } = deps;
  const now = deps.now ?? (() => new Date());
  const onlinePayments = config.PAYMENT_PROVIDER !== 'none';
  const mailer = createMailer(db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const background = createBackgroundWork(app.log, { maxWaitMs: config.MAIL_MAX_WAIT_MS });
  trackRequests(app, background);
  app.decorate('background', background);
  const site = createSiteModule({ db, onlinePayments, production: config.NODE_ENV === 'production' });
  const { sites } = site.services;
  const exchange = createExchangeService(db);
  const promotions = createPromotionsModule({ db, exchange, now });
  const member = createMemberModule({
    db,
    exchange,
    coupons: promotions.services.coupons,
    sites,
    mailer,
    translators: deps.translators,
    config,
    secureCookie: secureCookies,
    now,
  });
  const catalog = createCatalogModule({
    db,
    exchange,
    promotions: promotions.services.promotions,
    sites,
    memberPricing: member.services.memberPricing,
    bus,
    now,
    cache: { availabilityMs: config.SEARCH_CACHE_MS, catalogMs: config.CATALOG_CACHE_MS },
    onlinePayments,
    mediaDir: MEDIA_DIR,
  });
  const sandbox =
    config.PAYMENT_PROVIDER === 'sandbox' ? createSandboxProvider(config.PAYMENT_SANDBOX_SECRET, db) : null;
  const deliver = async (notification: object) => {
    const url = `${API_PREFIX}/payments/notify/sandbox`;
    if (config.PAYMENT_NOTIFY_OVER_HTTP) {
      await fetch(new URL(url, config.PUBLIC_BASE_URL), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(notification),
      });
    } else {
      await app.inject({ method: 'POST', url, payload: notification });
    }
  };
  const paymentsModule = createPaymentsModule({
    db,
    mode: config.PAYMENT_PROVIDER,
    sandbox: sandbox && { provider: sandbox, deliver },
    secretBox: config.PAYMENT_SECRET_KEY ? createSecretBox(config.PAYMENT_SECRET_KEY) : null,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    endpoints: deps.paymentEndpoints,
    now,
    refundPolicy: { maxAttempts: config.REFUND_MAX_ATTEMPTS, retryBaseMs: config.REFUND_RETRY_BASE_MS },
    refundIntervalMs: config.ORDER_EXPIRY_INTERVAL_MS,
  });
  const { payments } = paymentsModule.services;
  const booking = createBookingModule({
    db,
    catalog: catalog.services,
    promotions: promotions.services,
    member: member.services,
    payments,
    sites,
    mailer,
    translators: deps.translators,
    bus,
    config,
    onlinePayments,
    secureCookie: secureCookies,
    now,
    log: app.log,
    background,
    agreementVersions: () => agreementVersionsOf(db),
  });
  const mall = createMallModule({
    db,
    payments,
    loyalty: member.services.loyalty,
    coupons: promotions.services.coupons,
    session: member.services.session,
    sites,
    now,
    mediaDir: MEDIA_DIR,
    paymentDeadlineSeconds: config.PAYMENT_DEADLINE_SECONDS,
    expiryIntervalMs: config.ORDER_EXPIRY_INTERVAL_MS,
    onlinePayments,
    mailer,
    translators: deps.translators,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    background,
    autoReceiveDays: config.MALL_AUTO_RECEIVE_DAYS,
  });
  const stayArgs = { db, stays: booking.services.stays, session: member.services.session, now };
  const invoices = createInvoicesModule({
    ...stayArgs,
    translators: deps.translators,
    mailer,
    publicBaseUrl: config.PUBLIC_BASE_URL,
  });
  const reviews = createReviewsModule({ ...stayArgs, mediaDir: MEDIA_DIR });
  const content = createContentModule({
    db,
    hotels: catalog.services.hotels,
    sites,
    previewKey: config.CONTENT_PREVIEW_KEY,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    now,
    mediaDir: MEDIA_DIR,
  });
  const analytics = createAnalyticsModule({ db, sites, flushMs: config.ANALYTICS_FLUSH_MS, log: app.log });
  app.addHook('onClose', analytics.close);
  const admin = createAdminModule({
    db,
    catalogAdmin: catalog.services.admin,
    promotionsAdmin: promotions.services.admin,
    contentAdmin: content.services.admin,
    siteAdmin: site.services.admin,
    memberAdmin: member.services.admin,
    bookingAdmin: booking.services.admin,
    sites,
    loyalty: member.services.loyalty,
    analytics: analytics.services.analytics,
    coupons: promotions.services.coupons,
    exchange,
    cancellation: booking.services.cancellation,
    onInventoryChanged: () => bus.emit('inventory'),
    onCatalogChanged: () => bus.emit('catalog'),
    config,
    secureCookie: secureCookies,
    now,
    entityNamers: mall.auditNames,
  });
  app.decorate('adminRouteAccess', admin.services.access.routes);

  await app.register(healthRoutes(deps.database, redis));
  await app.register(
    async (api) => {
      for (const module of [
        site,
        catalog,
        member,
        content,
        analytics,
        mall,
        booking,
        paymentsModule,
        invoices,
        reviews,
      ])
        await api.register(module.routes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(catalog.filterRoutes, { prefix: API_V1_PREFIX });
  await app.register(admin.routes, { prefix: ADMIN_API_PREFIX });
  await app.register(invoices.adminRoutes(admin.services.access), { prefix: ADMIN_API_PREFIX });
  await app.register(reviews.adminRoutes(admin.services.access), { prefix: ADMIN_API_PREFIX });
  await app.register(member.pageRoutes);
  const memberIdOf = async (reference: string) =>
    (await member.services.admin.findMemberByReference(reference, null).catch(() => null))?.memberId ?? null;
  await app.register(mallAdminRoutes({ admin: mall.admin, access: admin.services.access, memberIdOf }), {
    prefix: ADMIN_API_PREFIX,
  });
  await app.register(
    paymentsModule.adminRoutes(
      admin.services.access,
      async (code) => (await catalog.services.hotels.findHotel(code)) !== undefined,
    ),
    { prefix: ADMIN_API_PREFIX },
  );
  await app.register(mallShippingAdminRoutes({ shipping: mall.shippingAdmin, access: admin.services.access }), {
    prefix: ADMIN_API_PREFIX,
  });
  // The sandbox's pay page exists only where the sandbox is the chosen provider.
  await app.register(paymentsModule.pageRoutes);
  // The outbox shows the mails queued after earlier answers too.
  const written = <T>(read: () => Promise<T>) => background.drain().then(read);
  if (config.NODE_ENV !== 'production')
    await app.register(
      outboxRoutes({ latest: () => written(() => latestMails(db, 50)), find: (id) => written(() => findMail(db, id)) }),
    );
  // Switched off, they answer 404 themselves rather than the web app's page for unknown addresses.
  else app.all('/dev/*', sendNotFound);

  const jobs = [...booking.jobs, ...paymentsModule.jobs, ...member.jobs, ...mall.jobs];
  app.decorate('jobs', jobs);
  if (config.JOBS_ENABLED) {
    let stopJobs: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopJobs = startJobs(jobs, app.log, (job, ok) => metrics.jobRuns.inc({ job, result: ok ? 'ok' : 'failed' }));
    });
    app.addHook('onClose', async () => stopJobs?.());
  }

  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/media/',
    maxAge: '7d',
    decorateReply: false,
  });
  await app.register(imageRoutes(MEDIA_DIR));
  await app.register(content.rootRoutes);
  await registerWebApp(
    app,
    config.WEB_DIST_DIR,
    (request, indexHtml) => content.services.pageHtml(request, indexHtml, isLanguage),
    now,
  );
  return app;
}
