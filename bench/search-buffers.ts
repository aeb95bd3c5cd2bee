/**
 * How much of the database a search's price query touches, whatever the machine's load: for --stays
 * different stays (the formula of bench/search.ts) of the first page of a city, EXPLAIN (ANALYZE,
 * BUFFERS) of the query, summed: index and table pages read (shared buffers hit + read) and the
 * median and 95th percentile of the execution time. --repo DIR measures another checkout's query
 * (e.g. the code before a change) on the same database.
 *   DATABASE_URL=postgres://… node --import tsx bench/search-buffers.ts --city SHA --stays 100 [--repo ../before]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { loadConfig } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { hotels } from '../packages/server/src/modules/catalog/catalog.schema.ts';
import type { StayQuery } from '../packages/server/src/modules/catalog/stay-prices.repo.ts';
import { localDate, percentile } from './lib.ts';

const { values } = parseArgs({
  options: {
    city: { type: 'string', default: 'SHA' },
    stays: { type: 'string', default: '100' },
    page: { type: 'string', default: '20' },
    repo: { type: 'string', default: path.resolve(import.meta.dirname, '..') },
  },
});
const repo = path.resolve(values.repo);
const { stayPricesQuery } = (await import(
  path.join(repo, 'packages/server/src/modules/catalog/stay-prices.repo.ts')
)) as typeof import('../packages/server/src/modules/catalog/stay-prices.repo.ts');

/** Checkouts before the page statement took the stay alone. */
const priceQuery = (db: Parameters<typeof stayPricesQuery>[0], stay: StayQuery) =>
  stayPricesQuery.length >= 2 ? stayPricesQuery(db, stay) : (stayPricesQuery as unknown as (s: StayQuery) => SQL)(stay);

interface PlanNode {
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
}
const database = await openDatabase(loadConfig({ ...process.env, NODE_ENV: 'development' }));
try {
  const { db } = database;
  const city = await db
    .select({ code: hotels.hotelCode })
    .from(hotels)
    .where(eq(hotels.cityCode, values.city))
    .orderBy(asc(hotels.sortOrder), asc(hotels.hotelCode));
  const codes = city.slice(0, Number(values.page)).map((row) => row.code);
  let pages = 0;
  const times: number[] = [];
  const count = Number(values.stays);
  for (let i = 0; i < count; i++) {
    // bench/search.ts's i-th stay.
    const start = 1 + ((i * 37) % 300);
    const nights = 1 + ((i * 7 + Math.floor(i / 14)) % 14);
    const rooms = 1 + (Math.floor(i / 6) % 2);
    const stay: StayQuery = {
      hotelCodes: codes,
      checkInDate: localDate(start),
      checkOutDate: localDate(start + nights),
      nights,
      roomCount: rooms,
      adultsPerRoom: 1 + (i % 3),
      childrenPerRoom: Math.floor(i / 3) % 2,
      minGuestsPerRoom: 1,
      childFreeBedAge: 6,
      includeMemberOnly: false,
      onlinePayments: true,
      unlockedRatePlans: [],
      unlockedHotel: null,
    };
    const result = (await db.execute(
      sql`explain (analyze, buffers, format json) ${priceQuery(db, stay)}`,
    )) as unknown as { rows: { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }[] };
    const plan = result.rows[0]!['QUERY PLAN'][0];
    pages += (plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0);
    times.push(plan['Execution Time']);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${path.basename(repo)}: first ${codes.length} hotels of ${values.city}, ${count} stays: ` +
      `${Math.round(pages / count)} pages per query, execution p50 ${percentile(times, 0.5).toFixed(2)} ms, ` +
      `p95 ${percentile(times, 0.95).toFixed(2)} ms`,
  );
} finally {
  await database.close();
}
