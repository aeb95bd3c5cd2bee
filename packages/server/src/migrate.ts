/** `npm run migrate`: applies the SQL migrations to the configured database and exits (a deployment step). */
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

try {
  // Only the database is needed here: the secrets the server refuses to start without are not.
  const config = loadConfig(process.env, { checkProduction: false });
  const database = await openDatabase(config);
  await database.migrate();
  await database.close();
  console.log(`migrations applied (${config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`})`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
