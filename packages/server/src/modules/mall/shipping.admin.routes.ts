import type { StaffRole } from '@hotel/contract/schemas/admin';
import {
  adminReturnPageSchema,
  adminReturnQuerySchema,
  goodsOrderShipSchema,
  returnDecisionSchema,
} from '@hotel/contract/schemas/mall';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { recordAudit, type StaffAccess } from '../admin/admin.module.ts';
import type { MallAudit } from './admin.service.ts';
import type { MallShipping } from './shipping.service.ts';

const code = z.string().trim().min(1).max(64);
/** Shipping goods and deciding returns: group administrators and hotel managers (as handing goods over). */
const FULFILLERS: readonly StaffRole[] = ['groupAdmin', 'hotelManager'];
const done = z.object({ done: z.literal(true) });

/** Shipping and returns of mall goods under `/api/v1/admin/mall`; every change writes an audit row in its transaction. */
export const mallShippingAdminRoutes =
  (deps: {
    shipping: Pick<MallShipping, 'ship' | 'decideReturn' | 'listReturns'>;
    access: StaffAccess;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { shipping, access } = deps;
    access.enforceOn(app);
    const auditFor =
      (request: FastifyRequest): MallAudit =>
      (tx, entry) =>
        recordAudit(tx, { staff: access.staffOf(request), ...entry });
    const guarded = { onRequest: access.guard(FULFILLERS) };
    const staffOf = (request: FastifyRequest) => access.staffOf(request).staff.staffId;

    app.post(
      '/mall/orders/:orderId/ship',
      {
        ...guarded,
        schema: { params: z.object({ orderId: code }), body: goodsOrderShipSchema, response: { 200: envelope(done) } },
      },
      async (request) => {
        await shipping.ship(request.params.orderId, request.body, `staff:${staffOf(request)}`, auditFor(request));
        return ok({ done: true as const });
      },
    );
    app.get(
      '/mall/returns',
      {
        ...guarded,
        schema: { querystring: adminReturnQuerySchema, response: { 200: envelope(adminReturnPageSchema) } },
      },
      async (request) => {
        const { page, size, status } = request.query;
        return ok(await shipping.listReturns({ status }, page, size, request.lang));
      },
    );
    app.post(
      '/mall/returns/:requestId/decision',
      {
        ...guarded,
        schema: {
          params: z.object({ requestId: code }),
          body: returnDecisionSchema,
          response: { 200: envelope(done) },
        },
      },
      async (request) => {
        await shipping.decideReturn(request.params.requestId, request.body, staffOf(request), auditFor(request));
        return ok({ done: true as const });
      },
    );
  };
