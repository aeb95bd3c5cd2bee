/**
 * Booking storm: two server processes on one PostgreSQL, hundreds of concurrent bookings for the
 * last few rooms of a night, then every payment notification replayed 10 times. Checks the promises
 * (no oversell, clean 701/703, one payment per order) and prints figures. Bounded in count and time.
 *   npm run bench:storm -- --requests 300 --rooms 5 [--cpu-prof DIR]
 * --cpu-prof DIR keeps the first process's CPU profile (node --cpu-prof), written as it exits.
 * --repo DIR runs another checkout's server (e.g. the code before a change) with this client.
 * --warm N sends N bookings of a sold-out night to each process first (default 200, 0 for none): a
 *   storm meets servers that have been answering bookings, not code the JIT has not compiled yet.
 */
import http from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, count, eq, sql } from 'drizzle-orm';
import { orders } from '../packages/server/src/modules/booking/booking.schema.ts';
import { inventory, ratePlans, roomTypes } from '../packages/server/src/modules/catalog/catalog.schema.ts';
import { payments } from '../packages/server/src/modules/payments/payments.schema.ts';
import { createSandboxProvider } from '../packages/server/src/modules/payments/sandbox.ts';
import {
  cpuMillis,
  databaseCounters,
  dropDatabase,
  freshDatabase,
  localDate,
  percentile,
  postgresCpuMillis,
  startServer,
} from './lib.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '300' },
    rooms: { type: 'string', default: '5' },
    keep: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    repo: { type: 'string' },
    warm: { type: 'string', default: '200' },
  },
});
const requests = Math.min(Math.max(Number(values.requests), 10), 2000);
const rooms = Math.min(Math.max(Number(values.rooms), 1), 50);
const NAME = 'hotel_bench_storm';
const SECRET = 'bench-storm-secret-0123456789';
const warmCount = Math.min(Math.max(Number(values.warm), 0), 2000);
const night = localDate(20);
const nextNight = localDate(21);
const soldOutNight = localDate(25);

const { url, database } = await freshDatabase(NAME, localDate(0));
const { db } = database;
const [plan] = await db
  .select()
  .from(ratePlans)
  .where(and(eq(ratePlans.paymentType, 1), eq(ratePlans.memberOnly, false), eq(ratePlans.codeOnly, false)));
const [room] = await db.select().from(roomTypes).where(eq(roomTypes.hotelCode, plan!.hotelCode)).limit(1);
const stayRow = and(
  eq(inventory.hotelCode, plan!.hotelCode),
  eq(inventory.roomTypeCode, room!.roomTypeCode),
  eq(inventory.night, night),
);
await db
  .update(inventory)
  .set({ sold: sql`${inventory.total} - ${rooms}`, held: 0, closed: false })
  .where(stayRow);
await db
  .update(inventory)
  .set({ sold: inventory.total, held: 0 })
  .where(
    and(
      eq(inventory.hotelCode, plan!.hotelCode),
      eq(inventory.roomTypeCode, room!.roomTypeCode),
      eq(inventory.night, soldOutNight),
    ),
  );

const env = { DATABASE_URL: url, PAYMENT_SANDBOX_SECRET: SECRET, JOBS_ENABLED: 'true', SEED_DEMO_DATA: 'false' };
const profile = values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', values['cpu-prof']] : [];
const repo = values.repo ? path.resolve(values.repo) : undefined;
const servers = await Promise.all([startServer(3301, env, profile, repo), startServer(3302, env, [], repo)]);
const base = (i: number) => `http://127.0.0.1:${3301 + (i % 2)}/api/v1/booking`;

