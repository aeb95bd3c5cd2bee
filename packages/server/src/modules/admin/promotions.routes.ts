import { issuedVoucherListSchema, type StoredIssuedVoucher } from '@hotel/contract/schemas/admin-content-records';
import {
  adminCouponActivityListSchema,
  adminCouponActivitySchema,
  adminCouponTemplateListSchema,
  adminCouponTemplateSchema,
  adminVoucherPageSchema,
  couponActivityCreateSchema,
  couponActivityFieldsSchema,
  couponActivityParamsSchema,
  couponTemplateCreateSchema,
  couponTemplateFieldsSchema,
  couponTemplateParamsSchema,
  voucherIssueSchema,
  voucherQuerySchema,
} from '@hotel/contract/schemas/admin-promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import type { Tx } from '../../platform/transactions.ts';
import type { CouponService } from '../promotions/promotions.module.ts';
import type { AdminDeps } from './admin.routes.ts';
import { recordAudit } from './audit.ts';
import { assertHotel, assertRole, hotelScopeOf, STAFF_AREAS, type StaffPrincipal } from './staff-access.ts';

/** A template for every hotel is the group's; one for some hotels needs all of them in the staff's scope. */
function assertTemplateScope(principal: StaffPrincipal, hotelCodes: readonly string[]) {
  if (hotelCodes.length === 0) assertRole(principal, STAFF_AREAS.group);
  for (const hotelCode of hotelCodes) assertHotel(principal, hotelCode);
}

/** Coupon templates, vouchers and coupon collection activities. */
export const adminPromotionRoutes =
  (deps: AdminDeps & { coupons: CouponService }): FastifyPluginAsyncZod =>
  async (app) => {
    const loyalty = { onRequest: deps.access.guard(STAFF_AREAS.loyalty) };
    const group = { onRequest: deps.access.guard(STAFF_AREAS.group) };
    const audited =
      (principal: StaffPrincipal, action: string, entityType: string, entityId: string) =>
      async (tx: Tx, before: unknown, after: unknown) => {
        await recordAudit(tx, { staff: principal, action, entityType, entityId, before, after });
      };

    app.get(
      '/coupon-templates',
      { ...loyalty, schema: { response: { 200: envelope(adminCouponTemplateListSchema) } } },
      async (request) => ok(await deps.promotionsAdmin.listCouponTemplates(hotelScopeOf(deps.access.staffOf(request)))),
    );

    app.post(
      '/coupon-templates',
      {
        ...loyalty,
        schema: { body: couponTemplateCreateSchema, response: { 200: envelope(adminCouponTemplateSchema) } },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        assertTemplateScope(principal, request.body.hotelCodes);
        const id = request.body.templateCode;
        return ok(
          await deps.promotionsAdmin.createCouponTemplate(
            request.body,
            audited(principal, 'couponTemplate.create', 'couponTemplate', id),
          ),
        );
      },
    );

    app.put(
      '/coupon-templates/:templateCode',
      {
        ...loyalty,
        schema: {
          params: couponTemplateParamsSchema,
          body: couponTemplateFieldsSchema,
          response: { 200: envelope(adminCouponTemplateSchema) },
        },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const current = await deps.promotionsAdmin.findCouponTemplate(request.params.templateCode);
        assertTemplateScope(principal, current.hotelCodes);
        assertTemplateScope(principal, request.body.hotelCodes);
        const id = current.templateCode;
        return ok(
          await deps.promotionsAdmin.updateCouponTemplate(
            id,
            request.body,
            audited(principal, 'couponTemplate.update', 'couponTemplate', id),
          ),
        );
      },
    );

    app.post(
      '/coupon-templates/:templateCode/vouchers',
      {
        ...loyalty,
        schema: {
          params: couponTemplateParamsSchema,
          body: voucherIssueSchema,
          response: { 200: envelope(issuedVoucherListSchema) },
        },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const template = await deps.promotionsAdmin.findCouponTemplate(request.params.templateCode);
        assertTemplateScope(principal, template.hotelCodes);
        // Staff name the member as they know them: id, card number, e-mail or mobile.
        const member = request.body.memberId
          ? await deps.memberAdmin.findMemberByReference(request.body.memberId, hotelScopeOf(principal))
          : null;
        const issued = await deps.promotionsAdmin.issueVouchers(
          deps.coupons,
          { templateCode: template.templateCode, ...request.body, memberId: member?.memberId ?? null },
          audited(principal, 'voucher.issue', 'couponTemplate', template.templateCode),
        );
        return ok<StoredIssuedVoucher[]>(issued);
      },
    );

    app.get(
      '/vouchers',
      { ...loyalty, schema: { querystring: voucherQuerySchema, response: { 200: envelope(adminVoucherPageSchema) } } },
      async (request) => {
        const scope = hotelScopeOf(deps.access.staffOf(request));
        // Staff name the member by card number, e-mail or mobile (or id); hotel staff only members of their hotels.
        let memberId = request.query.memberId;
        if (memberId) {
          const found = await deps.memberAdmin.findMemberByReference(memberId, scope).catch((error: unknown) => {
            if (scope) throw error;
            return null;
          });
          memberId = found?.memberId ?? memberId;
        }
        const page = await deps.promotionsAdmin.listVouchers({ ...request.query, memberId }, scope);
        const ids = [...new Set(page.list.map((row) => row.memberId).filter((id): id is string => Boolean(id)))];
        const [cards, tiers] = await Promise.all([deps.records.memberCardsOf(ids), deps.loyalty.tiersOf(ids)]);
        return ok({
          ...page,
          list: page.list.map((row) => {
            const card = row.memberId ? cards.get(row.memberId) : undefined;
            return {
              ...row,
              memberName: row.memberId ? (card?.name ?? '') : null,
              memberCardNo: row.memberId ? (card?.cardNumber ?? '') : null,
              memberTier: row.memberId ? (tiers.get(row.memberId) ?? null) : null,
            };
          }),
        });
      },
    );

    app.get(
      '/coupon-activities',
      { ...loyalty, schema: { response: { 200: envelope(adminCouponActivityListSchema) } } },
      async () => ok(await deps.promotionsAdmin.listCouponActivities()),
    );

    app.post(
      '/coupon-activities',
      {
        ...group,
        schema: { body: couponActivityCreateSchema, response: { 200: envelope(adminCouponActivitySchema) } },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const id = request.body.activityCode;
        return ok(
          await deps.promotionsAdmin.createCouponActivity(
            request.body,
            audited(principal, 'couponActivity.create', 'couponActivity', id),
          ),
        );
      },
    );

    app.put(
      '/coupon-activities/:activityCode',
      {
        ...group,
        schema: {
          params: couponActivityParamsSchema,
          body: couponActivityFieldsSchema,
          response: { 200: envelope(adminCouponActivitySchema) },
        },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const id = request.params.activityCode;
        return ok(
          await deps.promotionsAdmin.updateCouponActivity(
            id,
            request.body,
            audited(principal, 'couponActivity.update', 'couponActivity', id),
          ),
        );
      },
    );
  };
