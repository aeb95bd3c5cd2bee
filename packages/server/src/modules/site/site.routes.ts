import { siteConfigSchema } from '@hotel/contract/schemas/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { type SiteService, toSiteConfig } from './site.service.ts';

export const siteRoutes =
  (sites: SiteService, deployment: { onlinePayments: boolean; production: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/hotel-configs', { schema: { response: { 200: envelope(siteConfigSchema) } } }, async (request) => {
      const site = await sites.siteForHost(request.hostname);
      return ok({ ...toSiteConfig(site, request.lang), ...deployment });
    });
  };
