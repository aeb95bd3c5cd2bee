import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Prometheus metrics of one process: request latency, bookings, payments and job runs. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const bookings = new Counter({
    name: 'bookings_total',
    help: 'Order creations by outcome (booked or the error code)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'payment_notifications_total',
    help: 'Payment notifications by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Background job runs by job and result',
    labelNames: ['job', 'result'] as const,
    registers: [registry],
  });
  return { registry, requestSeconds, bookings, payments, jobRuns };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function hasBearer(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Times every request and serves `/metrics` in the Prometheus text format; with a token (always in
 * production), only to a scraper that sends it as a bearer token.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token?: string) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestSeconds.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (route.endsWith('/orders') && request.method === 'POST') {
      metrics.bookings.inc({ outcome: reply.statusCode === 200 ? 'booked' : String(reply.statusCode) });
    }
    if (route.endsWith('/payments/notify/sandbox')) {
      metrics.payments.inc({ outcome: reply.statusCode === 200 ? 'accepted' : 'refused' });
    }
  });
  app.get('/metrics', async (request, reply) => {
    if (token && !hasBearer(request, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').type('text/plain').send('unauthorized\n');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
