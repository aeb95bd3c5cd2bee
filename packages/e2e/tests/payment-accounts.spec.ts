import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX, adminPaths, paths } from '@hotel/contract/routes';
import { expect, type Page, test } from '@playwright/test';
import { type Authenticator, authenticatorOf, GROUP_ADMIN, saveAuthenticator, staffSignIn } from './staffAuth.ts';

/**
 * Live payments need a server started with PAYMENT_PROVIDER=live (the journeys' server runs the
 * sandbox), so this file starts its own on another port, with its own data, and talks only to it.
 * It never reaches a real provider: the journeys save credentials and look at what guests are offered.
 */
const port = Number(process.env.E2E_PORT ?? 3210) + 500;
const base = `http://127.0.0.1:${port}`;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server');
let server: ChildProcess | undefined;
let mainServerAdmin: Authenticator | undefined;

test.use({ baseURL: base });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // The group administrator enrols a second factor on this fresh server: keep the journeys' server's one.
  mainServerAdmin = authenticatorOf(GROUP_ADMIN);
  server = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(os.tmpdir(), `hotel-e2e-live-${process.pid}`),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PAYMENT_PROVIDER: 'live',
      PAYMENT_SECRET_KEY: 'e2e-payment-secret-key-0001',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ORDER_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: 'ignore',
  });
  const until = Date.now() + 200_000;
  while (Date.now() < until) {
    const ready = await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('the live-payments server did not start');
});

test.afterAll(() => {
  if (mainServerAdmin) saveAuthenticator(GROUP_ADMIN, mainServerAdmin);
  server?.kill('SIGTERM');
});

const ADYEN = {
  merchantAccount: 'AuroraHotelsECOM',
  apiKey: 'AQE-e2e-api-key-never-shown',
  hmacKey: 'A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F90',
};

async function openPaymentAccounts(page: Page) {
  await staffSignIn(page, GROUP_ADMIN);
  await page.goto(adminPaths.root());
  await page
    .getByRole('link', { name: /^(Site|网站|站点)/ })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Payment accounts' }).click();
  return page.getByTestId('payment-account-adyen');
}

test('a group administrator saves Adyen credentials for the site and sees the secrets only as set', async ({
  page,
}) => {
  const adyen = await openPaymentAccounts(page);
  await expect(page.getByTestId('payment-mode')).toContainText('Live payments');
  await expect(adyen.getByTestId('account-status')).toHaveText('Not set up.');
  await adyen.getByLabel('Merchant account').fill(ADYEN.merchantAccount);
  await adyen.getByLabel('API key').fill(ADYEN.apiKey);
  await adyen.getByLabel('HMAC key (standard webhook)').fill(ADYEN.hmacKey);
  await adyen.getByLabel('Environment').selectOption('test');
  await adyen.getByRole('button', { name: 'Save' }).click();
  await expect(adyen.getByTestId('account-status')).toHaveText('Saved and in use.');

  await page.reload();
  await page.getByRole('tab', { name: 'Payment accounts' }).click();
  const saved = page.getByTestId('payment-account-adyen');
  await expect(saved.getByTestId('account-status')).toHaveText('Saved and in use.');
  await expect(saved.getByLabel('Merchant account')).toHaveValue(ADYEN.merchantAccount);
  await expect(saved.getByLabel('API key')).toHaveValue('');
  await expect(saved.getByText('Set. Leave empty to keep it, or enter a new value to replace it.')).toHaveCount(2);
  expect(await page.content()).not.toContain(ADYEN.apiKey);
  expect(await page.content()).not.toContain(ADYEN.hmacKey);
  // Saved again without retyping the secrets: they are kept.
  await saved.getByRole('button', { name: 'Save' }).click();
  await expect(saved.getByTestId('account-status')).toHaveText('Saved and in use.');
  await page.screenshot({ path: path.join(os.tmpdir(), 'pay-accounts-en.png'), fullPage: true });
});

