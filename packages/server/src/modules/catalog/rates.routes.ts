import { inLanguage } from '@hotel/contract/localizedText';
import { codeSchema } from '@hotel/contract/schemas/common';
import {
  exchangeCurrencyListSchema,
  rateBookableSchema,
  rateCalendarQuerySchema,
  rateCalendarSchema,
  roomSearchQuerySchema,
} from '@hotel/contract/schemas/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../platform/envelope.ts';
import type { MemberPricing } from '../member/member.module.ts';
import type { SiteService } from '../site/site.module.ts';
import type { CatalogService } from './catalog.service.ts';
import type { ExchangeService } from './exchange.ts';
import type { RoomService } from './rooms.service.ts';

const isBookingQuery = roomSearchQuerySchema.and(z.object({ roomTypeCode: codeSchema }));

export const rateRoutes =
  (deps: {
    catalog: CatalogService;
    rooms: RoomService;
    sites: SiteService;
    exchange: ExchangeService;
    memberPricing?: MemberPricing;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/rate/calendar',
      { schema: { querystring: rateCalendarQuerySchema, response: { 200: envelope(rateCalendarSchema) } } },
      async (request) =>
        ok(await deps.catalog.rateCalendar(request.query.hotelCode, request.query.month, request.query.exchangeNo)),
    );

    /** Whether a rate of a room type can still be booked for a stay, and if not why. */
    app.get(
      '/hotels/:hotelCode/rate/:ratePlanCode/isbooking',
      {
        schema: {
          params: z.object({ hotelCode: codeSchema, ratePlanCode: codeSchema }),
          querystring: isBookingQuery,
          response: { 200: envelope(rateBookableSchema) },
        },
      },
      async (request) => {
        const site = await deps.sites.siteForHost(request.hostname);
        const { hotelCode, ratePlanCode } = request.params;
        const member = deps.memberPricing
          ? await deps.memberPricing(request, site.siteCode)
          : { isMember: false, memberDiscountPercent: 0 };
        const rooms = await deps.rooms.searchRooms(
          hotelCode,
          { ...request.query, rateCode: ratePlanCode },
          {
            lang: request.lang,
            ...member,
            minGuestsPerRoom: site.minPersonNum,
            childFreeBedAge: site.childFreeBedAge,
          },
          request.query.roomTypeCode,
        );
        const rate = rooms.list[0]?.roomRates[0];
        return ok({
          isBooking: Boolean(rate && !rate.isFull && !rate.requiresSignIn),
          reason: rate ? (rate.unavailableReason ?? (rate.requiresSignIn ? 'signInRequired' : null)) : 'notOffered',
        });
      },
    );

    app.get(
      '/hotel-configs/exchange',
      { schema: { response: { 200: envelope(exchangeCurrencyListSchema) } } },
      async (request) => {
        const rows = await deps.exchange.list();
        return ok(
          rows.map((row) => ({
            currency: row.currency,
            name: inLanguage(row.name, request.lang),
            baseCurrency: row.baseCurrency,
            rateMicros: row.rateMicros,
          })),
        );
      },
    );
  };
