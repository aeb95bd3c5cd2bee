import { DEFAULT_AREA_CODE, DEFAULT_CURRENCY } from '@hotel/contract/constants';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, money, serialId } from '../../db/columns.ts';
import { siteConfigs } from '../site/site.schema.ts';

/**
 * A member of the group's programme. Points live in `points_ledger`; `points_balance` is the running
 * balance kept beside it in the same transactions, so a redemption is one conditional UPDATE and the
 * CHECK keeps it from ever going negative. Growth is only ever summed from `growth_ledger`.
 */
export const members = pgTable(
  'members',
  {
    memberId: text('member_id').primaryKey(),
    /** The membership card number shown (and encoded) on the card page. */
    cardNumber: text('card_number').notNull(),
    /** Lower case; optional sign-in name. */
    username: text('username'),
    /** Lower case. */
    email: text('email'),
    mobileCountryNumber: text('mobile_country_number'),
    phone: text('phone'),
    /** argon2id; null once the account is deleted. */
    passwordHash: text('password_hash'),
    title: text('title'),
    call: text('call'),
    sex: smallint('sex').notNull().default(0),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    nickName: text('nick_name').notNull().default(''),
    birthday: date('birthday', { mode: 'string' }),
    address: text('address').notNull().default(''),
    detailedAddress: text('detailed_address').notNull().default(''),
    isEuResident: boolean('is_eu_resident').notNull().default(false),
    /** M member offers, C corporate offers, N none. */
    preference: text('preference').notNull().default('N'),
    preferenceUpdatedAt: instant('preference_updated_at'),
    /** Consent to marketing by e-mail and by SMS, given separately (the offers chosen in `preference`). */
    emailConsent: boolean('email_consent').notNull().default(false),
    smsConsent: boolean('sms_consent').notNull().default(false),
    pointsBalance: integer('points_balance').notNull().default(0),
    failedLogins: smallint('failed_logins').notNull().default(0),
    lockedUntil: instant('locked_until'),
    passwordChangedAt: instant('password_changed_at'),
    /** The site the member joined on and the language of their e-mails. */
    siteCode: text('site_code').notNull(),
    language: text('language').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    deletedAt: instant('deleted_at'),
  },
  (table) => [
    uniqueIndex('members_card_number').on(table.cardNumber),
    uniqueIndex('members_username').on(table.username),
    uniqueIndex('members_email').on(table.email),
    uniqueIndex('members_phone').on(table.mobileCountryNumber, table.phone),
    check('members_points_never_negative', sql`${table.pointsBalance} >= 0`),
    check('members_preference', sql`${table.preference} in ('M', 'C', 'N')`),
    check('members_sex', sql`${table.sex} between 0 and 2`),
  ],
);

/** A signed-in session: only the SHA-256 of the opaque token is stored; revoked sessions stay for the log. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.memberId),
    /** password, code, qr, register, reset */
    method: text('method').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('member_sessions_member').on(table.memberId)],
);

/** Account activity: sign-ins, failures, locks, password changes, exports. */
export const memberEvents = pgTable(
  'member_events',
  {
    id: serialId(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.memberId),
    kind: text('kind').notNull(),
    method: text('method').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    at: instant('at').notNull().defaultNow(),
  },
  (table) => [index('member_events_member').on(table.memberId, table.at)],
);

/** A 6-digit code sent by e-mail or SMS: stored hashed, expiring, single-use, with limited attempts. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serialId(),
    purpose: text('purpose').notNull(),
    /** `email:<address>` or `phone:<area code> <number>`. */
    target: text('target').notNull(),
    /** The member who asked, for a code that changes a member's e-mail or mobile (`changeContact`). */
    memberId: text('member_id').references(() => members.memberId),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    maxAttempts: smallint('max_attempts').notNull(),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('verification_codes_target').on(table.target, table.purpose, table.createdAt)],
);

/**
 * Wrong passwords given for an account name no member has, counted like a member's (`failed_logins`,
 * `locked_until`), so an unknown account answers with the same countdown and lock as a known one.
 * Keyed by the SHA-256 of the account name as typed (trimmed, lower case).
 */
