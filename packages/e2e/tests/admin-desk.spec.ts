import { API_PREFIX, adminPaths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { staffSignIn } from './staffAuth.ts';

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
