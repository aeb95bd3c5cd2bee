/**
 * Faults: a booking storm over two server processes on one PostgreSQL and Redis, during which one
 * process is killed with SIGKILL and restarted, then PostgreSQL itself is restarted. Clients retry a
 * failed request with the same Idempotency-Key on the other process, as a careful client would.
 * Afterwards it checks that every booking a client saw confirmed is in the database, that no retry
 * booked twice, that inventory matches the orders and is never oversold, and how fast service came
 * back. Prints what it checked. Bounded: --requests bookings (default 300), 60 s at most.
 *   npm run bench:faults
 */
import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { and, count, eq, sql } from 'drizzle-orm';
import { orders, payments } from '../packages/server/src/db/schema/booking.ts';
import { inventory, ratePlans, roomTypes } from '../packages/server/src/db/schema/catalog.ts';
import { createSandboxProvider } from '../packages/server/src/modules/payments/sandbox.ts';
import { dropDatabase, freshDatabase, localDate, startServer } from './lib.ts';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '300' } } });
const requests = Math.min(Math.max(Number(values.requests), 20), 2000);
const NAME = 'hotel_bench_faults';
const ports = [3321, 3322];
const night = localDate(25);
const deadline = Date.now() + 60_000;

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
const rooms = Math.floor(requests / 3);
await db.update(inventory).set({ total: rooms, sold: 0, held: 0, closed: false }).where(stayRow);

const SECRET = 'bench-faults-secret-0123456789';
const env = {
  PAYMENT_SANDBOX_SECRET: SECRET,
  DATABASE_URL: url,
  REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
  SEED_DEMO_DATA: 'false',
  DATABASE_POOL_SIZE: '8',
};
const servers = await Promise.all(ports.map((port) => startServer(port, env)));

const payload = {
  hotelCode: plan!.hotelCode,
  roomTypeCode: room!.roomTypeCode,
  ratePlanCode: plan!.ratePlanCode,
  checkInDate: night,
  checkOutDate: localDate(26),
  roomCount: 1,
  guestsNumber: { adultCount: 1, childCount: 0 },
  roomInfo: [
    {
      checkInInfo: {
        guestsNumber: { adultCount: 1, childCount: 0 },
        customer: [{ title: 'Ms', firstName: 'Fault', lastName: 'Tolerant' }],
      },
    },
  ],
  booker: { name: 'Fault Tolerant', email: 'faults@example.com', mobile: '86 13800138000' },
  verifyAmount: 0,
};
const api = (port: number) => `http://127.0.0.1:${port}/api/v1/booking/en-US`;
const quote = (await (
  await fetch(`${api(ports[1]!)}/orders/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  })
).json()) as { data: { payAmount: number } };

/** One guest's booking: retried on a network error or 5xx with the same key, alternating processes. */
async function bookWithRetries(i: number) {
  const key = randomUUID();
  for (let attempt = 0; attempt < 8 && Date.now() < deadline; attempt++) {
    const port = ports[(i + attempt) % 2]!;
    try {
      const response = await fetch(`${api(port)}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ ...payload, verifyAmount: quote.data.payAmount }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json()) as { errorCode: number | string; data: { transactionId?: string } };
      if (response.status < 500)
        return { key, attempts: attempt + 1, errorCode: body.errorCode, transactionId: body.data?.transactionId };
    } catch {
      // connection refused or reset: the process is down; try the other one
    }
    await new Promise((resolve) => setTimeout(resolve, 250 * (attempt + 1)));
  }
  return { key, attempts: 8, errorCode: 'gave up', transactionId: undefined };
}

async function waitReady(port: number) {
  const start = performance.now();
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return (performance.now() - start) / 1000;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Number.NaN;
}

const results: Awaited<ReturnType<typeof bookWithRetries>>[] = [];
let next = 0;
const worker = async () => {
  while (next < requests) results.push(await bookWithRetries(next++));
};
const storm = Promise.all(Array.from({ length: 30 }, worker));

await new Promise((resolve) => setTimeout(resolve, 400));
servers[0]!.kill('SIGKILL');
console.log(`\nkilled process on port ${ports[0]} with SIGKILL after 0.4 s of the storm`);
await new Promise((resolve) => setTimeout(resolve, 500));
servers[0] = await startServer(ports[0]!, env);
console.log(`restarted it; ready again`);

