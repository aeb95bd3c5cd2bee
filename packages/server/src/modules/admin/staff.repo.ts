import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffHotels, staffSessions } from './staff.schema.ts';

export type StaffRow = typeof staff.$inferSelect;

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.email, email.trim().toLowerCase()));
  return row;
}

export async function hotelCodesOf(db: Db, staffId: string): Promise<string[]> {
  const rows = await db
    .select({ hotelCode: staffHotels.hotelCode })
    .from(staffHotels)
    .where(eq(staffHotels.staffId, staffId))
    .orderBy(staffHotels.hotelCode);
  return rows.map((row) => row.hotelCode);
}

export async function insertStaffSession(
  db: Db,
  session: { tokenHash: string; staffId: string; expiresAt: Date; now: Date; ip: string; userAgent: string },
) {
  await db.insert(staffSessions).values({
    tokenHash: session.tokenHash,
    createdAt: session.now,
    lastSeenAt: session.now,
    staffId: session.staffId,
    expiresAt: session.expiresAt,
    ip: session.ip.slice(0, 64),
    userAgent: session.userAgent.slice(0, 300),
  });
}

/** The live session of a token hash with its active staff account. */
export async function findLiveStaffSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: staffSessions, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.staffId, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        eq(staff.isActive, true),
      ),
    );
  return row;
}

export async function touchStaffSession(db: Db, tokenHash: string, now: Date) {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function revokeStaffSession(db: Db, tokenHash: string, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
}

/**
 * Counts a wrong password in one statement (a lock that has run out starts the count again) and locks
 * the account for `lockoutMinutes` when the count reaches `threshold`. Returns the new state.
 */
export async function countStaffFailure(db: Db, staffId: string, threshold: number, now: Date, until: Date) {
  const [row] = await db
    .update(staff)
    .set({
      failedLogins: sql`case when ${staff.lockedUntil} is not null and ${staff.lockedUntil} <= ${now} then 1 else ${staff.failedLogins} + 1 end`,
      lockedUntil: sql`case
        when ${staff.lockedUntil} is not null and ${staff.lockedUntil} <= ${now} then null
        when ${staff.failedLogins} + 1 >= ${threshold} then ${until}
        else ${staff.lockedUntil} end`,
    })
    .where(eq(staff.staffId, staffId))
    .returning({ failedLogins: staff.failedLogins, lockedUntil: staff.lockedUntil });
  return row;
}

export async function clearStaffFailures(db: Db, staffId: string) {
  await db.update(staff).set({ failedLogins: 0, lockedUntil: null }).where(eq(staff.staffId, staffId));
}

/** Staff members' names by id (the folio's and history's "who"). */
export async function staffNamesOf(db: Db, staffIds: string[]): Promise<Map<string, string>> {
  if (!staffIds.length) return new Map();
  const rows = await db
    .select({ staffId: staff.staffId, name: staff.name })
    .from(staff)
    .where(inArray(staff.staffId, [...new Set(staffIds)]));
  return new Map(rows.map((row) => [row.staffId, row.name]));
}
