import {
  type DeskCreated,
  type DeskMember,
  type DeskOffers,
  type DeskStay,
  deskBookingCreateSchema,
  deskBookingPaths,
  deskCreatedSchema,
  deskMemberQuerySchema,
  deskMemberSchema,
  deskOffersSchema,
  deskQuoteRequestSchema,
  deskQuoteSchema,
  deskStaySchema,
} from '@hotel/contract/schemas/admin-desk-booking';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { DeskActor, DeskRefusal } from '../booking/booking.module.ts';
import type { AdminDeps } from './admin.routes.ts';
import { recordAudit } from './audit.ts';
import { assertHotel, STAFF_AREAS, type StaffPrincipal } from './staff-access.ts';

/**
 * "New reservation" at the desk (ADR 0021): the front desk, hotel managers and group administrators
 * book a phone or walk-in guest at a hotel of theirs, through the booking module's desk service (the
 * guest site's pricing and booking), the staff member and channel kept on the order, its history and
 * an audit row `reservation.create`.
 */
export const adminDeskBookingRoutes =
  (deps: AdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const desk = deps.bookingAdmin.desk;
    if (!desk) return;
    const guard = deps.access.guard(STAFF_AREAS.reservations);

    /** The staff member, refused (403) for a hotel they do not work for, and the member attached checked. */
    async function actorFor(
      request: FastifyRequest,
      stay: DeskStay,
    ): Promise<{ principal: StaffPrincipal; actor: DeskActor }> {
      const principal = deps.access.staffOf(request);
      assertHotel(principal, stay.hotelCode);
      if (stay.memberId && !(await deps.records.memberCardsOf([stay.memberId])).has(stay.memberId)) {
        throw fieldError('memberId', 'validation.deskMemberReference');
      }
      return {
        principal,
        actor: {
          staffId: principal.staff.staffId,
          lang: request.lang,
          site: await deps.sites.siteForHost(request.hostname),
          now: deps.now(),
        },
      };
    }
    const said = (request: FastifyRequest, refusal: DeskRefusal | null) =>
      refusal ? { code: refusal.code, message: request.t(refusal.key, refusal.values) } : null;

    app.post(
      deskBookingPaths.offers,
      { onRequest: guard, schema: { body: deskStaySchema, response: { 200: envelope(deskOffersSchema) } } },
      async (request) => {
        const { actor } = await actorFor(request, request.body);
        const found = await desk.offers(request.body, actor);
        return ok<DeskOffers>({
          currency: found.currency,
          offers: found.offers.map((offer) => ({
            ...offer,
            currency: found.currency,
            refusal: said(request, offer.refusal),
          })),
        });
      },
    );

    app.post(
      deskBookingPaths.quote,
      { onRequest: guard, schema: { body: deskQuoteRequestSchema, response: { 200: envelope(deskQuoteSchema) } } },
      async (request) => {
        const { actor } = await actorFor(request, request.body);
        return ok(await desk.quote(request.body, actor));
      },
    );

    app.post(
      deskBookingPaths.create,
      { onRequest: guard, schema: { body: deskBookingCreateSchema, response: { 200: envelope(deskCreatedSchema) } } },
      async (request) => {
        const { principal, actor } = await actorFor(request, request.body);
        const booked = await desk.create(request.body, actor, (tx, order) =>
          recordAudit(tx, {
            staff: principal,
            action: 'reservation.create',
            entityType: 'reservation',
            entityId: order.transactionId,
            hotelCode: order.hotelCode,
            before: null,
            after: {
              confirmationNumber: order.confirmationNumber,
              channel: order.channel,
              status: order.status,
              checkInDate: order.checkInDate,
              checkOutDate: order.checkOutDate,
              roomTypeCode: order.roomTypeCode,
              ratePlanCode: order.ratePlanCode,
              roomCount: order.roomCount,
              memberId: order.memberId,
              totalAmount: order.totalAmount,
              payAmount: order.payAmount,
              currency: order.currency,
            },
          }),
        );
        const { order } = booked;
        return ok<DeskCreated>({
          transactionId: order.transactionId,
          confirmationNumber: order.confirmationNumber,
          status: order.status,
          channel: order.channel as DeskCreated['channel'],
          currency: order.currency,
          totalAmount: order.totalAmount,
          payAmount: order.payAmount,
          pointsEarnedEstimate: booked.pointsEarnedEstimate,
          mailed: booked.mailed,
        });
      },
    );

    /**
     * A member found by the exact card number, phone or e-mail the guest tells, to book for them. Any
     * hotel's desk may find any member this way (nothing is listed; a guess must be the whole reference).
     */
    app.get(
      deskBookingPaths.member,
      {
        onRequest: guard,
        schema: { querystring: deskMemberQuerySchema, response: { 200: envelope(deskMemberSchema) } },
        config: { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: '1 minute' } },
      },
      async (request) => {
        let member: Awaited<ReturnType<AdminDeps['memberAdmin']['findMemberByReference']>>;
        try {
          member = await deps.memberAdmin.findMemberByReference(request.query.reference, null);
        } catch (error) {
          if (error instanceof AppError && error.statusCode === 404) throw new AppError('userNotFound');
          throw error;
        }
        const tier = await deps.loyalty.tierOf(member.memberId, member.siteCode);
        return ok<DeskMember>({
          memberId: member.memberId,
          name: `${member.firstName} ${member.lastName}`.trim(),
          cardNumber: member.cardNumber,
          tier: tier.tier,
          email: member.email ?? null,
          phone: member.phone ?? null,
          mobileCountryNumber: member.mobileCountryNumber ?? null,
        });
      },
    );
  };