type Answer = { errorCode: number | string; data: Record<string, unknown> };
// Node's own HTTP client, connections kept open: the guests' browsers are not on this machine, so the
// client should take as little of its two cores as it can (fetch took about twice as much CPU).
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
function postJson(target: string, body: unknown): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      target,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer);
          } catch (error) {
            reject(error);
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

try {
  const payload = {
    hotelCode: plan!.hotelCode,
    roomTypeCode: room!.roomTypeCode,
    ratePlanCode: plan!.ratePlanCode,
    checkInDate: night,
    checkOutDate: nextNight,
    roomCount: 1,
    guestsNumber: { adultCount: 1, childCount: 0 },
    roomInfo: [
      {
        checkInInfo: {
          guestsNumber: { adultCount: 1, childCount: 0 },
          customer: [{ title: 'Mr', firstName: 'Storm', lastName: 'Guest' }],
        },
      },
    ],
    booker: { name: 'Storm Guest', email: 'storm@example.com', mobile: '86 13800138000' },
    verifyAmount: 0,
  };
  const post = (target: string, body: unknown) => postJson(target, body);
  // One quote on each process first: the storm meets running servers, not their first request.
  const [quote] = await Promise.all([0, 1].map((i) => post(`${base(i)}/en-US/orders/quote`, payload)));
  const verifyAmount = quote!.data.payAmount as number;
  const soldOut = { ...payload, checkInDate: soldOutNight, checkOutDate: localDate(26), verifyAmount };
  for (let round = 0; round < warmCount / 10; round++) {
    await Promise.all(Array.from({ length: 20 }, (_, i) => post(`${base(i)}/en-US/orders`, soldOut)));
  }

  const latencies: number[] = [];
  const serversCpu = () => servers.reduce((sum, server) => sum + cpuMillis(server.pid), 0);
  const counted = await databaseCounters(url);
  const cpuBefore = serversCpu();
  const postgresBefore = postgresCpuMillis();
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: requests }, async (_, i) => {
      const t0 = performance.now();
      const body = await post(`${base(i)}/en-US/orders`, { ...payload, verifyAmount });
      latencies.push(performance.now() - t0);
      return body;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuPerRequest = (serversCpu() - cpuBefore) / requests;
  const postgresPerRequest = (postgresCpuMillis() - postgresBefore) / requests;
  const client = process.cpuUsage(clientBefore);
  const clientPerRequest = (client.user + client.system) / 1000 / requests;
  const countedAfter = await databaseCounters(url);
  latencies.sort((a, b) => a - b);
  const booked = results.filter((r) => r.errorCode === 0);
  const codes = new Map<string, number>();
  for (const r of results) codes.set(String(r.errorCode), (codes.get(String(r.errorCode)) ?? 0) + 1);
  const [row] = await db.select().from(inventory).where(stayRow);
  const [overs] = await db
    .select({ n: count() })
    .from(inventory)
    .where(sql`${inventory.held} + ${inventory.sold} > ${inventory.total}`);

  console.log(
    `\nbooking storm: ${requests} concurrent bookings over 2 processes for the last ${rooms} rooms of ${night}` +
      ` (each process warmed by ${warmCount} sold-out bookings)`,
  );
  console.log(`  confirmed orders: ${booked.length} (rooms that existed: ${rooms})`);
  console.log(`  answers by errorCode: ${[...codes].map(([code, n]) => `${code}: ${n}`).join(', ')}`);
  console.log(
    `  inventory after: total ${row!.total}, held ${row!.held}, sold ${row!.sold}; rows anywhere with held + sold > total: ${overs!.n}`,
  );
  console.log(
    `  latency ms: p50 ${percentile(latencies, 0.5).toFixed(1)}  p95 ${percentile(latencies, 0.95).toFixed(1)}  p99 ${percentile(latencies, 0.99).toFixed(1)}; throughput ${(requests / seconds).toFixed(0)} req/s`,
  );

  console.log(`  server CPU per booking request: ${cpuPerRequest.toFixed(2)} ms (user + system, both processes)`);
  console.log(
    `  CPU per booking request elsewhere on the machine: PostgreSQL ${postgresPerRequest.toFixed(2)} ms, this client ${clientPerRequest.toFixed(2)} ms` +
      ` (the storm's ${seconds.toFixed(2)} s on ${availableParallelism()} cores hold ${((seconds * 1000 * availableParallelism()) / requests).toFixed(2)} ms per request)`,
  );
  if (counted && countedAfter) {
    const per = (key: 'statements' | 'pages') => ((countedAfter[key] - counted[key]) / requests).toFixed(1);
    console.log(`  database per booking request: ${per('statements')} transactions, ${per('pages')} pages`);
  }

  const sandbox = createSandboxProvider(SECRET);
  let deliveries = 0;
  for (const order of booked) {
    const start = await post(`${base(0)}/en-US/orders/payment`, {
      transactionId: order.data.transactionId,
      channel: 1,
    });
    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.paymentId, start.data.paymentId as string));
    const notification = sandbox.signedNotification(
      payment!.paymentId,
      'succeeded',
      payment!.amount,
      payment!.currency,
    );
    await Promise.all(Array.from({ length: 10 }, (_, i) => post(`${base(i)}/payments/notify/sandbox`, notification)));
    deliveries += 10;
  }
  const succeeded = await db.select({ n: count() }).from(payments).where(eq(payments.status, 'succeeded'));
  const confirmed = await db.select({ n: count() }).from(orders).where(eq(orders.status, 1));
  const [after] = await db.select().from(inventory).where(stayRow);
  console.log(`  payment notifications delivered: ${deliveries} (10 per order, across both processes)`);
  console.log(
    `  payments recorded as succeeded: ${succeeded[0]!.n}; orders confirmed: ${confirmed[0]!.n}; inventory sold ${after!.sold}, held ${after!.held}`,
  );
  const ok =
    booked.length === rooms &&
    overs!.n === 0 &&
    succeeded[0]!.n === rooms &&
    [...codes.keys()].every((c) => ['0', '701', '703'].includes(c));
  console.log(`  promises kept: ${ok ? 'yes' : 'NO'}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  const exited = servers.map((server) => new Promise((resolve) => server.once('exit', resolve)));
  for (const server of servers) server.kill('SIGTERM');
  // The profile is written as the server exits.
  agent.destroy();
  await Promise.all(exited);
  await database.close();
  if (!values.keep) await dropDatabase(NAME);
}
