import type { StaffRole } from '@hotel/contract/schemas/admin';
import {
  mallGoodsItemSchema,
  mallGoodsRecordSchema,
  mallSkuRecordSchema,
  redemptionUseAnswerSchema,
  type StoredMallGoodsItem,
} from '@hotel/contract/schemas/admin-content-records';
import {
  adminCommissionPageSchema,
  adminCommissionQuerySchema,
  adminGoodsListSchema,
  adminGoodsOrderPageSchema,
  adminGoodsOrderQuerySchema,
  adminGoodsOrderRowSchema,
  adminGoodsSaveSchema,
  adminReviewQuerySchema,
  adminReviewVisibilitySchema,
  adminSkuSaveSchema,
  adminStockSchema,
  adminWithdrawalDecisionSchema,
  adminWithdrawalPageSchema,
  adminWithdrawalQuerySchema,
  cancelGoodsOrderSchema,
  goodsOrderDeliverSchema,
  redemptionUseSchema,
  reviewPageSchema,
  reviewVisibilitySchema,
  withdrawalSchema,
} from '@hotel/contract/schemas/mall';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { hotelScopeOf, recordAudit, STAFF_AREAS, type StaffAccess } from '../admin/admin.module.ts';
import type { MallAdmin, MallAudit } from './admin.service.ts';
import { goodsPictureRoutes } from './goods-pictures.routes.ts';

const code = z.string().trim().min(1).max(64);
/** Mall administration is the group's: group administrators only. */
const MALL_ADMINS = STAFF_AREAS.group;
/** Redeeming a voucher at the hotel: front desk and managers too. */
const REDEEMERS = STAFF_AREAS.reservations;
/** Handing over shipped goods: group administrators and hotel managers. */
const DELIVERERS: readonly StaffRole[] = ['groupAdmin', 'hotelManager'];

