import { openPglite } from '../db/client.ts';
import { seedDemoData } from '../seed/demo.ts';

/** The calendar day every API test lives on. */
export const TEST_TODAY = '2026-11-21';

/** A migrated and seeded embedded database, dumped so each test file can load it quickly. */
export async function buildTemplateDump(): Promise<Blob> {
  const database = await openPglite(null);
  await database.migrate();
  await seedDemoData(database.db, { today: TEST_TODAY });
  const dump = await database.dumpDataDir!();
  await database.close();
  return dump;
}
