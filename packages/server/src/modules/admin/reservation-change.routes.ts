import { reservationDetailSchema, reservationParamsSchema } from '@hotel/contract/schemas/admin-reservations';
import {
  type OrderChangeQuote,
  orderChangeApplySchema,
  orderChangeQuoteSchema,
  orderChangeSchema,
} from '@hotel/contract/schemas/orderChange';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import type { ChangeActor, OrderRow } from '../booking/booking.module.ts';
import type { AdminDeps } from './admin.routes.ts';
import { recordAudit } from './audit.ts';
import { createReservationDetails } from './reservation-details.ts';
import { canPartRefund } from './reservations.routes.ts';
import { assertHotel, STAFF_AREAS, type StaffPrincipal } from './staff-access.ts';

/** What the audit keeps of a change: the stay and the amounts before and after. */
const stayOf = (order: OrderRow) => ({
  checkInDate: order.checkInDate,
  checkOutDate: order.checkOutDate,
  roomTypeCode: order.roomTypeCode,
  ratePlanCode: order.ratePlanCode,
  adultsPerRoom: order.adultsPerRoom,
  childrenPerRoom: order.childrenPerRoom,
  totalAmount: order.totalAmount,
  payAmount: order.payAmount,
  version: order.version,
});

/**
 * "Modify" in the reservation detail: the same booking-change service as the guest's order page, the
 * staff member recorded in the history and the audit log, the rate's change policy left to the hotel.
 */
export const adminReservationChangeRoutes =
  (deps: AdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const changes = deps.bookingAdmin.changes;
    if (!changes) return;
    const guard = deps.access.guard(STAFF_AREAS.reservations);
    const { detailOf } = createReservationDetails(deps);

    async function staffChange(transactionId: string, request: FastifyRequest) {
      const principal: StaffPrincipal = deps.access.staffOf(request);
      const order = await deps.bookingAdmin.findReservation(transactionId);
      assertHotel(principal, order.hotelCode);
      const who: ChangeActor = {
        actor: `staff:${principal.staff.staffId}`,
        byHotel: true,
        lang: request.lang,
        site: await deps.sites.siteForHost(request.hostname),
        audit: (tx, before, after) =>
          recordAudit(tx, {
            staff: principal,
            action: 'reservation.modify',
            entityType: 'reservation',
            entityId: before.transactionId,
            hotelCode: before.hotelCode,
            before: stayOf(before),
            after: stayOf(after),
          }),
      };
      return { order, who };
    }

    app.post(
      '/reservations/:transactionId/change/quote',
      {
        onRequest: guard,
        schema: {
          params: reservationParamsSchema,
          body: orderChangeSchema,
          response: { 200: envelope(orderChangeQuoteSchema) },
        },
      },
      async (request) => {
        const { order, who } = await staffChange(request.params.transactionId, request);
        return ok<OrderChangeQuote>(await changes.quote(order.transactionId, request.body, who));
      },
    );

    app.post(
      '/reservations/:transactionId/change',
      {
        onRequest: guard,
        schema: {
          params: reservationParamsSchema,
          body: orderChangeApplySchema,
          response: { 200: envelope(reservationDetailSchema) },
        },
      },
      async (request) => {
        const { order, who } = await staffChange(request.params.transactionId, request);
        const after = await changes.apply(order.transactionId, request.body, who);
        return ok(await detailOf(after, request.lang, { canRefund: canPartRefund(deps.access.staffOf(request)) }));
      },
    );
  };
