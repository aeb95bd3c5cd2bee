import { ADMIN_API_PREFIX as ADMIN_API, API_PREFIX, adminPaths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { staffSignIn } from './staffAuth.ts';
import { plentifulFirst } from './stayHelpers.ts';

/** Journeys of the hotel's own staff in the back office: hotel managers and front desk, in two languages. */

const MANAGER = 'manager.sha@aurora-hotels.example';
const FRONT_DESK = 'frontdesk.sha@aurora-hotels.example';
const DEMO = { email: 'demo.member@aurora-hotels.example', password: 'Aurora@2026' };
const ADDRESS = {
  name: 'Mei Chen',
  phone: '13900000001',
  region: 'Shanghai, Huangpu',
  detail: '88 Zhongshan East 1st Road',
};

function watchCrashes(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  return crashes;
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  const body = (await response.json()) as { errorCode: number; data: unknown };
  expect(body.errorCode, `${what}: ${JSON.stringify(body)}`).toBe(0);
  return body.data as T;
}

/** The demo member buys `skuCode` in the mall and pays it in the sandbox (through the public API). */
async function memberBuys(request: APIRequestContext, skuCode: string, address?: typeof ADDRESS) {
  await data(
    await request.post(`${API_PREFIX}/member/login`, { data: { account: DEMO.email, password: DEMO.password } }),
    'login',
  );
  const order = { items: [{ skuCode, quantity: 1 }], ...(address ? { address } : {}) };
  const quote = await data<{ payAmount: number }>(
    await request.post(`${API_PREFIX}/en-US/mall/checkout/quote`, { data: order }),
    'quote',
  );
  const placed = await data<{ orderId: string }>(
    await request.post(`${API_PREFIX}/en-US/mall/checkout`, {
      data: { ...order, verifyAmount: quote.payAmount },
      headers: { 'Idempotency-Key': `desk-e2e-${skuCode}-${Date.now()}` },
    }),
    'checkout',
  );
  const started = await data<{ paymentId: string }>(
    await request.post(`${API_PREFIX}/en-US/mall/orders/payment`, { data: { orderId: placed.orderId, channel: 1 } }),
    'payment',
  );
  const paid = await request.post(`/sandbox-pay/${started.paymentId}?lang=en-US`, { form: { outcome: 'succeeded' } });
  expect(paid.status(), 'sandbox payment').toBeLessThan(400);
  const detail = await request.get(`${API_PREFIX}/en-US/mall/orders/${placed.orderId}`);
  return (await detail.json()).data as { orderId: string; status: number; redemptionCodes: { code: string }[] };
}

/** `yyyy-MM-dd` in the hotel's time zone (Shanghai), `days` from today. */
function hotelDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

interface RoomList {
  list: { roomTypeCode: string; roomRates: { ratePlanCode: string; paymentType: number; isFull: number }[] }[];
}

/** A guest (no account) books one night from tonight at SHA001, paying at the hotel. */
async function guestBooksTonight(request: APIRequestContext, lastName: string) {
  const checkInDate = hotelDate(0);
  const checkOutDate = hotelDate(1);
  const rooms = await (
    await request.get(`${API_PREFIX}/en-US/rooms`, {
      params: { hotelCode: 'SHA001', checkInDate, checkOutDate, roomCount: 1, adultsNumber: 1, childNumber: 0 },
    })
  ).json();
  const list = (rooms.data as RoomList).list;
  const room = plentifulFirst(list).find((item) =>
    item.roomRates.some((rate) => rate.paymentType === 2 && rate.isFull === 0),
  );
  const rate = room?.roomRates.find((item) => item.paymentType === 2 && item.isFull === 0);
  if (!room || !rate) throw new Error('no pay-at-hotel rate tonight at SHA001');
  const order = {
    hotelCode: 'SHA001',
    roomTypeCode: room.roomTypeCode,
    ratePlanCode: rate.ratePlanCode,
    checkInDate,
    checkOutDate,
    roomCount: 1,
    guestsNumber: { adultCount: 1, childCount: 0 },
    roomInfo: [
      {
        checkInInfo: {
          guestsNumber: { adultCount: 1, childCount: 0 },
          customer: [{ title: 'Mr', firstName: 'Desk', lastName }],
        },
      },
    ],
    booker: { name: `Desk ${lastName}`, email: 'desk.guest@example.com', mobile: '86 13900000002' },
    verifyAmount: 0,
  };
  const quote = await data<{ payAmount: number }>(
    await request.post(`${API_PREFIX}/en-US/orders/quote`, { data: order }),
    'quote',
  );
  return data<{ transactionId: string; confirmationNumber: string }>(
    await request.post(`${API_PREFIX}/en-US/orders`, {
      data: { ...order, verifyAmount: quote.payAmount },
      headers: { 'Idempotency-Key': `desk-e2e-stay-${Date.now()}` },
    }),
    'book',
  );
}

test('front desk lands on today’s dashboard: a guest arriving tonight is listed and opens the reservation', async ({
  page,
  request,
}) => {
  const crashes = watchCrashes(page);
  const suffix = [...String(Date.now() % 100_000)].map((digit) => 'abcdefghij'[Number(digit)]).join('');
  const stay = await guestBooksTonight(request, `Arrival${suffix}`);
  await staffSignIn(page, FRONT_DESK);
  await expect(page).toHaveURL(new RegExp(`${adminPaths.section('dashboard')}$`));
  await expect(page.getByTestId('dashboard-today')).toContainText('Aurora');
  const arrivals = page.getByTestId('dashboard-arrivals');
  const row = arrivals.locator('tr', { hasText: stay.confirmationNumber });
  await expect(row).toContainText('Desk Arrival');
  expect(Number(await page.getByTestId('tile-arrivals-value').textContent())).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('tile-pickup-24-value')).not.toHaveText('0');
  await expect(page.getByTestId('tile-occupancy-1-value')).toHaveText(/%/);
  await expect(
    page.getByTestId('dashboard-departures').or(page.getByTestId('dashboard-departures-none')),
  ).toBeVisible();
  // In Japanese, at phone width: the same figures, translated.
  await page.getByTestId('admin-language').selectOption('ja');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: '本日到着' })).toBeVisible();
  await expect(page.getByTestId('tile-in-house')).toContainText('滞在中の客室');
  await row.getByRole('link', { name: stay.confirmationNumber }).click();
  await expect(page).toHaveURL(new RegExp(adminPaths.reservation(stay.transactionId)));
  expect(crashes).toEqual([]);
});

