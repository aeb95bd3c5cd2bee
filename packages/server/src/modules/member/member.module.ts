import { ONE_HOUR_MS } from '@hotel/contract/constants';
import type { Language } from '@hotel/contract/languages';
import type { Translate } from '@hotel/i18n/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bindDb } from '../../platform/bind-db.ts';
import type { Job } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mail.ts';
import { memberOrdersOf } from '../booking/booking.module.ts';
import type { ExchangeService } from '../catalog/catalog.module.ts';
import type { CouponService } from '../promotions/promotions.module.ts';
import type { SiteService } from '../site/site.module.ts';
import { createAuthService } from './auth.service.ts';
import { createLoyaltyService } from './loyalty.ts';
import { purgeExpiredAuthRecords } from './member.repo.ts';
import { memberRoutes } from './member.routes.ts';
import {
  findMemberByReference,
  findMemberForAdmin,
  memberDetail,
  searchMembers,
  segmentCandidates,
} from './members.admin.ts';
import { createMemberMessages, createOutboxSmsProvider } from './messages.ts';
import { createProfileService } from './profile.service.ts';
import { quickLoginPage } from './quicklogin.page.ts';
import { createMemberAuth, createMemberPricing } from './session.ts';

type MemberSettings = Pick<
  Config,
  | 'MEMBER_SESSION_TTL_HOURS'
  | 'MEMBER_LOCKOUT_MINUTES'
  | 'VERIFICATION_CODE_TTL_SECONDS'
  | 'VERIFICATION_CODE_MAX_ATTEMPTS'
  | 'PASSWORD_RESET_TTL_MINUTES'
  | 'QUICK_LOGIN_TTL_SECONDS'
  | 'PUBLIC_BASE_URL'
  | 'AUTH_RATE_LIMIT_PER_MINUTE'
>;

/** Members: accounts and sign-in, sessions, profiles, the loyalty programme (points, growth, tiers, billing). */
export function createMemberModule(deps: {
  db: Db;
  exchange: ExchangeService;
  coupons: CouponService;
  sites: SiteService;
  mailer: Mailer;
  translators: Record<Language, Translate>;
  config: MemberSettings;
  secureCookie: boolean;
  now: () => Date;
}) {
  const { db, now, config } = deps;
  const session = createMemberAuth({
    db,
    now,
    ttlHours: config.MEMBER_SESSION_TTL_HOURS,
    secureCookie: deps.secureCookie,
  });
  const loyalty = createLoyaltyService({ db, exchange: deps.exchange, now });
  const memberPricing = createMemberPricing(session, loyalty.tierOf);
  const auth = createAuthService({
    db,
    now,
    loyalty,
    coupons: deps.coupons,
    messages: createMemberMessages({
      mailer: deps.mailer,
      sms: createOutboxSmsProvider(db),
      translators: deps.translators,
      siteName: (lang) => deps.translators[lang]('member.mail.siteName'),
    }),
    settings: {
      sessionTtlHours: config.MEMBER_SESSION_TTL_HOURS,
      lockoutMinutes: config.MEMBER_LOCKOUT_MINUTES,
      codeTtlSeconds: config.VERIFICATION_CODE_TTL_SECONDS,
      codeMaxAttempts: config.VERIFICATION_CODE_MAX_ATTEMPTS,
      resetTtlMinutes: config.PASSWORD_RESET_TTL_MINUTES,
      quickLoginTtlSeconds: config.QUICK_LOGIN_TTL_SECONDS,
      publicBaseUrl: config.PUBLIC_BASE_URL,
    },
  });
  const profiles = createProfileService({ db, loyalty, now, confirmPassword: auth.confirmPassword });
  const rateLimitPerMinute = config.AUTH_RATE_LIMIT_PER_MINUTE;
  const routes: FastifyPluginAsyncZod = memberRoutes({
    orders: memberOrdersOf(db),
    auth,
    session,
    profiles,
    loyalty,
    coupons: deps.coupons,
    sites: deps.sites,
    now,
    rateLimitPerMinute,
  });
  const jobs: Job[] = [
    { name: 'purgeExpiredMemberRecords', intervalMs: ONE_HOUR_MS, run: () => purgeExpiredAuthRecords(db, now()) },
    { name: 'expireMemberPoints', intervalMs: ONE_HOUR_MS, run: () => loyalty.expireDuePoints() },
  ];
  return {
    services: { session, loyalty, memberPricing, auth, profiles, admin: memberAdminOf(db) },
    routes,
    /** The QR sign-in page a phone opens (outside the API prefix). */
    pageRoutes: quickLoginPage({ auth, sites: deps.sites, rateLimitPerMinute }),
    jobs,
  };
}
export type MemberModule = ReturnType<typeof createMemberModule>;

export type { LoyaltyService } from './loyalty.ts';
export { mailContactOf } from './mail-contact.ts';
export { memberCardsOf, memberNamesOf } from './member.repo.ts';
export type { AdminMemberRow } from './members.admin.ts';
export { setTierThresholds, tierThresholdsOf, unlockMember } from './members.admin.ts';
export type { MemberAuth, MemberPricing } from './session.ts';
export { SESSION_COOKIE } from './session.ts';

/** What the back office does with member, the database given. */
export const memberAdminOf = (db: Db) =>
  bindDb(db, { findMemberByReference, findMemberForAdmin, memberDetail, searchMembers, segmentCandidates });
export type MemberAdmin = ReturnType<typeof memberAdminOf>;
