/**
 * Hotel search latency: starts the real server as a child process (same environment: DATA_DIR or
 * DATABASE_URL), then drives searches with autocannon over loopback, then `/healthz` the same way
 * on the same server, and prints both and their ratio. Bounded: --duration seconds (default 10)
 * per run with --connections clients (default 50).
 *   npm run bench -- --duration 10 --connections 10 --cache off --stays 300 --city SHA
 *   --city CODE    one city's hotels (default: the whole group)
 *   --hotel CODE   one hotel's room list instead of a hotel search
 *   --stays N      N different stays: check-in date, length (1-14 nights) and party (default 20)
 *   --nights N     every stay this long instead of 1-14 nights
 *   --cache off    the server without its search cache (SEARCH_CACHE_MS=0)
 *   --cpu-prof DIR the server's CPU profile of the whole run, written to DIR (node --cpu-prof)
 *   --repo DIR     run another checkout's server (e.g. the code before a change) with this client
 * On PostgreSQL it also prints, whatever the machine's load, the statements (transactions) and the
 * database pages (shared buffers hit + read) per search, from `pg_stat_database` around the run.
 * For the budget's 1,000 hotels: DATA_DIR=./data-bench npm run seed -- --hotels 1000, then
 *   DATA_DIR=./data-bench npm run bench
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  benchProductionEnv,
  cpuMillis,
  type DatabaseCounters,
  databaseCounters,
  localDate,
  percentile,
  seedDemoIfEmpty,
} from './lib.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3299' },
    nights: { type: 'string' },
    stays: { type: 'string', default: '20' },
    city: { type: 'string' },
    hotel: { type: 'string' },
    cache: { type: 'string', default: 'on' },
    'cpu-prof': { type: 'string' },
    repo: { type: 'string' },
  },
});
const duration = Math.min(Math.max(Number(values.duration), 1), 120);
const connections = Math.min(Math.max(Number(values.connections), 1), 500);
const stayCount = Math.min(Math.max(Number(values.stays), 1), 5_000);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
if (!['on', 'off'].includes(values.cache)) throw new Error('--cache takes on or off');
const cacheEnv: Record<string, string> = values.cache === 'off' ? { SEARCH_CACHE_MS: '0' } : {};

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy in time');
}

/**
 * The i-th of many different stays, spread over the seeded year: check-in 1-300 days ahead, 1-14
 * nights (or --nights), 1-3 adults, 0-1 child (aged 4 or 10), 1-2 rooms. A fixed formula, so runs compare.
 */
function stayQuery(i: number) {
  const start = 1 + ((i * 37) % 300);
  const nights = values.nights ? Number(values.nights) : 1 + ((i * 7 + Math.floor(i / 14)) % 14);
  const adults = 1 + (i % 3);
  const children = Math.floor(i / 3) % 2;
  const rooms = 1 + (Math.floor(i / 6) % 2);
  // A child's age is asked with every child (under the free-bed age one stays free, over it pays).
  const ages = children
    ? `&childAges=${Array(children * rooms)
        .fill(i % 4 < 2 ? 4 : 10)
        .join(',')}`
    : '';
  return (
    `checkInDate=${localDate(start)}&checkOutDate=${localDate(start + nights)}` +
    `&roomCount=${rooms}&adultsNumber=${adults * rooms}&childNumber=${children * rooms}${ages}`
  );
}

function searchPath(i: number) {
  if (values.hotel) return `/api/v1/booking/en-US/rooms?hotelCode=${values.hotel}&${stayQuery(i)}`;
  const city = values.city ? `&cityCode=${values.city}` : '';
  return `/api/v1/booking/en-US/hotels/search?${stayQuery(i)}${city}&limit=10&offset=0`;
}

async function measure(paths: string[]) {
  let next = 0;
  const times: number[] = [];
  const run = autocannon({
    url: base,
    connections,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const { latency, requests, non2xx, errors } = await run;
  times.sort((a, b) => a - b);
  return { latency, requests, non2xx, errors, p95: percentile(times, 0.95) };
}

function report(label: string, figures: Awaited<ReturnType<typeof measure>>) {
  const { latency, requests, non2xx, errors, p95 } = figures;
  console.log(`  ${label}`);
  console.log(
    `    latency ms: p50 ${latency.p50}  p90 ${latency.p90}  p95 ${p95.toFixed(1)}  p99 ${latency.p99}  max ${latency.max}`,
  );
  console.log(
    `    throughput: ${requests.average} req/s (total ${requests.total}), non-2xx ${non2xx}, errors ${errors}`,
  );
}

// A production server never seeds: an empty database gets the demo group here.
await seedDemoIfEmpty(process.env);
const profile = values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', values['cpu-prof']] : [];
const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: values.repo ? path.resolve(values.repo) : process.cwd(),
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...benchProductionEnv(port),
    ...cacheEnv,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  await waitForHealth(Date.now() + 300_000);
  const paths = Array.from({ length: stayCount }, (_, i) => searchPath(i));
  const probe = (await (await fetch(base + paths[0])).json()) as {
    errorCode: number;
    data: { total?: number; list: unknown[] };
  };
  if (probe.errorCode !== 0) throw new Error(`the search answered ${JSON.stringify(probe)}`);
  // Warm-up: a short run of each, so both measured runs meet compiled code.
  const warmUp = { duration: 1 };
  await autocannon({ url: base + paths[0], connections, ...warmUp });
  await autocannon({ url: `${base}/healthz`, connections, ...warmUp });
  const before = await databaseCounters(process.env.DATABASE_URL);
  const cpuBefore = cpuMillis(server.pid);
  const search = await measure(paths);
  const serverCpu = cpuMillis(server.pid) - cpuBefore;
  const after = await databaseCounters(process.env.DATABASE_URL);
  const health = await measure(['/healthz']);
  const what = values.hotel
    ? `room list of ${values.hotel} (${probe.data.list.length} room types)`
    : `hotel search of ${values.city ? `city ${values.city}` : 'the whole group'} (${probe.data.total} hotels)`;
  const lengths = values.nights ? `${values.nights} nights` : '1-14 nights';
  console.log(
    `\n${what}, ${database}, ${paths.length} different stays (${lengths}), ${connections} clients, ${duration} s each, cache ${values.cache}`,
  );
  report('search', search);
  console.log(`    server CPU per search: ${(serverCpu / search.requests.total).toFixed(2)} ms (user + system)`);
  if (before && after) {
    const per = (key: keyof DatabaseCounters) => ((after[key] - before[key]) / search.requests.total).toFixed(1);
    console.log(`    database per search: ${per('statements')} statements, ${per('pages')} pages (buffers hit + read)`);
  }
  report('/healthz, the same server right after', health);
  const ratio = search.requests.average / Math.max(health.requests.average, 1);
  console.log(`  search / healthz throughput: ${(ratio * 100).toFixed(2)} %`);
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  // The profile is written as the server exits.
  if (profile.length > 0) await exited;
}
