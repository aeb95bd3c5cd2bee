import { dashboardQuerySchema, dashboardSchema } from '@hotel/contract/schemas/admin-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { AdminDeps } from './admin.routes.ts';
import { allHotels, assertHotel, STAFF_AREAS, type StaffPrincipal } from './staff-access.ts';

/** The day's work of one of the staff member's hotels, shown on sign-in to everyone who runs reservations. */
export const adminDashboardRoutes =
  (deps: AdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** The hotel a dashboard opens on: the staff member's first, for a group administrator the group's first. */
    const firstHotelOf = async (principal: StaffPrincipal) =>
      principal.hotelCodes[0] ??
      (allHotels(principal) ? (await deps.catalogAdmin.listHotelsForAdmin(null))[0]?.hotelCode : undefined);
    app.get(
      '/dashboard',
      {
        onRequest: deps.access.guard(STAFF_AREAS.reservations),
        schema: { querystring: dashboardQuerySchema, response: { 200: envelope(dashboardSchema) } },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const hotelCode = request.query.hotelCode ?? (await firstHotelOf(principal));
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
