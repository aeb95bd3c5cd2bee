import { ONE_DAY_MS } from '@hotel/contract/constants';
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  memberEvents,
  memberSessions,
  members,
  passwordResets,
  quickLogins,
  unknownAccountFailures,
  verificationCodes,
} from './member.schema.ts';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

/** What a request tells about who made it, for the session and the account activity. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export async function findMember(db: Db, memberId: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.memberId, memberId), isNull(members.deletedAt)));
  return row;
}

export async function findMemberByEmail(db: Db, email: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.email, email.trim().toLowerCase()), isNull(members.deletedAt)));
  return row;
}

export async function findMemberByPhone(db: Db, areaCode: string, phone: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.mobileCountryNumber, areaCode.replace(/^\+/, '')),
        eq(members.phone, phone),
        isNull(members.deletedAt),
      ),
    );
  return row;
}

/**
 * The member an account name means: an e-mail address, a phone (with or without its area code, as
 * `86 13800138000`, `+8613800138000` or `13800138000` when only one member has it) or a username.
 */
export async function findMemberByAccount(db: Db, account: string): Promise<MemberRow | undefined> {
  const value = account.trim();
  if (value.includes('@')) return findMemberByEmail(db, value);
  const spaced = /^\+?(\d{1,4})[\s-]+(\d{5,15})$/.exec(value);
  if (spaced) return findMemberByPhone(db, spaced[1]!, spaced[2]!);
  if (/^\+?\d{5,19}$/.test(value)) {
    const digits = value.replace(/^\+/, '');
    const rows = await db
      .select()
      .from(members)
      .where(
        and(
          isNull(members.deletedAt),
          sql`(${members.phone} = ${digits} or ${members.mobileCountryNumber} || ${members.phone} = ${digits})`,
        ),
      )
      .limit(2);
    if (rows.length === 1) return rows[0];
    if (rows.length > 1) return undefined;
  }
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.username, value.toLowerCase()), isNull(members.deletedAt)));
  return row;
}

export async function insertSession(
  db: Db,
  session: { tokenHash: string; memberId: string; method: string; expiresAt: Date; client: ClientInfo },
) {
  await db.insert(memberSessions).values({
    tokenHash: session.tokenHash,
    memberId: session.memberId,
    method: session.method,
    expiresAt: session.expiresAt,
    ip: session.client.ip.slice(0, 64),
    userAgent: session.client.userAgent.slice(0, 300),
  });
}

/** The live session of a token hash with its member, or undefined when unknown, revoked, expired or deleted. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: memberSessions, member: members })
    .from(memberSessions)
    .innerJoin(members, eq(members.memberId, memberSessions.memberId))
    .where(
      and(
        eq(memberSessions.tokenHash, tokenHash),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, now),
        isNull(members.deletedAt),
      ),
    );
  return row;
}

export async function touchSession(db: Db, tokenHash: string, now: Date) {
  await db.update(memberSessions).set({ lastSeenAt: now }).where(eq(memberSessions.tokenHash, tokenHash));
}

export async function revokeSession(db: Db, tokenHash: string, now: Date) {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.tokenHash, tokenHash), isNull(memberSessions.revokedAt)));
}

/** Ends every session of a member (password change or reset, account deletion). */
export async function revokeAllSessions(db: Db, memberId: string, now: Date) {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)));
}

/** The member's sessions still signed in (not revoked, not expired), the most recently used first. */
export async function listLiveSessions(db: Db, memberId: string, now: Date) {
  return db
    .select()
    .from(memberSessions)
    .where(
      and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt), gt(memberSessions.expiresAt, now)),
    )
    .orderBy(desc(memberSessions.lastSeenAt));
}

/** Signs one of the member's sessions out, named by the start of its token's hash; false when none matched. */
export async function revokeSessionById(db: Db, memberId: string, sessionId: string, now: Date) {
  const revoked = await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        sql`left(${memberSessions.tokenHash}, ${SESSION_ID_LENGTH}) = ${sessionId}`,
      ),
    )
    .returning({ tokenHash: memberSessions.tokenHash });
  return revoked.length > 0;
}

/** A session's public name: the start of its token's hash (the hash itself never leaves the server). */
export const SESSION_ID_LENGTH = 16;
export const sessionIdOf = (tokenHash: string) => tokenHash.slice(0, SESSION_ID_LENGTH);

export async function logEvent(db: Db, memberId: string, kind: string, client?: ClientInfo, method = '') {
  await db.insert(memberEvents).values({
    memberId,
    kind,
    method,
    ip: client?.ip.slice(0, 64) ?? '',
    userAgent: client?.userAgent.slice(0, 300) ?? '',
  });
}

export async function listEvents(db: Db, memberId: string, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(memberEvents)
      .where(eq(memberEvents.memberId, memberId))
      .orderBy(desc(memberEvents.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: sql<number>`count(*)::int` }).from(memberEvents).where(eq(memberEvents.memberId, memberId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Deletes what has no use once expired: verification codes, QR logins and reset links a day past
 * their expiry, sessions a week past theirs (account activity keeps the sign-ins), and failure
 * counts of unknown account names untouched for a day and not locked.
 */
export async function purgeExpiredAuthRecords(db: Db, now: Date) {
  const day = new Date(now.getTime() - ONE_DAY_MS);
  const week = new Date(now.getTime() - 7 * ONE_DAY_MS);
  const [codes, qr, resets, sessions, unknownAccounts] = await Promise.all([
    db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, day)).returning({ id: verificationCodes.id }),
    db.delete(quickLogins).where(lt(quickLogins.expiresAt, day)).returning({ token: quickLogins.token }),
    db.delete(passwordResets).where(lt(passwordResets.expiresAt, day)).returning({ token: passwordResets.tokenHash }),
    db.delete(memberSessions).where(lt(memberSessions.expiresAt, week)).returning({ token: memberSessions.tokenHash }),
    db
      .delete(unknownAccountFailures)
      .where(
        and(
          lt(unknownAccountFailures.updatedAt, day),
          or(isNull(unknownAccountFailures.lockedUntil), lt(unknownAccountFailures.lockedUntil, now)),
        ),
      )
      .returning({ key: unknownAccountFailures.accountKey }),
  ]);
  return {
    codes: codes.length,
    quickLogins: qr.length,
    resets: resets.length,
    sessions: sessions.length,
    unknownAccounts: unknownAccounts.length,
  };
}

/** Name and card number of each member, for lists that show whose row it is. */
export async function memberCardsOf(db: Db, memberIds: readonly string[]) {
  if (memberIds.length === 0) return new Map<string, { name: string; cardNumber: string }>();
  const rows = await db
    .select({
      memberId: members.memberId,
      firstName: members.firstName,
      lastName: members.lastName,
      cardNumber: members.cardNumber,
    })
    .from(members)
    .where(inArray(members.memberId, [...memberIds]));
  return new Map(
    rows.map((row) => [row.memberId, { name: `${row.firstName} ${row.lastName}`.trim(), cardNumber: row.cardNumber }]),
  );
}

/** The name a member shows to others: the nickname, else first and last name (empty when neither). */
export async function memberNamesOf(db: Db, memberIds: readonly string[]) {
  if (memberIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({
      memberId: members.memberId,
      firstName: members.firstName,
      lastName: members.lastName,
      nickName: members.nickName,
    })
    .from(members)
    .where(inArray(members.memberId, [...memberIds]));
  return new Map(rows.map((row) => [row.memberId, row.nickName || `${row.firstName} ${row.lastName}`.trim()]));
}
