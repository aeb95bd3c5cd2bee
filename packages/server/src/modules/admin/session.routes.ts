import { auditQuerySchema, staffSignInSchema } from '@hotel/contract/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { SiteService } from '../site/site.service.ts';
import { listAudit } from './audit.ts';
import { STAFF_AREAS, type StaffAccess, staffMe } from './staff-access.ts';

/** Staff sign-in and sign-out, who is signed in, and the audit log. */
export const adminSessionRoutes =
  (deps: { db: Db; access: StaffAccess; sites: SiteService; rateLimitPerMinute: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: '1 minute' } };

    app.post('/session', { config: limited, schema: { body: staffSignInSchema } }, async (request, reply) => {
      const site = await deps.sites.siteForHost(request.hostname);
      const client = { ip: request.ip ?? '', userAgent: String(request.headers['user-agent'] ?? '') };
      const created = await deps.access.signIn(request.body, site.lockoutThreshold, client);
      deps.access.setCookie(reply, created.token);
      return ok({ token: created.token, expiresAt: created.expiresAt.toISOString(), staff: staffMe(created.principal) });
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
  };
