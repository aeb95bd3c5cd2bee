import { languageSchema } from '@hotel/contract/schemas/common';
import { isProfileComplete } from '@hotel/contract/schemas/member';
import { type OrderDetail, orderCreateSchema } from '@hotel/contract/schemas/order';
import {
  type CallbackStatus,
  type CancelResult,
  callbackStatusSchema,
  cancelResultSchema,
  type StartedPayment,
  startedPaymentSchema,
} from '@hotel/contract/schemas/orderFlow';
import {
  type CreatedStayGroup,
  createdStayGroupSchema,
  type StayGroupDetail,
  type StayGroupQuote,
  stayGroupCreateSchema,
  stayGroupDetailSchema,
  stayGroupPaymentSchema,
  stayGroupQuoteSchema,
  stayRoomCancelSchema,
} from '@hotel/contract/schemas/stayGroup';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../platform/envelope.ts';
import type { MemberAuth } from '../member/member.module.ts';
import { paymentClient } from '../payments/payments.module.ts';
import type { SiteService } from '../site/site.module.ts';
import { ensureGuestSession, guestSessionOf, scopedIdempotencyKey } from './client-scope.ts';
import { assertOrderAccess } from './member-orders.ts';
import { type OrderReads, type OrderRow, type PointsEstimator, refundOf } from './orders.view.ts';
import type { StayPayments } from './stay-group-payments.ts';
import type { StayGroupService } from './stay-groups.service.ts';
import { groupTerms, type StayGroupRow } from './stay-groups.view.ts';

export interface StayGroupRouteDeps {
  stays: StayGroupService;
  orders: Pick<OrderReads, 'toOrderDetail'>;
  payments: Pick<StayPayments, 'start' | 'status' | 'parts'>;
  sites: SiteService;
  session: MemberAuth;
  estimatePoints?: PointsEstimator;
  now: () => Date;
  /** After the reservation was made or paid: its confirmation e-mail. */
  onBooked(groupId: string): Promise<void>;
  onCancelled(transactionId: string): Promise<void>;
  orderRateLimitPerMinute: number;
  secureCookie: boolean;
}

const langParams = z.object({ lang: languageSchema });
const groupParams = langParams.extend({ groupId: z.string().trim().min(1).max(64) });
const roomParams = groupParams.extend({ transactionId: z.string().trim().min(1).max(64) });

function receiptOf(group: StayGroupRow, members: OrderRow[]): CreatedStayGroup {
  const terms = groupTerms(members);
  return {
    groupId: group.groupId,
    confirmationNumber: group.confirmationNumber,
    status: terms.status,
    payAmount: terms.payAmount,
    currency: group.currency,
    paymentType: terms.paymentType,
    paymentDeadline: terms.paymentDeadline?.toISOString() ?? null,
  };
}

/** Reservations of several room types (or nights) booked together: quote, book, read, pay, cancel a room. */
export const stayGroupRoutes =
  (deps: StayGroupRouteDeps): FastifyPluginAsyncZod =>
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
    /** A group the request may see: a guest's by its id, a member's only by that member. */
    const accessible = async (groupId: string, request: FastifyRequest) => {
      const found = await deps.stays.findGroup(groupId);
      assertOrderAccess(found.members[0]!, (await deps.session.memberOf(request))?.memberId ?? null);
      return found;
    };

    app.post(
      '/:lang/stays/quote',
      {
        schema: { params: langParams, body: stayGroupCreateSchema, response: { 200: envelope(stayGroupQuoteSchema) } },
      },
      async (request, reply) => {
        ensureGuestSession(request, reply, deps.secureCookie);
        const priced = await deps.stays.draftGroup(request.body, await context(request));
        return ok<StayGroupQuote>({
          currency: priced.currency,
          totalAmount: priced.totalAmount,
          payAmount: priced.payAmount,
          verifyAmount: priced.payAmount,
          paymentType: priced.paymentType,
          orders: priced.drafts.map(({ order }) => ({
            roomTypeCode: order.roomTypeCode,
            ratePlanCode: order.ratePlanCode,
            totalAmount: order.totalAmount,
            payAmount: order.payAmount,
            cancellationFlag: order.cancellationFlag,
            cancellationDeadline: order.cancellationDeadline?.toISOString() ?? null,
          })),
        });
      },
    );

    app.post(
      '/:lang/stays',
      {
        schema: {
          params: langParams,
          body: stayGroupCreateSchema,
          headers: z.object({ 'idempotency-key': z.string().trim().min(8).max(100).optional() }),
          response: { 200: envelope(createdStayGroupSchema) },
        },
        config: { rateLimit: { max: deps.orderRateLimitPerMinute, timeWindow: '1 minute' } },
      },
      async (request) => {
        const booking = await context(request);
        const { group, members } = await deps.stays.createGroup(request.body, {
          ...booking,
          clientAddress: request.ip || null,
          idempotencyKey: scopedIdempotencyKey(request.headers['idempotency-key'], {
            memberId: booking.memberId,
            guestSession: guestSessionOf(request, deps.secureCookie),
            order: orderCreateSchema.parse(request.body.orders[0]),
          }),
        });
        await deps.onBooked(group.groupId);
        return ok(receiptOf(group, members));
      },
    );

    app.get(
      '/:lang/stays/:groupId',
      { schema: { params: groupParams, response: { 200: envelope(stayGroupDetailSchema) } } },
      async (request) => {
        const { group, members } = await accessible(request.params.groupId, request);
        const terms = groupTerms(members);
        const orders: OrderDetail[] = [];
        for (const order of members) {
          orders.push(await deps.orders.toOrderDetail(order, request.lang, deps.now(), deps.estimatePoints));
        }
        return ok<StayGroupDetail>({
          groupId: group.groupId,
          confirmationNumber: group.confirmationNumber,
          status: terms.status,
          currency: group.currency,
          payAmount: terms.payAmount,
          totalAmount: terms.totalAmount,
          paymentType: terms.paymentType,
          paymentDeadline: terms.paymentDeadline?.toISOString() ?? null,
          orders,
        });
      },
    );

    app.get(
      '/:lang/stays/:groupId/callbackStatus',
      { schema: { params: groupParams, response: { 200: envelope(callbackStatusSchema) } } },
      async (request) => {
        await accessible(request.params.groupId, request);
        return ok<CallbackStatus>(await deps.payments.status(request.params.groupId));
      },
    );

    app.post(
      '/:lang/stays/payment',
      {
        schema: { params: langParams, body: stayGroupPaymentSchema, response: { 200: envelope(startedPaymentSchema) } },
      },
      async (request) => {
        const { groupId, channel } = request.body;
        await accessible(groupId, request);
        return ok<StartedPayment>(
          await deps.payments.start(groupId, { channel, language: request.lang, ...paymentClient(request) }),
        );
      },
    );

    app.delete(
      '/:lang/stays/:groupId/rooms/:transactionId',
      {
        schema: { params: roomParams, body: stayRoomCancelSchema, response: { 200: envelope(cancelResultSchema) } },
      },
      async (request) => {
        const { members } = await accessible(request.params.groupId, request);
        const actor = members[0]!.memberId ? `member:${members[0]!.memberId}` : 'guest';
        const order = await deps.stays.cancelRoom(
          request.params.groupId,
          request.params.transactionId,
          actor,
          request.body?.reason,
        );
        await deps.onCancelled(order.transactionId);
        return ok<CancelResult>({
          status: order.status,
          refundLabel: order.refundLabel,
          cancellationNumber: order.cancellationNumber,
          refund: refundOf(order, await deps.payments.parts.shareOf(order)),
        });
      },
    );
  };
