import { analyticsAcceptedSchema, analyticsBatchSchema } from '@hotel/contract/schemas/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import type { SiteService } from '../site/site.module.ts';
import type { AnalyticsService } from './analytics.service.ts';

export const analyticsRoutes =
  (deps: { analytics: AnalyticsService; sites: SiteService }): FastifyPluginAsyncZod =>
  async (app) => {
    // sendBeacon posts text/plain; read it as JSON.
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('invalid JSON'), { statusCode: 400 }), undefined);
      }
    });
    app.post(
      '/analytics/events',
      {
        schema: { body: analyticsBatchSchema, response: { 202: envelope(analyticsAcceptedSchema) } },
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const site = await deps.sites.siteForHost(request.hostname);
        deps.analytics.record(site.siteCode, request.body.events);
        return reply.status(202).send(ok({ accepted: request.body.events.length }));
      },
    );
  };
