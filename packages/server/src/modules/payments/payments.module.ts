import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { sendNotFound } from '../../platform/envelope.ts';
import type { Job } from '../../platform/jobs.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { StaffAccess } from '../admin/admin.module.ts';
import { paymentAccountAdminRoutes } from './accounts.admin.routes.ts';
import { createPaymentAccounts, oneProvider, type PaymentProviders } from './accounts.ts';
import { paymentRoutes } from './payments.routes.ts';
import { createPaymentService } from './payments.service.ts';
import { providerNotifyRoutes, providerPageRoutes } from './provider.routes.ts';
import { noOnlineProvider, type PaymentProvider } from './provider.ts';
import { PROVIDER_ADAPTERS } from './providers/index.ts';
import type { RefundPolicy } from './refunds.ts';
import { type Deliver, sandboxRoutes } from './sandbox.routes.ts';
import type { SandboxProvider } from './sandbox.ts';

/**
 * Builds the payments module: the one pipeline every kind of order is paid through (booking and mall
 * register their kind with `payments.registerOrderKind`), its notification routes (under the API
 * prefix), the pages served on the providers' behalf (`pageRoutes`, at the root: the sandbox's pay page
 * where the sandbox is the provider, Alipay's return, WeChat Pay's QR code), the back office's payment
 * accounts (`adminRoutes`) and the refund job.
 *
 * `mode`: `sandbox` takes every channel through the built-in sandbox; `live` through the real providers
 * whose credentials the back office saved (a channel without them is not offered); `none` takes nothing online.
 */
export function createPaymentsModule(deps: {
  db: Db;
  mode: 'sandbox' | 'live' | 'none';
  /** The sandbox, when it is the chosen provider, and how its page sends a notification. */
  sandbox: { provider: SandboxProvider; deliver: Deliver } | null;
  /** Seals the providers' secrets (null without PAYMENT_SECRET_KEY: nothing can be saved). */
  secretBox: SecretBox | null;
  publicBaseUrl: string;
  now: () => Date;
  refundPolicy?: RefundPolicy;
  refundIntervalMs: number;
  /** A provider for every channel instead (tests of the pipeline). */
  provider?: PaymentProvider;
  /** Provider API addresses instead of the public ones (tests' stand-ins). */
  endpoints?: Parameters<typeof createPaymentAccounts>[0]['endpoints'];
}) {
  const accounts = createPaymentAccounts({
    db: deps.db,
    box: deps.secretBox,
    adapters: PROVIDER_ADAPTERS,
    publicBaseUrl: deps.publicBaseUrl,
    endpoints: deps.endpoints,
    now: deps.now,
  });
  const providers: PaymentProviders = deps.provider
    ? oneProvider(deps.provider)
    : deps.mode === 'live'
      ? accounts.liveProviders(deps.sandbox?.provider ?? null)
      : deps.mode === 'sandbox' && deps.sandbox
        ? oneProvider(deps.sandbox.provider)
        : oneProvider(noOnlineProvider, 'none');
  const payments = createPaymentService({ ...deps, providers, provider: deps.provider ?? deps.sandbox?.provider });
  const sandboxPage: FastifyPluginAsyncZod =
    deps.sandbox && deps.mode === 'sandbox'
      ? sandboxRoutes({ ...deps.sandbox, payableOf: payments.sandboxPayable })
      : async (app) => {
          // Switched off, the page answers 404 itself rather than the web app's page for unknown addresses.
          app.all('/sandbox-pay/*', sendNotFound);
        };
  const pageRoutes: FastifyPluginAsyncZod = async (app) => {
    await app.register(sandboxPage);
    await app.register(providerPageRoutes(payments));
  };
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(paymentRoutes(payments));
    await app.register(providerNotifyRoutes(payments));
  };
  const adminRoutes = (access: StaffAccess, hotelExists: (hotelCode: string) => Promise<boolean>) =>
    paymentAccountAdminRoutes({ accounts, access, mode: providers.mode, hotelExists });
  const jobs: Job[] = [
    { name: 'resumeRefunds', intervalMs: deps.refundIntervalMs, run: () => payments.resumeRefunds() },
    { name: 'reconcilePendingPayments', intervalMs: deps.refundIntervalMs, run: () => payments.reconcilePending() },
  ];
  return { services: { payments, accounts }, routes, pageRoutes, adminRoutes, jobs };
}
export type PaymentsModule = ReturnType<typeof createPaymentsModule>;

export type { PaymentTerms } from './binding.ts';
export { type OrderKind, type PayableOrder, type PaymentRequest, requireOnlineChannel } from './order-kinds.ts';
export type { PaymentRow } from './payments.repo.ts';
export { createPaymentService, type OrderPayments, type PaymentService } from './payments.service.ts';
export { paymentClient } from './provider.routes.ts';
export { noOnlineProvider, type PaymentProvider, type ProviderNotification } from './provider.ts';
export { toPaymentRecord } from './records.ts';
export type { RefundPolicy, RefundReason } from './refunds.ts';
export { createSandboxProvider, type SandboxProvider } from './sandbox.ts';
