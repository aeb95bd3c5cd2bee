import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addons } from './catalog.schema.ts';

export type AddonRow = typeof addons.$inferSelect;

export async function listAddons(db: Db, hotelCode: string): Promise<AddonRow[]> {
  return db
    .select()
    .from(addons)
    .where(eq(addons.hotelCode, hotelCode))
    .orderBy(asc(addons.sortOrder), asc(addons.addonCode));
}
