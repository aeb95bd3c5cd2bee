import { HistoryReason } from '@hotel/contract/enums';
import { minorUnitsOf } from '@hotel/contract/money';
import {
  partRefundInputSchema,
  type ReservationAction,
  reservationActionResultSchema,
  reservationActionSchema,
  reservationDetailSchema,
  reservationPageSchema,
  reservationParamsSchema,
  reservationSearchSchema,
} from '@hotel/contract/schemas/admin-reservations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/transactions.ts';
import type { OrderRow } from '../booking/booking.module.ts';
import type { AdminDeps } from './admin.routes.ts';
import { recordAudit } from './audit.ts';
import { createReservationDetails } from './reservation-details.ts';
import { assertHotel, assertRole, hotelScopeOf, STAFF_AREAS, type StaffPrincipal } from './staff-access.ts';

/** Who may give part of an online payment back (the README's table): not front desk. */
export const PART_REFUND_ROLES = ['groupAdmin', 'hotelManager'] as const;
export const canPartRefund = (principal: StaffPrincipal) =>
  (PART_REFUND_ROLES as readonly string[]).includes(principal.role);

/** What an action may change: the status, and on an early departure the stay's end and its price. */
const stayOf = (order: OrderRow) => ({
  confirmationNumber: order.confirmationNumber,
  status: order.status,
  refundLabel: order.refundLabel,
  checkOutDate: order.checkOutDate,
  nights: order.nights,
  totalAmount: order.totalAmount,
  payAmount: order.payAmount,
  currency: order.currency,
});

const PATHS: Record<ReservationAction, string> = {
  checkIn: 'check-in',
  checkOut: 'check-out',
  noShow: 'no-show',
  cancel: 'cancel',
};

/** Reservations of the staff's hotels: search, detail with history, check in and out, no-show, cancel with refund. */
export const adminReservationRoutes =
  (deps: AdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { detailOf, withBookedBy } = createReservationDetails(deps);
    const guard = deps.access.guard(STAFF_AREAS.reservations);
    const staffOf = (request: FastifyRequest) => deps.access.staffOf(request);
    /** The order, or 404; 403 when it belongs to a hotel the staff member does not work for. */
    async function reservationFor(principal: StaffPrincipal, transactionId: string) {
      const order = await deps.bookingAdmin.findReservation(transactionId);
      assertHotel(principal, order.hotelCode);
      return order;
    }

    const audit = (principal: StaffPrincipal, action: string) => (tx: Tx, before: OrderRow, after: OrderRow) =>
      recordAudit(tx, {
        staff: principal,
        action,
        entityType: 'reservation',
        entityId: before.transactionId,
        hotelCode: before.hotelCode,
        before: stayOf(before),
        after: { ...stayOf(after), cancellationNumber: after.cancellationNumber },
      });

    app.get(
      '/reservations',
      {
        onRequest: guard,
        schema: { querystring: reservationSearchSchema, response: { 200: envelope(reservationPageSchema) } },
      },
      async (request) => {
        const principal = staffOf(request);
        if (request.query.hotelCode) assertHotel(principal, request.query.hotelCode);
        const page = await deps.bookingAdmin.searchReservations(request.query, hotelScopeOf(principal), request.lang);
        return ok({ ...page, list: await withBookedBy(page.list) });
      },
    );

    app.get(
      '/reservations/:transactionId',
      {
        onRequest: guard,
        schema: { params: reservationParamsSchema, response: { 200: envelope(reservationDetailSchema) } },
      },
      async (request) => {
        const order = await reservationFor(staffOf(request), request.params.transactionId);
        return ok(await detailOf(order, request.lang, { canRefund: canPartRefund(staffOf(request)) }));
      },
    );

    for (const action of ['checkIn', 'checkOut', 'noShow'] as const) {
      app.post(
        `/reservations/:transactionId/${PATHS[action]}`,
        {
          onRequest: guard,
          schema: {
            params: reservationParamsSchema,
            body: reservationActionSchema.optional(),
            response: { 200: envelope(reservationActionResultSchema) },
          },
        },
        async (request) => {
          const principal = staffOf(request);
          const order = await reservationFor(principal, request.params.transactionId);
          const after = await deps.bookingAdmin.moveReservation(order, action, {
            actor: `staff:${principal.staff.staffId}`,
            reason: { code: HistoryReason[action], note: request.body?.reason },
            now: deps.now(),
            audit: audit(principal, `reservation.${action}`),
            canRefund: canPartRefund(principal),
          });
          // Points and growth once per completed stay: the loyalty ledger's unique row decides.
          const credited = action === 'checkOut' ? await deps.loyalty.creditCompletedStay(after.transactionId) : null;
          return ok({
            reservation: await detailOf(after, request.lang, { canRefund: canPartRefund(principal) }),
            credited,
          });
        },
      );
    }

    app.post(
      '/reservations/:transactionId/cancel',
      {
        onRequest: guard,
        schema: {
          params: reservationParamsSchema,
          body: reservationActionSchema.optional(),
          response: { 200: envelope(reservationActionResultSchema) },
        },
      },
      async (request) => {
        const principal = staffOf(request);
        const order = await reservationFor(principal, request.params.transactionId);
        let after: OrderRow;
        try {
          after = await deps.cancellation.cancelOrder(
            order.transactionId,
            `staff:${principal.staff.staffId}`,
            { code: HistoryReason.cancelledByHotel, note: request.body?.reason },
            { byHotel: true, audit: audit(principal, 'reservation.cancel') },
          );
        } catch (error) {
          if (
            error instanceof AppError &&
            (error.codeName === 'cancellationFailed' || error.codeName === 'illegalRequest')
          ) {
            throw new AppError('illegalOrderTransition', { status: order.status, action: 'cancel' });
          }
          throw error;
        }
        return ok({
          reservation: await detailOf(after, request.lang, { canRefund: canPartRefund(principal) }),
          credited: null,
        });
      },
    );
    app.post(
      '/reservations/:transactionId/refunds',
      {
        onRequest: guard,
        schema: {
          params: reservationParamsSchema,
          body: partRefundInputSchema,
          response: { 200: envelope(reservationActionResultSchema) },
        },
      },
      async (request) => {
        const principal = staffOf(request);
        assertRole(principal, PART_REFUND_ROLES);
        const order = await reservationFor(principal, request.params.transactionId);
        const refunds = deps.bookingAdmin.partRefunds;
        if (!refunds) throw new AppError('refundNothingPaid');
        // The schema accepted the text only as a positive amount of the currency's minor units.
        const amount = minorUnitsOf(request.body.amount, request.body.currency)!;
        await refunds.refundPart(
          order.transactionId,
          { amount, currency: request.body.currency, reason: request.body.reason },
          {
            actor: `staff:${principal.staff.staffId}`,
            audit: (tx, before, refund) =>
              recordAudit(tx, {
                staff: principal,
                action: 'reservation.refund',
                entityType: 'reservation',
                entityId: before.transactionId,
                hotelCode: before.hotelCode,
                before: { paid: refund.paid, left: refund.left + refund.amount, currency: refund.currency },
                after: {
                  confirmationNumber: before.confirmationNumber,
                  refundId: refund.refundId,
                  amount: refund.amount,
                  currency: refund.currency,
                  left: refund.left,
                  reason: request.body.reason,
                },
              }),
          },
        );
        const after = await deps.bookingAdmin.findReservation(order.transactionId);
        return ok({
          reservation: await detailOf(after, request.lang, { canRefund: true }),
          credited: null,
        });
      },
    );
  };
