import { loadTranslators } from '@hotel/i18n/server';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { hasCatalog, seedDemoData } from './seed/demo.ts';
import { seedStaffIfMissing } from './seed/staff.ts';

/** Counts requests in progress, so shutdown closes the database only after the last one answered. */
function trackInFlight(app: Awaited<ReturnType<typeof buildApp>>) {
  let count = 0;
  app.addHook('onRequest', async () => {
    count++;
  });
  app.addHook('onResponse', async () => {
    count--;
  });
  return {
    async drained(timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (count > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    },
  };
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  if (config.MIGRATE_ON_START) await database.migrate();
  if (config.SEED_DEMO_DATA && !(await hasCatalog(database.db))) {
    const summary = await seedDemoData(database.db, { today: new Date().toISOString().slice(0, 10) });
    console.log(`Seeded demo data: ${summary.hotels} hotels in ${summary.ms} ms`);
  } else if (config.SEED_DEMO_DATA && config.NODE_ENV !== 'production' && (await seedStaffIfMissing(database.db))) {
    // A demo database made before the back office existed gets its demo staff (never in production).
    console.log('Seeded the demo staff accounts');
  }
  const app = await buildApp({ config, database, translators: await loadTranslators() });
  if (config.NODE_ENV === 'production' && config.PAYMENT_PROVIDER === 'sandbox') {
    app.log.warn('PAYMENT_PROVIDER=sandbox in production: payments are simulated (a staging site only)');
  }
  const inFlight = trackInFlight(app);
  await app.listen({ host: config.HOST, port: config.PORT });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    await inFlight.drained(config.SHUTDOWN_GRACE_MS);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
