/**
 * Lighthouse (mobile profile: a mid-range phone on a slow 4G network, simulated) on the guest pages
 * (--pages, a comma-separated list of the names below, default all of them), in Debian's Chromium, against the real server started here as a
 * child process (like bench/search.ts) on a fresh embedded database with the demo data, serving the
 * built web app. Prints the performance, accessibility, best-practices and SEO scores per page, the
 * main timings, and the home page's initial JavaScript (bench/web-size.ts); figures only, no assertions.
 * Each page runs --runs times (default 3) and the run with the median performance score is printed
 * (the machine may be busy: the CPU benchmark index Lighthouse measured is printed beside it, higher is
 * a less loaded machine), with its largest-contentful-paint element. --save DIR keeps the JSON reports and
 * the traces.
 * Bounded: the whole run stops after --timeout seconds (default 900).
 *   npm run build && node --import tsx bench/lighthouse.ts [--port 3297] [--dist packages/web/dist] [--runs 3]
 *     [--pages home,hotelList,hotelDetail,roomList,roomBook,orderSearch,login,personalCenter,mall,goodsDetail]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { benchProductionEnv, seedDemoIfEmpty } from './lib.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3297' },
    dist: { type: 'string', default: process.env.WEB_DIST_DIR ?? 'packages/web/dist' },
    timeout: { type: 'string', default: '900' },
    runs: { type: 'string', default: '3' },
    save: { type: 'string' },
    pages: { type: 'string', default: '' },
    chrome: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const dist = path.resolve(values.dist as string);
const deadline = Date.now() + Math.min(Math.max(Number(values.timeout), 60), 3600) * 1000;
const runs = Math.min(Math.max(Math.trunc(Number(values.runs)) || 1, 1), 9);
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`no built web app in ${dist}: run \`npm run build\` first (or pass --dist)`);
  process.exit(1);
}

/** The guest pages by name; a page that needs a hotel, a rate or a product takes the first the API offers. */
const PAGE_NAMES = [
  'home',
  'hotelList',
  'hotelDetail',
  'roomList',
  'roomBook',
  'orderSearch',
  'login',
  'personalCenter',
  'mall',
  'goodsDetail',
] as const;
type PageName = (typeof PAGE_NAMES)[number];
const asked = (values.pages as string)
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = asked.filter((name) => !(PAGE_NAMES as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`unknown page(s) ${unknown.join(', ')}: pick from ${PAGE_NAMES.join(', ')}`);
  process.exit(1);
}
const chosen: PageName[] = asked.length > 0 ? (asked as PageName[]) : [...PAGE_NAMES];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
function row(name: string, lhr: Result): string {
  const scores = CATEGORIES.map((id) => String(score(lhr, id)).padStart(16)).join('');
  const timings = Object.keys(METRICS)
    .map((id) => lhr.audits[id]?.displayValue ?? '-')
    .join(' / ');
  return `${name.padEnd(26)}${scores}   ${timings}   (${Math.round(lhr.environment.benchmarkIndex)})`;
}

let server: ChildProcess | undefined;
let stopping = false;
let chrome: chromeLauncher.LaunchedChrome | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'hotel-lighthouse-'));

async function stop() {
  stopping = true;
  try {
    await chrome?.kill();
  } catch {
    // already gone
  }
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await stop();
    process.exit(130);
  });
}
const timer = setTimeout(async () => {
  console.error('lighthouse bench: time is up, stopping');
  await stop();
  process.exit(2);
}, deadline - Date.now());
timer.unref();

async function waitForHealth() {
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

/** bench/web-size.ts prints the figure; it is a script, so it runs as one. */
function initialJs(): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/web-size.ts', '--dist', dist, '--lang', 'en-US'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('close', () => resolve(/=> initial JS of \/en-US\/home\s+([\d.]+ KB gzip)/.exec(out)?.[1] ?? 'n/a'));
  });
}

const api = async <T>(url: string): Promise<T> =>
  ((await (await fetch(`${base}/api/v1/booking/en-US${url}`)).json()) as { data: T }).data;

/** A stay of two nights, a week from the server's today. */
function stay(): { checkInDate: string; checkOutDate: string } {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return { checkInDate: day(7), checkOutDate: day(9) };
}

