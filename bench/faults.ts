/**
 * Faults: a booking storm over two server processes on one PostgreSQL and Redis, during which one
 * process is killed with SIGKILL and restarted, then PostgreSQL itself is restarted. Clients retry a
 * failed request with the same Idempotency-Key on the other process, as a careful client would.
 * Afterwards it checks that every booking a client saw confirmed is in the database, that no retry
 * booked twice, that inventory matches the orders and is never oversold, and how fast service came
 * back. Then a refund crash: paid bookings are cancelled in parallel on one process, which is killed
 * with SIGKILL while many cancellations are between their two steps (refunding committed, the
 * provider's refund not yet recorded); after a restart the refund job must leave nothing refunding
 * and every payment refunded exactly once (the sandbox acquirer's own refund records say so).
 * Prints what it checked. Bounded: --requests bookings (default 300), 60 s at most per part.
 * `--refunds-only` runs the refund crash alone (PostgreSQL is then not restarted).
 *   npm run bench:faults
 */
import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { orders } from '../packages/server/src/modules/booking/booking.schema.ts';
import { inventory, ratePlans, roomTypes } from '../packages/server/src/modules/catalog/catalog.schema.ts';
import { payments, sandboxRefunds } from '../packages/server/src/modules/payments/payments.schema.ts';
import { createSandboxProvider } from '../packages/server/src/modules/payments/sandbox.ts';
import { dropDatabase, freshDatabase, localDate, startServer } from './lib.ts';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '300' }, 'refunds-only': { type: 'boolean', default: false } },
});
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
  PAYMENT_PROVIDER: 'sandbox',
  CONTENT_PREVIEW_KEY: 'bench-faults-preview-key',
  STAFF_SECRET_KEY: 'bench-faults-staff-key-0001',
  // The refund job every second, and a refund attempt cut short by a crash retried after 2 s.
  ORDER_EXPIRY_INTERVAL_MS: '1000',
  REFUND_RETRY_BASE_MS: '2000',
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

// A failure anywhere still stops the servers this script started.
process.on('exit', () => {
  for (const server of servers) server.kill('SIGKILL');
});
const stormKept = values['refunds-only'] ? true : await bookingStorm();

const refundsKept = await refundCrash();
console.log(`refund promises kept: ${refundsKept ? 'yes' : 'NO'}`);
process.exitCode = stormKept && refundsKept ? 0 : 1;

/**
 * Paid, refundable bookings cancelled in parallel on one process, killed with SIGKILL once a third of
 * the cancellations have committed their first step; then restarted. Waits (at most 60 s) until the refund job has left nothing refunding.
 */
