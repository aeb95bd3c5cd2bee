/**
 * Bad input: thousands of malformed requests (fast-check) against every public route of the app,
 * on a fresh embedded database. Checks that nothing answers 500, that every JSON answer is the
 * envelope with a non-zero error code, and that nothing was written. Prints what it checked.
 *   npm run bench:bad-input -- --runs 3000
 */
import { parseArgs } from 'node:util';
import { loadTranslators } from '@hotel/i18n/server';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { openPglite, queryRows } from '../packages/server/src/db/client.ts';
import { seedDemoData } from '../packages/server/src/seed/demo.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3000' } } });
const runs = Math.min(Math.max(Number(values.runs), 100), 50_000);

const database = await openPglite(null);
await database.migrate();
await seedDemoData(database.db, { today: new Date().toISOString().slice(0, 10) });
const config = loadConfig({ LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', METRICS_ENABLED: 'false' });
const app = await buildApp({ config, database, translators: await loadTranslators() });
await app.ready();
const routes = app.routeList.filter(
  (route) =>
    ['GET', 'POST', 'PUT', 'DELETE'].includes(route.method) &&
    !/^\/(dev|metrics)/.test(route.url) &&
    route.url !== '/*',
);

/**
 * What the database holds that a request could change. Left out: analytics events and the mail
 * outbox (logs), and quick_logins, since issuing a QR sign-in code is what that call always does.
 */
async function fingerprint() {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_name not in ('analytics_events', 'mail_outbox', 'quick_logins')`,
  );
  const counts = await Promise.all(
    tables.map(
      async ({ name }) =>
        `${name}:${(await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from "${name}"`)))[0]!.n}`,
    ),
  );
  const [inventory] = await queryRows<{ h: string }>(
    database.db,
    sql`select md5(string_agg(held || ',' || sold, ';' order by hotel_code, room_type_code, night)) as h from inventory`,
  );
  return `${counts.sort().join(' ')} inventory:${inventory!.h}`;
}

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  fc.constantFrom(
    '',
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    'SHA001',
    '2026-02-30',
    '9999-12-31',
    'x'.repeat(3000),
  ),
);
const fillParams = (url: string, value: string) =>
  url.replace(/:(\w+)/g, () => encodeURIComponent(value)).replace('*', encodeURIComponent(value));

const before = await fingerprint();
const failures: string[] = [];
let sent = 0;
const started = performance.now();
await fc
  .assert(
    fc.asyncProperty(
      fc.constantFrom(...routes),
      nasty,
      fc.dictionary(fc.string({ maxLength: 12 }), nasty, { maxKeys: 5 }),
      fc.jsonValue({ maxDepth: 3 }),
      async (route, param, query, body) => {
        const url = `${fillParams(route.url, param)}?${new URLSearchParams(query).toString()}`;
        const withBody = route.method !== 'GET';
        const response = await app.inject({
          method: route.method as 'GET',
          url,
          ...(withBody ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
        });
        sent++;
        const isJson = String(response.headers['content-type']).includes('application/json');
        const envelope = isJson ? response.json() : null;
        const bad =
          response.statusCode >= 500 ||
          (isJson &&
            response.statusCode >= 400 &&
            (envelope?.errorCode === undefined || envelope.errorCode === 0 || typeof envelope.message !== 'string'));
        if (bad)
          failures.push(
            `${route.method} ${url.slice(0, 120)} -> ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        return !bad;
      },
    ),
    { numRuns: runs, endOnFailure: false },
  )
  .catch(() => undefined);
const after = await fingerprint();

console.log(
  `\nbad input: ${sent} malformed requests over ${routes.length} routes in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`  answers with status 500 or outside the envelope: ${failures.length}`);
for (const failure of failures.slice(0, 5)) console.log(`    ${failure}`);
console.log(`  database unchanged (row counts of every table and all inventory): ${before === after ? 'yes' : 'NO'}`);
if (before !== after) {
  const was = new Set(before.split(' '));
  console.log(
    `    changed: ${after
      .split(' ')
      .filter((part) => !was.has(part))
      .join(' ')}`,
  );
}
await app.close();
await database.close();
process.exitCode = failures.length === 0 && before === after ? 0 : 1;
