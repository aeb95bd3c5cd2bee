import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, serialId } from '../../db/columns.ts';
import { hotels } from '../catalog/catalog.schema.ts';
import { members } from '../member/member.schema.ts';

/**
 * A back-office account, separate from members: argon2id password, one role (groupAdmin, hotelManager,
 * frontDesk, contentEditor), the hotels it may act on in `staff_hotels`, lockout like members.
 */
export const staff = pgTable(
  'staff',
  {
    staffId: text('staff_id').primaryKey(),
    /** Lower case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    language: text('language').notNull().default('en-US'),
    isActive: boolean('is_active').notNull().default(true),
    failedLogins: smallint('failed_logins').notNull().default(0),
    lockedUntil: instant('locked_until'),
    /** The authenticator app's secret, encrypted (AES-256-GCM); set once enrolment is confirmed. */
    totpSecret: text('totp_secret'),
    /** A secret shown for enrolment and not yet confirmed with a code (encrypted too). */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: instant('totp_enabled_at'),
    /** The last time step whose code was accepted: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    /** SHA-256 of the unused single-use recovery codes. */
    recoveryCodeHashes: text('recovery_code_hashes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('staff_email').on(table.email),
    check('staff_role', sql`${table.role} in ('groupAdmin', 'hotelManager', 'frontDesk', 'contentEditor')`),
  ],
);

/** The hotels a hotel manager or front desk account works for. */
export const staffHotels = pgTable(
  'staff_hotels',
  {
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.staffId, { onDelete: 'cascade' }),
    hotelCode: text('hotel_code')
      .notNull()
      .references(() => hotels.hotelCode),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.hotelCode] })],
);

/** A staff sign-in: only the SHA-256 of the opaque token is stored; revoked sessions stay. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.staffId),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('staff_sessions_staff').on(table.staffId)],
);

/** Every change made in the back office: who, when, what, before and after; written in the change's transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.staffId),
    at: instant('at').notNull().defaultNow(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    hotelCode: text('hotel_code'),
  },
  (table) => [
    index('audit_log_at').on(table.at),
    index('audit_log_entity').on(table.entityType, table.entityId),
    index('audit_log_staff').on(table.staffId, table.at),
    index('audit_log_hotel').on(table.hotelCode, table.at),
  ],
);

/**
 * Every points or growth adjustment made in the back office: `applied` at once, or `pending` above what
 * a hotel manager may give alone, until a group administrator approves (applied then) or rejects it.
 */
export const loyaltyAdjustments = pgTable(
  'loyalty_adjustments',
  {
    id: serialId(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.memberId),
    kind: text('kind').notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => staff.staffId),
    requestedAt: instant('requested_at').notNull(),
    decidedBy: text('decided_by').references(() => staff.staffId),
    decidedAt: instant('decided_at'),
  },
  (table) => [
    check('loyalty_adjustments_kind', sql`${table.kind} in ('points', 'growth')`),
    check('loyalty_adjustments_status', sql`${table.status} in ('applied', 'pending', 'approved', 'rejected')`),
    index('loyalty_adjustments_staff').on(table.requestedBy, table.requestedAt),
    index('loyalty_adjustments_status').on(table.status, table.requestedAt),
  ],
);
