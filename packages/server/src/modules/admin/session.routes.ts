import {
  auditQuerySchema,
  staffCreateSchema,
  staffParamsSchema,
  staffSignInSchema,
  staffUpdateSchema,
} from '@hotel/contract/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { SiteService } from '../site/site.service.ts';
import { listAudit } from './audit.ts';
import { createStaff, listStaff, updateStaff } from './staff.admin.ts';
import { STAFF_AREAS, type StaffAccess, staffMe } from './staff-access.ts';

/** Staff sign-in and sign-out, who is signed in, and the audit log. */
export const adminSessionRoutes =
  (deps: {
    db: Db;
    access: StaffAccess;
    sites: SiteService;
    now: () => Date;
    rateLimitPerMinute: number;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: '1 minute' } };

    app.post('/session', { config: limited, schema: { body: staffSignInSchema } }, async (request, reply) => {
      const site = await deps.sites.siteForHost(request.hostname);
      const client = { ip: request.ip ?? '', userAgent: String(request.headers['user-agent'] ?? '') };
      const created = await deps.access.signIn(request.body, site.lockoutThreshold, client);
      deps.access.setCookie(reply, created.token);
      return ok({
        token: created.token,
        expiresAt: created.expiresAt.toISOString(),
        staff: staffMe(created.principal),
      });
    });

    app.delete('/session', async (request, reply) => {
      await deps.access.signOut(request);
      deps.access.clearCookie(reply);
      return ok({ signedOut: true });
    });

    app.get('/me', { preHandler: deps.access.guard() }, async (request) => ok(staffMe(deps.access.staffOf(request))));

    app.get(
      '/audit',
      { preHandler: deps.access.guard(STAFF_AREAS.reports), schema: { querystring: auditQuerySchema } },
      async (request) => ok(await listAudit(deps.db, deps.access.staffOf(request), request.query)),
    );

    // Staff accounts: group administrators only.
    const group = { preHandler: deps.access.guard(STAFF_AREAS.group) };
    app.get('/staff', group, async () => ok(await listStaff(deps.db, deps.now())));
    app.post('/staff', { ...group, schema: { body: staffCreateSchema } }, async (request) =>
      ok(await createStaff(deps.db, deps.access.staffOf(request), request.body, deps.now())),
    );
    app.put(
      '/staff/:staffId',
      { ...group, schema: { params: staffParamsSchema, body: staffUpdateSchema } },
      async (request) =>
        ok(await updateStaff(deps.db, deps.access.staffOf(request), request.params.staffId, request.body, deps.now())),
    );
  };
