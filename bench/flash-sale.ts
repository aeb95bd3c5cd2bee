/**
 * Flash-sale storm: many members check out the same flash-sale SKU at once, each trying to buy more
 * than the per-person limit allows (several requests each). Checks the promises (never oversold,
 * never over a limit, clean 70002/90301 refusals) and prints figures. The real server runs as a child
 * process (as in the other benches), so the load generator does not share its event loop. PGlite (a
 * temporary data directory) by default; a fresh database on the PostgreSQL server of DATABASE_URL
 * when it is set.
 *   npm run bench:flash-sale -- --members 200 --units 50 --limit 2 --tries 3 [--port 3311]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, count, eq, gt, notInArray, sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../packages/server/src/db/client.ts';
import { goodsOrderLines, goodsOrders, mallGoods, mallSkus } from '../packages/server/src/modules/mall/mall.schema.ts';
import { memberSessions, members } from '../packages/server/src/modules/member/member.schema.ts';
import { hashToken, newToken } from '../packages/server/src/platform/tokens.ts';
import { seedDemoData } from '../packages/server/src/seed/demo.ts';
import { percentile, startServer } from './lib.ts';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '200' },
    units: { type: 'string', default: '50' },
    limit: { type: 'string', default: '2' },
    tries: { type: 'string', default: '3' },
    port: { type: 'string', default: '3311' },
  },
});
const memberCount = Math.min(Math.max(Number(values.members), 2), 2000);
const units = Math.min(Math.max(Number(values.units), 1), 100_000);
const limit = Math.min(Math.max(Number(values.limit), 1), 100);
const tries = Math.min(Math.max(Number(values.tries), 1), 20);
const port = Number(values.port);
const NAME = 'hotel_bench_flash';
const today = new Date().toISOString().slice(0, 10);

interface BenchDatabase {
  database: Database;
  kind: string;
  /** What the server child process needs to open the same database. */
  env: Record<string, string>;
  /** Reopens the database after the server stopped (PGlite allows one process at a time). */
  reopen(): Promise<Database>;
  drop(): Promise<void>;
}

async function openDatabase(): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hotel-bench-flash-'));
    const pgliteDir = path.join(dataDir, 'pglite');
    const database = await openPglite(pgliteDir);
    await database.migrate();
    await seedDemoData(database.db, { today });
    return {
      database,
      kind: 'PGlite (embedded)',
      env: { DATA_DIR: dataDir },
      reopen: () => openPglite(pgliteDir),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const admin = await openPostgres(url, 1);
  await admin.db.execute(sql.raw(`drop database if exists ${NAME} with (force)`));
  await admin.db.execute(sql.raw(`create database ${NAME}`));
  const own = new URL(url);
  own.pathname = `/${NAME}`;
  const database = await openPostgres(own.toString(), 2);
  await database.migrate();
  await seedDemoData(database.db, { today });
  return {
    database,
    kind: `PostgreSQL (${own.host}, pool 10)`,
    env: { DATABASE_URL: own.toString(), DATABASE_POOL_SIZE: '10' },
    reopen: async () => database,
    drop: async () => {
      await admin.db.execute(sql.raw(`drop database if exists ${NAME} with (force)`));
      await admin.close();
    },
  };
}

const bench = await openDatabase();
const { kind } = bench;
let { database } = bench;
let { db } = database;
const SKU = 'SILK-CHAMPAGNE';
const GOODS = 'PILLOWCASE-SILK';
await db.update(mallSkus).set({ stock: units }).where(eq(mallSkus.skuCode, SKU));
await db
  .update(mallGoods)
  .set({
    limits: [{ period: 'lifetime', scope: 'person', quantity: limit }],
    flashDiscountPercent: 50,
    flashStartsAt: new Date(Date.now() - 60_000),
    flashEndsAt: new Date(Date.now() + 3_600_000),
  })
  .where(eq(mallGoods.goodsCode, GOODS));

// Members signed in directly (a session row each), so the storm measures checkout and nothing else.
const tokens: string[] = [];
const expiresAt = new Date(Date.now() + 3_600_000);
for (let i = 0; i < memberCount; i++) {
  const memberId = `mem_flash_${i}`;
  await db.insert(members).values({
    memberId,
    cardNumber: `99${String(i).padStart(10, '0')}`,
    email: `flash.${i}@example.com`,
    siteCode: 'group',
    language: 'en-US',
  });
  const token = newToken();
  await db.insert(memberSessions).values({ tokenHash: hashToken(token), memberId, method: 'password', expiresAt });
  tokens.push(token);
}

