import type { Language } from '@hotel/contract/languages';
import { API_PREFIX, adminPaths, paths } from '@hotel/contract/routes';
import { MALL_API } from '@hotel/contract/schemas/mall';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { pageUrl, urlWith } from './paths.ts';
import { GROUP_ADMIN, staffSignIn } from './staffAuth.ts';

/** The demo member is Gold (tier 3) with points: the towel set's Gold price and the travel kit's points apply. */
const DEMO = { email: 'demo.member@aurora-hotels.example', password: 'Aurora@2026' };
const SHOTS = 'test-results/mall-points';

async function api<T>(request: APIRequestContext, method: 'GET' | 'DELETE', path: string): Promise<T> {
  const response =
    method === 'GET' ? await request.get(`${API_PREFIX}${path}`) : await request.delete(`${API_PREFIX}${path}`);
  const body = await response.json();
  expect(body.errorCode, `${method} ${path}: ${JSON.stringify(body)}`).toBe(0);
  return body.data as T;
}

async function signIn(page: Page, lang: Language) {
  await page.goto(paths.login(lang));
  const login = page.getByTestId('password-login');
  await login.locator('input[name="account"]').fill(DEMO.email);
  await login.locator('input[name="password"]').fill(DEMO.password);
  await login.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(urlWith(paths.personalCenter(lang)));
}

async function shipInBackOffice(browser: Browser, orderId: string, trackingNumber: string) {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await staffSignIn(staff, GROUP_ADMIN);
  await staff.goto(adminPaths.section('mall'));
  await staff.getByTestId('mall-tab-shipping').click();
  const form = staff.getByTestId(`ship-${orderId}`);
  await form.locator('input[name="carrier"]').fill('SF Express');
  await form.locator('input[name="trackingNumber"]').fill(trackingNumber);
  await form.locator('button[type="submit"]').click();
  await expect(form).toHaveCount(0);
  await context.close();
}

const points = async (request: APIRequestContext) =>
  (await api<{ points: number }>(request, 'GET', '/member/membershipCard')).points;