test('a hotel manager opens a paid mall order from the orders list and hands the goods over', async ({
  page,
  request,
}) => {
  const crashes = watchCrashes(page);
  const order = await memberBuys(request, 'BATHROBE-L', ADDRESS);
  expect(order.status).toBe(2);

  await staffSignIn(page, MANAGER);
  await page.getByTestId('admin-nav-mall').click();
  // Managers hand goods over: the orders, not the goods, reviews or commissions of the group.
  await expect(page.getByTestId('mall-tab-orders')).toBeVisible();
  await expect(page.getByTestId('mall-tab-goods')).toHaveCount(0);
  const row = page.getByTestId('mall-orders').locator('tr', { hasText: order.orderId });
  await row.getByRole('link', { name: order.orderId }).click();
  await expect(page).toHaveURL(new RegExp(`${adminPaths.mallOrder(order.orderId)}$`));
  await expect(page.getByTestId('mall-order-status')).toHaveText('Booked');
  const facts = page.getByTestId('mall-order-facts');
  await expect(facts).toContainText(ADDRESS.detail);
  await expect(page.getByTestId('mall-order-lines').locator('tbody tr')).toHaveCount(1);
  // Managers cannot cancel group orders; they mark them delivered after confirming, with the courier's number.
  await expect(page.getByTestId(`mall-cancel-${order.orderId}`)).toHaveCount(0);
  await page.getByTestId(`mall-deliver-${order.orderId}`).click();
  await page.getByTestId('confirm-dialog').getByLabel('Note (courier, tracking number)').fill('SF1234567890');
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('mall-order-status')).toHaveText('Used');
  await expect(page.getByTestId(`mall-deliver-${order.orderId}`)).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(facts).toBeVisible();
  expect(crashes).toEqual([]);
});

