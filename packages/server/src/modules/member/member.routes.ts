import type { ErrorCodeName } from '@hotel/contract/errors';
import type { Language } from '@hotel/contract/languages';
import { deletedSchema, languageSchema, signedOutSchema } from '@hotel/contract/schemas/common';
import {
  couponActivityListSchema,
  couponDetailQuerySchema,
  couponListQuerySchema,
  ledgerPageSchema,
  memberCouponListSchema,
  memberCouponSchema,
  memberPointsSchema,
  pointLotListSchema,
  signInActivitySchema,
} from '@hotel/contract/schemas/loyalty';
import {
  activityPageSchema,
  captchaSchema,
  codeLoginSchema,
  codeSentSchema,
  contactChangeCodeSchema,
  contactChangeSchema,
  contactIdSchema,
  contactListSchema,
  contactSaveSchema,
  contactSchema,
  deleteAccountSchema,
  memberExportSchema,
  memberHotelListSchema,
  memberInfoSchema,
  memberOrdersQuerySchema,
  memberPreferenceSchema,
  memberProfileSchema,
  memberSessionListSchema,
  membershipCardSchema,
  orderTotalsSchema,
  pageQuerySchema,
  passwordLoginSchema,
  passwordResetByCodeSchema,
  passwordResetDoneSchema,
  passwordResetRequestSchema,
  preferencesSchema,
  quickLoginPollSchema,
  quickLoginSchema,
  quickLoginStartSchema,
  quickLoginStatusSchema,
  registerSchema,
  resetLinkCheckSchema,
  resetLinkSentSchema,
  resetLinkValidSchema,
  SALUTATIONS,
  salutationListSchema,
  sessionIdSchema,
  sessionInfoSchema,
  signedInSchema,
} from '@hotel/contract/schemas/member';
import { memberOrderPageSchema } from '@hotel/contract/schemas/order';
import { V, validationKeyOf } from '@hotel/contract/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { refuseCrossSite } from '../../platform/private-answers.ts';
import type { MemberOrders } from '../booking/booking.module.ts';
import type { CouponService } from '../promotions/promotions.module.ts';
import type { SiteService } from '../site/site.module.ts';
import type { AuthService, NewSession } from './auth.service.ts';
import type { LoyaltyService } from './loyalty.ts';
import { type ProfileService, preferencesOf } from './profile.service.ts';
import { clientOf, type MemberAuth } from './session.ts';

export interface MemberRouteDeps {
  /** The member's reservations, read through booking's face. */
  orders: MemberOrders;
  auth: AuthService;
  session: MemberAuth;
  profiles: ProfileService;
  loyalty: LoyaltyService;
  coupons: CouponService;
  sites: SiteService;
  now: () => Date;
  /** Sign-in, code and reset requests per client address and minute, per route. */
  rateLimitPerMinute: number;
}

/** Parses a body with a contract schema, answering pc1009 with each field's message like the schema hook does. */
/** Refusals the spec gives their own codes (section 8); any other is a validation error (pc1009). */
const SPECIFIC_CODES: Partial<Record<string, ErrorCodeName>> = {
  [V.passwordIsEmail]: 'passwordIsEmail',
  [V.passwordIsPhone]: 'passwordIsPhone',
  [V.passwordsDiffer]: 'passwordsDiffer',
  [V.phone]: 'invalidPhone',
  [V.email]: 'invalidEmail',
};

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: validationKeyOf(issue),
  }));
  // A refusal with its own code names the problem best, when it is the only field refused.
  const named = fields.find((field) => SPECIFIC_CODES[field.message]);
  if (named && fields.every((field) => field.field === named.field)) {
    throw new AppError(SPECIFIC_CODES[named.message]!, { field: named.field });
  }
  throw new AppError('validationError', { fields });
}

const langParams = z.object({ lang: languageSchema });
const contactsPath = '/pc/CONFIGORDER/wechatfans';

/**
 * Every member call of spec section 7. Each one reads and changes only the signed-in member's own
 * data: the member comes from the session, never from the request's body or query.
 */
