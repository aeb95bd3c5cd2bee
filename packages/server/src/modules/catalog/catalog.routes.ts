import { codeSchema, languageSchema } from '@hotel/contract/schemas/common';
import { hotelListQuerySchema } from '@hotel/contract/schemas/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import type { SiteService } from '../site/site.service.ts';
import type { CatalogService } from './catalog.service.ts';

const langParams = z.object({ lang: languageSchema });
const hotelParams = langParams.extend({ hotelCode: codeSchema });

export const catalogRoutes =
  (catalog: CatalogService, sites: SiteService): FastifyPluginAsyncZod =>
  async (app) => {
    const listHotels = {
      schema: { params: langParams, querystring: hotelListQuerySchema },
    } as const;
    app.get('/:lang/hotels', listHotels, async (request) => {
      const site = await sites.siteForHost(request.hostname);
      return ok(await catalog.listHotels(request.query, request.params.lang, site));
    });
    app.get('/:lang/hotels/search', listHotels, async (request) => {
      const site = await sites.siteForHost(request.hostname);
      return ok(await catalog.listHotels(request.query, request.params.lang, site));
    });
    app.get('/:lang/hotels/cities', { schema: { params: langParams } }, async (request) =>
      ok(await catalog.listCities(request.params.lang)),
    );
    app.get('/:lang/hotels/:hotelCode', { schema: { params: hotelParams } }, async (request) =>
      ok(await catalog.hotelDetail(request.params.hotelCode, request.params.lang)),
    );
  };