await new Promise((resolve) => setTimeout(resolve, 300));
const cluster = execSync('ls /etc/postgresql').toString().trim().split('\n')[0];
execSync(`pg_ctlcluster --skip-systemctl-redirect ${cluster} main restart`);
const backAfter = Math.max(await waitReady(ports[0]!), await waitReady(ports[1]!));
console.log(`restarted PostgreSQL during the storm; both processes ready again after ${backAfter.toFixed(1)} s`);
await storm;

const seen = results.filter((r) => r.errorCode === 0 && r.transactionId);

// Each booked guest pays; the acquirer's notification reaches both processes three times.
const sandbox = createSandboxProvider(SECRET);
const post = async (port: number, path: string, body: unknown) =>
  (await (
    await fetch(`${api(port)}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()) as {
    data: { paymentId?: string; amount?: number; currency?: string };
  };
for (const [i, booking] of seen.entries()) {
  const started = await post(ports[i % 2]!, '/orders/payment', { transactionId: booking.transactionId, channel: 1 });
  const notification = sandbox.signedNotification(
    started.data.paymentId!,
    'succeeded',
    started.data.amount!,
    started.data.currency!,
  );
  await Promise.all(
    [0, 1, 2].map((n) =>
      fetch(`http://127.0.0.1:${ports[(i + n) % 2]}/api/v1/booking/payments/notify/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(notification),
      }),
    ),
  );
}

const inDb = await db
  .select()
  .from(orders)
  .where(and(eq(orders.hotelCode, plan!.hotelCode), eq(orders.checkInDate, night)));
const inDbIds = new Set(inDb.map((o) => o.transactionId));
const lost = seen.filter((r) => !inDbIds.has(r.transactionId!));
const [dupes] = await db
  .select({ n: count() })
  .from(sql`(select idempotency_key from orders where idempotency_key is not null group by 1 having count(*) > 1) d`);
const [twice] = await db
  .select({ n: count() })
  .from(sql`(select transaction_id from payments where status = 'succeeded' group by 1 having count(*) > 1) p`);
const [paid] = await db.select({ n: count() }).from(payments).where(eq(payments.status, 'succeeded'));
const confirmed = inDb.filter((o) => o.status === 1).length;
const [row] = await db.select().from(inventory).where(stayRow);
const [overs] = await db
  .select({ n: count() })
  .from(inventory)
  .where(sql`${inventory.held} + ${inventory.sold} > ${inventory.total}`);
const codes = new Map<string, number>();
for (const r of results) codes.set(String(r.errorCode), (codes.get(String(r.errorCode)) ?? 0) + 1);
const retried = results.filter((r) => r.attempts > 1).length;

console.log(
  `bookings attempted: ${results.length} for ${rooms} rooms; answers: ${[...codes].map(([c, n]) => `${c}: ${n}`).join(', ')}; ${retried} needed a retry`,
);
console.log(
  `booked as clients saw them: ${seen.length}; orders in the database: ${inDb.length}; booked but missing: ${lost.length}`,
);
console.log(`idempotency keys with more than one order: ${dupes!.n}`);
console.log(
  `payments: ${seen.length} paid, each notification delivered 3 times across both processes: ${paid!.n} recorded, orders paid twice: ${twice!.n}, orders confirmed: ${confirmed}`,
);
console.log(
  `inventory: total ${row!.total}, sold ${row!.sold}, held ${row!.held}; rows anywhere with held + sold > total: ${overs!.n}`,
);
const ok =
  lost.length === 0 &&
  dupes!.n === 0 &&
  twice!.n === 0 &&
  paid!.n === seen.length &&
  confirmed === seen.length &&
  overs!.n === 0 &&
  row!.sold === inDb.length &&
  row!.held === 0 &&
  inDb.length <= rooms;
console.log(`promises kept: ${ok ? 'yes' : 'NO'}`);
process.exitCode = ok ? 0 : 1;
for (const server of servers) server.kill('SIGTERM');
await database.close();
await dropDatabase(NAME);