export const memberRoutes =
  (deps: MemberRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: '1 minute' } };
    const site = (request: FastifyRequest) => deps.sites.siteForHost(request.hostname);

    async function signedIn(reply: FastifyReply, request: FastifyRequest, created: NewSession) {
      deps.session.setCookie(reply, created.token);
      return ok({
        token: created.token,
        expiresAt: created.expiresAt.toISOString(),
        member: await deps.profiles.profileOf(created.member, request.lang, await site(request)),
      });
    }

    // Accounts and sign-in ----------------------------------------------------------------------

    app.post(
      '/member/captcha',
      { schema: { response: { 200: envelope(codeSentSchema) } }, config: limited },
      async (request) => {
        const input = parse(captchaSchema, request.body);
        return ok(await deps.auth.sendCode(input, request.lang));
      },
    );

    app.post(
      '/member/register',
      { schema: { response: { 200: envelope(signedInSchema) } }, config: limited },
      async (request, reply) => {
        const input = parse(registerSchema, request.body);
        const created = await deps.auth.register(input, {
          lang: request.lang,
          siteCode: (await site(request)).siteCode,
          client: clientOf(request),
        });
        return signedIn(reply, request, created);
      },
    );

    /** Password sign-in (`account` + `password`) or code sign-in (`email` or `phone` + `code`). */
    app.post(
      '/member/login',
      { schema: { response: { 200: envelope(signedInSchema) } }, config: limited },
      async (request, reply) => {
        const body = (request.body !== null && typeof request.body === 'object' ? request.body : {}) as Record<
          string,
          unknown
        >;
        const client = clientOf(request);
        const created =
          'code' in body
            ? await deps.auth.loginWithCode(parse(codeLoginSchema, body), client)
            : await deps.auth.loginWithPassword(
                parse(passwordLoginSchema, body),
                (await site(request)).lockoutThreshold,
                client,
              );
        return signedIn(reply, request, created);
      },
    );

    app.post('/member/logout', { schema: { response: { 200: envelope(signedOutSchema) } } }, async (request, reply) => {
      const current = await deps.session.signedIn(request);
      if (current) await deps.auth.logout(current.tokenHash, current.member.memberId, clientOf(request));
      deps.session.clearCookie(reply);
      return ok({ signedOut: true });
    });

    /** Who is signed in: always 200, so a visitor's page load logs no error; `expired` when a dead token came. */
    app.get(
      '/member/session',
      { schema: { response: { 200: envelope(sessionInfoSchema) } } },
      async (request, reply) => {
        const current = await deps.session.signedIn(request);
        if (!current) {
          const expired = deps.session.tokenOf(request) !== null;
          if (expired) deps.session.clearCookie(reply);
          return ok({ signedIn: false, expired, member: null });
        }
        return ok({
          signedIn: true,
          expired: false,
          member: await deps.profiles.profileOf(current.member, request.lang, await site(request)),
        });
      },
    );

    app.post(
      '/member/passwordModify',
      { schema: { response: { 200: envelope(signedOutSchema) } } },
      async (request, reply) => {
        const { member } = await deps.session.requireMember(request);
        const input = parse(
          z.object({
            oldPassword: z.string().min(1).max(64),
            newPassword: z.string().min(1).max(64),
            confirmPassword: z.string().min(1).max(64),
          }),
          request.body,
        );
        await deps.auth.changePassword(member, input, (await site(request)).lockoutThreshold, clientOf(request));
        deps.session.clearCookie(reply);
        return ok({ signedOut: true });
      },
    );

    app.post(
      '/member/passwordReset',
      { schema: { response: { 200: envelope(resetLinkSentSchema) } }, config: limited },
      async (request) => {
        const input = parse(passwordResetRequestSchema, request.body);
        await deps.auth.requestReset(input.email, request.lang);
        return ok({ sent: true });
      },
    );

    app.put(
      '/reset-password',
      { schema: { response: { 200: envelope(passwordResetDoneSchema) } }, config: limited },
      async (request, reply) => {
        const input = parse(
          z.object({
            token: z.string().trim().min(20).max(200),
            newPassword: z.string().min(1).max(64),
            confirmPassword: z.string().min(1).max(64),
          }),
          request.body,
        );
        await deps.auth.resetPassword(input, clientOf(request));
        deps.session.clearCookie(reply);
        return ok({ reset: true });
      },
    );

    /** Whether an e-mailed reset link still works: the page asks before the member types a new password. */
    app.post(
      '/member/passwordReset/check',
      { schema: { response: { 200: envelope(resetLinkValidSchema) } }, config: limited },
      async (request) => {
        const { token } = parse(resetLinkCheckSchema, request.body);
        await deps.auth.checkResetLink(token);
        return ok({ valid: true });
      },
    );

    /** A reset by the code sent with `POST /member/captcha` (purpose `reset`): for members with only a phone. */
    app.put(
      '/member/passwordReset/code',
      { schema: { response: { 200: envelope(passwordResetDoneSchema) } }, config: limited },
      async (request, reply) => {
        const input = parse(passwordResetByCodeSchema, request.body);
        await deps.auth.resetPasswordWithCode(input, clientOf(request));
        deps.session.clearCookie(reply);
        return ok({ reset: true });
      },
    );

    // QR quick login --------------------------------------------------------------------------------

    app.get(
      '/member/quicklogin/getunionid',
      { schema: { response: { 200: envelope(quickLoginStartSchema) } }, config: limited },
      async (request) => ok(await deps.auth.startQuickLogin(clientOf(request))),
    );

    app.get(
      '/member/quicklogin/getCacheUnionid',
      { schema: { querystring: quickLoginPollSchema, response: { 200: envelope(quickLoginStatusSchema) } } },
      async (request) => ok(await deps.auth.pollQuickLogin(request.query)),
    );

    app.post(
      '/member/unionid/login',
      { schema: { response: { 200: envelope(signedInSchema) } }, config: limited },
      async (request, reply) => {
        const input = parse(quickLoginSchema, request.body);
        return signedIn(reply, request, await deps.auth.loginWithUnionid(input, clientOf(request)));
      },
    );

    // Profile ---------------------------------------------------------------------------------------

    app.get('/member/memberInfo', { schema: { response: { 200: envelope(memberProfileSchema) } } }, async (request) => {
      const { member } = await deps.session.requireMember(request);
      return ok(await deps.profiles.profileOf(member, request.lang, await site(request)));
    });

    app.put('/member/memberInfo', { schema: { response: { 200: envelope(memberProfileSchema) } } }, async (request) => {
      const { member } = await deps.session.requireMember(request);
      const input = parse(memberInfoSchema, request.body);
      const updated = await deps.profiles.updateProfile(member, input, clientOf(request));
      return ok(await deps.profiles.profileOf(updated, request.lang, await site(request)));
    });

    /** E-mail or mobile change, step 1: the current password, and a code sent to the new address. */
    app.post(
      '/member/contact/code',
      { schema: { response: { 200: envelope(codeSentSchema) } }, config: limited },
      async (request) => {
        const { member } = await deps.session.requireMember(request);
        const input = parse(contactChangeCodeSchema, request.body);
        const threshold = (await site(request)).lockoutThreshold;
        return ok(await deps.auth.requestContactCode(member, input, threshold, clientOf(request), request.lang));
      },
    );

    /** Step 2: the password and the code; the change takes effect and the old address is told. */
    app.post(
      '/member/contact/change',
      { schema: { response: { 200: envelope(memberProfileSchema) } }, config: limited },
      async (request) => {
        const { member } = await deps.session.requireMember(request);
        const input = parse(contactChangeSchema, request.body);
        const threshold = (await site(request)).lockoutThreshold;
        const updated = await deps.auth.changeContact(member, input, threshold, clientOf(request));
        return ok(await deps.profiles.profileOf(updated, request.lang, await site(request)));
      },
    );

    app.get(
      '/:lang/call',
      { schema: { params: langParams, response: { 200: envelope(salutationListSchema) } } },
      async (request) => ok(SALUTATIONS.map((code) => ({ code, name: request.t(`member.salutation.${code}`) }))),
    );

    app.get(
      '/member/memberInfo/memberGetPoint',
      { schema: { response: { 200: envelope(memberPointsSchema) } } },
      async (request) => {
        const { member } = await deps.session.requireMember(request);
        const profile = await deps.profiles.profileOf(member, request.lang, await site(request));
        const standing = await deps.loyalty.standing(
          member.memberId,
          (await site(request)).siteCode,
          profile.totalSaved,
          member.createdAt,
        );
        return ok(standing);
      },
    );

    /** The points held, by the lot they were earned in, with when each lot expires. */
    app.get(
      '/member/membershipCard/integral/lots',
      { schema: { response: { 200: envelope(pointLotListSchema) } } },
      async (request) => {
        const { member } = await deps.session.requireMember(request);
        return ok(await deps.loyalty.pointLots(member.memberId));
      },
    );

    app.get(
      '/member/membershipCard/integral/history',
      { schema: { querystring: pageQuerySchema, response: { 200: envelope(ledgerPageSchema) } } },
      async (request) => {
        const { member } = await deps.session.requireMember(request);
        return ok(await deps.loyalty.pointsHistory(member.memberId, request.query.page, request.query.size));
      },
    );

    app.get(
      '/member/membershipCard/consumption/history',
      { schema: { querystring: pageQuerySchema, response: { 200: envelope(ledgerPageSchema) } } },
      async (request) => {
        const { member } = await deps.session.requireMember(request);
        return ok(
          await deps.loyalty.consumptionHistory(member.memberId, request.query.page, request.query.size, request.lang),
        );
      },
    );

    app.get(
      '/member/membershipCard/growth/history',
      { schema: { querystring: pageQuerySchema, response: { 200: envelope(ledgerPageSchema) } } },
      async (request) => {
        const { member } = await deps.session.requireMember(request);
        return ok(await deps.loyalty.growthHistory(member.memberId, request.query.page, request.query.size));
      },
    );

    /** Account activity: sign-ins, failures, locks, password and profile changes. */
    app.get(
      '/member/activity',
      { schema: { querystring: pageQuerySchema, response: { 200: envelope(activityPageSchema) } } },
      async (request) => {
        const { member } = await deps.session.requireMember(request);
        const { page, size } = request.query;
        const { rows, total } = await deps.profiles.activity(member.memberId, page, size);
        return ok({
          list: rows.map((row) => ({
            id: row.id,
            kind: row.kind,
            method: row.method,
            ip: row.ip,
            userAgent: row.userAgent,
            at: row.at.toISOString(),
          })),
          total,
          page,
          size,
        });
      },
    );

    /** The sessions signed in to this account, this one marked. */
    app.get(
      '/member/sessions',
      { schema: { response: { 200: envelope(memberSessionListSchema) } } },
      async (request) => {
        const { member, tokenHash } = await deps.session.requireMember(request);
        return ok(await deps.profiles.liveSessions(member.memberId, tokenHash));
      },
    );

    /** Signs out one other session; an unknown or already ended one reads as not found. */
    app.post(
      '/member/sessions/revoke',
      { schema: { response: { 200: envelope(signedOutSchema) } } },
      async (request) => {
        refuseCrossSite(request);
        const { member } = await deps.session.requireMember(request);
        const { id } = parse(sessionIdSchema, request.body);
        await deps.profiles.revokeSession(member, id, clientOf(request));
        return ok({ signedOut: true });
      },
    );

    /** Signs out every session of the account, this one included. */
    app.post(
      '/member/sessions/signOutEverywhere',
      { schema: { response: { 200: envelope(signedOutSchema) } } },
      async (request, reply) => {
        refuseCrossSite(request);
        const { member } = await deps.session.requireMember(request);
        await deps.profiles.signOutEverywhere(member, clientOf(request));
        deps.session.clearCookie(reply);
        return ok({ signedOut: true });
      },
    );

    /** The signed-in member's own membership card (number, tier); the tier cards' texts are content (`/cards/{cardId}`). */
    app.get(
      '/member/membershipCard',
      { schema: { response: { 200: envelope(membershipCardSchema) } } },
      async (request) => {
        const { member } = await deps.session.requireMember(request);
        const profile = await deps.profiles.profileOf(member, request.lang, await site(request));
        return ok({
          cardNumber: member.cardNumber,
          tier: profile.tier,
          displayName: profile.displayName,
          joinDate: profile.joinDate,
          points: profile.points,
        });
      },
    );

    app.get(
      '/member/export',
      // The file itself, not the API's envelope: what a member downloads is their data and nothing else.
      { schema: { response: { 200: memberExportSchema } } },
      async (request, reply) => {
        const { member } = await deps.session.requireMember(request);
        const data = await deps.profiles.exportData(member, request.lang, await site(request));
        return reply
          .header('content-disposition', `attachment; filename="my-data-${member.cardNumber}.json"`)
          .header('cache-control', 'no-store')
          .send(data);
      },
    );

    app.delete(
      '/member/account',
      { schema: { response: { 200: envelope(deletedSchema) } } },
      async (request, reply) => {
        const { member } = await deps.session.requireMember(request);
        const input = parse(deleteAccountSchema, request.body);
        await deps.profiles.deleteAccount(
          member,
          input.password,
          (await site(request)).lockoutThreshold,
          clientOf(request),
        );
        deps.session.clearCookie(reply);
        return ok({ deleted: true });
      },
    );

    app.get(
      '/member/preferences',
      { schema: { response: { 200: envelope(memberPreferenceSchema) } } },
      async (request) => {
        const { member } = await deps.session.requireMember(request);
        return ok(preferencesOf(member));
      },
    );

    app.put(
      '/member/preferences',
      { schema: { response: { 200: envelope(memberPreferenceSchema) } } },
      async (request) => {
        const { member } = await deps.session.requireMember(request);
        const input = parse(preferencesSchema, request.body);
        return ok(await deps.profiles.setPreference(member, input));
      },
    );

    // Coupons ---------------------------------------------------------------------------------------

    app.get(
      '/member/:lang/coupon/couponList',
      {
        schema: {
          params: langParams,
          querystring: couponListQuerySchema,
          response: { 200: envelope(memberCouponListSchema) },
        },
      },
      async (request) => {
        const { member } = await deps.session.requireMember(request);
        return ok(await deps.coupons.listCoupons(member.memberId, request.query.status, request.params.lang));
      },
    );

    app.get(
      '/member/:lang/coupon/couponDetail',
      {
        schema: {
          params: langParams,
          querystring: couponDetailQuerySchema,
          response: { 200: envelope(memberCouponSchema) },
        },
      },
      async (request) => {
        const { member } = await deps.session.requireMember(request);
        return ok(await deps.coupons.couponDetail(member.memberId, request.query.couponId, request.params.lang));
      },
    );

    /** Open activities; for a signed-in member with what they collected. Visitors see them too. */
    app.get(
      '/member/coupon/availableActivity',
      { schema: { response: { 200: envelope(couponActivityListSchema) } } },
      async (request) => {
        const member = await deps.session.memberOf(request);
        return ok(await deps.coupons.availableActivities(member?.memberId ?? null, request.lang as Language));
      },
    );

    app.post(
      '/member/coupon/signInActivity',
      { schema: { response: { 200: envelope(memberCouponSchema) } } },
      async (request) => {
        const { member } = await deps.session.requireMember(request);
        const input = parse(signInActivitySchema, request.body);
        return ok(await deps.coupons.collect(member.memberId, input.activityCode, request.lang));
      },
    );

    // Frequent contacts ------------------------------------------------------------------------------

    app.get(
      `${contactsPath}/getCommonPeople`,
      { schema: { response: { 200: envelope(contactListSchema) } } },
      async (request) => {
        const { member } = await deps.session.requireMember(request);
        return ok(await deps.profiles.listContacts(member.memberId));
      },
    );

    app.get(
      `${contactsPath}/delteteCommonPeople`,
      { schema: { response: { 200: envelope(deletedSchema) } } },
      async (request) => {
        refuseCrossSite(request);
        const { member } = await deps.session.requireMember(request);
        const { id } = parse(contactIdSchema, request.query);
        await deps.profiles.deleteContact(member.memberId, id);
        return ok({ deleted: true });
      },
    );

    app.post(
      `${contactsPath}/saveorUpdateCommonpeople`,
      { schema: { response: { 200: envelope(contactSchema) } } },
      async (request) => {
        const { member } = await deps.session.requireMember(request);
        return ok(await deps.profiles.saveContact(member.memberId, parse(contactSaveSchema, request.body)));
      },
    );

    app.post(
      `${contactsPath}/getCommonPeopleById`,
      { schema: { response: { 200: envelope(contactSchema) } } },
      async (request) => {
        const { member } = await deps.session.requireMember(request);
        const { id } = parse(contactIdSchema, request.body);
        return ok(await deps.profiles.getContact(member.memberId, id));
      },
    );

    // Reservations ------------------------------------------------------------------------------------

    app.get(
      '/member/order/getTotalAmount',
      { schema: { response: { 200: envelope(orderTotalsSchema) } } },
      async (request) => {
        const { member } = await deps.session.requireMember(request);
        return ok(await deps.orders.memberOrderTotals(member.memberId));
      },
    );

    app.get(
      '/:lang/orders',
      {
        schema: {
          params: langParams,
          querystring: memberOrdersQuerySchema,
          response: { 200: envelope(memberOrderPageSchema) },
        },
      },
      async (request) => {
        const { member } = await deps.session.requireMember(request);
        return ok(await deps.orders.listMemberOrders(member.memberId, request.query, request.params.lang, deps.now()));
      },
    );

    app.get(
      '/member/:lang/orders/hotels',
      { schema: { params: langParams, response: { 200: envelope(memberHotelListSchema) } } },
      async (request) => {
        const { member } = await deps.session.requireMember(request);
        return ok(await deps.orders.memberHotels(member.memberId, request.params.lang, deps.now()));
      },
    );
  };
