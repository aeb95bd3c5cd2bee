import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, money } from '../../db/columns.ts';

/**
 * A payment attempt with a provider, of any kind of order: `order_kind` names the module that owns the
 * order ('room' for bookings, 'goods' for the mall) and `order_id` its id there. At most one succeeds
 * per order. No foreign key: the order lives in its module's tables, which this module never reads.
 */
export const payments = pgTable(
  'payments',
  {
    paymentId: text('payment_id').primaryKey(),
    orderKind: text('order_kind').notNull(),
    orderId: text('order_id').notNull(),
    provider: text('provider').notNull(),
    /** Whose credentials took it ('site' or a hotel code); null for the sandbox. Refunds and queries use the same. */
    account: text('account'),
    channel: smallint('channel').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /**
     * The order's version when the payment started: a later change of the order voids it. Null for a kind
     * whose unpaid orders never change (goods orders).
     */
    orderVersion: integer('order_version'),
    /** pending, void, succeeded, failed, refundDue, refunded, refundFailed (given up: staff refund by hand) */
    status: text('status').notNull(),
    providerReference: text('provider_reference'),
    /** What the guest scans to pay (a WeChat Pay Native code), shown on this site's QR page. */
    payCode: text('pay_code'),
    /**
     * cancelled, orderClosed, orderChanged (void or another amount, currency or version); for part refunds
     * also staffRefund (staff gave part back) and priceLowered (a change lowered a prepaid booking's price).
     */
    refundReason: text('refund_reason'),
    /** Refund attempts made so far and when the next is due: the refund job's queue and backoff. */
    refundAttempts: integer('refund_attempts').notNull().default(0),
    nextRefundAt: instant('next_refund_at'),
    /**
     * A part refund of another payment (one room of a reservation paid together): the refunded payment's
     * id and amount, which the provider's refund names. The row's own id is the refund's idempotency key.
     */
    refundOf: text('refund_of'),
    refundOfAmount: money('refund_of_amount'),
    /**
     * What this row's refund gives back, set when it is queued: a part refund's own amount, or for a paid
     * payment refunded whole what is left of it after its part refunds (0 when they gave everything back).
     * Null on rows never queued for a refund (and on refunds queued by older code: their whole amount).
     */
    refundAmount: money('refund_amount'),
    createdAt: instant('created_at').notNull().defaultNow(),
    settledAt: instant('settled_at'),
  },
  (table) => [
    index('payments_order').on(table.orderKind, table.orderId),
    uniqueIndex('payments_one_success').on(table.orderKind, table.orderId).where(sql`${table.status} = 'succeeded'`),
    index('payments_refund_due').on(table.nextRefundAt).where(sql`${table.status} = 'refundDue'`),
    index('payments_refund_of').on(table.refundOf).where(sql`${table.refundOf} is not null`),
  ],
);

/**
 * The sandbox acquirer's own record of the refunds it made: one per payment however often it is
 * asked (a real acquirer deduplicates refund requests by their idempotency key the same way).
 */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  paymentId: text('payment_id').primaryKey(),
  amount: money('amount').notNull(),
  currency: text('currency').notNull(),
  requests: integer('requests').notNull().default(1),
  refundedAt: instant('refunded_at').notNull().defaultNow(),
});

/** Every provider notification once: a replay finds its id here and changes nothing. */
export const paymentNotifications = pgTable('payment_notifications', {
  notificationId: text('notification_id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  outcome: text('outcome').notNull(),
  receivedAt: instant('received_at').notNull().defaultNow(),
});

/**
 * A provider's credentials for the site ('site': every hotel without its own, and the mall) or one hotel:
 * plain settings as saved, secrets sealed with PAYMENT_SECRET_KEY (platform/secret-box.ts) and never shown again.
 */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    scope: text('scope').notNull(),
    provider: text('provider').notNull(),
    settings: jsonb('settings').$type<Record<string, string>>().notNull(),
    /** The secrets as one sealed JSON object of name to value. */
    sealedSecrets: text('sealed_secrets').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.provider] })],
);