/** Each chosen page's name and address, with a real hotel, rate and product of the demo data. */
async function pageUrls(names: PageName[]): Promise<[string, string][]> {
  const hotels = await api<{ list: { hotelCode: string }[] }>('/hotels?limit=1');
  const hotelCode = hotels.list[0]?.hotelCode ?? 'SHA001';
  const { checkInDate, checkOutDate } = stay();
  const urls: Record<PageName, () => Promise<string>> = {
    home: async () => '/en-US/home',
    hotelList: async () => '/en-US/hotelList',
    hotelDetail: async () => `/en-US/hotelDetail/${hotelCode}`,
    roomList: async () =>
      `/en-US/roomList?hotelCode=${hotelCode}&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}`,
    roomBook: async () => {
      const rooms = await api<{ list: { roomTypeCode: string; roomRates: { ratePlanCode: string }[] }[] }>(
        `/rooms?hotelCode=${hotelCode}&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}`,
      );
      const room = rooms.list.find((candidate) => candidate.roomRates.length > 0);
      return `/en-US/roomBook/${hotelCode}/${room?.roomTypeCode}/${room?.roomRates[0]?.ratePlanCode}/${checkInDate}/${checkOutDate}/1/2/0`;
    },
    orderSearch: async () => '/en-US/orderSearch',
    login: async () => '/en-US/login',
    personalCenter: async () => '/en-US/personalCenter',
    mall: async () => '/en-US/mall',
    goodsDetail: async () => {
      const goods = await api<{ list: { goodsCode: string }[] }>('/mall/goods?size=1');
      return `/en-US/mall/goods/${goods.list[0]?.goodsCode ?? 'none'}`;
    },
  };
  return Promise.all(names.map(async (name): Promise<[string, string]> => [name, await urls[name]()]));
}

try {
  if (
    await fetch(`${base}/healthz`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${port} is in use: stop what listens there or pass --port`);
  }
  // A fresh embedded database gets the demo group (a production server never seeds it); DATABASE_URL,
  // if set, is used as it is.
  await seedDemoIfEmpty({ ...process.env, DATA_DIR: dataDir });
  server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...benchProductionEnv(port),
      WEB_DIST_DIR: dist,
      DATA_DIR: dataDir,
      JOBS_ENABLED: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  server.once('exit', (code) => {
    if (!stopping && code !== null && code !== 0) console.error(`server exited with ${code}`);
  });
  await waitForHealth();
  const pages = await pageUrls(chosen);

  chrome = await chromeLauncher.launch({
    chromePath: values.chrome,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  // A first visit in the browser, on a phone-sized screen, warms the server (the picture variants the
  // pages ask for, caches), as on a deployed site that has had visitors; Lighthouse then starts each
  // run with an empty browser cache.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  for (const [, url] of pages) {
    const tab = await browser.newPage();
    await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 2.625, isMobile: true });
    await tab.goto(base + url, { waitUntil: 'networkidle0', timeout: 60_000 }).catch(() => undefined);
    await tab.close();
  }
  await browser.disconnect();

  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile profile (simulated slow 4G, 4x CPU), ${values.chrome}`,
  );
  console.log(
    `${'page'.padEnd(26)}${CATEGORIES.map((name) => name.padStart(16)).join('')}   ${Object.values(METRICS).join(' / ')}   (CPU index)`,
  );
  if (values.save) mkdirSync(values.save, { recursive: true });
  for (const [name, url] of pages) {
    const results: Result[] = [];
    // A run whose trace Lighthouse could not record (NO_NAVSTART and the like, on a busy machine) is
    // printed and run again, at most twice per page.
    let retries = 2;
    for (let run = 1; run <= runs; run++) {
      const result = await lighthouse(base + url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`no result for ${url}`);
      if (result.lhr.runtimeError && retries > 0) {
        retries--;
        console.log(`  run ${run} failed (${result.lhr.runtimeError.code}), running it again`);
        run--;
        continue;
      }
      results.push(result.lhr);
      if (values.save) {
        const file = path.join(values.save, `${name.replace(/\W+/g, '-')}-${run}`);
        writeFileSync(`${file}.json`, JSON.stringify(result.lhr));
        // The page's trace as Lighthouse recorded it (CPU not slowed: the simulation multiplies it), for DevTools.
        const trace = (result.artifacts as { Trace?: unknown }).Trace;
        if (trace) writeFileSync(`${file}.trace.json`, JSON.stringify(trace));
      }
      if (runs > 1) console.log(row(`  run ${run}`, result.lhr));
    }
    const recorded = results.filter((lhr) => !lhr.runtimeError);
    const median = [...(recorded.length > 0 ? recorded : results)].sort(
      (a, b) => score(a, 'performance') - score(b, 'performance'),
    )[Math.floor(((recorded.length || results.length) - 1) / 2)] as Result;
    console.log(row(runs > 1 ? `${name} (median)` : name, median));
    const lcp = median.audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: { node?: { snippet?: string } }[] }[] }
      | undefined;
    const element = lcp?.items?.[0]?.items?.[0]?.node?.snippet;
    if (element) console.log(`${''.padEnd(26)}LCP element: ${element.slice(0, 140)}`);
    if (median.runtimeError) console.log(`${''.padEnd(26)}error: ${median.runtimeError.message}`);
  }
  console.log(`\ninitial JS of /en-US/home (bench/web-size.ts): ${await initialJs()}`);
} finally {
  clearTimeout(timer);
  await stop();
}
