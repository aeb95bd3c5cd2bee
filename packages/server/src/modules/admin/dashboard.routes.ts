import { dashboardQuerySchema, dashboardSchema } from '@hotel/contract/schemas/admin-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { AdminDeps } from './admin.routes.ts';
import { assertHotel, STAFF_AREAS } from './staff-access.ts';

/** The day's work of one of the staff member's hotels, shown on sign-in to everyone who runs reservations. */
export const adminDashboardRoutes =
  (deps: AdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dashboard',
      {
        onRequest: deps.access.guard(STAFF_AREAS.reservations),
        schema: { querystring: dashboardQuerySchema, response: { 200: envelope(dashboardSchema) } },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const hotelCode = request.query.hotelCode ?? principal.hotelCodes[0];
        if (!hotelCode) throw new AppError('hotelNotFound');
        assertHotel(principal, hotelCode);
        return ok(
          await deps.bookingAdmin.hotelDashboard(hotelCode, deps.now(), request.lang, (range) =>
            deps.catalogAdmin.occupancyReport(range, null),
          ),
        );
      },
    );
  };
