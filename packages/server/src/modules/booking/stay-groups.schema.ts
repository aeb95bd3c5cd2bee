import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';

/**
 * A reservation of several room orders of one hotel (other room types, other nights) under one
 * confirmation number and one payment. Each member is an ordinary order (`orders.stay_group_id`) with its
 * own room type, rate, nights, guests, add-ons, requests, policy and status; the group holds only what
 * they share. The group's payment is the order kind 'stay' of the payments pipeline.
 */
export const stayGroups = pgTable(
  'stay_groups',
  {
    groupId: text('group_id').primaryKey(),
    confirmationNumber: text('confirmation_number').notNull(),
    siteCode: text('site_code').notNull(),
    language: text('language').notNull(),
    hotelCode: text('hotel_code').notNull(),
    currency: text('currency').notNull(),
    memberId: text('member_id'),
    /** The create request's Idempotency-Key, prefixed with its client (as for orders). */
    idempotencyKey: text('idempotency_key'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('stay_groups_confirmation_number').on(table.confirmationNumber),
    uniqueIndex('stay_groups_idempotency_key').on(table.idempotencyKey),
  ],
);