for (const [lang, offered, chinese] of [
  ['en-US', 'International credit card', false],
  ['zh-CN', '国际信用卡', true],
] as const) {
  test(`a guest (${lang}, 390 px) is offered only the channel whose provider has credentials`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const hotels = (await (await page.request.get(`${API_PREFIX}/en-US/hotels`, { params: { limit: 100 } })).json())
      .data.list as { hotelCode: string }[];
    // Hotels accept Alipay, WeChat Pay and cards; only Adyen (channels 8 and 10) has credentials: no hotel offers more.
    const offeredAt = await Promise.all(
      hotels.map(async ({ hotelCode }) => ({
        hotelCode,
        channels: (await (await page.request.get(`${API_PREFIX}/payments`, { params: { hotelCode } })).json()).data
          .channels as number[],
      })),
    );
    for (const { channels } of offeredAt)
      expect(channels.every((channel) => channel === 8 || channel === 10)).toBe(true);
    const hotelCode = offeredAt.find(({ channels }) => channels.includes(10))?.hotelCode;
    expect(hotelCode).toBeDefined();
    const order = await bookWaitingOrder(page, hotelCode!);
    await page.goto(paths.order(lang, order));
    const picker = page.getByTestId('pay-order');
    await expect(picker.getByRole('radio')).toHaveCount(1);
    await expect(picker.getByLabel(offered)).toBeChecked();
    await expect(picker).not.toContainText(chinese ? '支付宝' : 'Alipay');
    await expect(picker).not.toContainText(chinese ? '微信' : 'WeChat');
    await page.screenshot({ path: path.join(os.tmpdir(), `pay-guest-${lang}.png`), fullPage: true });
  });
}

/** Books the first prepaid rate of the hotel through the API; the order waits for payment. */
async function bookWaitingOrder(page: Page, hotelCode: string): Promise<string> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  for (let offset = 20; offset < 60; offset += 3) {
    const stay = {
      hotelCode,
      checkInDate: day(offset),
      checkOutDate: day(offset + 1),
      roomCount: 1,
      adultsNumber: 2,
      childNumber: 0,
    };
    const rooms = (await (await page.request.get(`${API_PREFIX}/en-US/rooms`, { params: stay })).json()).data;
    for (const room of rooms?.list ?? []) {
      const rate = room.roomRates.find(
        (r: { paymentType: number; isFull: number; requiresSignIn?: boolean; memberOnly?: boolean }) =>
          r.paymentType === 1 && r.isFull === 0 && !r.requiresSignIn && !r.memberOnly,
      );
      if (!rate || room.maxAdults < 2) continue;
      const body = {
        hotelCode,
        roomTypeCode: room.roomTypeCode,
        ratePlanCode: rate.ratePlanCode,
        checkInDate: stay.checkInDate,
        checkOutDate: stay.checkOutDate,
        roomCount: 1,
        guestsNumber: { adultCount: 2, childCount: 0 },
        roomInfo: [
          {
            checkInInfo: {
              guestsNumber: { adultCount: 2, childCount: 0 },
              customer: [
                { title: 'Ms', firstName: 'Mei', lastName: 'Lin' },
                { title: 'Mr', firstName: 'Kai', lastName: 'Lin' },
              ],
            },
          },
        ],
        booker: { name: 'Mei Lin', email: `mei.${Date.now()}@example.com`, mobile: '86 13900139000' },
        verifyAmount: 0,
      };
      const quote = await (await page.request.post(`${API_PREFIX}/en-US/orders/quote`, { data: body })).json();
      const created = await page.request.post(`${API_PREFIX}/en-US/orders`, {
        data: { ...body, verifyAmount: quote.data.payAmount },
        headers: { 'Idempotency-Key': `e2e-live-${Date.now()}` },
      });
      expect(created.ok(), await created.text()).toBe(true);
      return (await created.json()).data.transactionId as string;
    }
  }
  throw new Error(`no prepaid rate at ${hotelCode}`);
}
