import {
  adjustmentDecisionResultSchema,
  adjustmentDecisionSchema,
  adjustmentPageSchema,
  adjustmentParamsSchema,
  adjustmentQuerySchema,
  adminMemberDetailSchema,
  adminMemberPageSchema,
  type MemberAdjustmentResult,
  memberAdjustmentResultSchema,
  memberAdjustmentSchema,
  memberParamsSchema,
  memberSearchSchema,
} from '@hotel/contract/schemas/admin-members';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import type { AdminDeps } from './admin.routes.ts';
import { hotelScopeOf, STAFF_AREAS } from './staff-access.ts';

/**
 * Members: search and view (front desk too), points and growth corrections (above a hotel manager's caps
 * a group administrator approves them), unlocking a locked account. Hotel staff see only members who
 * have a reservation at their hotels.
 */
export const adminMemberRoutes =
  (deps: AdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const readers = { onRequest: deps.access.guard(STAFF_AREAS.members) };
    const loyalty = { onRequest: deps.access.guard(STAFF_AREAS.loyalty) };
    const group = { onRequest: deps.access.guard(STAFF_AREAS.group) };
    const scopeOf = (request: FastifyRequest) => hotelScopeOf(deps.access.staffOf(request));
    const detailOf = async (request: FastifyRequest, memberId: string) => {
      const scope = scopeOf(request);
      const member = await deps.memberAdmin.findMemberForAdmin(memberId, scope);
      return deps.memberAdmin.memberDetail(deps.loyalty, member, deps.now(), scope);
    };

    app.get(
      '/members',
      { ...readers, schema: { querystring: memberSearchSchema, response: { 200: envelope(adminMemberPageSchema) } } },
      async (request) => ok(await deps.memberAdmin.searchMembers(request.query, deps.now(), scopeOf(request))),
    );

    app.get(
      '/members/:memberId',
      { ...readers, schema: { params: memberParamsSchema, response: { 200: envelope(adminMemberDetailSchema) } } },
      async (request) => ok(await detailOf(request, request.params.memberId)),
    );

    app.post(
      '/members/:memberId/adjustments',
      {
        ...loyalty,
        schema: {
          params: memberParamsSchema,
          body: memberAdjustmentSchema,
          response: { 200: envelope(memberAdjustmentResultSchema) },
        },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const member = await deps.memberAdmin.findMemberForAdmin(request.params.memberId, hotelScopeOf(principal));
        const adjustment = await deps.records.requestAdjustment(
          deps.loyalty,
          principal,
          member,
          request.body,
          deps.now(),
        );
        return ok<MemberAdjustmentResult>({ ...(await detailOf(request, member.memberId)), adjustment });
      },
    );

    app.get(
      '/adjustments',
      { ...loyalty, schema: { querystring: adjustmentQuerySchema, response: { 200: envelope(adjustmentPageSchema) } } },
      async (request) => ok(await deps.records.listAdjustments(deps.access.staffOf(request), request.query)),
    );

    app.post(
      '/adjustments/:requestId/decision',
      {
        ...group,
        schema: {
          params: adjustmentParamsSchema,
          body: adjustmentDecisionSchema,
          response: { 200: envelope(adjustmentDecisionResultSchema) },
        },
      },
      async (request) =>
        ok(
          await deps.records.decideAdjustment(
            deps.loyalty,
            deps.access.staffOf(request),
            request.params.requestId,
            request.body.approve,
            deps.now(),
          ),
        ),
    );

    app.post(
      '/members/:memberId/unlock',
      { ...readers, schema: { params: memberParamsSchema, response: { 200: envelope(adminMemberDetailSchema) } } },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const member = await deps.memberAdmin.findMemberForAdmin(request.params.memberId, hotelScopeOf(principal));
        await deps.records.unlockMember(principal, member);
        return ok(await detailOf(request, member.memberId));
      },
    );
  };