const JOURNEY = {
  'zh-CN': {
    width: 390,
    kit: '600 积分 + CNY 39',
    gold: '您的金卡会员价',
    towel: 'CNY 299',
    goodsPoints: '600 积分',
    toShip: '待发货',
    shipped: '已发货',
    received: '已收货',
    region: '上海市黄浦区',
  },
  'en-US': {
    width: 1280,
    kit: '600 points + CNY 39',
    gold: 'Your Gold price',
    towel: 'CNY 299',
    goodsPoints: '600 points',
    toShip: 'To ship',
    shipped: 'Shipped',
    received: 'Received',
    region: 'Shanghai, Huangpu',
  },
} as const;

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`${lang}: a points-plus-cash kit and a Gold-price towel set from the cart to the door, with the address book`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const text = JOURNEY[lang];
    await page.setViewportSize({ width: text.width, height: 900 });
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    await signIn(page, lang);
    const cart = await api<{ lines: { lineId: string }[] }>(page.request, 'GET', MALL_API.cart(lang));
    for (const line of cart.lines) await api(page.request, 'DELETE', MALL_API.cartLine(lang, line.lineId));

    // The product pages say what this member pays: points plus cash, and their tier's price.
    await page.goto(paths.mallProduct(lang, 'TRAVEL-KIT'));
    await expect(page.getByTestId('buy-box').getByTestId('goods-price')).toHaveText(text.kit);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toContainText('1');
    await page.goto(paths.mallProduct(lang, 'TOWEL-SET'));
    await expect(page.getByTestId('own-tier-price')).toContainText(text.gold);
    await expect(page.getByTestId('buy-box').getByTestId('goods-price')).toHaveText(text.towel);
    await page.screenshot({ path: `${SHOTS}/${lang}-product.png`, fullPage: true });
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toContainText('2');

    await page.goto(paths.mallCart(lang));
    const prices = page.getByTestId('cart-line-price');
    await expect(prices.filter({ hasText: text.kit })).toHaveCount(1);
    await expect(prices.filter({ hasText: text.gold })).toHaveCount(1);
    await expect(page.getByTestId('cart-total')).toHaveText(/CNY 338/);
    await page.screenshot({ path: `${SHOTS}/${lang}-cart.png`, fullPage: true });

    // The checkout: the points the goods take, the balance, and the address book.
    const before = await points(page.request);
    await page.getByTestId('cart-checkout').click();
    await expect(page.getByTestId('checkout')).toBeVisible();
    await expect(page.getByTestId('goods-points')).toHaveText(text.goodsPoints);
    await expect(page.getByTestId('pay-amount')).toHaveText(/CNY 338/);
    const book = page.getByTestId('address-book');
    if ((await page.getByTestId('new-address').count()) > 0) await page.getByTestId('new-address').click();
    const fields = book.getByTestId('address-fields');
    await fields.locator('input[name="address-name"]').fill(`Aurora ${lang}`);
    await fields.locator('input[name="address-phone"]').fill('13900000002');
    await fields.locator('input[name="address-region"]').fill(text.region);
    await fields.locator('input[name="address-detail"]').fill(`${lang} 99`);
    await expect(book.getByTestId('save-address')).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/${lang}-checkout.png`, fullPage: true });
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/sandbox-pay\//);
    // The points left with the order; the new address is in the book.
    expect(await points(page.request)).toBe(before - 600);
    const saved = await api<{ name: string }[]>(page.request, 'GET', MALL_API.addresses(lang));
    expect(saved.map((address) => address.name)).toContain(`Aurora ${lang}`);
    await page.locator('button[value="succeeded"]').click();
    await page.waitForURL(pageUrl(lang, 'mallPaymentSuccess'));
    await expect(page.getByTestId('mall-order-status')).toHaveText(text.toShip);

    // The order shows the same figures; staff ship it; the buyer confirms receipt.
    const orderId = new URL(page.url()).pathname.split('/').filter(Boolean).at(-1) ?? '';
    await page.goto(paths.mallOrder(lang, orderId));
    await expect(page.getByTestId('order-goods-points')).toHaveText(text.goodsPoints);
    await expect(page.getByTestId('mall-paid-amount')).toHaveText(/CNY 338/);
    await expect(page.getByTestId('mall-order')).toContainText(`${lang} 99`);
    await shipInBackOffice(browser, orderId, `SF${Date.now()}`);
    await page.reload();
    await expect(page.getByTestId('mall-order-status')).toHaveText(text.shipped);
    await page.getByTestId('confirm-receipt').click();
    await expect(page.getByTestId('mall-order-status')).toHaveText(text.received);
    await page.screenshot({ path: `${SHOTS}/${lang}-order.png`, fullPage: true });

    // The next checkout picks the saved address; another can be made the default.
    await page.goto(paths.mallProduct(lang, 'TOWEL-SET'));
    await page.getByTestId('buy-now').click();
    await expect(page.getByTestId('address-book')).toBeVisible();
    await expect(page.getByTestId('address-fields')).toHaveCount(0);
    await expect(page.getByTestId('address-book').locator('input[type="radio"]:checked')).toHaveCount(1);
    if (text.width <= 390) {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    }
    await page.screenshot({ path: `${SHOTS}/${lang}-book.png`, fullPage: true });
    expect(crashes).toEqual([]);
  });
}

test('en-US: a distributor makes a poster with the QR code of their share link and sees what they may withdraw', async ({
  page,
}) => {
  await signIn(page, 'en-US');
  await page.goto(paths.mallProduct('en-US', 'BATHROBE'));
  await page.getByTestId('share-create').click();
  await expect(page.getByTestId('share-url')).toBeVisible();
  await page.goto(paths.mallDistribution('en-US'));
  await expect(page.getByTestId('withdraw')).toBeVisible();
  await page.getByTestId('poster-make').first().click();
  const poster = page.getByTestId('poster-image');
  await expect(poster).toBeVisible();
  expect(await poster.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(720);
  await page.screenshot({ path: `${SHOTS}/en-US-distribution.png`, fullPage: true });
});
