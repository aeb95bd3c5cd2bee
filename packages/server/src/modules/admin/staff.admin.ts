import { isLanguage } from '@hotel/contract/languages';
import type { StaffAccount, StaffCreate, StaffRole, StaffUpdate } from '@hotel/contract/schemas/admin';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { saveAudited } from '../../platform/audited.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { recordAudit } from './audit.ts';
import { staff, staffHotels, staffSessions } from './staff.schema.ts';
import { type StaffPrincipal, secondFactorRequired } from './staff-access.ts';

const usesHotels = (role: StaffRole) => role === 'hotelManager' || role === 'frontDesk';

async function accountOf(db: Db, staffId: string, now: Date): Promise<StaffAccount> {
  const [row] = await db.select().from(staff).where(eq(staff.staffId, staffId));
  if (!row) throw new AppError('noRecordFound');
  const hotels = await db
    .select()
    .from(staffHotels)
    .where(eq(staffHotels.staffId, staffId))
    .orderBy(staffHotels.hotelCode);
  return {
    id: row.staffId,
    name: row.name,
    email: row.email,
    role: row.role as StaffRole,
    hotelCodes: hotels.map((hotel) => hotel.hotelCode),
    language: isLanguage(row.language) ? row.language : 'en-US',
    secondFactor: { enabled: Boolean(row.totpEnabledAt), required: secondFactorRequired(row.role as StaffRole) },
    isActive: row.isActive,
    locked: Boolean(row.lockedUntil && row.lockedUntil > now),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A staff account's row (404 `noRecordFound` when there is none). */
export async function findStaffAccount(db: Db, staffId: string) {
  const [row] = await db.select().from(staff).where(eq(staff.staffId, staffId));
  if (!row) throw new AppError('noRecordFound');
  return row;
}

export async function listStaff(db: Db, now: Date): Promise<StaffAccount[]> {
  const rows = await db.select({ staffId: staff.staffId }).from(staff).orderBy(asc(staff.email));
  return Promise.all(rows.map((row) => accountOf(db, row.staffId, now)));
}

async function setHotels(tx: Db, staffId: string, role: StaffRole, hotelCodes: string[]) {
  await tx.delete(staffHotels).where(eq(staffHotels.staffId, staffId));
  const codes = usesHotels(role) ? [...new Set(hotelCodes)] : [];
  if (codes.length) await tx.insert(staffHotels).values(codes.map((hotelCode) => ({ staffId, hotelCode })));
}

/** Creates a staff account (password hashed with argon2id), audited without the hash. */
/**
 * The first group administrator of a new group, created from the command line (`npm run create-admin`):
 * production seeds no staff, so someone with the database must create the first account. It enrols its
 * second factor at its first sign-in, like every group administrator. Refused when the e-mail is taken.
 */
export async function createGroupAdministrator(
  db: Db,
  input: Pick<StaffCreate, 'email' | 'name' | 'password' | 'language'>,
  now: Date,
) {
  const email = input.email.trim().toLowerCase();
  const [taken] = await db.select({ id: staff.staffId }).from(staff).where(eq(staff.email, email));
  if (taken) throw new AppError('emailExists');
  const staffId = newId('stf');
  const passwordHash = await hashPassword(input.password);
  await inTransaction(db, async (tx) => {
    await tx.insert(staff).values({
      staffId,
      email,
      name: input.name,
      role: 'groupAdmin',
      language: input.language,
      isActive: true,
      passwordHash,
    });
    const after = await accountOf(tx, staffId, now);
    await recordAudit(tx, {
      staff: { staff: { staffId } },
      action: 'staff.createFromCommandLine',
      entityType: 'staff',
      entityId: staffId,
      before: null,
      after,
    });
  });
  return accountOf(db, staffId, now);
}

export async function createStaff(db: Db, principal: StaffPrincipal, input: StaffCreate, now: Date) {
  const passwordHash = await hashPassword(input.password);
  const staffId = newId('stf');
  await saveAudited(
    db,
    async (tx) => {
      await tx.insert(staff).values({
        staffId,
        email: input.email.trim().toLowerCase(),
        name: input.name,
        role: input.role,
        language: input.language,
        isActive: input.isActive,
        passwordHash,
      });
      await setHotels(tx, staffId, input.role, input.hotelCodes);
      return { before: null, after: await accountOf(tx, staffId, now) };
    },
    (tx, before, after) =>
      recordAudit(tx, {
        staff: principal,
        action: 'staff.create',
        entityType: 'staff',
        entityId: staffId,
        before,
        after,
      }),
  );
  return accountOf(db, staffId, now);
}

const keepsGroupAdmin = (input: StaffUpdate) => input.role === 'groupAdmin' && input.isActive;

/**
 * The group must keep a group administrator who can sign in: nobody demotes or disables themselves (a
 * slip would lock them out), and the last active group administrator stays one.
 */
async function assertGroupKeepsAnAdministrator(
  tx: Db,
  principal: StaffPrincipal,
  before: StaffAccount,
  input: StaffUpdate,
) {
  if (keepsGroupAdmin(input)) return;
  if (before.id === principal.staff.staffId) throw new AppError('staffSelfLockout');
  // Every active administrator's row, locked in one order: two administrators demoting each other at once
  // wait for each other instead of both going through.
  const admins = await tx
    .select({ id: staff.staffId })
    .from(staff)
    .where(and(eq(staff.role, 'groupAdmin'), eq(staff.isActive, true)))
    .orderBy(asc(staff.staffId))
    .for('update');
  const isActiveAdmin = admins.some((admin) => admin.id === before.id);
  if (isActiveAdmin && admins.length < 2) throw new AppError('lastGroupAdministrator');
}

/** Updates role, hotels, name, language, active flag and, when given, the password (ending its sessions). */
export async function updateStaff(db: Db, principal: StaffPrincipal, staffId: string, input: StaffUpdate, now: Date) {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  await saveAudited(
    db,
    async (tx) => {
      const before = await accountOf(tx, staffId, now);
      await assertGroupKeepsAnAdministrator(tx, principal, before, input);
      await tx
        .update(staff)
        .set({
          name: input.name,
          role: input.role,
          language: input.language,
          isActive: input.isActive,
          updatedAt: now,
          ...(passwordHash ? { passwordHash, failedLogins: 0, lockedUntil: null } : {}),
        })
        .where(eq(staff.staffId, staffId));
      await setHotels(tx, staffId, input.role, input.hotelCodes);
      if (passwordHash || !input.isActive) {
        await tx
          .update(staffSessions)
          .set({ revokedAt: now })
          .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
      }
      return { before, after: { ...(await accountOf(tx, staffId, now)), passwordChanged: Boolean(passwordHash) } };
    },
    (tx, before, after) =>
      recordAudit(tx, {
        staff: principal,
        action: 'staff.update',
        entityType: 'staff',
        entityId: staffId,
        before,
        after,
      }),
  );
  return accountOf(db, staffId, now);
}
