import { inLanguage } from '@hotel/contract/localizedText';
import { codeSchema, emailSchema, isoDateSchema, languageSchema } from '@hotel/contract/schemas/common';
import {
  agreementListSchema,
  articlePageSchema,
  articleSchema,
  bulletinSchema,
  contentPageSchema,
  dictionarySchema,
  galleryPictureListSchema,
  homeBlockListSchema,
  siteFooterSchema,
  suggestionFormSchema,
  suggestionReceivedSchema,
  tierCardSchema,
  weatherSchema,
} from '@hotel/contract/schemas/site';
import { V } from '@hotel/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Clock, localToday } from '../../platform/clock.ts';
import { envelope, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { HotelReads } from '../catalog/catalog.module.ts';
import type { SiteService } from '../site/site.module.ts';
import type { ContentService } from './content.service.ts';
import { fontRoutes } from './fonts.ts';
import type { WeatherProvider } from './weather.ts';

const langParams = z.object({ lang: languageSchema });
const slug = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: V.invalid });
const paging = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const suggestionSchema = z.object({
  name: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(50, { error: V.tooLong }),
  email: emailSchema,
  content: z.string({ error: V.required }).trim().min(5, { error: V.tooShort }).max(1000, { error: V.tooLong }),
});

export const contentRoutes =
  (deps: {
    hotels: Pick<HotelReads, 'findHotel'>;
    content: ContentService;
    sites: SiteService;
    weather: WeatherProvider;
    now: Clock;
    /** Where shipped pictures and fonts are (packages/server/media unless told). */
    mediaDir?: string;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { content, sites } = deps;
    const site = (hostname: string) => sites.siteForHost(hostname);
    await app.register(fontRoutes({ mediaDir: deps.mediaDir }));

    app.get(
      '/hotel-configs/bulletin',
      { schema: { response: { 200: envelope(bulletinSchema.nullable()) } } },
      async (request) => ok((await content.siteTexts((await site(request.hostname)).siteCode, request.lang)).bulletin),
    );
    app.get('/hotel-configs/footer', { schema: { response: { 200: envelope(siteFooterSchema) } } }, async (request) =>
      ok((await content.siteTexts((await site(request.hostname)).siteCode, request.lang)).footer),
    );
    app.get(
      '/:lang/home-blocks',
      { schema: { params: langParams, response: { 200: envelope(homeBlockListSchema) } } },
      async (request) => ok(await content.homeBlocks((await site(request.hostname)).siteCode, request.lang)),
    );
    app.get(
      '/:lang/shortgraphics',
      { schema: { params: langParams, response: { 200: envelope(homeBlockListSchema) } } },
      async (request) => {
        const blocks = await content.homeBlocks((await site(request.hostname)).siteCode, request.lang);
        return ok(blocks.filter((block) => block.blockType === 4));
      },
    );
    app.get(
      '/:lang/articles',
      {
        schema: {
          params: langParams,
          querystring: paging.extend({ typeCode: slug.optional() }),
          response: { 200: envelope(articlePageSchema) },
        },
      },
      async (request) =>
        ok(await content.articlePage(request.lang, request.query.typeCode, request.query.limit, request.query.offset)),
    );
    app.get(
      '/:lang/articles/:code',
      { schema: { params: langParams.extend({ code: slug }), response: { 200: envelope(articleSchema) } } },
      async (request) => ok(await content.article(request.params.code, request.lang)),
    );
    app.get(
      '/:lang/pages/:pageId',
      {
        schema: {
          params: langParams.extend({ pageId: slug }),
          querystring: z.object({ preview: z.string().max(128).optional() }),
          response: { 200: envelope(contentPageSchema) },
        },
      },
      async (request) => ok(await content.page(request.params.pageId, request.lang, request.query.preview)),
    );
    app.get(
      '/pictures',
      {
        schema: {
          querystring: z.object({ dir: slug.optional() }),
          response: { 200: envelope(galleryPictureListSchema) },
        },
      },
      async (request) => ok(await content.gallery(request.query.dir, request.lang)),
    );
    app.get(
      '/cards/:cardId',
      { schema: { params: z.object({ cardId: slug }), response: { 200: envelope(tierCardSchema) } } },
      async (request) => ok(await content.card(request.params.cardId, request.lang)),
    );
    app.get(
      '/:lang/protocol',
      {
        schema: {
          params: langParams,
          querystring: z.object({ code: slug.optional() }),
          response: { 200: envelope(agreementListSchema) },
        },
      },
      async (request) => ok(await content.agreementTexts(request.lang, request.query.code)),
    );
    app.get(
      '/:lang/digital-dict/:dictKey',
      { schema: { params: langParams.extend({ dictKey: slug }), response: { 200: envelope(dictionarySchema) } } },
      async (request) => ok(await content.dictionary(request.params.dictKey, request.lang)),
    );
    app.get(
      '/weather',
      {
        schema: {
          querystring: z.object({ hotelCode: codeSchema, date: isoDateSchema.optional() }),
          response: { 200: envelope(weatherSchema) },
        },
      },
      async (request) => {
        const row = await deps.hotels.findHotel(request.query.hotelCode);
        if (!row) throw new AppError('hotelNotFound');
        const date = request.query.date ?? localToday(row.hotel.timeZone, deps.now());
        return ok(
          await deps.weather.forecast(
            { ...row.city, latitude: row.hotel.latitude, longitude: row.hotel.longitude },
            date,
          ),
        );
      },
    );

    const hotelParams = langParams.extend({ hotelCode: codeSchema });
    app.get(
      '/:lang/hotels/:hotelCode/suggestion',
      { schema: { params: hotelParams, response: { 200: envelope(suggestionFormSchema) } } },
      async (request) => {
        const row = await deps.hotels.findHotel(request.params.hotelCode);
        if (!row) throw new AppError('hotelNotFound');
        return ok({
          hotelCode: row.hotel.hotelCode,
          hotelName: inLanguage(row.hotel.name, request.lang),
          maxLength: 1000,
        });
      },
    );
    app.post(
      '/:lang/hotels/:hotelCode/suggestion',
      {
        schema: { params: hotelParams, body: suggestionSchema, response: { 200: envelope(suggestionReceivedSchema) } },
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      },
      async (request) => {
        const row = await deps.hotels.findHotel(request.params.hotelCode);
        if (!row) throw new AppError('hotelNotFound');
        await content.suggest(row.hotel.hotelCode, request.body, request.lang);
        return ok({ received: true });
      },
    );
  };
