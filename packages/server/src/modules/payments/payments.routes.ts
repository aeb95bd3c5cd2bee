import { notificationReceiptSchema } from '@hotel/contract/schemas/orderFlow';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import type { PaymentService } from './payments.service.ts';

/** The provider's server-to-server notifications, for payments of every kind of order. */
export const paymentRoutes =
  (payments: Pick<PaymentService, 'handleNotification'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/payments/notify/sandbox',
      { schema: { response: { 200: envelope(notificationReceiptSchema) } } },
      async (request) => ok(await payments.handleNotification(request.body)),
    );
  };
