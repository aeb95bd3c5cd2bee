import type { TestContext } from '../../test/context.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';

export const SANDBOX_SECRET = 'sandbox-secret-change-me-0001';

/** A provider over the test database's sandbox whose refunds fail `failures` times first; counts the requests. */
export function flakyProvider(ctx: TestContext, failures: number) {
  const sandbox = createSandboxProvider(SANDBOX_SECRET, ctx.database.db);
  const provider: PaymentProvider & { requests: number } = {
    ...sandbox,
    requests: 0,
    async refund(payment) {
      provider.requests++;
      if (provider.requests <= failures) return { ok: false };
      return sandbox.refund(payment);
    },
  };
  return provider;
}
