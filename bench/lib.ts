import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../packages/server/src/config.ts';
import { openDatabase, openPostgres } from '../packages/server/src/db/client.ts';
import { hasCatalog, seedDemoData } from '../packages/server/src/seed/demo.ts';

export const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh PostgreSQL database with the migrations and the demo data; returns its URL. */
export async function freshDatabase(name: string, today: string) {
  const admin = await openPostgres(PG_ADMIN_URL, 1);
  await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
  await admin.db.execute(sql.raw(`create database ${name}`));
  await admin.close();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 4);
  await database.migrate();
  await seedDemoData(database.db, { today });
  return { url: url.toString(), database };
}

export async function dropDatabase(name: string) {
  const admin = await openPostgres(PG_ADMIN_URL, 1);
  await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
  await admin.close();
}

/**
 * A production server as benchmarks run it: values of its own for what production refuses to
 * take from the README, the sandbox acquirer chosen (the benchmarks pay), no demo seeding (the
 * benchmark seeds its database itself, see `seedDemoIfEmpty`).
 */
export function benchProductionEnv(port: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    CONTENT_PREVIEW_KEY: 'bench-preview-key-not-published',
    STAFF_SECRET_KEY: 'bench-staff-key-not-published',
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_SANDBOX_SECRET: 'bench-sandbox-secret-not-published',
    SEED_DEMO_DATA: 'false',
  };
}

/** Seeds the demo group into the database a server started with `env` opens, when its catalogue is empty. */
export async function seedDemoIfEmpty(env: NodeJS.ProcessEnv) {
  const database = await openDatabase(loadConfig({ ...env, NODE_ENV: 'development' }));
  try {
    await database.migrate();
    if (!(await hasCatalog(database.db))) await seedDemoData(database.db, { today: localDate(0) });
  } finally {
    await database.close();
  }
}

/** Starts the real server as a child process and waits until /healthz answers. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  nodeOptions: string[] = [],
  /** Another checkout's server (the code before a change), run against the same database. */
  repo?: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repo ?? process.cwd(),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...benchProductionEnv(port),
      // Every benchmark client books from 127.0.0.1: the per-address caps would measure themselves.
      ORDER_RATE_LIMIT_PER_MINUTE: '100000',
      MAX_UNPAID_ORDERS_PER_GUEST: '10000',
      MAX_UNPAID_ORDERS_PER_ADDRESS: '10000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server on port ${port} did not start`);
}

export function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0;
}

export function localDate(offsetDays: number) {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux): unlike latency, it does
 * not grow when other work shares the cores, so it compares runs made at different loads.
 */
export function cpuMillis(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU time (ms) of every PostgreSQL process on this machine so far (backends of other databases too:
 * read it on a quiet machine). Backends that exit between two reads take their time with them.
 */
export function postgresCpuMillis(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuMillis(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}

export interface DatabaseCounters {
  statements: number;
  pages: number;
}

/**
 * This database's committed transactions (one per statement outside a transaction) and buffer reads
 * so far, once every server connection has reported its figures (PostgreSQL only; else null).
 */
export async function databaseCounters(url: string | undefined): Promise<DatabaseCounters | null> {
  if (!url) return null;
  // Idle backends report their statistics within about a second.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ statements: string; pages: string }>(
      `select xact_commit + xact_rollback as statements, blks_hit + blks_read as pages
       from pg_stat_database where datname = current_database()`,
    );
    return { statements: Number(rows[0]!.statements), pages: Number(rows[0]!.pages) };
  } finally {
    await client.end();
  }
}
