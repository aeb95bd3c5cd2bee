import {
  type AuditActions,
  auditActionsSchema,
  auditPageSchema,
  auditQuerySchema,
  type StaffRecoveryCodes,
  type StaffSecondFactorSetup,
  secondFactorResetSchema,
  staffAccountListSchema,
  staffAccountSchema,
  staffCreateSchema,
  staffMeSchema,
  staffParamsSchema,
  staffRecoveryCodesSchema,
  staffSecondFactorConfirmSchema,
  staffSecondFactorSetupSchema,
  staffSessionSchema,
  staffSignInSchema,
  staffUpdateSchema,
} from '@hotel/contract/schemas/admin';
import { signedOutSchema } from '@hotel/contract/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { SiteService } from '../site/site.module.ts';
import type { AdminDeps } from './admin.routes.ts';
import { nameAuditEntries } from './audit-names.ts';
import { STAFF_AREAS, type StaffAccess, staffMe } from './staff-access.ts';
import type { StaffRecords } from './staff-records.ts';

/** Staff sign-in and sign-out, who is signed in, and the audit log. */
export const adminSessionRoutes =
  (deps: {
    records: StaffRecords;
    catalogAdmin: AdminDeps['catalogAdmin'];
    bookingAdmin: AdminDeps['bookingAdmin'];
    access: StaffAccess;
    sites: SiteService;
    now: () => Date;
    rateLimitPerMinute: number;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const rateLimited = { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: '1 minute' } };
    const limited = { ...rateLimited, staffPublic: true };
    const threshold = async (hostname: string) => (await deps.sites.siteForHost(hostname)).lockoutThreshold;

    app.post(
      '/session',
      { config: limited, schema: { body: staffSignInSchema, response: { 200: envelope(staffSessionSchema) } } },
      async (request, reply) => {
        const client = { ip: request.ip ?? '', userAgent: String(request.headers['user-agent'] ?? '') };
        const created = await deps.access.signIn(request.body, await threshold(request.hostname), client);
        deps.access.setCookie(reply, created.token);
        return ok({
          token: created.token,
          expiresAt: created.expiresAt.toISOString(),
          staff: staffMe(created.principal),
        });
      },
    );

    app.delete(
      '/session',
      { schema: { response: { 200: envelope(signedOutSchema) } }, config: { staffPublic: true } },
      async (request, reply) => {
        await deps.access.signOut(request);
        deps.access.clearCookie(reply);
        return ok({ signedOut: true });
      },
    );

    // Who am I and the second factor: open to a group administrator who still has to enrol.
    const enrolling = {
      onRequest: deps.access.guard(STAFF_AREAS.anyone, { beforeEnrolment: true }),
      config: rateLimited,
    };
    app.get(
      '/me',
      { onRequest: enrolling.onRequest, schema: { response: { 200: envelope(staffMeSchema) } } },
      async (request) => ok(staffMe(deps.access.staffOf(request))),
    );

    app.post(
      '/me/second-factor/setup',
      { ...enrolling, schema: { response: { 200: envelope(staffSecondFactorSetupSchema) } } },
      async (request) => ok<StaffSecondFactorSetup>(await deps.access.beginEnrolment(deps.access.staffOf(request))),
    );

    app.post(
      '/me/second-factor/confirm',
      {
        ...enrolling,
        schema: { body: staffSecondFactorConfirmSchema, response: { 200: envelope(staffRecoveryCodesSchema) } },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const recoveryCodes = await deps.access.confirmEnrolment(
          principal,
          request.body.code,
          await threshold(request.hostname),
        );
        await deps.records.recordAudit({
          staff: principal,
          action: 'staff.secondFactorEnrolled',
          entityType: 'staff',
          entityId: principal.staff.staffId,
          before: { secondFactor: false },
          after: { secondFactor: true },
        });
        return ok<StaffRecoveryCodes>({ recoveryCodes });
      },
    );

    app.get(
      '/audit',
      {
        onRequest: deps.access.guard(STAFF_AREAS.reports),
        schema: { querystring: auditQuerySchema, response: { 200: envelope(auditPageSchema) } },
      },
      async (request) =>
        ok(
          await nameAuditEntries(
            deps,
            await deps.records.listAudit(deps.access.staffOf(request), request.query),
            request.lang,
          ),
        ),
    );

    app.get(
      '/audit/actions',
      {
        onRequest: deps.access.guard(STAFF_AREAS.reports),
        schema: { response: { 200: envelope(auditActionsSchema) } },
      },
      async (request) =>
        ok<AuditActions>({ actions: await deps.records.listAuditActions(deps.access.staffOf(request)) }),
    );

    // Staff accounts: group administrators only.
    const group = { onRequest: deps.access.guard(STAFF_AREAS.group) };
    app.get('/staff', { ...group, schema: { response: { 200: envelope(staffAccountListSchema) } } }, async () =>
      ok(await deps.records.listStaff(deps.now())),
    );
    app.post(
      '/staff',
      { ...group, schema: { body: staffCreateSchema, response: { 200: envelope(staffAccountSchema) } } },
      async (request) => ok(await deps.records.createStaff(deps.access.staffOf(request), request.body, deps.now())),
    );
    app.put(
      '/staff/:staffId',
      {
        ...group,
        schema: { params: staffParamsSchema, body: staffUpdateSchema, response: { 200: envelope(staffAccountSchema) } },
      },
      async (request) =>
        ok(
          await deps.records.updateStaff(
            deps.access.staffOf(request),
            request.params.staffId,
            request.body,
            deps.now(),
          ),
        ),
    );

    // A lost phone: a group administrator removes another account's second factor (it enrols again).
    // Never one's own: a borrowed session could otherwise swap the authenticator for its own.
    app.delete(
      '/staff/:staffId/second-factor',
      { ...group, schema: { params: staffParamsSchema, response: { 200: envelope(secondFactorResetSchema) } } },
      async (request) => {
        const principal = deps.access.staffOf(request);
        if (request.params.staffId === principal.staff.staffId) throw new AppError('forbidden');
        const account = await deps.records.findStaffAccount(request.params.staffId);
        await deps.records.resetSecondFactor(principal, account, deps.now());
        return ok({ reset: true });
      },
    );
  };
