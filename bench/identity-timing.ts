/**
 * Do sign-in, code and reset answers take as long for an unknown account as for a known one? Builds the
 * app in this process on an embedded database with the demo data and times each answer through `inject`
 * (the server's own handling: no network), alternating known and unknown accounts, then prints the medians
 * and 95th percentiles side by side. Bounded: --rounds pairs of requests per kind (default 40).
 *   npm run bench:identity -- --rounds 40
 */
import { parseArgs } from 'node:util';
import { loadTranslators } from '@hotel/i18n/server';
import { eq } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { openPglite } from '../packages/server/src/db/client.ts';
import { members } from '../packages/server/src/modules/member/member.schema.ts';
import { seedDemoData } from '../packages/server/src/seed/demo.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '40' } } });
const rounds = Math.min(Math.max(Number(values.rounds) || 40, 5), 500);
const KNOWN = 'demo.member@aurora-hotels.example';
const API = '/api/v1/booking';

const database = await openPglite(null);
await database.migrate();
await seedDemoData(database.db, { today: new Date().toISOString().slice(0, 10) });
// The clock moves on between rounds, so a code's resend countdown never answers in place of the code.
const clock = { now: new Date() };
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  }),
  database,
  translators: await loadTranslators(),
  now: () => clock.now,
});

/** Milliseconds the server took to answer, and what it answered (the answers must match too). */
async function timed(url: string, payload: object) {
  const started = process.hrtime.bigint();
  const response = await app.inject({ method: 'POST', url: `${API}${url}`, payload });
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, errorCode: response.json().errorCode as number };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const summary = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms`;
};

const kinds: { name: string; run(account: string, round: number): Promise<{ ms: number; errorCode: number }> }[] = [
  {
    name: 'password sign-in, wrong password',
    run: async (account) => {
      // A fresh count each time, so neither account locks during the run (a lock answers the same for both).
      await database.db.update(members).set({ failedLogins: 0, lockedUntil: null }).where(eq(members.email, KNOWN));
      return timed('/member/login', { account, password: 'Wrong@2026x' });
    },
  },
  { name: 'sign-in code request', run: (account) => timed('/member/captcha', { purpose: 'login', email: account }) },
  { name: 'password reset request', run: (account) => timed('/member/passwordReset', { email: account }) },
];

console.log(`identity answers, known vs unknown account, ${rounds} pairs each (in-process, PGlite)`);
for (const kind of kinds) {
  const known: number[] = [];
  const unknown: number[] = [];
  const codes = new Set<string>();
  for (let round = 0; round < rounds; round++) {
    clock.now = new Date(clock.now.getTime() + 5 * 60_000);
    const stranger = `nobody.${round}.${Date.now()}@example.com`;
    const pair = round % 2 === 0 ? [KNOWN, stranger] : [stranger, KNOWN];
    for (const account of pair) {
      const answer = await kind.run(account, round);
      (account === KNOWN ? known : unknown).push(answer.ms);
      codes.add(`${account === KNOWN ? 'known' : 'unknown'}:${answer.errorCode}`);
    }
  }
  console.log(`- ${kind.name}: known ${summary(known)}; unknown ${summary(unknown)}; answers ${[...codes].join(', ')}`);
}
await app.close();
await database.close();
