/**
 * Hotel search latency: starts the real server as a child process (same environment: DATA_DIR or
 * DATABASE_URL), then drives a 7-night search with autocannon over loopback and prints figures.
 * Bounded: --duration seconds (default 10) with --connections clients (default 50).
 *   npm run bench -- --duration 10 --connections 50
 * For the budget's 1,000 hotels: DATA_DIR=./data-bench npm run seed -- --hotels 1000, then
 *   DATA_DIR=./data-bench npm run bench
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchProductionEnv, seedDemoIfEmpty } from './lib.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3299' },
    nights: { type: 'string', default: '7' },
    stays: { type: 'string', default: '20' },
  },
});
const duration = Math.min(Math.max(Number(values.duration), 1), 120);
const connections = Math.min(Math.max(Number(values.connections), 1), 500);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

function isoDate(offsetDays: number) {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

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

// A production server never seeds: an empty database gets the demo group here.
await seedDemoIfEmpty(process.env);
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...benchProductionEnv(port) },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  await waitForHealth(Date.now() + 300_000);
  // A realistic mix: `stays` different check-in days and parties, each a `nights`-night stay.
  const paths = Array.from({ length: Math.max(1, Number(values.stays)) }, (_, i) => {
    const checkIn = isoDate(7 + i * 3);
    const checkOut = isoDate(7 + i * 3 + Number(values.nights));
    return `/api/v1/booking/en-US/hotels/search?checkInDate=${checkIn}&checkOutDate=${checkOut}&roomCount=1&adultsNumber=${1 + (i % 2)}&limit=10&offset=0`;
  });
  const probe = (await (await fetch(base + paths[0])).json()) as { data: { total: number } };
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
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
  const cache = process.env.SEARCH_CACHE_MS === '0' ? 'cache off' : 'cache on';
  console.log(
    `\nhotel search (${database}), ${values.nights} nights, ${paths.length} different stays, ${probe.data.total} hotels, ${connections} clients, ${duration} s, ${cache}`,
  );
  console.log(
    `  latency ms: p50 ${latency.p50}  p90 ${latency.p90}  p95 ${p95.toFixed(1)}  p99 ${latency.p99}  max ${latency.max}`,
  );
  console.log(`  throughput: ${requests.average} req/s (total ${requests.total}), non-2xx ${non2xx}, errors ${errors}`);
} finally {
  server.kill('SIGTERM');
}
