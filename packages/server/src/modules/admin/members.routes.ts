import { memberAdjustmentSchema, memberParamsSchema, memberSearchSchema } from '@hotel/contract/schemas/admin-members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import { findMemberForAdmin, memberDetail, searchMembers, unlockMember } from '../member/members.admin.ts';
import type { AdminDeps } from './admin.routes.ts';
import { recordAudit } from './audit.ts';
import { STAFF_AREAS } from './staff-access.ts';

/** Members: search and view (front desk too), points and growth corrections, unlocking a locked account. */
export const adminMemberRoutes =
  (deps: AdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const readers = { onRequest: deps.access.guard(STAFF_AREAS.members) };
    const loyalty = { onRequest: deps.access.guard(STAFF_AREAS.loyalty) };

    app.get('/members', { ...readers, schema: { querystring: memberSearchSchema } }, async (request) =>
      ok(await searchMembers(deps.db, request.query, deps.now())),
    );

    app.get('/members/:memberId', { ...readers, schema: { params: memberParamsSchema } }, async (request) => {
      const member = await findMemberForAdmin(deps.db, request.params.memberId);
      return ok(await memberDetail(deps.db, deps.loyalty, member, deps.now()));
    });

    app.post(
      '/members/:memberId/adjustments',
      { ...loyalty, schema: { params: memberParamsSchema, body: memberAdjustmentSchema } },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const member = await findMemberForAdmin(deps.db, request.params.memberId);
        const { kind, delta, reason } = request.body;
        await deps.db.transaction(async (txn) => {
          const tx = txn as unknown as Db;
          const before = kind === 'points' ? member.pointsBalance : await deps.loyalty.growthOf(tx, member.memberId);
          const after =
            kind === 'points'
              ? await deps.loyalty.adjustPoints(tx, member.memberId, delta, reason)
              : await deps.loyalty.adjustGrowth(tx, member.memberId, delta, reason);
          await recordAudit(tx, {
            staff: principal,
            action: `member.adjust${kind === 'points' ? 'Points' : 'Growth'}`,
            entityType: 'member',
            entityId: member.memberId,
            before: { [kind]: before },
            after: { [kind]: after, delta, reason },
          });
        });
        const fresh = await findMemberForAdmin(deps.db, member.memberId);
        return ok(await memberDetail(deps.db, deps.loyalty, fresh, deps.now()));
      },
    );

    app.post('/members/:memberId/unlock', { ...readers, schema: { params: memberParamsSchema } }, async (request) => {
      const principal = deps.access.staffOf(request);
      const member = await findMemberForAdmin(deps.db, request.params.memberId);
      await deps.db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        await unlockMember(tx, member.memberId);
        await recordAudit(tx, {
          staff: principal,
          action: 'member.unlock',
          entityType: 'member',
          entityId: member.memberId,
          before: { failedLogins: member.failedLogins, lockedUntil: member.lockedUntil },
          after: { failedLogins: 0, lockedUntil: null },
        });
      });
      const fresh = await findMemberForAdmin(deps.db, member.memberId);
      return ok(await memberDetail(deps.db, deps.loyalty, fresh, deps.now()));
    });
  };
