import AxeBuilder from '@axe-core/playwright';
import type { Language } from '@hotel/contract/languages';
import { API_PREFIX, adminPaths, paths } from '@hotel/contract/routes';
import { MALL_API } from '@hotel/contract/schemas/mall';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { pageUrl, urlWith } from './paths.ts';
import { GROUP_ADMIN, staffSignIn } from './staffAuth.ts';

const DEMO = { email: 'demo.member@aurora-hotels.example', password: 'Aurora@2026' };
/** A 2x2 PNG picture for the review (the server checks pictures by their content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP438AARAwQCgAt7gX9iz9uhAAAAABJRU5ErkJggg==',
  'base64',
);

async function api<T>(request: APIRequestContext, method: 'GET' | 'DELETE', path: string): Promise<T> {
  const response =
    method === 'GET' ? await request.get(`${API_PREFIX}${path}`) : await request.delete(`${API_PREFIX}${path}`);
  const body = await response.json();
  expect(body.errorCode, `${method} ${path}: ${JSON.stringify(body)}`).toBe(0);
  return body.data as T;
}

function watchCrashes(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  return crashes;
}

async function signIn(page: Page, lang: Language) {
  await page.goto(paths.login(lang));
  const login = page.getByTestId('password-login');
  await login.locator('input[name="account"]').fill(DEMO.email);
  await login.locator('input[name="password"]').fill(DEMO.password);
  await login.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(urlWith(paths.personalCenter(lang)));
}

/** Starts from an empty cart (a previous journey may have left lines). */
/**
 * Staff hand the goods over in the back office: the mall's orders show the buyer and the address, and
 * "Mark delivered" (with a courier note) makes the order used (1).
 */
async function deliverInBackOffice(browser: Browser, orderId: string) {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await staffSignIn(staff, GROUP_ADMIN);
  await staff.goto(adminPaths.section('mall'));
  await staff.getByTestId('mall-tab-orders').click();
  const row = staff.getByTestId('mall-orders').locator('tr', { hasText: orderId });
  await row.getByTestId(`mall-deliver-${orderId}`).click();
  await staff.getByTestId('confirm-dialog').getByLabel('Note (courier, tracking number)').fill('SF1234567890');
  await staff.getByTestId('confirm-yes').click();
  await expect(row.getByTestId(`mall-deliver-${orderId}`)).toHaveCount(0);
  await context.close();
}

async function emptyCart(request: APIRequestContext, lang: Language) {
  const cart = await api<{ lines: { lineId: string }[] }>(request, 'GET', MALL_API.cart(lang));
  for (const line of cart.lines) await api(request, 'DELETE', MALL_API.cartLine(lang, line.lineId));
}

/** A coupon of the member that applies in the mall (not limited to hotels). */
async function mallCoupon(request: APIRequestContext, lang: string): Promise<string> {
  const coupons = await api<{ couponCode: string; hotelCodes: string[]; minSpend: number }[]>(
    request,
    'GET',
    `/member/${lang}/coupon/couponList?status=unused`,
  );
  const usable = coupons.find((coupon) => coupon.hotelCodes.length === 0 || coupon.hotelCodes.includes('MALL'));
  if (!usable) throw new Error('the demo member has no coupon for the mall');
  return usable.couponCode;
}

const TEXT = {
  'th-TH': { script: /[\u0e00-\u0e7f]/, review: 'หมอนนุ่มมาก นอนหลับสบายทุกคืน' },
  'en-US': { script: /[A-Za-z]/, review: 'Soft and supportive: I sleep better every night.' },
} as const;

