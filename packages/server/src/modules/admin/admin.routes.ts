import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnalyticsService } from '../analytics/analytics.module.ts';
import type { BookingAdmin, CancellationService } from '../booking/booking.module.ts';
import type { CatalogAdmin, ExchangeService } from '../catalog/catalog.module.ts';
import type { ContentAdmin } from '../content/content.module.ts';
import type { LoyaltyService, MemberAdmin } from '../member/member.module.ts';
import type { CouponService, PromotionsAdmin } from '../promotions/promotions.module.ts';
import type { SiteAdmin, SiteService } from '../site/site.module.ts';
import type { EntityNamers } from './audit-names.ts';
import { adminCatalogRoutes } from './catalog.routes.ts';
import { adminContentRoutes } from './content.routes.ts';
import { adminContentPictureRoutes } from './content-pictures.routes.ts';
import { adminDashboardRoutes } from './dashboard.routes.ts';
import { adminDeskRoutes } from './desk.routes.ts';
import { adminDeskBookingRoutes } from './desk-booking.routes.ts';
import { adminExportRoutes } from './exports.routes.ts';
import { adminHotelPictureRoutes } from './hotel-pictures.routes.ts';
import { adminInventoryRoutes } from './inventory.routes.ts';
import { adminMemberRoutes } from './members.routes.ts';
import { adminPromotionRoutes } from './promotions.routes.ts';
import { adminReportRoutes } from './reports.routes.ts';
import { adminReservationChangeRoutes } from './reservation-change.routes.ts';
import { adminReservationRoutes } from './reservations.routes.ts';
import { adminSegmentVoucherRoutes } from './segment-vouchers.routes.ts';
import { adminSessionRoutes } from './session.routes.ts';
import type { StaffAccess } from './staff-access.ts';
import type { StaffRecords } from './staff-records.ts';

export interface AdminDeps {
  /** The back office's own records (staff, audit log, adjustments) and its audited changes across modules. */
  records: StaffRecords;
  /** What the back office may do in each module, the database given. */
  catalogAdmin: CatalogAdmin;
  promotionsAdmin: PromotionsAdmin;
  contentAdmin: ContentAdmin;
  siteAdmin: SiteAdmin;
  memberAdmin: MemberAdmin;
  bookingAdmin: BookingAdmin;
  access: StaffAccess;
  sites: SiteService;
  now: () => Date;
  loyalty: LoyaltyService;
  analytics: AnalyticsService;
  coupons: CouponService;
  exchange: ExchangeService;
  /** The key that shows unpublished content pages in preview. */
  previewKey: string;
  cancellation: CancellationService;
  /** Tells every process that prices or inventory changed (guest search caches drop their copies). */
  onInventoryChanged: () => void;
  /** Tells every process that hotels, rooms, rates or codes changed (catalogue caches drop their copies). */
  onCatalogChanged: () => void;
  rateLimitPerMinute: number;
  /** Names for the audit log of what modules built on the back office own (the mall's goods). */
  entityNamers?: EntityNamers;
}

/** The back office API under `/api/v1/admin`: every route checks the staff role and hotel on the server. */
export const adminRoutes =
  (deps: AdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    deps.access.enforceOn(app);
    await app.register(adminSessionRoutes(deps));
    await app.register(adminReservationRoutes(deps));
    await app.register(adminReservationChangeRoutes(deps));
    await app.register(adminDeskRoutes(deps));
    await app.register(adminDeskBookingRoutes(deps));
    await app.register(adminDashboardRoutes(deps));
    await app.register(adminInventoryRoutes(deps));
    await app.register(adminCatalogRoutes(deps));
    await app.register(adminHotelPictureRoutes(deps));
    await app.register(adminMemberRoutes(deps));
    await app.register(adminExportRoutes(deps));
    await app.register(adminReportRoutes(deps));
    await app.register(adminPromotionRoutes(deps));
    await app.register(adminSegmentVoucherRoutes(deps));
    await app.register(adminContentRoutes(deps));
    await app.register(adminContentPictureRoutes(deps));
  };
