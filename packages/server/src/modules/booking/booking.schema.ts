import type { HistoryDetails } from '@hotel/contract/schemas/history';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { historyColumns, instant, money, serialId } from '../../db/columns.ts';
import { stayGroups } from './stay-groups.schema.ts';

export interface StoredGuest {
  title: string;
  firstName: string;
  lastName: string;
}

/** A reservation. `transactionId` is the order id of the spec; both ids are random, never sequential. */
export const orders = pgTable(
  'orders',
  {
    transactionId: text('transaction_id').primaryKey(),
    confirmationNumber: text('confirmation_number').notNull(),
    siteCode: text('site_code').notNull(),
    language: text('language').notNull(),
    hotelCode: text('hotel_code').notNull(),
    roomTypeCode: text('room_type_code').notNull(),
    ratePlanCode: text('rate_plan_code').notNull(),
    checkInDate: date('check_in_date', { mode: 'string' }).notNull(),
    checkOutDate: date('check_out_date', { mode: 'string' }).notNull(),
    nights: smallint('nights').notNull(),
    roomCount: smallint('room_count').notNull(),
    adultsPerRoom: smallint('adults_per_room').notNull(),
    childrenPerRoom: smallint('children_per_room').notNull(),
    status: smallint('status').notNull(),
    /** Refund outcome label of spec section 4 for cancelled or refunded orders, else null. */
    refundLabel: text('refund_label'),
    paymentType: smallint('payment_type').notNull(),
    paymentChannel: smallint('payment_channel'),
    cancellationFlag: smallint('cancellation_flag').notNull(),
    cancellationDeadline: instant('cancellation_deadline'),
    paymentDeadline: instant('payment_deadline'),
    currency: text('currency').notNull(),
    roomAmount: money('room_amount').notNull(),
    /** The part of the room amount charged for children at or over the free-bed age. */
    childAmount: money('child_amount').notNull().default(0),
    taxAmount: money('tax_amount').notNull(),
    serviceAmount: money('service_amount').notNull(),
    addonAmount: money('addon_amount').notNull(),
    discountAmount: money('discount_amount').notNull().default(0),
    pointDiscount: money('point_discount').notNull().default(0),
    voucherDiscount: money('voucher_discount').notNull().default(0),
    totalAmount: money('total_amount').notNull(),
    payAmount: money('pay_amount').notNull(),
    /** Raised by every change of the stay or its amounts; a payment confirms only the version it was started for. */
    version: integer('version').notNull().default(1),
    pointsUsed: integer('points_used').notNull().default(0),
    /** The agreements accepted with the booking, each with the version in force then (null: none sent). */
    acceptedAgreements: jsonb('accepted_agreements').$type<{ code: string; version: number }[]>(),
    discountType: smallint('discount_type'),
    discountCode: text('discount_code'),
    voucherCode: text('voucher_code'),
    bookerName: text('booker_name').notNull(),
    bookerEmail: text('booker_email').notNull(),
    bookerMobile: text('booker_mobile').notNull(),
    memberId: text('member_id'),
    cardType: text('card_type'),
    cardMasked: text('card_masked'),
    cardToken: text('card_token'),
    cancellationNumber: text('cancellation_number'),
    /**
     * The create request's Idempotency-Key prefixed with its client (member, guest browser session or
     * request fingerprint): a retried create returns the same order, another client's key never does.
     */
    idempotencyKey: text('idempotency_key'),
    /** The address the order was made from: unpaid orders held at once are capped per address. */
    clientAddress: text('client_address'),
    /** The reservation of several room orders this order is one room of (null: booked alone). */
    stayGroupId: text('stay_group_id').references(() => stayGroups.groupId),
    /** Where the booking was made: the site ('web'), or by staff at the front desk ('desk') or on the phone ('phone'). */
    channel: text('channel').notNull().default('web'),
    /** The staff member who booked it at the desk or on the phone (null: the guest booked online). */
    createdByStaffId: text('created_by_staff_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    paidAt: instant('paid_at'),
    cancelledAt: instant('cancelled_at'),
  },
  (table) => [
    uniqueIndex('orders_confirmation_number').on(table.confirmationNumber),
    uniqueIndex('orders_idempotency_key').on(table.idempotencyKey),
    index('orders_status_deadline').on(table.status, table.paymentDeadline),
    index('orders_member').on(table.memberId),
    index('orders_stay_group').on(table.stayGroupId),
    check('orders_status', sql`${table.status} between 0 and 7`),
    check('orders_amounts', sql`${table.totalAmount} >= 0 and ${table.payAmount} >= 0`),
  ],
);

export const orderRooms = pgTable(
  'order_rooms',
  {
    transactionId: text('transaction_id')
      .notNull()
      .references(() => orders.transactionId),
    roomIndex: smallint('room_index').notNull(),
    adults: smallint('adults').notNull(),
    children: smallint('children').notNull(),
    /** Each child's age in the room, as booked. */
    childAges: smallint('child_ages').array().notNull().default(sql`'{}'::smallint[]`),
    guests: jsonb('guests').$type<StoredGuest[]>().notNull(),
    email: text('email'),
    specialRequests: smallint('special_requests').array().notNull().default(sql`'{}'::smallint[]`),
    comment: text('comment').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.transactionId, table.roomIndex] })],
);

/** The price of each night of a reservation, per room, as it was sold. */
export const orderNights = pgTable(
  'order_nights',
  {
    transactionId: text('transaction_id')
      .notNull()
      .references(() => orders.transactionId),
    night: date('night', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
  },
  (table) => [primaryKey({ columns: [table.transactionId, table.night] })],
);

export const orderAddons = pgTable(
  'order_addons',
  {
    id: serialId(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => orders.transactionId),
    roomIndex: smallint('room_index').notNull(),
    addonCode: text('addon_code').notNull(),
    addonType: smallint('addon_type').notNull(),
    useDate: date('use_date', { mode: 'string' }),
    quantity: smallint('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    amount: money('amount').notNull(),
  },
  (table) => [index('order_addons_order').on(table.transactionId)],
);

/** One row per status change: who, when, from, to, why. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serialId(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => orders.transactionId),
    ...historyColumns(),
    /** The line's values (amounts, dates, refund ids) for the reader's language; null on lines written before 0023. */
    details: jsonb('details').$type<HistoryDetails>(),
  },
  (table) => [index('order_history_order').on(table.transactionId)],
);