for (const lang of ['th-TH', 'en-US'] as const) {
  test(`${lang}: browse the shop, two pillow sizes in the cart, a coupon, pay in the sandbox, the shop order, a review with a picture`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const crashes = watchCrashes(page);
    await signIn(page, lang);
    await emptyCart(page.request, lang);
    const coupon = await mallCoupon(page.request, lang);

    // Browse: the header's shop link, the goods with their pictures, a flash sale with its countdown.
    await page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: lang === 'en-US' ? 'Shop' : 'ร้านค้า' })
      .click();
    await expect(page).toHaveURL(urlWith(paths.mallSearch(lang), { end: true }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en-US' ? 'Shop' : 'ร้านค้า');
    // A seeded product's card (goods staff add in the back office journeys may have no picture).
    const silk = page.locator('[data-testid="goods-card"][data-goods-code="PILLOWCASE-SILK"]');
    await expect(silk).toBeVisible();
    await expect(silk.locator('img')).toHaveAttribute('srcset', /\/images\/.+w=\d+&format=webp \d+w/);
    await expect(silk.getByTestId('flash-countdown')).toHaveText(/\d{2}:\d{2}:\d{2}/);
    await page.getByTestId('mall-search-input').fill('PILLOW');
    await page.getByTestId('mall-search-submit').click();
    await expect(page).toHaveURL(/q=PILLOW/);

    // The pillow: the first size in the cart, then the other size.
    await page.goto(paths.mallSearch(lang));
    await page.locator('[data-testid="goods-card"][data-goods-code="PILLOW-CLOUD"]').getByTestId('goods-link').click();
    await expect(page).toHaveURL(urlWith(paths.mallProduct(lang, 'PILLOW-CLOUD')));
    const product = page.getByTestId('mall-product');
    await expect(product.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].script);
    const sizes = product.getByTestId('spec-picker').locator('fieldset').first().locator('label');
    await sizes.nth(0).click();
    await expect(product.getByTestId('sku-stock')).toHaveText(/\d/);
    await product.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toContainText('1');
    await sizes.nth(1).click();
    await product.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toContainText('2');

    // The cart: two lines, both chosen.
    await page.getByTestId('mall-cart-link').first().click();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-line-select').first()).toBeChecked();
    await page.getByTestId('cart-checkout').click();

    // The checkout: a delivery address, the coupon (quoted again), pay on the sandbox page.
    await expect(page.getByTestId('checkout')).toBeVisible();
    // With addresses in the book, a new one is chosen first (the picker's own journey is mall-points.spec.ts).
    if ((await page.getByTestId('new-address').count()) > 0) await page.getByTestId('new-address').click();
    const address = page.getByTestId('address-fields');
    await address.locator('input[name="address-name"]').fill('Aurora Demo');
    await address.locator('input[name="address-phone"]').fill('13900000001');
    await address.locator('input[name="address-region"]').fill('Shanghai, Huangpu');
    await address.locator('input[name="address-detail"]').fill('88 Zhongshan East 1st Road');
    const payAmount = page.getByTestId('pay-amount');
    const before = await payAmount.textContent();
    // Only the coupons this order can use may be chosen (the server priced each one).
    const usable = page.locator('select[name="coupon"] option:not([disabled])').nth(1);
    await page.locator('select[name="coupon"]').selectOption((await usable.getAttribute('value')) ?? coupon);
    await expect(page.getByTestId('coupon-discount')).toBeVisible();
    await expect(payAmount).not.toHaveText(before ?? '');
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.locator('button[value="succeeded"]').click();
    await page.waitForURL(pageUrl(lang, 'mallPaymentSuccess'));
    await expect(page.getByTestId('mall-payment-result')).toHaveAttribute('data-status', 'completed');
    const orderId = ((await page.getByTestId('mall-order-id').textContent()) ?? '').trim();
    expect(orderId).not.toBe('');
    await expect(page.getByTestId('order-line')).toHaveCount(2);

    // The member area's shop orders: the order, booked (spec section 4, status 2), not reviewable until
    // staff hand the goods over (used, 1).
    await page.getByTestId('to-shop-orders').click();
    await expect(page).toHaveURL(urlWith(paths.orderList(lang, { tab: 'shop' })));
    const order = page.locator(`[data-testid="shop-order"][data-order-id="${orderId}"]`);
    await expect(order).toHaveAttribute('data-status', '2');
    // Paid goods wait to be shipped: "To ship", never "Booked".
    await expect(order.getByTestId('shop-order-status')).toHaveText(lang === 'en-US' ? 'To ship' : TEXT[lang].script);
    await expect(order.getByTestId('shop-order-review')).toHaveCount(0);
    await deliverInBackOffice(browser, orderId);
    await page.reload();
    await expect(order).toHaveAttribute('data-status', '1');
    await expect(order.getByTestId('shop-order-status')).toHaveText(lang === 'en-US' ? 'Received' : TEXT[lang].script);

    // The review: a rating, a text and a picture, then shown on the product page.
    await order.getByTestId('shop-order-review').click();
    const form = page.getByTestId('review-form');
    await form
      .locator('label')
      .filter({ has: page.locator('input[value="4"]') })
      .click();
    await form.getByTestId('review-content').fill(TEXT[lang].review);
    await form.getByTestId('review-pictures').setInputFiles({ name: 'pillow.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByTestId('review-previews').locator('img')).toHaveCount(1);
    // The preview shows the picture (the page's content policy allows blob: previews), not a broken icon.
    const preview = form.getByTestId('review-previews').locator('img').first();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await form.getByTestId('review-submit').click();
    await expect(page.getByTestId('reviews-done')).toBeVisible();
    await page.getByTestId('reviewed-product').click();
    const review = page.getByTestId('review').filter({ hasText: TEXT[lang].review });
    await expect(review).toBeVisible();
    await expect(review.locator('img')).toHaveCount(1);
    await expect(page.getByTestId('rating-average')).toBeVisible();
    expect(crashes).toEqual([]);
  });
}

