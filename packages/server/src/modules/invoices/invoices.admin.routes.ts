import { STAFF_AREAS } from '@hotel/contract/schemas/admin';
import {
  adminInvoiceQuerySchema,
  invoiceIssueSchema,
  invoiceRequestPageSchema,
  invoiceRequestSchema,
} from '@hotel/contract/schemas/stay';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit, type StaffAccess } from '../admin/admin.module.ts';
import type { Invoices } from './invoices.service.ts';

/** The hotels a staff member works for: null for group administrators (every hotel). */
export function hotelsOfStaff(principal: { role: string; hotelCodes: string[] }): string[] | null {
  return principal.role === 'groupAdmin' ? null : principal.hotelCodes;
}

/** Invoice requests in the back office (`/api/v1/admin/invoices`): the front desk and managers of the hotel. */
export const invoiceAdminRoutes =
  (deps: { invoices: Invoices; access: StaffAccess }): FastifyPluginAsyncZod =>
  async (app) => {
    const { access } = deps;
    access.enforceOn(app);
    const guard = { onRequest: access.guard(STAFF_AREAS.reservations) };

    app.get(
      '/invoices',
      {
        ...guard,
        schema: { querystring: adminInvoiceQuerySchema, response: { 200: envelope(invoiceRequestPageSchema) } },
      },
      async (request) => ok(await deps.invoices.list(hotelsOfStaff(access.staffOf(request)), request.query)),
    );
    app.post(
      '/invoices/:requestId/issue',
      {
        ...guard,
        schema: {
          params: z.object({ requestId: z.string().trim().min(1).max(64) }),
          body: invoiceIssueSchema,
          response: { 200: envelope(invoiceRequestSchema) },
        },
      },
      async (request) => {
        const principal = access.staffOf(request);
        const hotels = hotelsOfStaff(principal);
        const staff = {
          staffId: principal.staff.staffId,
          canSee: (hotelCode: string) => {
            if (hotels && !hotels.includes(hotelCode)) throw new AppError('noRecordFound');
          },
        };
        return ok(
          await deps.invoices.issue(request.params.requestId, request.body.invoiceNumber, staff, (tx, entry) =>
            recordAudit(tx, { staff: principal, entityType: 'invoiceRequest', ...entry }),
          ),
        );
      },
    );
  };
