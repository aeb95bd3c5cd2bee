import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { SiteService } from '../site/site.module.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService } from './analytics.service.ts';

/** Page views, searches and booking outcomes, written in batches; `close` flushes what is buffered. */
export function createAnalyticsModule(deps: { db: Db; sites: SiteService; flushMs: number; log: FastifyBaseLogger }) {
  const analytics = createAnalyticsService(deps.db, { flushMs: deps.flushMs, batchSize: 200 });
  return {
    services: { analytics },
    routes: analyticsRoutes({ analytics, sites: deps.sites }),
    jobs: [],
    async close() {
      analytics.stop();
      await analytics.flush().catch((error: unknown) => deps.log.error({ err: error }, 'analytics flush failed'));
    },
  };
}
export type AnalyticsModule = ReturnType<typeof createAnalyticsModule>;

export type { AnalyticsService } from './analytics.service.ts';
