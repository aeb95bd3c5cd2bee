import { occupancyLimitsSchema, occupancyQuerySchema } from '@hotel/contract/occupancy.schema';
import { codeSchema, languageSchema } from '@hotel/contract/schemas/common';
import {
  cityListSchema,
  hotelContactSchema,
  hotelDetailSchema,
  hotelFilterResultSchema,
  hotelListSchema,
  hotelPolicySchema,
  recommendedHotelsSchema,
} from '@hotel/contract/schemas/hotel';
import { roomListSchema } from '@hotel/contract/schemas/rooms';
import { hotelFilterQuerySchema, hotelListQuerySchema, roomSearchQuerySchema } from '@hotel/contract/schemas/search';
import { V } from '@hotel/contract/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { fieldError } from '../../platform/errors.ts';
import type { MemberPricing } from '../member/member.module.ts';
import type { SiteService } from '../site/site.module.ts';
import type { CatalogService, ListContext } from './catalog.service.ts';
import type { RoomService } from './rooms.service.ts';

const langParams = z.object({ lang: languageSchema });
const hotelParams = langParams.extend({ hotelCode: codeSchema });
const roomParams = hotelParams.extend({ roomTypeCode: codeSchema });

export interface CatalogRouteDeps {
  catalog: CatalogService;
  rooms: RoomService;
  sites: SiteService;
  /** Member prices for a signed-in member; visitors' prices without it. */
  memberPricing?: MemberPricing;
}

const visitor: MemberPricing = async () => ({ isMember: false, memberDiscountPercent: 0 });

export const catalogRoutes =
  ({ catalog, rooms, sites, memberPricing = visitor }: CatalogRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const context = async (request: FastifyRequest): Promise<ListContext & { memberDiscountPercent: number }> => {
      const site = await sites.siteForHost(request.hostname);
      return { lang: request.lang, site, ...(await memberPricing(request, site.siteCode)) };
    };
    const listHotels = {
      schema: { params: langParams, querystring: hotelListQuerySchema, response: { 200: envelope(hotelListSchema) } },
    } as const;

    app.get('/:lang/hotels', listHotels, async (request) =>
      ok(await catalog.listHotels(request.query, await context(request))),
    );
    app.get('/:lang/hotels/search', listHotels, async (request) =>
      ok(await catalog.listHotels(request.query, await context(request))),
    );
    app.get(
      '/:lang/hotels/recommend',
      {
        schema: {
          params: langParams,
          querystring: hotelListQuerySchema,
          response: { 200: envelope(recommendedHotelsSchema) },
        },
      },
      async (request) => ok(await catalog.recommendHotels(request.query, await context(request))),
    );
    app.get(
      '/:lang/hotels/cities',
      { schema: { params: langParams, response: { 200: envelope(cityListSchema) } } },
      async (request) => ok(await catalog.listCities(request.params.lang)),
    );
    app.get(
      '/:lang/hotels/occupancy',
      {
        schema: {
          params: langParams,
          querystring: occupancyQuerySchema,
          response: { 200: envelope(occupancyLimitsSchema) },
        },
      },
      async (request) =>
        ok(await catalog.occupancyLimits(request.query.hotelCode, await sites.siteForHost(request.hostname))),
    );
    app.get(
      '/:lang/hotels/:hotelCode',
      { schema: { params: hotelParams, response: { 200: envelope(hotelDetailSchema) } } },
      async (request) => ok(await catalog.hotelDetail(request.params.hotelCode, await context(request))),
    );
    app.get(
      '/:lang/hotels/:hotelCode/contact',
      { schema: { params: hotelParams, response: { 200: envelope(hotelContactSchema) } } },
      async (request) => ok(await catalog.hotelContact(request.params.hotelCode, request.lang)),
    );
    app.get(
      '/:lang/hotels/:hotelCode/policy',
      { schema: { params: hotelParams, response: { 200: envelope(hotelPolicySchema) } } },
      async (request) => ok(await catalog.hotelPolicy(request.params.hotelCode, request.lang)),
    );

    const roomSearch = async (request: FastifyRequest, hotelCode: string | undefined, roomTypeCode?: string) => {
      const ctx = await context(request);
      const code = ctx.site.hotelCode ?? hotelCode;
      if (!code) throw fieldError('hotelCode', V.required);
      const query = request.query as z.infer<typeof roomSearchQuerySchema>;
      return rooms.searchRooms(
        code,
        query,
        {
          lang: ctx.lang,
          isMember: ctx.isMember,
          memberDiscountPercent: ctx.memberDiscountPercent,
          minGuestsPerRoom: ctx.site.minPersonNum,
          childFreeBedAge: ctx.site.childFreeBedAge,
        },
        roomTypeCode,
      );
    };
    app.get(
      '/:lang/rooms',
      {
        schema: { params: langParams, querystring: roomSearchQuerySchema, response: { 200: envelope(roomListSchema) } },
      },
      async (request) => ok(await roomSearch(request, request.query.hotelCode)),
    );
    app.get(
      '/:lang/hotels/:hotelCode/rooms/:roomTypeCode',
      {
        schema: { params: roomParams, querystring: roomSearchQuerySchema, response: { 200: envelope(roomListSchema) } },
      },
      async (request) => ok(await roomSearch(request, request.params.hotelCode, request.params.roomTypeCode)),
    );
  };

/** `GET /api/v1/{lang}/hotels/filter` sits outside the booking prefix, as spec section 7 has it. */
export const hotelFilterRoutes =
  ({
    catalog,
    sites,
    memberPricing = visitor,
  }: Pick<CatalogRouteDeps, 'catalog' | 'sites' | 'memberPricing'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/:lang/hotels/filter',
      {
        schema: {
          params: langParams,
          querystring: hotelFilterQuerySchema,
          response: { 200: envelope(hotelFilterResultSchema) },
        },
      },
      async (request) => {
        const site = await sites.siteForHost(request.hostname);
        const { isMember } = await memberPricing(request, site.siteCode);
        return ok(await catalog.filterHotels(request.query, { lang: request.lang, site, isMember }));
      },
    );
  };
