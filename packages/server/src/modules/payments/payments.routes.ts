import { OnlineChannel } from '@hotel/contract/enums';
import {
  notificationReceiptSchema,
  type PaymentChannels,
  paymentChannelsSchema,
} from '@hotel/contract/schemas/orderFlow';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import type { PaymentService } from './payments.service.ts';

/** The provider's server-to-server notifications, for payments of every kind of order. */
export const paymentRoutes =
  (payments: Pick<PaymentService, 'handleNotification' | 'usableChannels'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/payments/notify/sandbox',
      { schema: { response: { 200: envelope(notificationReceiptSchema) } } },
      async (request) => ok(await payments.handleNotification(request.body)),
    );
    // The channels of the site's own accounts (the mall's orders): every one in the sandbox, none without a provider.
    app.get('/payments/channels', { schema: { response: { 200: envelope(paymentChannelsSchema) } } }, async () =>
      ok<PaymentChannels>({ channels: await payments.usableChannels(null, Object.values(OnlineChannel)) }),
    );
  };
