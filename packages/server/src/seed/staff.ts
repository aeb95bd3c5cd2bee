import type { StaffRole } from '@hotel/contract/schemas/admin';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staff, staffHotels } from '../modules/admin/staff.schema.ts';
import { hotels } from '../modules/catalog/catalog.schema.ts';
import { hashPassword } from '../platform/passwords.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The password of every demo staff account (README, quick start). */
export const DEMO_STAFF_PASSWORD = 'Staff@2026';

export const DEMO_STAFF: ReadonlyArray<{
  staffId: string;
  email: string;
  name: string;
  role: StaffRole;
  language: string;
  hotelCodes: string[];
}> = [
  {
    staffId: 'stf_admin',
    email: 'admin@aurora-hotels.example',
    name: 'Grace Admin',
    role: 'groupAdmin',
    language: 'en-US',
    hotelCodes: [],
  },
  {
    staffId: 'stf_manager_sha',
    email: 'manager.sha@aurora-hotels.example',
    name: '王经理',
    role: 'hotelManager',
    language: 'zh-CN',
    hotelCodes: ['SHA001'],
  },
  {
    staffId: 'stf_frontdesk_sha',
    email: 'frontdesk.sha@aurora-hotels.example',
    name: '李前台',
    role: 'frontDesk',
    language: 'zh-CN',
    hotelCodes: ['SHA001'],
  },
  {
    staffId: 'stf_editor',
    email: 'editor@aurora-hotels.example',
    name: 'Emma Editor',
    role: 'contentEditor',
    language: 'en-US',
    hotelCodes: [],
  },
];

/** One demo account per role, all with `Staff@2026` (hashed once: argon2id is slow on purpose). */
export async function seedStaff(tx: Tx) {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await tx.insert(staff).values(
    DEMO_STAFF.map((account) => ({
      staffId: account.staffId,
      email: account.email,
      name: account.name,
      role: account.role,
      language: account.language,
      passwordHash,
    })),
  );
  const wanted = [...new Set(DEMO_STAFF.flatMap((account) => account.hotelCodes))];
  const known = new Set(
    (await tx.select({ hotelCode: hotels.hotelCode }).from(hotels).where(inArray(hotels.hotelCode, wanted))).map(
      (row) => row.hotelCode,
    ),
  );
  const assignments = DEMO_STAFF.flatMap((account) =>
    account.hotelCodes.filter((code) => known.has(code)).map((hotelCode) => ({ staffId: account.staffId, hotelCode })),
  );
  if (assignments.length) await tx.insert(staffHotels).values(assignments);
}

/** Adds the demo staff to a demo database seeded before the back office existed (no staff yet). */
export async function seedStaffIfMissing(db: Db): Promise<boolean> {
  const [any] = await db.select({ staffId: staff.staffId }).from(staff).limit(1);
  if (any) return false;
  await db.transaction((tx) => seedStaff(tx));
  return true;
}