test('zh-CN, 390 px: front desk redeems a breakfast voucher at the hotel; a code used up is refused', async ({
  page,
  request,
}) => {
  const crashes = watchCrashes(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const order = await memberBuys(request, 'BREAKFAST-2');
  const code = order.redemptionCodes[0]?.code ?? '';
  expect(code).not.toBe('');

  await staffSignIn(page, FRONT_DESK);
  await page.getByTestId('admin-language').selectOption('zh-CN');
  await expect(page.getByTestId('admin-sign-out')).not.toHaveText('Sign out');
  await page.getByTestId('admin-nav-mall').click();
  const redeem = page.getByTestId('mall-redeem');
  await expect(redeem).toBeVisible();
  // Front desk redeems codes; the group's goods and orders are not theirs.
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await redeem.getByRole('textbox', { name: '兑换码', exact: true }).fill(code);
  await redeem.getByLabel('使用次数', { exact: true }).fill('2');
  await redeem.locator('button[type="submit"]').click();
  await expect(redeem.getByRole('status')).toHaveText('已核销。剩余次数：0');
  await redeem.locator('button[type="submit"]').click();
  await expect(redeem.getByRole('alert')).toBeVisible();
  expect(crashes).toEqual([]);
});

test('zh-CN, 390 px: front desk downloads the reservations a search finds as CSV, only their hotel’s', async ({
  page,
}) => {
  const crashes = watchCrashes(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await staffSignIn(page, FRONT_DESK);
  await page.getByTestId('admin-language').selectOption('zh-CN');
  await expect(page.getByTestId('admin-sign-out')).not.toHaveText('Sign out');
  await page.getByTestId('admin-nav-reservations').click();
  const link = page.getByTestId('reservations-csv');
  await expect(link).toHaveText('下载 CSV');
  // Filtered to reserved stays: the file holds what the search finds, every page of it.
  await page.getByTestId('reservation-search').getByLabel('状态').selectOption({ label: '已预订' });
  await page.getByTestId('reservation-search').locator('button[type="submit"]').click();
  await expect(link).toHaveAttribute('href', /status=1/);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^reservations-\d{4}-\d\d-\d\d\.csv$/);
  const lines = (await streamText(await download.createReadStream())).trim().split('\r\n');
  const header = lines[0]!.split(',');
  expect(header.slice(0, 2)).toEqual(['confirmationNumber', 'hotelCode']);
  const rows = lines.slice(1).map((line) => line.split(','));
  const listed = await page.request.get(`${ADMIN_API}/reservations?status=1&pageSize=100`);
  expect(rows).toHaveLength((await listed.json()).data.total);
  for (const row of rows) {
    expect(row[1]).toBe('SHA001');
    expect(row[header.indexOf('status')]).toBe('reserved');
  }
  await page.screenshot({ path: 'test-results/desk-csv-zh-390.png' });
  expect(crashes).toEqual([]);
});

test('en-US: a hotel manager downloads the members who stayed at their hotel as CSV', async ({ page }) => {
  const crashes = watchCrashes(page);
  await staffSignIn(page, MANAGER);
  await page.getByTestId('admin-nav-members').click();
  const link = page.getByTestId('members-csv');
  await expect(link).toHaveText('Download CSV');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^members-\d{4}-\d\d-\d\d\.csv$/);
  const lines = (await streamText(await download.createReadStream())).trim().split('\r\n');
  expect(lines[0]).toBe(
    'cardNumber,firstName,lastName,email,mobileCountryNumber,phone,username,points,locked,memberSince',
  );
  const listed = await page.request.get(`${ADMIN_API}/members?pageSize=100`);
  expect(lines.length - 1).toBe((await listed.json()).data.total);
  expect(lines.some((line) => line.startsWith('880020260001,'))).toBe(true);
  expect(crashes).toEqual([]);
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
