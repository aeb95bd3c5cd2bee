import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteConfigs } from './site.schema.ts';

export type SiteConfigRow = typeof siteConfigs.$inferSelect;

/** The site whose host names include `host`, else the default site. */
export async function findSiteForHost(db: Db, host: string): Promise<SiteConfigRow | undefined> {
  const [byHost] = await db.select().from(siteConfigs).where(sql`${host} = any(${siteConfigs.hostNames})`).limit(1);
  if (byHost) return byHost;
  const [fallback] = await db.select().from(siteConfigs).where(eq(siteConfigs.isDefault, true)).limit(1);
  return fallback;
}
