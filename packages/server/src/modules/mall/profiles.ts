import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mallMemberProfiles } from './mall.schema.ts';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A member's mall profile, created on first use with a referral code of eight readable characters. */
export async function ensureProfile(db: Db, memberId: string) {
  const [existing] = await db.select().from(mallMemberProfiles).where(eq(mallMemberProfiles.memberId, memberId));
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt++) {
    let code = '';
    for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    const [created] = await db
      .insert(mallMemberProfiles)
      .values({ memberId, referralCode: code })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const [raced] = await db.select().from(mallMemberProfiles).where(eq(mallMemberProfiles.memberId, memberId));
    if (raced) return raced;
  }
  throw new Error('could not allocate a referral code');
}
