import { HistoryReason } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { isSameBookerMobile } from '@hotel/contract/phone';
import { languageSchema } from '@hotel/contract/schemas/common';
import { isProfileComplete } from '@hotel/contract/schemas/member';
import {
  type OrderDetail,
  orderCancelSchema,
  orderCreateSchema,
  orderDetailSchema,
  orderPaymentSchema,
  orderSearchSchema,
} from '@hotel/contract/schemas/order';
import {
  type CallbackStatus,
  type CancelResult,
  type CreatedOrder,
  callbackStatusSchema,
  cancelResultSchema,
  createdOrderSchema,
  type OrderQuote,
  orderQuoteSchema,
  type StartedPayment,
  startedPaymentSchema,
} from '@hotel/contract/schemas/orderFlow';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { MemberAuth } from '../member/member.module.ts';
import { paymentClient } from '../payments/payments.module.ts';
import type { SiteService } from '../site/site.module.ts';
import type { BookingService } from './booking.service.ts';
import type { CancellationService } from './cancellation.ts';
import { ensureGuestSession, guestSessionOf, scopedIdempotencyKey } from './client-scope.ts';
import { assertOrderAccess } from './member-orders.ts';
import { type OrderReads, type OrderRow, type PointsEstimator, refundOf } from './orders.view.ts';
import type { RoomPayments } from './room-payments.ts';

export interface BookingRouteDeps {
  orders: OrderReads;
  booking: BookingService;
  cancellation: CancellationService;
  payments: Pick<RoomPayments, 'start' | 'status' | 'refundState'>;
  sites: SiteService;
  /** Who is signed in: member prices, points, vouchers, and who may see a member's order. */
  session: MemberAuth;
  estimatePoints?: PointsEstimator;
  now: () => Date;
  onBooked(orderId: string): Promise<void>;
  onCancelled(orderId: string): Promise<void>;
  /** The stay as an iCalendar file. */
  calendarOf(order: OrderDetail, lang: Language): string;
  /** New reservations per client address and minute. */
  orderRateLimitPerMinute: number;
  /** The site is served over HTTPS: the guest session cookie is Secure and `__Host-` prefixed. */
  secureCookie: boolean;
}

const langParams = z.object({ lang: languageSchema });
const orderParams = langParams.extend({ id: z.string().trim().min(1).max(64) });
const lookupBody = z.object({ phone: z.string().max(40).optional(), email: z.string().max(254).optional() });
const idempotencyKey = z.string().trim().min(8).max(100).optional();

/** What a create or an update answers: the order's ids, status and what is left to pay. */
const receiptOf = (order: OrderRow): CreatedOrder => ({
  transactionId: order.transactionId,
  confirmationNumber: order.confirmationNumber,
  status: order.status,
  payAmount: order.payAmount,
  currency: order.currency,
  paymentType: order.paymentType,
  paymentDeadline: order.paymentDeadline?.toISOString() ?? null,
});