/** The mall's screens on a 360 px phone: nothing wider than the screen, no serious accessibility violation. */
test('th-TH: the mall at 360 px fits the screen and has no serious or critical accessibility violations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, 'th-TH');
  const screens = [
    { path: paths.mallSearch('th-TH'), ready: page.getByTestId('goods-card').first() },
    { path: paths.mallProduct('th-TH', 'PILLOW-CLOUD'), ready: page.getByTestId('buy-box') },
    { path: paths.mallCart('th-TH'), ready: page.getByRole('heading', { level: 1 }) },
    { path: paths.mallDistribution('th-TH'), ready: page.getByTestId('distribution') },
    { path: paths.orderList('th-TH', { tab: 'shop' }), ready: page.getByTestId('shop-orders') },
  ];
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(screen.ready).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${screen.path} is ${width} px wide`).toBeLessThanOrEqual(360);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious, screen.path).toEqual([]);
  }
});

test('en-US: a member shares a product, sees the link on the distribution page, and a visit through it keeps the referral', async ({
  page,
  browser,
}) => {
  await signIn(page, 'en-US');
  await page.goto(paths.mallProduct('en-US', 'BATHROBE'));
  const share = page.getByTestId('share-product');
  await expect(share).toContainText('6%');
  await share.getByTestId('share-create').click();
  const url = await share.getByTestId('share-url').inputValue();
  expect(url).toMatch(new RegExp(`${urlWith(paths.mallProduct('en-US', 'BATHROBE')).source}\\?ref=[A-Za-z0-9]+$`));

  await page.goto(paths.mallDistribution('en-US'));
  await expect(page.getByTestId('share-links')).toContainText(url);
  await expect(page.getByTestId('earnings-pending')).toHaveText(/\d/);

  // A visitor opening the link: the referral is kept for the checkout of that product.
  const visitor = await browser.newPage();
  await visitor.goto(url);
  await expect(visitor.getByTestId('buy-box')).toBeVisible();
  const kept = await visitor.evaluate(() => sessionStorage.getItem('mall.referrals'));
  expect(JSON.parse(kept ?? '{}').BATHROBE).toBe(new URL(url).searchParams.get('ref'));
  await visitor.close();
});

/** Goods not on sale say when they are sold, never "sold out" beside it, on the list and on their page. */
test('zh-CN and en-US: goods before or after their sale show their sale state, not "sold out"', async ({ page }) => {
  for (const lang of ['en-US', 'zh-CN'] as const) {
    await page.goto(paths.mallSearch(lang));
    for (const goodsCode of ['TEA-BOX', 'SLIPPERS']) {
      const card = page.locator(`[data-testid="goods-card"][data-goods-code="${goodsCode}"]`);
      await expect(card).toBeVisible();
      await expect(card.getByTestId('goods-sold-out')).toHaveCount(0);
      await expect(card).toContainText(lang === 'en-US' ? /Coming soon|Sale ended/ : /即将开售|已停售/);
    }
    await page.goto(paths.mallProduct(lang, 'TEA-BOX'));
    await expect(page.getByTestId('sale-state')).toBeVisible();
    await expect(page.getByTestId('sku-stock')).toHaveCount(0);
  }
});

test('en-US and zh-CN: the shop orders tab does not count room reservations', async ({ page }) => {
  await signIn(page, 'en-US');
  for (const lang of ['en-US', 'zh-CN'] as const) {
    await page.goto(paths.orderList(lang, { tab: 'shop' }));
    await expect(page.getByTestId('shop-orders')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(
      lang === 'en-US' ? /reservations? in all|No reservations/ : /暂无预订|共 ?\d+ ?个预订/,
    );
  }
});

/** Ships an order in the back office's shipping tab (carrier and tracking number). */
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
  await expect(staff.getByTestId('mall-shipping')).toContainText(trackingNumber);
  await context.close();
}

/** Approves a buyer's return in the back office's returns tab (the refund goes back through the payment). */
async function approveReturnInBackOffice(browser: Browser, orderId: string) {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await staffSignIn(staff, GROUP_ADMIN);
  await staff.goto(adminPaths.section('mall'));
  await staff.getByTestId('mall-tab-returns').click();
  await staff.getByTestId(`return-approve-${orderId}`).click();
  await staff.getByTestId('confirm-yes').click();
  await expect(staff.getByTestId(`return-approve-${orderId}`)).toHaveCount(0);
  await context.close();
}

const JOURNEY = {
  'zh-CN': {
    width: 390,
    capped: /浴袍：库存仅剩 \d+ 件/,
    roomsOnly: '仅限客房预订',
    toPay: '待支付',
    paid: '实付金额',
    toShip: '待发货',
    shipped: '已发货',
    received: '已收货',
    review: '浴袍很柔软，尺码合适。',
    reason: '尺码偏小',
  },
  'en-US': {
    width: 1280,
    capped: /Bathrobe: only \d+ in stock/,
    roomsOnly: 'for room bookings only',
    toPay: 'To pay',
    paid: 'Amount paid',
    toShip: 'To ship',
    shipped: 'Shipped',
    received: 'Received',
    review: 'Soft and the right size.',
    reason: 'Too small',
  },
} as const;

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`${lang}: a bathrobe from the cart to the door: limits and coupons as the server rules, pay with a countdown, shipped, received, reviewed, returned`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const text = JOURNEY[lang];
    await page.setViewportSize({ width: text.width, height: 900 });
    const crashes = watchCrashes(page);
    await signIn(page, lang);
    await emptyCart(page.request, lang);

    // A limit of 2 a day: the product page says what is left for this member; the cart caps 3 and says so.
    await page.goto(paths.mallProduct(lang, 'PILLOWCASE-SILK'));
    await expect(page.getByTestId('member-allowance')).toHaveText(/\d/);
    const box = page.getByTestId('buy-box');
    await box.getByTestId('quantity').fill('3');
    await box.getByTestId('quantity').press('Enter');
    await expect(box.getByTestId('quantity')).toHaveValue('2');
    await page.goto(paths.mallProduct(lang, 'BATHROBE'));
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toContainText('1');
    await page.goto(paths.mallCart(lang));
    const line = page.getByTestId('cart-line').first();
    await expect(line.getByTestId('cart-line-left')).toHaveText(/\d/);
    const quantity = line.getByTestId('cart-line-quantity');
    await quantity.fill('400');
    await quantity.press('Enter');
    await expect(page.getByText(text.capped).first()).toBeVisible();
    await expect(quantity).not.toHaveValue('400');
    await quantity.fill('1');
    await quantity.press('Enter');
    await expect(line.getByTestId('cart-line-amount')).toHaveText(/459/);

    // The checkout offers the coupons this order can use; a room coupon is greyed with its reason.
    await page.getByTestId('cart-checkout').click();
    await expect(page.getByTestId('checkout')).toBeVisible();
    // The demo member holds STAY10 (seed): always listed, never selectable on goods.
    const roomCoupon = page.getByTestId('coupon-CPDEMOTEN001');
    await expect(roomCoupon).toHaveCount(1);
    await expect(roomCoupon).toContainText(text.roomsOnly);
    await expect(roomCoupon).toBeDisabled();
    // With addresses in the book, a new one is chosen first (the picker's own journey is mall-points.spec.ts).
    if ((await page.getByTestId('new-address').count()) > 0) await page.getByTestId('new-address').click();
    const address = page.getByTestId('address-fields');
    await address.locator('input[name="address-name"]').fill('Aurora Demo');
    await address.locator('input[name="address-phone"]').fill('13900000001');
    await address.locator('input[name="address-region"]').fill('Shanghai, Huangpu');
    await address.locator('input[name="address-detail"]').fill('88 Zhongshan East 1st Road');
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/sandbox-pay\//);

    // Not paid yet: the shop orders show the time left and "to pay", never "amount paid".
    await page.goto(paths.orderList(lang, { tab: 'shop' }));
    const unpaid = page.locator('[data-testid="shop-order"][data-status="3"]').first();
    await expect(unpaid.getByTestId('payment-countdown')).toHaveText(/\d{2}:\d{2}/);
    await expect(unpaid).toContainText(text.toPay);
    await expect(unpaid).not.toContainText(text.paid);
    const orderId = (await unpaid.getAttribute('data-order-id')) ?? '';
    await unpaid.getByTestId('shop-order-view').click();
    await expect(page).toHaveURL(urlWith(paths.mallOrder(lang, orderId)));
    await expect(page.getByTestId('mall-amount-label')).toHaveText(text.toPay);
    await expect(page.getByTestId('payment-countdown')).toBeVisible();
    await page.getByTestId('pay-again').click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.locator('button[value="succeeded"]').click();
    await page.waitForURL(pageUrl(lang, 'mallPaymentSuccess'));
    await expect(page.getByTestId('mall-payment-result')).toHaveAttribute('data-status', 'completed');
    await expect(page.getByTestId('mall-order-status')).toHaveText(text.toShip);
    await expect(page.getByTestId('mall-amount-label')).toHaveText(text.paid);

    // "View order" opens the order's own page; staff ship it; the buyer sees the parcel and confirms.
    await page.goto(paths.orderList(lang, { tab: 'shop' }));
    const order = page.locator(`[data-testid="shop-order"][data-order-id="${orderId}"]`);
    await expect(order.getByTestId('shop-order-status')).toHaveText(text.toShip);
    await order.getByTestId('shop-order-view').click();
    await expect(page).toHaveURL(urlWith(paths.mallOrder(lang, orderId)));
    await expect(page.getByTestId('delivery')).toBeVisible();
    const tracking = `SF${Date.now()}`;
    await shipInBackOffice(browser, orderId, tracking);
    await page.reload();
    await expect(page.getByTestId('mall-order-status')).toHaveText(text.shipped);
    await expect(page.getByTestId('delivery-tracking')).toHaveText(tracking);
    await page.getByTestId('confirm-receipt').click();
    await expect(page.getByTestId('mall-order-status')).toHaveText(text.received);

    // Reviewable now: stars left to right, 1 to 5.
    await page.getByTestId('order-review').click();
    const form = page.getByTestId('review-form');
    const stars = form.getByTestId('review-rating');
    await expect(stars).toHaveCount(5);
    expect(await stars.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    await form
      .locator('label')
      .filter({ has: page.locator('input[value="5"]') })
      .click();
    await form.getByTestId('review-content').fill(text.review);
    await form.getByTestId('review-submit').click();
    await expect(page.getByTestId('reviews-done')).toBeVisible();

    // A return asked for, approved by staff, refunded.
    await page.goto(paths.mallOrder(lang, orderId));
    await page.getByTestId('return-reason').fill(text.reason);
    await page.getByTestId('return-submit').click();
    await expect(page.getByTestId('return-status')).toHaveAttribute('data-status', 'requested');
    await approveReturnInBackOffice(browser, orderId);
    await page.reload();
    await expect(page.getByTestId('return-status')).toHaveAttribute('data-status', 'approved');
    await expect(page.getByTestId('mall-order')).toHaveAttribute('data-status', /3[23]/);
    if (text.width <= 390) {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    }
    expect(crashes).toEqual([]);
  });
}

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`${lang}: the avatar (1 MB at most), scan-to-pay with the wallet's QR code, redemption codes as QR codes`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const crashes = watchCrashes(page);
    await signIn(page, lang);
    await emptyCart(page.request, lang);

    // The avatar: over 1 MB is refused in the browser, with the reason; a small PNG is shown.
    await page.goto(paths.mallDistribution(lang));
    const avatar = page.getByTestId('avatar-upload');
    await avatar.getByTestId('avatar-input').setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(1024 * 1024 + 1, 1),
    });
    await expect(avatar.getByRole('alert')).toHaveText(
      lang === 'en-US' ? 'An avatar may be at most 1 MB.' : '头像不能超过 1 MB。',
    );
    await avatar.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(avatar.getByTestId('avatar-image')).toHaveAttribute('src', /\/images\//);
    await expect
      .poll(() => avatar.getByTestId('avatar-image').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // Buy a breakfast voucher with the messaging-app wallet: the QR code of the payment page.
    await page.goto(paths.mallCheckout(lang, { buy: 'BREAKFAST-2', qty: '1' }));
    await expect(page.getByTestId('checkout')).toBeVisible();
    await page.locator('input[type="radio"][value="2"]').check();
    await page.getByTestId('place-order').click();
    const scan = page.getByTestId('scan-to-pay');
    await expect(scan.locator('svg[role="img"]')).toBeVisible();
    const payUrl = (await scan.getByTestId('scan-open-here').getAttribute('href')) ?? '';
    expect(payUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sandbox-pay\//);
    // The phone opens the payment page and pays; the computer's page moves on by itself.
    const phone = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await phone.goto(payUrl);
    await phone.locator('button[value="succeeded"]').click();
    await phone.close();
    await page.waitForURL(pageUrl(lang, 'mallPaymentSuccess'), { timeout: 20_000 });
    await expect(page.getByTestId('mall-payment-result')).toHaveAttribute('data-status', 'completed');
    const codes = page.getByTestId('redemption-code');
    await expect(codes).toHaveCount(1);
    await expect(codes.first().getByTestId('redemption-qr').locator('svg')).toBeVisible();
    expect(crashes).toEqual([]);
  });
}

