import { isLanguage, type Language } from '@hotel/contract/languages';
import type { FastifyPluginAsync } from 'fastify';
import type { SiteService } from '../site/site.module.ts';
import { robotsTxt } from './seo.ts';

export const seoRoutes =
  (deps: {
    sites: SiteService;
    baseUrl: string;
    /** The sitemap of a site in its languages. */
    sitemapXml: (baseUrl: string, languages: readonly Language[]) => Promise<string>;
  }): FastifyPluginAsync =>
  async (app) => {
    app.get('/sitemap.xml', async (request, reply) => {
      const site = await deps.sites.siteForHost(request.hostname);
      const xml = await deps.sitemapXml(deps.baseUrl, site.languages.filter(isLanguage));
      return reply.type('application/xml').header('cache-control', 'public, max-age=3600').send(xml);
    });
    app.get('/robots.txt', async (_request, reply) => reply.type('text/plain').send(robotsTxt(deps.baseUrl)));
  };
