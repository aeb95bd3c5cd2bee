import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sandboxRefunds } from './payments.schema.ts';
import type { PaymentProvider, ProviderNotification } from './provider.ts';

const notificationSchema = z.object({
  notificationId: z.string().min(1).max(100),
  paymentId: z.string().min(1).max(100),
  outcome: z.enum(['succeeded', 'failed']),
  amount: z.number().int().min(0),
  currency: z.string().length(3),
  providerReference: z.string().min(1).max(100),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

function sign(secret: string, notification: ProviderNotification): string {
  const fields = [
    notification.notificationId,
    notification.paymentId,
    notification.outcome,
    notification.amount,
    notification.currency,
    notification.providerReference,
  ];
  return createHmac('sha256', secret).update(fields.join('|')).digest('hex');
}

/**
 * The built-in sandbox acquirer: a hosted payment page served by this project at /sandbox-pay/{id},
 * whose outcome reaches the server as an HMAC-signed notification, as a real acquirer's would.
 */
export function createSandboxProvider(
  secret: string,
  /** Where the sandbox keeps the refunds it made (one per payment, like an acquirer's idempotency keys). */
  refundLedger?: Db,
): PaymentProvider & {
  signedNotification(
    paymentId: string,
    outcome: 'succeeded' | 'failed',
    amount: number,
    currency: string,
  ): ProviderNotification & { signature: string };
} {
  return {
    name: 'sandbox',
    async start(payment) {
      return {
        payUrl: `/sandbox-pay/${encodeURIComponent(payment.paymentId)}?lang=${encodeURIComponent(payment.language)}`,
      };
    },
    verify({ body }) {
      const parsed = notificationSchema.safeParse(body);
      if (!parsed.success) return null;
      const { signature, ...notification } = parsed.data;
      const expected = Buffer.from(sign(secret, notification), 'hex');
      const given = Buffer.from(signature, 'hex');
      return expected.length === given.length && timingSafeEqual(expected, given) ? notification : null;
    },
    async refund(payment) {
      await refundLedger
        ?.insert(sandboxRefunds)
        .values({ paymentId: payment.paymentId, amount: payment.amount, currency: payment.currency })
        .onConflictDoUpdate({
          target: sandboxRefunds.paymentId,
          set: { requests: sql`${sandboxRefunds.requests} + 1` },
        });
      return { ok: true };
    },
    signedNotification(paymentId, outcome, amount, currency) {
      const notification: ProviderNotification = {
        notificationId: `ntf_${randomBytes(12).toString('base64url')}`,
        paymentId,
        outcome,
        amount,
        currency,
        providerReference: `sbx_${randomBytes(9).toString('base64url')}`,
      };
      return { ...notification, signature: sign(secret, notification) };
    },
  };
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
