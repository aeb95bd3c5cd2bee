import type { StaffRole } from '@hotel/contract/schemas/admin';
import type { Db } from '../db/client.ts';
import { staff, staffHotels } from '../db/schema/staff.ts';
import { hashPassword } from '../modules/member/passwords.ts';

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
  const assignments = DEMO_STAFF.flatMap((account) =>
    account.hotelCodes.map((hotelCode) => ({ staffId: account.staffId, hotelCode })),
  );
  if (assignments.length) await tx.insert(staffHotels).values(assignments);
}
