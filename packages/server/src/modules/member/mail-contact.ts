import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from './member.schema.ts';

/** Where other modules write to a member: the e-mail address (null when none) and the name to greet. */
export async function mailContactOf(db: Db, memberId: string): Promise<{ email: string | null; name: string } | null> {
  const [row] = await db
    .select({ email: members.email, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(eq(members.memberId, memberId));
  return row ? { email: row.email, name: `${row.firstName} ${row.lastName}`.trim() } : null;
}
