import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { sendNotFound } from '../../platform/envelope.ts';
import type { Job } from '../../platform/jobs.ts';
import { paymentRoutes } from './payments.routes.ts';
import { createPaymentService } from './payments.service.ts';
import type { PaymentProvider } from './provider.ts';
import type { RefundPolicy } from './refunds.ts';
import { type Deliver, sandboxRoutes } from './sandbox.routes.ts';
import type { SandboxProvider } from './sandbox.ts';

/**
 * Builds the payments module: the one pipeline every kind of order is paid through (booking and mall
 * register their kind with `payments.registerOrderKind`), its notification route (under the API
 * prefix), the sandbox's hosted pay page (`pageRoutes`, at the root, only where the sandbox is the
 * provider) and the refund job.
 */
export function createPaymentsModule(deps: {
  db: Db;
  provider: PaymentProvider;
  /** The sandbox, when it is the chosen provider, and how its page sends a notification. */
  sandbox: { provider: SandboxProvider; deliver: Deliver } | null;
  now: () => Date;
  refundPolicy?: RefundPolicy;
  refundIntervalMs: number;
}) {
  const payments = createPaymentService(deps);
  const pageRoutes: FastifyPluginAsyncZod = deps.sandbox
    ? sandboxRoutes({ ...deps.sandbox, payableOf: payments.sandboxPayable })
    : async (app) => {
        // Switched off, the page answers 404 itself rather than the web app's page for unknown addresses.
        app.all('/sandbox-pay/*', sendNotFound);
      };
  const jobs: Job[] = [
    { name: 'resumeRefunds', intervalMs: deps.refundIntervalMs, run: () => payments.resumeRefunds() },
  ];
  return { services: { payments }, routes: paymentRoutes(payments), pageRoutes, jobs };
}
export type PaymentsModule = ReturnType<typeof createPaymentsModule>;

export type { PaymentTerms } from './binding.ts';
export { type OrderKind, type PayableOrder, type PaymentRequest, requireOnlineChannel } from './order-kinds.ts';
export type { PaymentRow } from './payments.repo.ts';
export { createPaymentService, type OrderPayments, type PaymentService } from './payments.service.ts';
export { noOnlineProvider, type PaymentProvider, type ProviderNotification } from './provider.ts';
export { toPaymentRecord } from './records.ts';
export type { RefundPolicy, RefundReason } from './refunds.ts';
export { createSandboxProvider, type SandboxProvider } from './sandbox.ts';