export const bookingRoutes =
  (deps: BookingRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const context = async (request: FastifyRequest) => {
      const member = await deps.session.memberOf(request);
      return {
        lang: request.lang,
        site: await deps.sites.siteForHost(request.hostname),
        memberId: member?.memberId ?? null,
        memberProfileComplete: member ? isProfileComplete(member) : undefined,
        now: deps.now(),
      };
    };
    /** An order the request may see: a guest order by its id; a member's order only by that member. */
    const accessible = async (id: string, request: FastifyRequest): Promise<OrderRow> => {
      const order = await deps.orders.findOrder(id);
      if (!order) throw new AppError('reservationNotFound');
      assertOrderAccess(order, (await deps.session.memberOf(request))?.memberId ?? null);
      return order;
    };
    const detailOf = async (id: string, request: FastifyRequest) =>
      deps.orders.toOrderDetail(await accessible(id, request), request.lang, deps.now(), deps.estimatePoints);

    app.post(
      '/:lang/orders/quote',
      { schema: { params: langParams, body: orderCreateSchema, response: { 200: envelope(orderQuoteSchema) } } },
      async (request, reply) => {
        ensureGuestSession(request, reply, deps.secureCookie);
        const priced = await deps.booking.priceOrder(request.body, await context(request));
        return ok<OrderQuote>({
          currency: priced.hotel.currency,
          ...priced.amounts,
          verifyAmount: priced.amounts.payAmount,
          paymentType: priced.paymentType,
          pointsUsed: priced.pointsUsed,
          maxPoints: priced.maxPoints,
          pointsNeeded: priced.pointsNeeded,
          voucherCode: priced.voucher?.couponCode ?? null,
        });
      },
    );

    app.post(
      '/:lang/orders',
      {
        schema: {
          params: langParams,
          body: orderCreateSchema,
          headers: z.object({ 'idempotency-key': idempotencyKey }),
          response: { 200: envelope(createdOrderSchema) },
        },
        config: { rateLimit: { max: deps.orderRateLimitPerMinute, timeWindow: '1 minute' } },
      },
      async (request) => {
        const booking = await context(request);
        const order = await deps.booking.createOrder(request.body, {
          ...booking,
          clientAddress: request.ip || null,
          idempotencyKey: scopedIdempotencyKey(request.headers['idempotency-key'], {
            memberId: booking.memberId,
            guestSession: guestSessionOf(request, deps.secureCookie),
            order: request.body,
          }),
        });
        await deps.onBooked(order.transactionId);
        return ok(receiptOf(order));
      },
    );

    const updateParams = z.object({ id: z.string().trim().min(1).max(64) });
    app.get(
      '/orders/:id/update',
      { schema: { params: updateParams, response: { 200: envelope(orderDetailSchema) } } },
      async (request) => ok(await detailOf(request.params.id, request)),
    );
    app.put(
      '/orders/:id/update',
      { schema: { params: updateParams, body: orderCreateSchema, response: { 200: envelope(createdOrderSchema) } } },
      async (request) => {
        await accessible(request.params.id, request);
        const order = await deps.booking.updateOrder(request.params.id, request.body, await context(request));
        return ok(receiptOf(order));
      },
    );

    app.get(
      '/:lang/orders/:id',
      { schema: { params: orderParams, response: { 200: envelope(orderDetailSchema) } } },
      async (request) => ok(await detailOf(request.params.id, request)),
    );
    app.post(
      '/:lang/orders/:id',
      { schema: { params: orderParams, response: { 200: envelope(orderDetailSchema) } } },
      async (request) => ok(await detailOf(request.params.id, request)),
    );

    /** Look a reservation up by confirmation number plus phone or e-mail; any mismatch reads as not found. */
    app.post(
      '/:lang/orders/:id/check',
      {
        schema: { params: orderParams, body: lookupBody, response: { 200: envelope(orderDetailSchema) } },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request) => {
        const parsed = orderSearchSchema.safeParse({ ...request.body, confirmationNumber: request.params.id });
        if (!parsed.success) throw new AppError('invalidConfirmationNumber');
        const order = await deps.orders.findOrderByConfirmation(parsed.data.confirmationNumber);
        const { email, phone } = parsed.data;
        const matches =
          order &&
          ((email && order.bookerEmail === email.toLowerCase()) ||
            (phone && isSameBookerMobile(order.bookerMobile, phone)));
        if (!order || !matches) throw new AppError('reservationNotFound');
        return ok(await deps.orders.toOrderDetail(order, request.lang, deps.now(), deps.estimatePoints));
      },
    );

    /** "Add to calendar": the stay as an `.ics` file (the same event the booking mails attach). */
    app.get('/:lang/orders/:id/calendar.ics', { schema: { params: orderParams } }, async (request, reply) => {
      const detail = await detailOf(request.params.id, request);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${detail.confirmationNumber}.ics"`)
        .send(deps.calendarOf(detail, request.lang));
    });

    app.get(
      '/:lang/orders/:id/callbackStatus',
      { schema: { params: orderParams, response: { 200: envelope(callbackStatusSchema) } } },
      async (request) => {
        await accessible(request.params.id, request);
        return ok<CallbackStatus>(await deps.payments.status(request.params.id));
      },
    );

    app.delete(
      '/:lang/orders',
      { schema: { params: langParams, body: orderCancelSchema, response: { 200: envelope(cancelResultSchema) } } },
      async (request) => {
        const owned = await accessible(request.body.transactionId, request);
        const order = await deps.cancellation.cancelOrder(
          request.body.transactionId,
          owned.memberId ? `member:${owned.memberId}` : 'guest',
          { code: HistoryReason.cancelledByGuest, note: request.body.reason },
        );
        await deps.onCancelled(order.transactionId);
        return ok<CancelResult>({
          status: order.status,
          refundLabel: order.refundLabel,
          cancellationNumber: order.cancellationNumber,
          // After part refunds the cancellation gives back only what they left.
          refund: refundOf(order, order.paidAt ? await deps.payments.refundState(order.transactionId) : null),
        });
      },
    );

    app.post(
      '/:lang/orders/payment',
      { schema: { params: langParams, body: orderPaymentSchema, response: { 200: envelope(startedPaymentSchema) } } },
      async (request) => {
        await accessible(request.body.transactionId, request);
        const { transactionId, channel } = request.body;
        return ok<StartedPayment>(
          await deps.payments.start(transactionId, { channel, language: request.lang, ...paymentClient(request) }),
        );
      },
    );
  };