test('zh-CN at 390 px: the buy bar stays on screen while the product page scrolls; cards say how many sold', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, 'zh-CN');
  // An order of a candle (placed, not paid) counts as sold on its card.
  const address = { name: 'Aurora Demo', phone: '13900000001', region: 'Shanghai', detail: '1 Bund Road' };
  const body = { items: [{ skuCode: 'CANDLE-200G', quantity: 1 }], address };
  const quote = await (
    await page.request.post(`${API_PREFIX}${MALL_API.checkoutQuote('zh-CN')}`, { data: body })
  ).json();
  const placed = await page.request.post(`${API_PREFIX}${MALL_API.checkout('zh-CN')}`, {
    data: { ...body, verifyAmount: quote.data.payAmount },
  });
  expect((await placed.json()).errorCode).toBe(0);
  await page.goto(paths.mallSearch('zh-CN'));
  await expect(
    page.locator('[data-testid="goods-card"][data-goods-code="CANDLE"]').getByTestId('goods-sales'),
  ).toHaveText(/已售 [1-9]\d*/);
  await page.goto(paths.mallProduct('zh-CN', 'BATHROBE'));
  const bar = page.getByTestId('buy-bar');
  await expect(bar.getByTestId('add-to-cart')).toBeVisible();
  await page.getByTestId('goods-reviews').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(bar.getByTestId('buy-now')).toBeInViewport();
  const box = await bar.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(800);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