async function refundCrash() {
  const bookings = Math.min(Math.max(Math.floor(requests / 3), 20), 200);
  const refundNight = localDate(40);
  const [refundable] = await db
    .select()
    .from(ratePlans)
    .where(
      and(
        eq(ratePlans.paymentType, 1),
        inArray(ratePlans.cancellationFlag, [1, 2]),
        lte(ratePlans.minStay, 1),
        eq(ratePlans.memberOnly, false),
        eq(ratePlans.codeOnly, false),
      ),
    );
  const [refundRoom] = await db.select().from(roomTypes).where(eq(roomTypes.hotelCode, refundable!.hotelCode)).limit(1);
  await db
    .update(inventory)
    .set({ total: bookings + 10, sold: 0, held: 0, closed: false })
    .where(
      and(
        eq(inventory.hotelCode, refundable!.hotelCode),
        eq(inventory.roomTypeCode, refundRoom!.roomTypeCode),
        eq(inventory.night, refundNight),
      ),
    );
  const stay = {
    ...payload,
    hotelCode: refundable!.hotelCode,
    roomTypeCode: refundRoom!.roomTypeCode,
    ratePlanCode: refundable!.ratePlanCode,
    checkInDate: refundNight,
    checkOutDate: localDate(41),
  };
  const port = ports[1]!;
  const priced = (await post(port, '/orders/quote', stay)) as unknown as { data: { payAmount: number } };
  const paidIds: string[] = [];
  for (let i = 0; i < bookings; i++) {
    const created = (await post(port, '/orders', { ...stay, verifyAmount: priced.data.payAmount })) as unknown as {
      data: { transactionId: string };
    };
    const started = await post(port, '/orders/payment', { transactionId: created.data.transactionId, channel: 1 });
    await fetch(`http://127.0.0.1:${port}/api/v1/booking/payments/notify/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        sandbox.signedNotification(started.data.paymentId!, 'succeeded', started.data.amount!, started.data.currency!),
      ),
    });
    paidIds.push(created.data.transactionId);
  }
  const ofTheseOrders = sql`${orders.transactionId} in (${sql.join(
    paidIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const confirmedBefore = (await db.select().from(orders).where(ofTheseOrders)).filter((o) => o.status === 1).length;

  // Every cancellation goes to the process about to die; the guests do not retry.
  const victim = ports[0]!;
  const cancelStart = performance.now();
  const cancellations = paidIds.map((transactionId) =>
    fetch(`${api(victim)}/orders`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ transactionId }),
    })
      .then((response) => response.status)
      .catch(() => 'cut off'),
  );
  // Killed once a third of the cancellations have committed their first step, most of the rest in flight.
  const killBy = Date.now() + 10_000;
  while (Date.now() < killBy) {
    const [moved] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(ofTheseOrders, inArray(orders.status, [4, 7])));
    if (moved!.n >= bookings / 3) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const killedAt = performance.now() - cancelStart;
  servers[0]!.kill('SIGKILL');
  const answered = await Promise.all(cancellations);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const left = await db.select().from(orders).where(ofTheseOrders);
  const stuckAtKill = left.filter((o) => o.status === 7).length;
  const [queuedAtKill] = await db
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        sql`${payments.orderId} in (select transaction_id from orders where ${ofTheseOrders})`,
        eq(payments.status, 'refundDue'),
      ),
    );
  console.log(
    `\nrefund crash: ${bookings} paid bookings (${confirmedBefore} confirmed) cancelled in parallel on port ${victim}, SIGKILLed ${(killedAt / 1000).toFixed(2)} s in (a third of them past their first step): ${answered.filter((a) => a === 200).length} cancellations answered, ${answered.filter((a) => a === 'cut off').length} cut off`,
  );
  console.log(
    `at the kill: ${stuckAtKill} orders refunding (7) with ${queuedAtKill!.n} refunds queued and not done; ${left.filter((o) => o.status === 4).length} already cancelled; ${left.filter((o) => o.status === 1).length} still confirmed`,
  );

  const restartAt = performance.now();
  servers[0] = await startServer(victim, env);
  let settledAfter = Number.NaN;
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const [open] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(ofTheseOrders, eq(orders.status, 7)));
    if (open!.n === 0) {
      settledAfter = (performance.now() - restartAt) / 1000;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const after = await db.select().from(orders).where(ofTheseOrders);
  const theirPayments = await db
    .select()
    .from(payments)
    .where(sql`${payments.orderId} in (select transaction_id from orders where ${ofTheseOrders})`);
  const ledger = await db
    .select()
    .from(sandboxRefunds)
    .where(
      sql`${sandboxRefunds.paymentId} in (select payment_id from payments where ${payments.orderId} in (select transaction_id from orders where ${ofTheseOrders}))`,
    );
  const cancelled = after.filter((o) => o.status === 4);
  const refunded = theirPayments.filter((p) => p.status === 'refunded');
  const stillConfirmed = after.filter((o) => o.status === 1);
  const requestsMade = ledger.reduce((sum, row) => sum + row.requests, 0);
  const byStatus = new Map<string, number>();
  for (const p of theirPayments) byStatus.set(p.status, (byStatus.get(p.status) ?? 0) + 1);
  const attempts = new Map<number, number>();
  for (const p of refunded) attempts.set(p.refundAttempts, (attempts.get(p.refundAttempts) ?? 0) + 1);
  console.log(
    `after the restart: nothing refunding after ${settledAfter.toFixed(1)} s; orders cancelled ${cancelled.length} (all labelled refund succeeded: ${cancelled.every((o) => o.refundLabel === 'cancelledRefundSucceeded') ? 'yes' : 'no'}), still confirmed (their cancellation never started) ${stillConfirmed.length}, refunding ${after.filter((o) => o.status === 7).length}`,
  );
  console.log(
    `payments: ${[...byStatus].map(([status, n]) => `${status} ${n}`).join(', ')}; the acquirer refunded ${ledger.length} payments, each once (refund requests it received: ${requestsMade}, a repeat is answered without moving money again); attempts per refund: ${[...attempts].map(([n, m]) => `${n}: ${m}`).join(', ')}`,
  );
  return (
    after.every((o) => o.status !== 7) &&
    cancelled.length + stillConfirmed.length === bookings &&
    refunded.length === cancelled.length &&
    ledger.length === refunded.length &&
    ledger.every((row) => theirPayments.some((p) => p.paymentId === row.paymentId && p.amount === row.amount)) &&
    theirPayments.every((p) => p.status === 'refunded' || p.status === 'succeeded')
  );
}
for (const server of servers) server.kill('SIGTERM');
await database.close();
await dropDatabase(NAME);

/** The booking storm with a process killed and PostgreSQL restarted; true when every promise was kept. */
async function bookingStorm() {
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
    .from(sql`(select order_id from payments where status = 'succeeded' group by 1 having count(*) > 1) p`);
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
  return ok;
}
