import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.ts';

/** `GET /healthz`: 200 when the database answers, 503 otherwise. */
export const healthRoutes =
  (database: Database): FastifyPluginAsync =>
  async (app) => {
    app.get('/healthz', async (_request, reply) => {
      try {
        await database.ping();
        return { errorCode: 0, data: { status: 'ok', database: database.kind }, message: '' };
      } catch {
        return reply
          .status(503)
          .send({ errorCode: 503, data: { status: 'unavailable', database: database.kind }, message: '' });
      }
    });
  };
