import type {
  AdminMemberDetail,
  AdminMemberPage,
  AdminMemberSummary,
  MemberSearch,
} from '@hotel/contract/schemas/admin-members';
import type { VoucherSegment } from '@hotel/contract/schemas/admin-promotions';
import { and, asc, count, desc, eq, gt, ilike, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { containsPattern } from '../../platform/sql.ts';
import {
  hasCompletedStayBetween,
  hasCompletedStaySince,
  hasOrderAt,
  recentOrdersOf,
} from '../booking/booking.module.ts';
import type { LoyaltyService } from './loyalty.ts';
import { growthLedger, memberSettings, members, pointsLedger } from './member.schema.ts';

export type AdminMemberRow = typeof members.$inferSelect;

function summaryOf(member: AdminMemberRow, now: Date): AdminMemberSummary {
  const locked = Boolean(member.lockedUntil && member.lockedUntil > now);
  return {
    memberId: member.memberId,
    cardNumber: member.cardNumber,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    mobileCountryNumber: member.mobileCountryNumber,
    phone: member.phone,
    username: member.username,
    points: member.pointsBalance,
    locked,
    lockedUntil: locked ? member.lockedUntil!.toISOString() : null,
    createdAt: member.createdAt.toISOString(),
  };
}

/** The hotels a staff member may see members of: null for every hotel (group administrators). */
export type MemberScope = readonly string[] | null;

/** Members who have a reservation at one of the hotels (any status): what hotel staff may see. */
function reservedAtScope(db: Db, scope: readonly string[]): SQL {
  if (scope.length === 0) return sql`false`;
  return hasOrderAt(db, members.memberId, scope);
}

export async function searchMembers(
  db: Db,
  query: MemberSearch,
  now: Date,
  scope: MemberScope,
): Promise<AdminMemberPage> {
  const filters: SQL[] = [isNull(members.deletedAt)];
  if (scope) filters.push(reservedAtScope(db, scope));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(members.firstName, pattern),
        ilike(members.lastName, pattern),
        ilike(members.email, pattern),
        ilike(members.phone, pattern),
        ilike(members.cardNumber, pattern),
        ilike(members.username, pattern),
      )!,
    );
  }
  if (query.lockedOnly) filters.push(gt(members.lockedUntil, now));
  const where = and(...filters);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(members).where(where);
  const rows = await db
    .select()
    .from(members)
    .where(where)
    .orderBy(desc(members.createdAt), desc(members.memberId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { list: rows.map((row) => summaryOf(row, now)), total, page: query.page, pageSize: query.pageSize };
}

/**
 * A member as the back office may see it: 404 `userNotFound` when there is none, 404
 * `staffMemberOutOfScope` when the staff member's hotels have no reservation of theirs. Scoped staff
 * get the second answer for an unknown id too, so they cannot tell which ids exist.
 */
export async function findMemberForAdmin(db: Db, memberId: string, scope: MemberScope): Promise<AdminMemberRow> {
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.memberId, memberId), isNull(members.deletedAt)));
  if (!member) throw new AppError(scope ? 'staffMemberOutOfScope' : 'userNotFound');
  if (scope) {
    const [visible] = await db
      .select({ memberId: members.memberId })
      .from(members)
      .where(and(eq(members.memberId, memberId), reservedAtScope(db, scope)));
    if (!visible) throw new AppError('staffMemberOutOfScope');
  }
  return member;
}

/**
 * The member a staff member means by what they typed: the member id, the card number, the e-mail or the
 * mobile (with or without its country code, spaces and signs ignored); then checked like
 * `findMemberForAdmin`. Unknown answers as that does, so scoped staff learn nothing from a guess.
 */
export async function findMemberByReference(db: Db, reference: string, scope: MemberScope): Promise<AdminMemberRow> {
  const typed = reference.trim();
  const digits = typed.replace(/[\s()+-]/g, '');
  const matches = [eq(members.memberId, typed), eq(members.cardNumber, typed), eq(members.email, typed.toLowerCase())];
  if (/^\d{5,20}$/.test(digits)) {
    matches.push(eq(members.phone, digits), sql`${members.mobileCountryNumber} || ${members.phone} = ${digits}`);
  }
  const found = await db
    .select({ memberId: members.memberId })
    .from(members)
    .where(and(or(...matches), isNull(members.deletedAt)))
    .limit(2);
  // A mobile without its country code could belong to two members: nobody is guessed.
  if (found.length !== 1) throw new AppError(scope ? 'staffMemberOutOfScope' : 'userNotFound');
  return findMemberForAdmin(db, found[0]!.memberId, scope);
}

