import { isLanguage } from '@hotel/contract/languages';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { SiteService } from '../site/site.module.ts';
import { robotsTxt, sitemapXml } from './seo.ts';

export const seoRoutes =
  (deps: { db: Db; sites: SiteService; baseUrl: string }): FastifyPluginAsync =>
  async (app) => {
    app.get('/sitemap.xml', async (request, reply) => {
      const site = await deps.sites.siteForHost(request.hostname);
      const xml = await sitemapXml(deps.db, deps.baseUrl, site.languages.filter(isLanguage));
      return reply.type('application/xml').header('cache-control', 'public, max-age=3600').send(xml);
    });
    app.get('/robots.txt', async (_request, reply) => reply.type('text/plain').send(robotsTxt(deps.baseUrl)));
  };
