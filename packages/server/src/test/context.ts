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
}

async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dump = await readFile(inject('pgliteTemplatePath'));
    const database = await openPglite(null, new Blob([dump]));
    return { database, drop: async () => undefined };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = await openPostgres(url, 1);
  await admin.db.execute(sql.raw(`create schema ${schema}`));
  const database = await openPostgres(url, 5, schema);
  await database.migrate();
  await seedDemoData(database.db, { today: TEST_TODAY });
  return {
    database,
    drop: async () => {
      await admin.db.execute(sql.raw(`drop schema ${schema} cascade`));
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
export function describeEachDatabase(name: string, suite: (ctx: () => TestContext) => void) {
  for (const kind of TEST_DATABASES) {
    describe(`${name} [${kind}]`, () => {
      let context: TestContext | undefined;
      let drop: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const opened = await openTestDatabase(kind);
        drop = opened.drop;
        const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
        const app = await buildApp({
          config,
          database: opened.database,
          translators: await loadTranslators(),
          now: () => new Date(`${TEST_TODAY}T04:00:00Z`),
        });
        context = { app, database: opened.database };
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
