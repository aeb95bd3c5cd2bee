/**
 * Load: a mix of searches (hotel list, room list) and bookings against one process, then against two
 * processes behind a round-robin client, on one PostgreSQL and Redis. Prints p50/p95/p99 and
 * throughput per endpoint and the ratio of two processes to one. Bounded: --seconds per phase
 * (default 10) with --clients concurrent clients (default 40).
 *   npm run bench:load
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { ratePlans, roomTypes } from '../packages/server/src/modules/catalog/catalog.schema.ts';
import { dropDatabase, freshDatabase, localDate, percentile, startServer } from './lib.ts';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, clients: { type: 'string', default: '40' } },
});
const seconds = Math.min(Math.max(Number(values.seconds), 2), 60);
const clients = Math.min(Math.max(Number(values.clients), 1), 200);
const NAME = 'hotel_bench_load';

const { url, database } = await freshDatabase(NAME, localDate(0));
const plans = await database.db
  .select()
  .from(ratePlans)
  .where(and(eq(ratePlans.paymentType, 2), eq(ratePlans.memberOnly, false), eq(ratePlans.codeOnly, false)));
const rooms = await database.db.select().from(roomTypes);
const env = {
  DATABASE_URL: url,
  REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
  SEED_DEMO_DATA: 'false',
};

type Kind = 'hotel search' | 'room list' | 'booking';
const stays = Array.from({ length: 30 }, (_, i) => ({
  checkInDate: localDate(10 + i),
  checkOutDate: localDate(12 + i),
}));

function request(kind: Kind, i: number): { path: string; init?: RequestInit } {
  const stay = stays[i % stays.length]!;
  const plan = plans[i % plans.length]!;
  const room = rooms.find((r) => r.hotelCode === plan.hotelCode)!;
  if (kind === 'hotel search')
    return {
      path: `/en-US/hotels/search?checkInDate=${stay.checkInDate}&checkOutDate=${stay.checkOutDate}&adultsNumber=2`,
    };
  if (kind === 'room list')
    return {
      path: `/en-US/rooms?hotelCode=${plan.hotelCode}&checkInDate=${stay.checkInDate}&checkOutDate=${stay.checkOutDate}`,
    };
  const body = {
    hotelCode: plan.hotelCode,
    roomTypeCode: room.roomTypeCode,
    ratePlanCode: plan.ratePlanCode,
    ...stay,
    roomCount: 1,
    guestsNumber: { adultCount: 1, childCount: 0 },
    roomInfo: [
      {
        checkInInfo: {
          guestsNumber: { adultCount: 1, childCount: 0 },
          customer: [{ title: 'Mr', firstName: 'Load', lastName: 'Guest' }],
        },
      },
    ],
    booker: { name: 'Load Guest', email: 'load@example.com', mobile: '86 13800138000' },
    verifyAmount: 0,
  };
  return {
    path: '/en-US/orders/quote',
    init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  };
}

async function phase(ports: number[]) {
  const times = new Map<Kind, number[]>([
    ['hotel search', []],
    ['room list', []],
    ['booking', []],
  ]);
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  let n = 0;
  const client = async () => {
    while (Date.now() < end) {
      const i = n++;
      const kind: Kind = i % 10 < 5 ? 'hotel search' : i % 10 < 8 ? 'room list' : 'booking';
      const base = `http://127.0.0.1:${ports[i % ports.length]}/api/v1/booking`;
      const t0 = performance.now();
      try {
        const { path, init } = request(kind, i);
        let response = await fetch(base + path, init);
        if (kind === 'booking' && response.ok) {
          const quote = (await response.json()) as { data: { payAmount: number } };
          const body = { ...JSON.parse(String(init!.body)), verifyAmount: quote.data.payAmount };
          response = await fetch(`${base}/en-US/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify(body),
          });
        }
        await response.arrayBuffer();
        if (response.status >= 500) errors++;
      } catch {
        errors++;
      }
      times.get(kind)!.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  let total = 0;
  for (const [kind, list] of times) {
    list.sort((a, b) => a - b);
    total += list.length;
    console.log(
      `  ${kind.padEnd(13)} p50 ${percentile(list, 0.5).toFixed(1)} ms  p95 ${percentile(list, 0.95).toFixed(1)} ms  p99 ${percentile(list, 0.99).toFixed(1)} ms  ${(list.length / seconds).toFixed(0)} req/s`,
    );
  }
  console.log(`  all           ${(total / seconds).toFixed(0)} req/s, server errors ${errors}`);
  return total / seconds;
}

const servers = await Promise.all([startServer(3331, env), startServer(3332, env)]);
try {
  console.log(
    `\nload mix (50% hotel search, 30% room list, 20% quote + booking), ${clients} clients, ${seconds} s per phase, PostgreSQL + Redis`,
  );
  console.log('one process:');
  const one = await phase([3331]);
  console.log('two processes:');
  const two = await phase([3331, 3332]);
  console.log(
    `throughput two processes / one process: ${(two / one).toFixed(2)} (this machine has 2 cores; the load generator shares them)`,
  );
} finally {
  for (const server of servers) server.kill('SIGTERM');
  await database.close();
  await dropDatabase(NAME);
}
