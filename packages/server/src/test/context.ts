import { readFile } from 'node:fs/promises';
import { loadTranslators } from '@hotel/i18n/server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { seedDemoData } from '../seed/demo.ts';
import { TEST_TODAY } from './template.ts';

export { TEST_TODAY };

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  /** The app's clock: starts on TEST_TODAY, tests may move it. */
  clock: { now: Date };
  /** The app's log lines (JSON), when a suite turns logging on with a LOG_LEVEL override. */
  logs: string[];
}

async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dump = await readFile(inject('pgliteTemplatePath'));
    const database = await openPglite(null, new Blob([dump]));
    return { database, drop: async () => undefined };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `hotel_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = await openPostgres(url, 1);
  await admin.db.execute(sql.raw(`create database ${name}`));
  const own = new URL(url);
  own.pathname = `/${name}`;
  const database = await openPostgres(own.toString(), 5);
  await database.migrate();
  await seedDemoData(database.db, { today: TEST_TODAY });
  return {
    database,
    drop: async () => {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    },
  };
}

/** The databases API tests run on: always PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: ReadonlyArray<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * Runs `suite` once per test database with a fresh seeded copy and an app on top of it.
 * The suite reads the context lazily (`ctx()`), since it is built in beforeAll.
 */
export function describeEachDatabase(
  name: string,
  suite: (ctx: () => TestContext) => void,
  overrides: Record<string, string> = {},
  /** More of the app's dependencies (e.g. payment providers' local stand-ins). */
  appOptions: Pick<Parameters<typeof buildApp>[0], 'paymentEndpoints'> = {},
) {
  for (const kind of TEST_DATABASES) {
    describe(`${name} [${kind}]`, () => {
      let context: TestContext | undefined;
      let drop: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const opened = await openTestDatabase(kind);
        drop = opened.drop;
        const clock = { now: new Date(`${TEST_TODAY}T04:00:00Z`) };
        const config = loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          JOBS_ENABLED: 'false',
          SEARCH_CACHE_MS: '0',
          CATALOG_CACHE_MS: '0',
          // Tests book many unpaid orders from one address and booker; the caps have their own tests.
          ORDER_RATE_LIMIT_PER_MINUTE: '100000',
          MAX_UNPAID_ORDERS_PER_GUEST: '10000',
          MAX_UNPAID_ORDERS_PER_ADDRESS: '10000',
          ...overrides,
        });
        const logs: string[] = [];
        const app = await buildApp({
          config,
          database: opened.database,
          translators: await loadTranslators(),
          now: () => clock.now,
          logStream: { write: (line: string) => void logs.push(line) },
          ...appOptions,
        });
        // What a request queued after its answer (its e-mail) is written before the test reads on.
        const inject = app.inject.bind(app);
        app.inject = (async (...args: Parameters<typeof inject>) => {
          const response = await inject(...args);
          await app.background.drain();
          return response;
        }) as typeof app.inject;
        context = { app, database: opened.database, clock, logs };
      }, 60_000);
      afterAll(async () => {
        await context?.app.close();
        await context?.database.close();
        await drop?.();
      });
      suite(() => {
        if (!context) throw new Error('test context not ready');
        return context;
      });
    });
  }
}
