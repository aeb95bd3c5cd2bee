// `npm run test:e2e`: builds the web app and runs only the browser journeys.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

ensureChromium();
for (const [command, args] of [
  ['npm', ['run', 'build']],
  ['npx', ['playwright', 'test', '--config', 'packages/e2e/playwright.config.ts', ...process.argv.slice(2)]],
]) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