/** The mall's back office under `/api/v1/admin/mall`; every change writes an audit row in its transaction. */
export const mallAdminRoutes =
  (deps: {
    admin: MallAdmin;
    access: StaffAccess;
    /** The member staff mean by a card number, e-mail, mobile or id (the member module's face), or null. */
    memberIdOf?: (reference: string) => Promise<string | null>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { admin, access } = deps;
    access.enforceOn(app);
    const auditFor =
      (request: FastifyRequest): MallAudit =>
      (tx, entry) =>
        recordAudit(tx, { staff: access.staffOf(request), ...entry });
    const groupOnly = { onRequest: access.guard(MALL_ADMINS) };
    await app.register(goodsPictureRoutes({ admin, access }));

    app.get(
      '/mall/goods',
      { ...groupOnly, schema: { response: { 200: envelope(adminGoodsListSchema) } } },
      async (request) => ok(await admin.listGoods(request.lang)),
    );
    app.get(
      '/mall/goods/:goodsCode',
      {
        ...groupOnly,
        schema: { params: z.object({ goodsCode: code }), response: { 200: envelope(mallGoodsItemSchema) } },
      },
      async (request) => ok<StoredMallGoodsItem>(await admin.goodsItem(request.params.goodsCode)),
    );
    app.put(
      '/mall/goods',
      { ...groupOnly, schema: { body: adminGoodsSaveSchema, response: { 200: envelope(mallGoodsRecordSchema) } } },
      async (request) => ok(await admin.saveGoods(request.body, auditFor(request))),
    );
    app.put(
      '/mall/goods/:goodsCode/skus',
      {
        ...groupOnly,
        schema: {
          params: z.object({ goodsCode: code }),
          body: adminSkuSaveSchema,
          response: { 200: envelope(mallSkuRecordSchema) },
        },
      },
      async (request) => ok(await admin.saveSku(request.params.goodsCode, request.body, auditFor(request))),
    );
    app.post(
      '/mall/skus/:skuCode/stock',
      {
        ...groupOnly,
        schema: {
          params: z.object({ skuCode: code }),
          body: adminStockSchema,
          response: { 200: envelope(mallSkuRecordSchema) },
        },
      },
      async (request) => ok(await admin.setStock(request.params.skuCode, request.body, auditFor(request))),
    );

    // Managers hand goods over, so they find and open orders too (goods orders belong to no hotel).
    const deliverers = { onRequest: access.guard(DELIVERERS) };
    app.get(
      '/mall/orders',
      {
        ...deliverers,
        schema: { querystring: adminGoodsOrderQuerySchema, response: { 200: envelope(adminGoodsOrderPageSchema) } },
      },
      async (request) => {
        const { page, size, status, memberId: reference } = request.query;
        const memberId = reference ? ((await deps.memberIdOf?.(reference)) ?? reference) : undefined;
        return ok(await admin.orders({ status, memberId }, page, size, request.lang));
      },
    );
    app.get(
      '/mall/orders/:orderId',
      {
        ...deliverers,
        schema: { params: z.object({ orderId: code }), response: { 200: envelope(adminGoodsOrderRowSchema) } },
      },
      async (request) => ok(await admin.order(request.params.orderId, request.lang)),
    );
    app.post(
      '/mall/orders/cancel',
      { ...groupOnly, schema: { body: cancelGoodsOrderSchema, response: { 200: envelope(adminGoodsOrderRowSchema) } } },
      async (request) =>
        ok(
          await admin.cancelOrder(
            request.body.orderId,
            access.staffOf(request).staff.staffId,
            request.body.reason,
            auditFor(request),
          ),
        ),
    );
    app.post(
      '/mall/orders/:orderId/deliver',
      {
        onRequest: access.guard(DELIVERERS),
        schema: {
          params: z.object({ orderId: code }),
          body: goodsOrderDeliverSchema.nullish(),
          response: { 200: envelope(adminGoodsOrderRowSchema) },
        },
      },
      async (request) => {
        const staff = access.staffOf(request).staff.staffId;
        const { orderId } = request.params;
        return ok(await admin.deliverOrder(orderId, staff, request.body?.note, request.lang, auditFor(request)));
      },
    );
    app.post(
      '/mall/redemptions/use',
      {
        onRequest: access.guard(REDEEMERS),
        schema: { body: redemptionUseSchema, response: { 200: envelope(redemptionUseAnswerSchema) } },
      },
      async (request) => {
        const principal = access.staffOf(request);
        const { code, uses } = request.body;
        const scope = hotelScopeOf(principal);
        return ok(await admin.redeem(code, uses, `staff:${principal.staff.staffId}`, scope, auditFor(request)));
      },
    );

    app.get(
      '/mall/reviews',
      { ...groupOnly, schema: { querystring: adminReviewQuerySchema, response: { 200: envelope(reviewPageSchema) } } },
      async (request) => {
        const { page, size, goodsCode, hidden } = request.query;
        const filter = { goodsCode, hidden: hidden === undefined ? undefined : hidden === 'true' };
        return ok(await admin.reviews(filter, page, size, request.lang));
      },
    );
    app.put(
      '/mall/reviews/:reviewId/visibility',
      {
        ...groupOnly,
        schema: {
          params: z.object({ reviewId: code }),
          body: adminReviewVisibilitySchema,
          response: { 200: envelope(reviewVisibilitySchema) },
        },
      },
      async (request) =>
        ok(await admin.setReviewHidden(request.params.reviewId, request.body.hidden, auditFor(request))),
    );
    app.get(
      '/mall/commissions',
      {
        ...groupOnly,
        schema: { querystring: adminCommissionQuerySchema, response: { 200: envelope(adminCommissionPageSchema) } },
      },
      async (request) => {
        const { page, size, status } = request.query;
        return ok(await admin.commissions({ status }, page, size, request.lang));
      },
    );
    app.get(
      '/mall/withdrawals',
      {
        ...groupOnly,
        schema: { querystring: adminWithdrawalQuerySchema, response: { 200: envelope(adminWithdrawalPageSchema) } },
      },
      async (request) => {
        const { page, size, status } = request.query;
        return ok(await admin.withdrawals({ status }, page, size));
      },
    );
    app.post(
      '/mall/withdrawals/:withdrawalId/decision',
      {
        ...groupOnly,
        schema: {
          params: z.object({ withdrawalId: code }),
          body: adminWithdrawalDecisionSchema,
          response: { 200: envelope(withdrawalSchema) },
        },
      },
      async (request) =>
        ok(
          await admin.decideWithdrawal(
            request.params.withdrawalId,
            request.body,
            access.staffOf(request).staff.staffId,
            auditFor(request),
          ),
        ),
    );
  };
