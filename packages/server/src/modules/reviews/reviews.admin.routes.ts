import { STAFF_AREAS } from '@hotel/contract/schemas/admin';
import {
  adminStayReviewPageSchema,
  adminStayReviewQuerySchema,
  stayReviewModerationSchema,
  stayReviewSchema,
} from '@hotel/contract/schemas/stay';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit, type StaffAccess } from '../admin/admin.module.ts';
import type { StayReviews } from './reviews.service.ts';

/** The hotels a staff member works for: null for group administrators (every hotel). */
const hotelsOfStaff = (principal: { role: string; hotelCodes: string[] }) =>
  principal.role === 'groupAdmin' ? null : principal.hotelCodes;

/** Review moderation (`/api/v1/admin/stay-reviews`): group administrators and the hotels' managers. */
export const reviewAdminRoutes =
  (deps: { reviews: StayReviews; access: StaffAccess }): FastifyPluginAsyncZod =>
  async (app) => {
    const { access } = deps;
    access.enforceOn(app);
    const guard = { onRequest: access.guard(STAFF_AREAS.catalogue) };

    app.get(
      '/stay-reviews',
      {
        ...guard,
        schema: { querystring: adminStayReviewQuerySchema, response: { 200: envelope(adminStayReviewPageSchema) } },
      },
      async (request) => ok(await deps.reviews.list(hotelsOfStaff(access.staffOf(request)), request.query)),
    );
    app.put(
      '/stay-reviews/:reviewId',
      {
        ...guard,
        schema: {
          params: z.object({ reviewId: z.string().trim().min(1).max(64) }),
          body: stayReviewModerationSchema,
          response: { 200: envelope(stayReviewSchema) },
        },
      },
      async (request) => {
        const principal = access.staffOf(request);
        const hotels = hotelsOfStaff(principal);
        const canSee = (hotelCode: string) => {
          if (hotels && !hotels.includes(hotelCode)) throw new AppError('stayReviewNotFound');
        };
        return ok(
          await deps.reviews.moderate(request.params.reviewId, request.body, canSee, (tx, entry) =>
            recordAudit(tx, { staff: principal, entityType: 'stayReview', ...entry }),
          ),
        );
      },
    );
  };
