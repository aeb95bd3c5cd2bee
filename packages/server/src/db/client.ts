import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { withNamedStatements } from './pglite-named.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a snapshot of the whole database, loadable by `openPglite(null, dump)`. */
  dumpDataDir?: () => Promise<Blob>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any fixed number: serialises migrations when several processes start at once on PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_403_615;

/** The embedded database: PGlite with its files under `dataDir`, or in memory when dataDir is null. */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) });
  const named = withNamedStatements(client);
  const db = drizzlePglite(named.client, { schema }) as unknown as Db;
  statementNamers.set(db, named.name);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** PostgreSQL through a pool. */
export async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // Short OLTP queries: JIT compilation costs more than it saves.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c jit=off' });
  pool.on('error', () => {
    // An idle client lost its connection (e.g. a database restart); the pool replaces it.
  });
  pool.on('connect', (client) => {
    // A client in use that loses its connection fails its query, which the request reports; without a
    // listener the 'error' event would end the process.
    client.on('error', () => undefined);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const locked = drizzlePg(client, { schema });
        await migratePg(locked, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(config: { DATABASE_URL?: string; DATA_DIR: string; DATABASE_POOL_SIZE: number }) {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  return openPglite(path.resolve(config.DATA_DIR, 'pglite'));
}

const statementNamers = new WeakMap<Db, (text: string, name: string) => void>();

/**
 * `query.prepare(name)`, parsed and planned once per connection on PostgreSQL (node-postgres) and once
 * on PGlite too (`pglite-named.ts`).
 */
export function prepareNamed<P>(db: Db, query: { toSQL(): { sql: string }; prepare(name: string): P }, name: string) {
  statementNamers.get(db)?.(query.toSQL().sql, name);
  return query.prepare(name);
}

/** Runs raw SQL and returns its rows; PGlite and node-postgres both answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
