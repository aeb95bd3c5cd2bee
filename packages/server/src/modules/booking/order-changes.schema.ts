import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, money } from '../../db/columns.ts';
import { orders } from './booking.schema.ts';

/** The statuses of a pending change (ADR 0017): waiting for its payment, then applied, failed or expired. */
export const ORDER_CHANGE_STATUSES = ['pending', 'applied', 'failed', 'expired'] as const;
export type OrderChangeStatus = (typeof ORDER_CHANGE_STATUSES)[number];

/** One night range of the new stay held for a pending change (what the order did not have already). */
export interface HeldRange {
  roomTypeCode: string;
  checkInDate: string;
  checkOutDate: string;
  nights: number;
}

/**
 * A change of a prepaid booking that raises its price (ADR 0017): the new stay, its priced lines and
 * amounts, the order's version it was made for, the difference to pay online and until when. The new
 * stay's nights the order does not have are held (`held`) until it is paid (applied), fails or expires.
 * Its payment is the order kind 'roomChange' of the payments pipeline (order id = `change_id`).
 */
export const orderChanges = pgTable(
  'order_changes',
  {
    changeId: text('change_id').primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => orders.transactionId),
    /** The order's version the change was made for: paid only while the order still has it. */
    orderVersion: integer('order_version').notNull(),
    currency: text('currency').notNull(),
    /** What the guest pays online for the change (new pay amount minus the old), minor units, > 0. */
    difference: money('difference').notNull(),
    /** The new pay amount (the order's `pay_amount` once applied). */
    payAmount: money('pay_amount').notNull(),
    /** The order's columns after the change (stay, party, policy, amounts), as `order-change.ts` writes them. */
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    /** The booking request with the change and its priced nights and add-on lines: the order's lines once applied. */
    lines: jsonb('lines').$type<Record<string, unknown>>().notNull(),
    held: jsonb('held').$type<HeldRange[]>().notNull(),
    status: text('status').$type<OrderChangeStatus>().notNull().default('pending'),
    /** Who asked for it (the history line's actor when applied). */
    actor: text('actor').notNull(),
    language: text('language').notNull(),
    deadline: instant('deadline').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    settledAt: instant('settled_at'),
  },
  (table) => [
    index('order_changes_order').on(table.transactionId),
    index('order_changes_pending').on(table.deadline).where(sql`${table.status} = 'pending'`),
    check('order_changes_status', sql`${table.status} in ('pending', 'applied', 'failed', 'expired')`),
    check('order_changes_difference', sql`${table.difference} > 0`),
  ],
);
