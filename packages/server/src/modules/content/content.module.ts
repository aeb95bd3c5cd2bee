import type { Language } from '@hotel/contract/languages';
import type { ContentPicture } from '@hotel/contract/schemas/admin-content';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuditWriter } from '../../platform/audited.ts';
import { bindDb } from '../../platform/bind-db.ts';
import type { Clock } from '../../platform/clock.ts';
import type { HotelReads } from '../catalog/catalog.module.ts';
import type { SiteService } from '../site/site.module.ts';
import {
  findSiteTextsForAdmin,
  listAgreementsForAdmin,
  listArticlesForAdmin,
  listArticleTypesForAdmin,
  listGalleryForAdmin,
  listHomeBlocksForAdmin,
  listPagesForAdmin,
  previewPage,
  saveAgreement,
  saveArticle,
  saveGalleryPicture,
  saveHomeBlock,
  savePage,
  saveSiteTexts,
} from './content.admin.ts';
import { listAgreements } from './content.repo.ts';
import { contentRoutes } from './content.routes.ts';
import { createContentService } from './content.service.ts';
import { guestRichText, storeContentPicture } from './content-pictures.admin.ts';
import { seoRoutes } from './seo.routes.ts';
import { renderPage, sitemapXml } from './seo.ts';
import { createDevelopmentWeather } from './weather.ts';

/** The sites' content (home, articles, pages, gallery, agreements), its search-engine face and first paint. */
export function createContentModule(deps: {
  db: Db;
  hotels: HotelReads;
  sites: SiteService;
  previewKey: string;
  publicBaseUrl: string;
  now: Clock;
  /** Where pictures uploaded into rich text are kept (served under `/media/` and `/images/`). */
  mediaDir: string;
}) {
  const { db, sites } = deps;
  const content = createContentService(db, { previewKey: deps.previewKey });
  /** The web app's page for `request`, with the title, description and data a first paint needs. */
  async function pageHtml(request: FastifyRequest, indexHtml: string, languages: (lang: string) => lang is Language) {
    const site = await sites.siteForHost(request.hostname);
    return renderPage(db, indexHtml, request.url.split('?')[0]!, {
      baseUrl: deps.publicBaseUrl,
      siteTitle: site.title,
      languages: site.languages.filter(languages),
    });
  }
  return {
    services: { content, pageHtml, admin: contentAdminOf(db, deps.mediaDir) },
    routes: contentRoutes({ hotels: deps.hotels, content, sites, weather: createDevelopmentWeather(), now: deps.now }),
    /** sitemap.xml and robots.txt, at the site's root. */
    rootRoutes: seoRoutes({ sites, baseUrl: deps.publicBaseUrl, sitemapXml: (...args) => sitemapXml(db, ...args) }),
    jobs: [],
  };
}
export type ContentModule = ReturnType<typeof createContentModule>;

/** What the back office does with content, the database given. */
export const contentAdminOf = (db: Db, mediaDir: string) => ({
  ...bindDb(db, {
    findSiteTextsForAdmin,
    listAgreementsForAdmin,
    listArticleTypesForAdmin,
    listArticlesForAdmin,
    listGalleryForAdmin,
    listHomeBlocksForAdmin,
    listPagesForAdmin,
    previewPage,
    saveAgreement,
    saveArticle,
    saveGalleryPicture,
    saveHomeBlock,
    savePage,
    saveSiteTexts,
  }),
  /** A picture uploaded into rich text, checked and stored; its address for the editor. */
  storeContentPicture: (upload: Buffer, audit: AuditWriter<ContentPicture>) =>
    storeContentPicture(db, mediaDir, upload, audit),
  guestRichText,
});
export type ContentAdmin = ReturnType<typeof contentAdminOf>;

/** Each agreement's code and current version, for what a booking records with the guest's consent. */
export const agreementVersionsOf = async (db: Db) =>
  (await listAgreements(db)).map((row) => ({ code: row.code, version: row.version }));
