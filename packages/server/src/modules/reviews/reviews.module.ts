import type { Db } from '../../db/client.ts';
import type { StaffAccess } from '../admin/admin.module.ts';
import type { StayReads } from '../booking/booking.module.ts';
import type { MemberAuth } from '../member/member.module.ts';
import { reviewAdminRoutes } from './reviews.admin.routes.ts';
import { reviewRoutes } from './reviews.routes.ts';
import { createStayReviews } from './reviews.service.ts';

/**
 * Hotel reviews: after a completed stay its booker (or member) rates the hotel overall and by
 * cleanliness, service, location and value, with words and pictures (the mall's picture rules, shared in
 * `platform/pictures.ts`); one review per stay. Hotel pages read the averages and reviews; staff hide,
 * show and answer them (`adminRoutes`, audited).
 */
export function createReviewsModule(deps: {
  db: Db;
  stays: StayReads;
  session: MemberAuth;
  mediaDir: string;
  now: () => Date;
}) {
  const reviews = createStayReviews(deps);
  return {
    services: { reviews },
    routes: reviewRoutes({ reviews, stays: deps.stays, session: deps.session }),
    adminRoutes: (access: StaffAccess) => reviewAdminRoutes({ reviews, access }),
  };
}
export type ReviewsModule = ReturnType<typeof createReviewsModule>;