export const unknownAccountFailures = pgTable('unknown_account_failures', {
  accountKey: text('account_key').primaryKey(),
  failedLogins: smallint('failed_logins').notNull().default(0),
  lockedUntil: instant('locked_until'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** An e-mailed password reset link: the SHA-256 of its token, single-use, expiring. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: text('member_id')
    .notNull()
    .references(() => members.memberId),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/**
 * A QR quick login: the site shows `token` in a QR code and polls with its secret; the phone-side
 * page approves it for a member; the site then signs in once with the one-time `unionid`.
 */
export const quickLogins = pgTable(
  'quick_logins',
  {
    token: text('token').primaryKey(),
    secretHash: text('secret_hash').notNull(),
    /** pending, scanned, approved, declined, consumed */
    status: text('status').notNull().default('pending'),
    memberId: text('member_id').references(() => members.memberId),
    unionidHash: text('unionid_hash'),
    /** Who asked, shown on the approval page: the browser in a few words and the client address. */
    requesterBrowser: text('requester_browser').notNull().default(''),
    requesterAddress: text('requester_address').notNull().default(''),
    expiresAt: instant('expires_at').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    approvedAt: instant('approved_at'),
  },
  (table) => [
    check('quick_logins_status', sql`${table.status} in ('pending', 'scanned', 'approved', 'declined', 'consumed')`),
  ],
);

/** Every change of a member's points, with the balance after it. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serialId(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.memberId),
    /** welcome, earn, redeem, refund, adjust */
    kind: text('kind').notNull(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    transactionId: text('transaction_id'),
    /** Why staff adjusted the balance (kind 'adjust'). */
    note: text('note'),
    at: instant('at').notNull().defaultNow(),
  },
  (table) => [
    index('points_ledger_member').on(table.memberId, table.id),
    index('points_ledger_order').on(table.transactionId),
    uniqueIndex('points_ledger_one_earn').on(table.transactionId).where(sql`${table.kind} = 'earn'`),
    check('points_ledger_balance', sql`${table.balanceAfter} >= 0`),
  ],
);

/** Growth value earned (completed stays, adjustments); the tier is computed from its sum. */
export const growthLedger = pgTable(
  'growth_ledger',
  {
    id: serialId(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.memberId),
    kind: text('kind').notNull(),
    delta: integer('delta').notNull(),
    transactionId: text('transaction_id'),
    /** Why staff adjusted the growth (kind 'adjust'). */
    note: text('note'),
    at: instant('at').notNull().defaultNow(),
  },
  (table) => [
    index('growth_ledger_member').on(table.memberId, table.id),
    uniqueIndex('growth_ledger_one_stay').on(table.transactionId).where(sql`${table.kind} = 'stay'`),
  ],
);

/** Billing (consumption) history: what each completed stay cost, in the hotel's currency. */
export const billingLedger = pgTable(
  'billing_ledger',
  {
    id: serialId(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.memberId),
    transactionId: text('transaction_id').notNull(),
    hotelCode: text('hotel_code').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** The amount in the programme's point currency, for tiers and totals. */
    pointCurrencyAmount: money('point_currency_amount').notNull(),
    at: instant('at').notNull().defaultNow(),
  },
  (table) => [
    index('billing_ledger_member').on(table.memberId, table.id),
    uniqueIndex('billing_ledger_order').on(table.transactionId),
  ],
);

export const frequentContacts = pgTable(
  'frequent_contacts',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.memberId),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobile: text('mobile').notNull(),
    /** The mobile's international area code, without the plus. */
    mobileCountryNumber: text('mobile_country_number').notNull().default(DEFAULT_AREA_CODE),
    email: text('email').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [index('frequent_contacts_member').on(table.memberId)],
);

/** The programme's rules per site: tier thresholds and benefits, point value and earning. */
export const memberSettings = pgTable(
  'member_settings',
  {
    siteCode: text('site_code')
      .primaryKey()
      .references(() => siteConfigs.siteCode),
    tierThresholds: integer('tier_thresholds').array().notNull().default(sql`'{0,1000,5000,20000}'::integer[]`),
    /** Qualifying nights in one calendar year from which tiers 1-4 start (the tier rule of contract/loyalty). */
    tierNightThresholds: integer('tier_night_thresholds').array().notNull().default(sql`'{0,10,25,50}'::integer[]`),
    tierDiscountPercents: smallint('tier_discount_percents').array().notNull().default(sql`'{0,3,5,8}'::smallint[]`),
    pointCurrency: text('point_currency').notNull().default(DEFAULT_CURRENCY),
    /** Minor units of the point currency one point is worth. */
    pointValueMinor: integer('point_value_minor').notNull().default(1),
    /** Points and growth earned per major unit of the point currency spent on rooms. */
    pointsPerUnit: integer('points_per_unit').notNull().default(1),
    growthPerUnit: integer('growth_per_unit').notNull().default(1),
    welcomePoints: integer('welcome_points').notNull().default(0),
  },
  (table) => [
    check('member_settings_point_value', sql`${table.pointValueMinor} > 0`),
    check('member_settings_welcome', sql`${table.welcomePoints} >= 0`),
  ],
);
