/**
 * Seeds the demo catalogue into the database the server uses (DATABASE_URL, else PGlite under
 * DATA_DIR).
 *
 *   npm run seed                         demo data, if the catalogue is empty
 *   npm run seed -- --hotels 1000        1000 hotels in total: the demo ones plus generated ones
 *   npm run seed -- --reset              delete the catalogue and site rows first, then seed
 *   npm run seed -- --today 2026-11-21   first night of prices and inventory (default: today)
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { epochDay } from './calendar.ts';
import { DEMO_HOTELS } from './content/hotels.ts';
import { clearCatalog, hasCatalog, SEED_NIGHTS, seedDemoData } from './demo.ts';

const MAX_HOTELS = 20_000;

const USAGE = `Usage: npm run seed -- [--hotels N] [--reset] [--today yyyy-MM-dd]
  --hotels N    hotels in total, ${DEMO_HOTELS.length} to ${MAX_HOTELS} (default ${DEMO_HOTELS.length}: the demo hotels)
  --reset       delete all reservations, catalogue and site rows first
  --today DATE  first seeded night (default: today)`;

class UsageError extends Error {}

function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const OPTIONS = {
  hotels: { type: 'string' },
  reset: { type: 'boolean' },
  today: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function readOptions(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function parseCommandLine(argv: string[]) {
  const values = readOptions(argv);
  let hotels = DEMO_HOTELS.length;
  if (values.hotels !== undefined) {
    if (!/^\d+$/.test(values.hotels)) throw new UsageError(`--hotels must be a whole number, got "${values.hotels}"`);
    hotels = Number(values.hotels);
    if (hotels < DEMO_HOTELS.length || hotels > MAX_HOTELS) {
      throw new UsageError(
        `--hotels must be between ${DEMO_HOTELS.length} (the demo hotels) and ${MAX_HOTELS}, got ${hotels}`,
      );
    }
  }
  const today = values.today ?? localToday();
  try {
    epochDay(today);
  } catch (error) {
    throw new UsageError(`--today: ${(error as Error).message}`);
  }
  return { hotels, reset: values.reset ?? false, today, help: values.help ?? false };
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parseCommandLine>;
  try {
    args = parseCommandLine(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`seed: ${error.message}\n${USAGE}`);
    return 1;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, { checkProduction: false });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
  if (config.NODE_ENV === 'production') {
    console.error(
      'seed: refused with NODE_ENV=production: the demo data creates staff and member accounts with published passwords',
    );
    return 1;
  }

  const started = performance.now();
  const database = await openDatabase(config);
  try {
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`;
    console.log(`seed: ${where}`);
    await database.migrate();
    if (args.reset) {
      await clearCatalog(database.db);
      console.log('seed: deleted every catalogue and site row');
    }
    if (await hasCatalog(database.db)) {
      console.log('seed: the catalogue is already seeded; nothing to do (use --reset to start over)');
      return 0;
    }
    console.log(`seed: ${args.hotels} hotels, ${SEED_NIGHTS} nights from ${args.today}`);
    const summary = await seedDemoData(database.db, {
      today: args.today,
      extraHotels: args.hotels - DEMO_HOTELS.length,
      onProgress: (message) => console.log(`seed: ${message}`),
    });
    const n = (value: number) => value.toLocaleString('en-US');
    console.log(
      `seed: done in ${(summary.ms / 1000).toFixed(1)} s: ${n(summary.hotels)} hotels, ${n(summary.roomTypes)} room types, ` +
        `${n(summary.ratePlans)} rate plans, ${n(summary.prices)} nightly prices, ${n(summary.inventoryNights)} inventory nights`,
    );
    console.log(`seed: total ${((performance.now() - started) / 1000).toFixed(1)} s including migrations`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('seed: failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