if (!process.env.DATABASE_URL) await database.close();
const server = await startServer(port, {
  ...bench.env,
  JOBS_ENABLED: 'false',
  SEED_DEMO_DATA: 'false',
});
const base = `http://127.0.0.1:${port}/api/v1/booking/en-US/mall`;
const stopServer = async () => {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
};

try {
  const post = async (path: string, token: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { errorCode: number | string; data: Record<string, unknown> };
  };
  const item = {
    items: [{ skuCode: SKU, quantity: 1 }],
    address: { name: 'Flash Buyer', phone: '13800138000', region: 'Shanghai', detail: '1 Bund' },
  };
  const quote = await post('/checkout/quote', tokens[0]!, item);
  if (quote.errorCode !== 0) throw new Error(`quote failed: ${JSON.stringify(quote)}`);
  const verifyAmount = quote.data.payAmount as number;

  const requests = memberCount * tries;
  const latencies: number[] = [];
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: requests }, async (_, i) => {
      const t0 = performance.now();
      const body = await post('/checkout', tokens[i % memberCount]!, { ...item, verifyAmount });
      latencies.push(performance.now() - t0);
      return body;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await stopServer();
  if (!process.env.DATABASE_URL) {
    database = await bench.reopen();
    db = database.db;
  }
  latencies.sort((a, b) => a - b);
  const codes = new Map<string, number>();
  for (const r of results) codes.set(String(r.errorCode), (codes.get(String(r.errorCode)) ?? 0) + 1);
  const successes = results.filter((r) => r.errorCode === 0).length;
  const [sku] = await db.select().from(mallSkus).where(eq(mallSkus.skuCode, SKU));
  const [sold] = await db
    .select({ n: sql<number>`coalesce(sum(${goodsOrderLines.quantity}), 0)::int` })
    .from(goodsOrderLines)
    .innerJoin(goodsOrders, eq(goodsOrders.orderId, goodsOrderLines.orderId))
    .where(and(eq(goodsOrderLines.skuCode, SKU), notInArray(goodsOrders.status, [21, 31, 33, 35])));
  const over = await db
    .select({ memberId: goodsOrders.memberId, n: count() })
    .from(goodsOrders)
    .innerJoin(goodsOrderLines, eq(goodsOrderLines.orderId, goodsOrders.orderId))
    .where(eq(goodsOrderLines.goodsCode, GOODS))
    .groupBy(goodsOrders.memberId)
    .having(gt(count(), limit));
  const expected = Math.min(units, memberCount * limit);

  console.log(
    `\nflash-sale storm on ${kind}: ${memberCount} members x ${tries} checkouts = ${requests} concurrent requests`,
  );
  console.log(`  SKU ${SKU}: ${units} units at 50% off, limit ${limit} per person`);
  console.log(
    `  successful checkouts: ${successes} (expected ${expected}); units sold ${sold!.n}; stock left ${sku!.stock}`,
  );
  console.log(`  answers by errorCode: ${[...codes].map(([code, n]) => `${code}: ${n}`).join(', ')}`);
  console.log(
    `  members over the per-person limit: ${over.length}; oversold: ${sold!.n + sku!.stock !== units || sku!.stock < 0 ? 'YES' : 'no'}`,
  );
  console.log(
    `  latency ms: p50 ${percentile(latencies, 0.5).toFixed(1)}  p95 ${percentile(latencies, 0.95).toFixed(1)}  p99 ${percentile(latencies, 0.99).toFixed(1)}; throughput ${(requests / seconds).toFixed(0)} req/s`,
  );
  const ok =
    sku!.stock >= 0 &&
    sold!.n + sku!.stock === units &&
    successes === expected &&
    over.length === 0 &&
    [...codes.keys()].every((c) => ['0', '70002', '90301'].includes(c));
  console.log(`  promises kept: ${ok ? 'yes' : 'NO'}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await stopServer();
  await database.close().catch(() => undefined);
  await bench.drop();
}