export async function memberDetail(
  db: Db,
  loyalty: LoyaltyService,
  member: AdminMemberRow,
  now: Date,
  scope: MemberScope,
): Promise<AdminMemberDetail> {
  const [{ tier, growth }, recentOrders, recentPoints, recentGrowth] = await Promise.all([
    loyalty.tierOf(member.memberId, member.siteCode),
    recentOrdersOf(db, member.memberId, scope, 10),
    db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.memberId, member.memberId))
      .orderBy(desc(pointsLedger.id))
      .limit(10),
    db
      .select()
      .from(growthLedger)
      .where(eq(growthLedger.memberId, member.memberId))
      .orderBy(desc(growthLedger.id))
      .limit(10),
  ]);
  const ledger = (row: {
    kind: string;
    delta: number;
    transactionId: string | null;
    note: string | null;
    at: Date;
  }) => ({
    kind: row.kind,
    delta: row.delta,
    transactionId: row.transactionId,
    note: row.note,
    at: row.at.toISOString(),
  });
  return {
    ...summaryOf(member, now),
    title: member.title,
    sex: member.sex,
    birthday: member.birthday,
    language: member.language,
    siteCode: member.siteCode,
    failedLogins: member.failedLogins,
    tier,
    growth,
    recentOrders: recentOrders.map((order) => ({
      transactionId: order.transactionId,
      confirmationNumber: order.confirmationNumber,
      hotelCode: order.hotelCode,
      checkInDate: order.checkInDate,
      checkOutDate: order.checkOutDate,
      status: order.status,
      currency: order.currency,
      totalAmount: order.totalAmount,
    })),
    recentPoints: recentPoints.map(ledger),
    recentGrowth: recentGrowth.map(ledger),
  };
}

/** Lifts a sign-in lock (and the failure count) inside the caller's transaction. */
export async function unlockMember(tx: Db, memberId: string) {
  await tx.update(members).set({ failedLogins: 0, lockedUntil: null }).where(eq(members.memberId, memberId));
}

/** The growth and night thresholds of tiers 1-4 on a site (the programme's defaults when the site has none stored). */
export async function tierThresholdsOf(loyalty: LoyaltyService, siteCode: string) {
  const settings = await loyalty.settingsFor(siteCode);
  return { tierThresholds: settings.tierThresholds, tierNightThresholds: settings.tierNightThresholds };
}

/** Stores a site's tier thresholds (growth, and qualifying nights when given) inside the caller's transaction. */
export async function setTierThresholds(
  tx: Db,
  siteCode: string,
  thresholds: { tierThresholds: number[]; tierNightThresholds?: number[] | undefined },
) {
  const set = thresholds.tierNightThresholds
    ? { tierThresholds: thresholds.tierThresholds, tierNightThresholds: thresholds.tierNightThresholds }
    : { tierThresholds: thresholds.tierThresholds };
  await tx
    .insert(memberSettings)
    .values({ siteCode, ...set })
    .onConflictDoUpdate({ target: memberSettings.siteCode, set });
}

/**
 * The members a voucher segment's stay criteria reach (not deleted, with their site for the tier rule),
 * in id order, at most `limit`; the tier criterion is the loyalty rule's, checked on these by the caller.
 */
export function segmentCandidates(
  db: Db,
  segment: Pick<VoucherSegment, 'stayedAt' | 'notStayedSince'>,
  limit: number,
): Promise<{ memberId: string; siteCode: string }[]> {
  const filters: SQL[] = [isNull(members.deletedAt)];
  if (segment.stayedAt) filters.push(hasCompletedStayBetween(db, members.memberId, segment.stayedAt));
  if (segment.notStayedSince) filters.push(not(hasCompletedStaySince(db, members.memberId, segment.notStayedSince)));
  return db
    .select({ memberId: members.memberId, siteCode: members.siteCode })
    .from(members)
    .where(and(...filters))
    .orderBy(asc(members.memberId))
    .limit(limit);
}
