import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = path.join(os.tmpdir(), `hotel-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // The app's lazy screens and the server share a small machine with the browser: wait up to 10 s.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  webServer: {
    command: 'node --import tsx ../server/src/main.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PAYMENT_DEADLINE_SECONDS: '20',
      ORDER_EXPIRY_INTERVAL_MS: '2000',
      // The journeys sign members and staff in many times a minute from one address.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // ... and book many unpaid orders from one address (the caps have API tests).
      ORDER_RATE_LIMIT_PER_MINUTE: '1000',
      MAX_UNPAID_ORDERS_PER_GUEST: '1000',
      MAX_UNPAID_ORDERS_PER_ADDRESS: '1000',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
