import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AnalyticsService } from '../analytics/analytics.module.ts';
import type { BookingAdmin, CancellationService } from '../booking/booking.module.ts';
import type { CatalogAdmin, ExchangeService } from '../catalog/catalog.module.ts';
import type { ContentAdmin } from '../content/content.module.ts';
import type { LoyaltyService, MemberAdmin } from '../member/member.module.ts';
import type { CouponService, PromotionsAdmin } from '../promotions/promotions.module.ts';
import type { SiteAdmin, SiteService } from '../site/site.module.ts';
import { adminRoutes } from './admin.routes.ts';
import type { EntityNamers } from './audit-names.ts';
import { createStaffAccess } from './staff-access.ts';
import { staffRecordsOf } from './staff-records.ts';

type StaffSettings = Pick<
  Config,
  | 'STAFF_IDLE_MINUTES'
  | 'MEMBER_LOCKOUT_MINUTES'
  | 'STAFF_SECRET_KEY'
  | 'CONTENT_PREVIEW_KEY'
  | 'AUTH_RATE_LIMIT_PER_MINUTE'
>;

/** The back office: staff accounts, sign-in with a second factor, roles and hotel scope, the audit log, its API. */
export function createAdminModule(deps: {
  db: Db;
  catalogAdmin: CatalogAdmin;
  promotionsAdmin: PromotionsAdmin;
  contentAdmin: ContentAdmin;
  siteAdmin: SiteAdmin;
  memberAdmin: MemberAdmin;
  bookingAdmin: BookingAdmin;
  sites: SiteService;
  loyalty: LoyaltyService;
  analytics: AnalyticsService;
  coupons: CouponService;
  exchange: ExchangeService;
  cancellation: CancellationService;
  onInventoryChanged: () => void;
  onCatalogChanged: () => void;
  config: StaffSettings;
  secureCookie: boolean;
  now: () => Date;
  /** Names for the audit log of what other modules own (see audit-names.ts). */
  entityNamers?: EntityNamers;
}) {
  const { db, now, config } = deps;
  const access = createStaffAccess({
    db,
    now,
    ttlHours: 12,
    idleMinutes: config.STAFF_IDLE_MINUTES,
    lockoutMinutes: config.MEMBER_LOCKOUT_MINUTES,
    secretKey: config.STAFF_SECRET_KEY,
    secureCookie: deps.secureCookie,
  });
  const routes: FastifyPluginAsyncZod = adminRoutes({
    records: staffRecordsOf(db, access),
    catalogAdmin: deps.catalogAdmin,
    promotionsAdmin: deps.promotionsAdmin,
    contentAdmin: deps.contentAdmin,
    siteAdmin: deps.siteAdmin,
    memberAdmin: deps.memberAdmin,
    bookingAdmin: deps.bookingAdmin,
    access,
    sites: deps.sites,
    now,
    loyalty: deps.loyalty,
    analytics: deps.analytics,
    coupons: deps.coupons,
    exchange: deps.exchange,
    previewKey: config.CONTENT_PREVIEW_KEY,
    cancellation: deps.cancellation,
    onInventoryChanged: deps.onInventoryChanged,
    onCatalogChanged: deps.onCatalogChanged,
    rateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
    entityNamers: deps.entityNamers,
  });
  return { services: { access }, routes, jobs: [] };
}
export type AdminModule = ReturnType<typeof createAdminModule>;

export { recordAudit } from './audit.ts';
export type { EntityNamers } from './audit-names.ts';
export type { StaffAccess } from './staff-access.ts';
export { hotelScopeOf, STAFF_AREAS } from './staff-access.ts';
