import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@hotel/contract/errors';
import { isLanguage, type Language, negotiateLanguage } from '@hotel/contract/languages';
import { STAFF_SESSION_COOKIE } from '@hotel/contract/schemas/admin';
import type { Translate } from '@hotel/i18n/catalog';
import Fastify, { type FastifyError, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { REPO_ROOT } from './config.ts';
import type { Database } from './db/client.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createStaffAccess } from './modules/admin/staff-access.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { bookingInfoRoutes } from './modules/booking/booking.info.routes.ts';
import { bookingRoutes } from './modules/booking/booking.routes.ts';
import { createBookingService } from './modules/booking/booking.service.ts';
import { createCancellationService } from './modules/booking/cancellation.ts';
import { closeExpiredOrders } from './modules/booking/expiry.ts';
import { createBookingMails } from './modules/booking/notifications.ts';
import { catalogRoutes, hotelFilterRoutes } from './modules/catalog/catalog.routes.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { createExchangeService } from './modules/catalog/exchange.ts';
import { rateRoutes } from './modules/catalog/rates.routes.ts';
import { createRoomService } from './modules/catalog/rooms.service.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { createContentService } from './modules/content/content.service.ts';
import { seoRoutes } from './modules/content/seo.routes.ts';
import { renderPageHtml } from './modules/content/seo.ts';
import { createDevelopmentWeather } from './modules/content/weather.ts';
import { mallAdminRoutes } from './modules/mall/mall.admin.routes.ts';
import { createMallModule } from './modules/mall/mall.module.ts';
import { createAuthService } from './modules/member/auth.service.ts';
import { createLoyaltyService } from './modules/member/loyalty.ts';
import { purgeExpiredAuthRecords } from './modules/member/member.repo.ts';
import { memberRoutes } from './modules/member/member.routes.ts';
import { createMemberMessages, createOutboxSmsProvider } from './modules/member/messages.ts';
import { createProfileService } from './modules/member/profile.service.ts';
import { quickLoginPage } from './modules/member/quicklogin.page.ts';
import { createMemberAuth, createMemberPricing, SESSION_COOKIE } from './modules/member/session.ts';
import { createPaymentService } from './modules/payments/payments.service.ts';
import { noOnlineProvider } from './modules/payments/provider.ts';
import { sandboxRoutes } from './modules/payments/sandbox.routes.ts';
import { createSandboxProvider } from './modules/payments/sandbox.ts';
import { createCouponService } from './modules/promotions/coupons.service.ts';
import { createPromotionService } from './modules/promotions/promotions.service.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { createSiteService } from './modules/site/site.service.ts';
import { APP_AFTER_PICTURE_SOURCE } from './platform/app-after-picture.ts';
import { sessionCookieName } from './platform/cookies.ts';
import { contractSerializer, envelopePlugin, sendNotFound } from './platform/envelope.ts';
import { healthRoutes } from './platform/health.ts';
import { imageRoutes } from './platform/images.routes.ts';
import { startJobs } from './platform/jobs.ts';
import { languagePlugin } from './platform/language.ts';
import { LOG_REDACTION, serializeRequest } from './platform/log-redaction.ts';
import { createMailer } from './platform/mail.ts';
import { createMetrics, registerMetrics } from './platform/metrics.ts';
import { outboxRoutes } from './platform/outbox.routes.ts';
import { noStoreForSessions } from './platform/private-answers.ts';
import { connectRedis, createChangeBus } from './platform/redis.ts';
import { registerWebApp } from './platform/web-app.ts';

export const API_PREFIX = '/api/v1/booking';
export const ADMIN_API_PREFIX = '/api/v1/admin';
export const MEDIA_DIR = path.join(REPO_ROOT, 'packages/server/media');

export interface AppDependencies {
  config: Config;
  database: Database;
  translators: Record<Language, Translate>;
  /** The clock; injected so tests can fix the calendar. */
  now?: () => Date;
  /** Where log lines go (standard output by default); tests read them. */
  logStream?: DestinationStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves (for tools such as the bad-input benchmark) and its answers' schemas' statuses. */
    routeList: { method: string; url: string; responses: string[] }[];
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
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'", APP_AFTER_PICTURE_SOURCE],
        // Fonts come from this site (uploaded fonts, under /media) or inline data, never another host.
        'font-src': ["'self'", 'data:'],
      },
    },
  });
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
  const sites = createSiteService(db);
  const promotions = createPromotionService(db);
  const content = createContentService(db, { previewKey: deps.config.CONTENT_PREVIEW_KEY });
  const analytics = createAnalyticsService(db, { flushMs: deps.config.ANALYTICS_FLUSH_MS, batchSize: 200 });
  app.addHook('onClose', async () => {
    analytics.stop();
    await analytics.flush().catch((error: unknown) => app.log.error({ err: error }, 'analytics flush failed'));
  });
  const exchange = createExchangeService(db);
  const now = deps.now ?? (() => new Date());
  const onlinePayments = deps.config.PAYMENT_PROVIDER !== 'none';
  const catalog = createCatalogService(
    db,
    promotions,
    exchange,
    () => now().toISOString().slice(0, 10),
    { availabilityMs: deps.config.SEARCH_CACHE_MS, catalogMs: deps.config.CATALOG_CACHE_MS },
    onlinePayments,
  );
  bus.on('inventory', catalog.invalidateAvailability);
  bus.on('catalog', catalog.invalidateCatalog);
  const rooms = createRoomService(db, promotions, exchange, now, { onlinePayments });
  const loyalty = createLoyaltyService({ db, exchange, now });
  const coupons = createCouponService({ db, exchange, now });
  const booking = createBookingService({
    db,
    rooms,
    promotions,
    loyalty,
    coupons,
    paymentDeadlineSeconds: deps.config.PAYMENT_DEADLINE_SECONDS,
    unpaidLimits: {
      perGuest: deps.config.MAX_UNPAID_ORDERS_PER_GUEST,
      perAddress: deps.config.MAX_UNPAID_ORDERS_PER_ADDRESS,
    },
    onInventoryChanged: () => bus.emit('inventory'),
  });
  const sandbox =
    deps.config.PAYMENT_PROVIDER === 'sandbox' ? createSandboxProvider(deps.config.PAYMENT_SANDBOX_SECRET, db) : null;
  const provider = sandbox ?? noOnlineProvider;
  const mails = createBookingMails({
    db,
    mailer: createMailer(db, { smtpUrl: deps.config.SMTP_URL, from: deps.config.MAIL_FROM }),
    translators: deps.translators,
    publicBaseUrl: deps.config.PUBLIC_BASE_URL,
    now,
  });
  const quietly = (send: (id: string) => Promise<void>) => async (id: string) => {
    await send(id).catch((error: unknown) => app.log.error({ err: error, order: id }, 'order e-mail failed'));
  };
  const refundPolicy = {
    maxAttempts: deps.config.REFUND_MAX_ATTEMPTS,
    retryBaseMs: deps.config.REFUND_RETRY_BASE_MS,
  };
  const payments = createPaymentService({
    db,
    provider,
    now,
    refundPolicy,
    events: { onConfirmed: (order) => quietly(mails.booked)(order.transactionId) },
  });
  const cancellation = createCancellationService({
    db,
    payments,
    now,
    releaseBenefits: booking.releaseBenefits,
    onInventoryChanged: () => bus.emit('inventory'),
  });
  const session = createMemberAuth({
    db,
    now,
    ttlHours: deps.config.MEMBER_SESSION_TTL_HOURS,
    secureCookie: secureCookies,
  });
  const memberPricing = createMemberPricing(session, loyalty.tierOf);
  const mall = createMallModule({
    db,
    provider,
    payments,
    loyalty,
    coupons,
    session,
    sites,
    now,
    mediaDir: MEDIA_DIR,
    paymentDeadlineSeconds: deps.config.PAYMENT_DEADLINE_SECONDS,
    expiryIntervalMs: deps.config.ORDER_EXPIRY_INTERVAL_MS,
    refundPolicy,
    onlinePayments,
  });
  const staffAccess = createStaffAccess({
    db,
    now,
    ttlHours: 12,
    idleMinutes: deps.config.STAFF_IDLE_MINUTES,
    lockoutMinutes: deps.config.MEMBER_LOCKOUT_MINUTES,
    secretKey: deps.config.STAFF_SECRET_KEY,
    secureCookie: secureCookies,
  });
  app.decorate('adminRouteAccess', staffAccess.routes);
  const auth = createAuthService({
    db,
    now,
    loyalty,
    coupons,
    messages: createMemberMessages({
      mailer: createMailer(db, { smtpUrl: deps.config.SMTP_URL, from: deps.config.MAIL_FROM }),
      sms: createOutboxSmsProvider(db),
      translators: deps.translators,
      siteName: (lang) => deps.translators[lang]('member.mail.siteName'),
    }),
    settings: {
      sessionTtlHours: deps.config.MEMBER_SESSION_TTL_HOURS,
      lockoutMinutes: deps.config.MEMBER_LOCKOUT_MINUTES,
      codeTtlSeconds: deps.config.VERIFICATION_CODE_TTL_SECONDS,
      codeMaxAttempts: deps.config.VERIFICATION_CODE_MAX_ATTEMPTS,
      resetTtlMinutes: deps.config.PASSWORD_RESET_TTL_MINUTES,
      quickLoginTtlSeconds: deps.config.QUICK_LOGIN_TTL_SECONDS,
      publicBaseUrl: deps.config.PUBLIC_BASE_URL,
    },
  });
  const profiles = createProfileService({ db, loyalty, now, confirmPassword: auth.confirmPassword });
  const deliver = async (notification: object) => {
    const url = `${API_PREFIX}/payments/notify/sandbox`;
    if (deps.config.PAYMENT_NOTIFY_OVER_HTTP) {
      await fetch(new URL(url, deps.config.PUBLIC_BASE_URL), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(notification),
      });
    } else {
      await app.inject({ method: 'POST', url, payload: notification });
    }
  };

  await app.register(healthRoutes(deps.database, redis));
  await app.register(
    async (api) => {
      await api.register(siteRoutes(sites, { onlinePayments, production: deps.config.NODE_ENV === 'production' }));
      await api.register(catalogRoutes({ catalog, rooms, sites, memberPricing }));
      await api.register(rateRoutes({ catalog, rooms, sites, exchange, memberPricing }));
      await api.register(bookingInfoRoutes({ db, sites, rooms, exchange, memberPricing, onlinePayments }));
      await api.register(
        memberRoutes({
          db,
          auth,
          session,
          profiles,
          loyalty,
          coupons,
          sites,
          now,
          rateLimitPerMinute: deps.config.AUTH_RATE_LIMIT_PER_MINUTE,
        }),
      );
      await api.register(contentRoutes({ db, content, sites, weather: createDevelopmentWeather() }));
      await api.register(analyticsRoutes({ analytics, sites }));
      await api.register(mall.routes);
      await api.register(
        bookingRoutes({
          db,
          booking,
          cancellation,
          payments,
          sites,
          session,
          estimatePoints: loyalty.estimateStayPoints,
          now,
          onBooked: quietly(mails.booked),
          onCancelled: quietly(mails.cancelled),
          orderRateLimitPerMinute: deps.config.ORDER_RATE_LIMIT_PER_MINUTE,
          secureCookie: secureCookies,
        }),
      );
    },
    { prefix: API_PREFIX },
  );
  await app.register(hotelFilterRoutes({ catalog, sites, memberPricing }), { prefix: '/api/v1' });
  await app.register(
    adminRoutes({
      db,
      access: staffAccess,
      sites,
      now,
      loyalty,
      analytics,
      coupons,
      exchange,
      previewKey: deps.config.CONTENT_PREVIEW_KEY,
      cancellation,
      onInventoryChanged: () => bus.emit('inventory'),
      onCatalogChanged: () => bus.emit('catalog'),
      rateLimitPerMinute: deps.config.AUTH_RATE_LIMIT_PER_MINUTE,
    }),
    { prefix: ADMIN_API_PREFIX },
  );
  await app.register(quickLoginPage({ auth, sites, rateLimitPerMinute: deps.config.AUTH_RATE_LIMIT_PER_MINUTE }));
  await app.register(mallAdminRoutes({ admin: mall.admin, access: staffAccess }), { prefix: ADMIN_API_PREFIX });
  // The sandbox's pay page exists only where the sandbox is the chosen provider.
  if (sandbox)
    await app.register(sandboxRoutes({ db, provider: sandbox, deliver, others: mall.payments.sandboxPayable }));
  else app.all('/sandbox-pay/*', sendNotFound);
  if (deps.config.NODE_ENV !== 'production') await app.register(outboxRoutes(db));
  // Switched off, they answer 404 themselves rather than the web app's page for unknown addresses.
  else app.all('/dev/*', sendNotFound);

  if (deps.config.JOBS_ENABLED) {
    let stopJobs: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopJobs = startJobs(
        [
          {
            name: 'closeExpiredOrders',
            intervalMs: deps.config.ORDER_EXPIRY_INTERVAL_MS,
            run: () => closeExpiredOrders(db, cancellation, now()),
          },
          {
            name: 'resumeRefunds',
            intervalMs: deps.config.ORDER_EXPIRY_INTERVAL_MS,
            run: () => payments.resumeRefunds(),
          },
          {
            name: 'purgeExpiredMemberRecords',
            intervalMs: 3_600_000,
            run: () => purgeExpiredAuthRecords(db, now()),
          },
          ...mall.jobs,
        ],
        app.log,
        (job, ok) => metrics.jobRuns.inc({ job, result: ok ? 'ok' : 'failed' }),
      );
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
  await app.register(seoRoutes({ db, sites, baseUrl: deps.config.PUBLIC_BASE_URL }));
  await registerWebApp(app, deps.config.WEB_DIST_DIR, async (request, indexHtml) => {
    const site = await sites.siteForHost(request.hostname);
    return renderPageHtml(db, indexHtml, request.url.split('?')[0]!, {
      baseUrl: deps.config.PUBLIC_BASE_URL,
      siteTitle: site.title,
      languages: site.languages.filter(isLanguage),
    });
  });
  return app;
}
