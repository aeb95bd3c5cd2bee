import type { SiteAppearance, SiteSettings } from '@hotel/contract/schemas/admin-content';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cleanCustomStyles } from '../../platform/custom-styles.ts';
import { AppError } from '../../platform/errors.ts';
import type { SiteConfigRow } from './site.repo.ts';
import { siteConfigs } from './site.schema.ts';

export const listSitesForAdmin = (db: Db) => db.select().from(siteConfigs).orderBy(asc(siteConfigs.siteCode));

/** The site row locked for update inside `tx`, or `platformNotFound`. */
export async function lockSite(tx: Db, siteCode: string): Promise<SiteConfigRow> {
  const [row] = await tx.select().from(siteConfigs).where(eq(siteConfigs.siteCode, siteCode)).for('update');
  if (!row) throw new AppError('platformNotFound');
  return row;
}

/** Theme, mobile theme, colours and custom styles of a site, inside the caller's transaction. */
export async function setSiteAppearance(tx: Db, siteCode: string, appearance: SiteAppearance): Promise<SiteConfigRow> {
  const cleaned = { ...appearance, customStyles: cleanCustomStyles(appearance.customStyles) };
  const [row] = await tx.update(siteConfigs).set(cleaned).where(eq(siteConfigs.siteCode, siteCode)).returning();
  return row!;
}

/** Languages on offer, currency, bulletin, forced login, lockout and payment deadline, inside the caller's transaction. */
export async function setSiteSettings(
  tx: Db,
  siteCode: string,
  settings: Omit<SiteSettings, 'tierThresholds' | 'tierNightThresholds'>,
): Promise<SiteConfigRow> {
  const [row] = await tx.update(siteConfigs).set(settings).where(eq(siteConfigs.siteCode, siteCode)).returning();
  return row!;
}

/** What a hotel manager may adjust alone on a site: one adjustment and the total in 24 hours, by kind. */
export async function adjustmentCapsOf(db: Db, siteCode: string, kind: 'points' | 'growth') {
  const [row] = await db.select().from(siteConfigs).where(eq(siteConfigs.siteCode, siteCode));
  if (!row) throw new AppError('platformNotFound');
  return kind === 'points'
    ? { perAdjustment: row.staffPointsAdjustmentCap, perDay: row.staffPointsDailyCap }
    : { perAdjustment: row.staffGrowthAdjustmentCap, perDay: row.staffGrowthDailyCap };
}
