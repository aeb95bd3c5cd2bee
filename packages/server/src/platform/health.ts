import { livenessSchema, readinessSchema } from '@hotel/contract/schemas/site';
import type { FastifyPluginAsync } from 'fastify';
import { envelope } from './envelope.ts';
import type { RedisConnection } from './redis.ts';

/**
 * `/livez`: the process answers. `/readyz` and `/healthz`: the database (and Redis, when configured)
 * answer and the process is not shutting down; 503 otherwise, so a load balancer stops sending.
 */
export const healthRoutes =
  (database: { kind: string; ping(): Promise<void> }, redis: RedisConnection | null): FastifyPluginAsync =>
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.get('/livez', { schema: { response: { 200: envelope(livenessSchema) } } }, async () => ({
      errorCode: 0,
      data: { status: 'alive' },
      message: '',
    }));
    const ready = async (_request: unknown, reply: import('fastify').FastifyReply) => {
      const checks = { database: database.kind, redis: redis ? 'redis' : 'none' };
      try {
        if (closing) throw new Error('shutting down');
        await database.ping();
        await redis?.ping();
        return { errorCode: 0, data: { status: 'ok', ...checks }, message: '' };
      } catch {
        return reply.status(503).send({ errorCode: 503, data: { status: 'unavailable', ...checks }, message: '' });
      }
    };
    app.get('/readyz', { schema: { response: { 200: envelope(readinessSchema) } } }, ready);
    app.get('/healthz', { schema: { response: { 200: envelope(readinessSchema) } } }, ready);
  };
