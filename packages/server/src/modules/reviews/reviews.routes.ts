import multipart from '@fastify/multipart';
import { MALL_IMAGE_MAX_BYTES } from '@hotel/contract/constants';
import { codeSchema, languageSchema } from '@hotel/contract/schemas/common';
import {
  hotelRatingListSchema,
  hotelReviewPageSchema,
  hotelReviewQuerySchema,
  reviewPicturesSchema,
  reviewStatusSchema,
  STAY_REVIEW_PICTURES_MAX,
  stayReviewCreateSchema,
  stayReviewSchema,
} from '@hotel/contract/schemas/stay';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { readPictures } from '../../platform/pictures.ts';
import type { StayReads } from '../booking/booking.module.ts';
import type { MemberAuth } from '../member/member.module.ts';
import type { StayReviews } from './reviews.service.ts';

const langParams = z.object({ lang: languageSchema });
const orderParams = langParams.extend({ id: z.string().trim().min(1).max(64) });

/** Writing a stay's review from the order page; reading a hotel's reviews and every hotel's averages. */
export const reviewRoutes =
  (deps: { reviews: StayReviews; stays: StayReads; session: MemberAuth }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MALL_IMAGE_MAX_BYTES, files: STAY_REVIEW_PICTURES_MAX, fields: 5, parts: 10 },
    });
    const orderOf = async (request: FastifyRequest & { params: { id: string } }) =>
      deps.stays.accessibleOrder(request.params.id, (await deps.session.memberOf(request))?.memberId ?? null);

    app.get(
      '/:lang/orders/:id/review',
      { schema: { params: orderParams, response: { 200: envelope(reviewStatusSchema) } } },
      async (request) => ok(await deps.reviews.status(await orderOf(request))),
    );
    app.post(
      '/:lang/orders/:id/review/pictures',
      {
        schema: { params: orderParams, response: { 200: envelope(reviewPicturesSchema) } },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request) => {
        const order = await orderOf(request);
        const buffers = await readPictures(request, {
          maxFiles: STAY_REVIEW_PICTURES_MAX,
          maxBytes: MALL_IMAGE_MAX_BYTES,
          tooLarge: 'pictureTooLarge',
        });
        return ok(await deps.reviews.savePictures(order, buffers));
      },
    );
    app.post(
      '/:lang/orders/:id/review',
      {
        schema: { params: orderParams, body: stayReviewCreateSchema, response: { 200: envelope(stayReviewSchema) } },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request) => {
        const order = await orderOf(request);
        const author = { name: order.bookerName, language: request.params.lang };
        return ok(await deps.reviews.create(order, request.body, author));
      },
    );
    app.get(
      '/:lang/hotels/:hotelCode/reviews',
      {
        schema: {
          params: langParams.extend({ hotelCode: codeSchema }),
          querystring: hotelReviewQuerySchema,
          response: { 200: envelope(hotelReviewPageSchema) },
        },
      },
      async (request) =>
        ok(
          await deps.reviews.hotelPage(
            request.params.hotelCode,
            request.params.lang,
            request.query.page,
            request.query.size,
          ),
        ),
    );
    app.get(
      '/:lang/hotel-ratings',
      { schema: { params: langParams, response: { 200: envelope(hotelRatingListSchema) } } },
      async () => ok(await deps.reviews.ratings()),
    );
  };
