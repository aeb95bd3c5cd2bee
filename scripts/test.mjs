// `npm test`: every test. Unit and API tests (Vitest, PGlite, plus PostgreSQL when TEST_DATABASE_URL
// is set), then the production build, then the browser journeys (Playwright in Debian Chromium).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

function run(label, command, args) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

ensureChromium();
if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: API tests run on the embedded PGlite only.');
}
run('unit and API tests', 'npx', ['vitest', 'run']);
run('web build', 'npm', ['run', 'build']);
run('browser journeys', 'npx', ['playwright', 'test', '--config', 'packages/e2e/playwright.config.ts']);
