import type { Language } from '@hotel/contract/languages';
import { languageSchema } from '@hotel/contract/schemas/common';
import { orderDetailSchema } from '@hotel/contract/schemas/order';
import {
  changePaymentSchema,
  type OrderChangeQuote,
  orderChangeApplySchema,
  orderChangeQuoteSchema,
  orderChangeSchema,
} from '@hotel/contract/schemas/orderChange';
import { type StartedPayment, startedPaymentSchema } from '@hotel/contract/schemas/orderFlow';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { MemberAuth } from '../member/member.module.ts';
import { paymentClient } from '../payments/payments.module.ts';
import type { SiteService } from '../site/site.module.ts';
import { type ChangePayments, orderOfChange } from './change-payments.ts';
import { assertOrderAccess } from './member-orders.ts';
import type { ChangeActor, OrderChangeService } from './order-change.ts';
import type { OrderReads, PointsEstimator } from './orders.view.ts';

const params = z.object({ lang: languageSchema, id: z.string().trim().min(1).max(64) });

/**
 * The guest's change of a confirmed booking: quote, then apply. The order is reached as on the order
 * page (a guest order by its id, a member's only by that member); the rate's policy applies.
 */
export const orderChangeRoutes =
  (deps: {
    orders: OrderReads;
    changes: OrderChangeService;
    changePayments: Pick<ChangePayments, 'start'>;
    sites: SiteService;
    session: MemberAuth;
    estimatePoints?: PointsEstimator;
    now: () => Date;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const guestOf = async (id: string, lang: Language, request: FastifyRequest): Promise<ChangeActor> => {
      const order = await deps.orders.findOrder(id);
      if (!order) throw new AppError('reservationNotFound');
      const memberId = (await deps.session.memberOf(request))?.memberId ?? null;
      assertOrderAccess(order, memberId);
      return {
        actor: order.memberId ? `member:${order.memberId}` : 'guest',
        byHotel: false,
        lang,
        site: await deps.sites.siteForHost(request.hostname),
      };
    };

    app.post(
      '/:lang/orders/:id/change/quote',
      { schema: { params, body: orderChangeSchema, response: { 200: envelope(orderChangeQuoteSchema) } } },
      async (request) =>
        ok<OrderChangeQuote>(
          await deps.changes.quote(
            request.params.id,
            request.body,
            await guestOf(request.params.id, request.params.lang, request),
          ),
        ),
    );

    app.post(
      '/:lang/orders/:id/change',
      {
        schema: { params, body: orderChangeApplySchema, response: { 200: envelope(orderDetailSchema) } },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request) => {
        const changed = await deps.changes.apply(
          request.params.id,
          request.body,
          await guestOf(request.params.id, request.params.lang, request),
        );
        return ok(await deps.orders.toOrderDetail(changed, request.params.lang, deps.now(), deps.estimatePoints));
      },
    );

    // The difference of a pending change (settlement `charge`), paid on the provider's page.
    app.post(
      '/:lang/orders/:id/change/payment',
      {
        schema: { params, body: changePaymentSchema, response: { 200: envelope(startedPaymentSchema) } },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request) => {
        await guestOf(request.params.id, request.params.lang, request);
        const { changeId, channel } = request.body;
        if (orderOfChange(changeId) !== request.params.id) throw new AppError('reservationNotFound');
        return ok<StartedPayment>(
          await deps.changePayments.start(changeId, {
            channel,
            language: request.params.lang,
            ...paymentClient(request),
          }),
        );
      },
    );
  };
