import { OnlineChannel } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { API_PREFIX, adminPaths, paths } from '@hotel/contract/routes';
import { MALL_API } from '@hotel/contract/schemas/mall';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { registerMember } from './memberHelpers.ts';
import { pageUrl, urlWith } from './paths.ts';
import { GROUP_ADMIN, staffSignIn } from './staffAuth.ts';

/**
 * The mall's rules where the member decides (issue 22): coupons the order cannot use are greyed with the
 * reason and a refusal keeps the checkout on screen; the cart caps a quantity at the purchase limit and
 * says so, naming the item; the categories count their own goods; a CNY shop offers the channels that pay CNY.
 * The demo member holds the welcome voucher (CNY 50 off CNY 300, CPDEMOWELC01) and the room coupon
 * (STAY10, CPDEMOTEN001) from the seed; this file runs before mall.spec.ts, whose first journey may spend
 * the welcome voucher.
 */
const DEMO = { email: 'demo.member@aurora-hotels.example', password: 'Aurora@2026' };
const WELCOME = 'CPDEMOWELC01';
const ROOM_COUPON = 'CPDEMOTEN001';
const SHOTS = 'test-results/mall-rules';
const ADDRESS = {
  name: 'Aurora Demo',
  phone: '13900000001',
  region: 'Shanghai, Huangpu',
  detail: '88 Zhongshan East 1st Road',
};

async function api<T>(request: APIRequestContext, method: 'GET' | 'DELETE', path: string): Promise<T> {
  const response =
    method === 'GET' ? await request.get(`${API_PREFIX}${path}`) : await request.delete(`${API_PREFIX}${path}`);
  const body = await response.json();
  expect(body.errorCode, `${method} ${path}: ${JSON.stringify(body)}`).toBe(0);
  return body.data as T;
}

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const body = await (await request.post(`${API_PREFIX}${path}`, { data })).json();
  expect(body.errorCode, `POST ${path}: ${JSON.stringify(body)}`).toBe(0);
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

async function emptyCart(request: APIRequestContext, lang: Language) {
  const cart = await api<{ lines: { lineId: string }[] }>(request, 'GET', MALL_API.cart(lang));
  for (const line of cart.lines) await api(request, 'DELETE', MALL_API.cartLine(lang, line.lineId));
}

async function fillNewAddress(page: Page) {
  // With addresses in the book, a new one is chosen first (the picker's own journey is mall-points.spec.ts).
  if ((await page.getByTestId('new-address').count()) > 0) await page.getByTestId('new-address').click();
  const fields = page.getByTestId('address-fields');
  await fields.locator('input[name="address-name"]').fill(ADDRESS.name);
  await fields.locator('input[name="address-phone"]').fill(ADDRESS.phone);
  await fields.locator('input[name="address-region"]').fill(ADDRESS.region);
  await fields.locator('input[name="address-detail"]').fill(ADDRESS.detail);
}

async function expectFitsScreen(page: Page, width: number) {
  if (width > 390) return;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

const COUPONS = {
  'en-US': {
    width: 1280,
    welcome: 'Welcome voucher: CNY 50 off CNY 300: for orders from CNY 300',
    room: '10% off rooms (up to CNY 300): for room bookings only',
    saves: 'Welcome voucher: CNY 50 off CNY 300: CNY 50 off',
  },
  'zh-CN': {
    width: 390,
    welcome: '新会员礼券：满300减50元（订单满CNY 300可用）',
    room: '客房九折券（最高减300元）（仅限客房预订）',
    saves: '新会员礼券：满300减50元（本单减CNY 50）',
  },
} as const;

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`${lang}: on a CNY 98 order the CNY 50-off-CNY 300 voucher and the room coupon are greyed with their reasons; a refused voucher keeps the checkout on screen`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const text = COUPONS[lang];
    await page.setViewportSize({ width: text.width, height: 900 });
    const crashes = watchCrashes(page);
    await signIn(page, lang);

    // A candle (CNY 98): neither coupon can be chosen, each says why.
    await page.goto(paths.mallCheckout(lang, { buy: 'CANDLE-200G', qty: '1' }));
    await expect(page.getByTestId('checkout')).toBeVisible();
    await expect(page.getByTestId('pay-amount')).toHaveText(/98/);
    const welcome = page.getByTestId(`coupon-${WELCOME}`);
    await expect(welcome).toHaveText(text.welcome);
    await expect(welcome).toBeDisabled();
    const room = page.getByTestId(`coupon-${ROOM_COUPON}`);
    await expect(room).toHaveText(text.room);
    await expect(room).toBeDisabled();
    await expectFitsScreen(page, text.width);
    await page.screenshot({ path: `${SHOTS}/${lang}-greyed.png`, fullPage: true });

    // A bathrobe (CNY 459): the voucher takes CNY 50 off.
    await page.goto(paths.mallCheckout(lang, { buy: 'BATHROBE-M', qty: '1' }));
    await expect(page.getByTestId('checkout')).toBeVisible();
    await expect(page.getByTestId(`coupon-${ROOM_COUPON}`)).toBeDisabled();
    await expect(page.getByTestId(`coupon-${WELCOME}`)).toBeEnabled();
    await expect(page.getByTestId(`coupon-${WELCOME}`)).toHaveText(text.saves);
    await page.locator('select[name="coupon"]').selectOption(WELCOME);
    await expect(page.getByTestId('coupon-discount')).toContainText('50');
    await expect(page.getByTestId('pay-amount')).toHaveText(/409/);
    await fillNewAddress(page);

    // Meanwhile the same voucher goes on another order (another tab): paying here is refused, and the
    // checkout stays, with the refusal beside the voucher, never an error page in its place.
    const other = await post<{ orderId: string }>(page.request, MALL_API.checkout(lang), {
      items: [{ skuCode: 'BATHROBE-L', quantity: 1 }],
      address: ADDRESS,
      couponCode: WELCOME,
      points: 0,
      verifyAmount: 40_900,
    });
    try {
      await page.getByTestId('place-order').click();
      await expect(page.getByTestId('checkout')).toBeVisible();
      await expect(page.getByTestId('checkout-error')).toHaveCount(0);
      await expect(page).toHaveURL(/\/checkout/);
      const select = page.locator('select[name="coupon"]');
      await expect(select).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('checkout').getByRole('alert').first()).toBeVisible();
      await expect(page.getByTestId('place-order')).toBeDisabled();
      await expectFitsScreen(page, text.width);
      await page.screenshot({ path: `${SHOTS}/${lang}-refused.png`, fullPage: true });
      // Without the voucher the checkout prices again and may be paid.
      await select.selectOption('');
      await expect(page.getByTestId('pay-amount')).toHaveText(/459/);
      await expect(page.getByTestId('place-order')).toBeEnabled();
    } finally {
      // The other order is cancelled: the voucher comes back for the journeys after this one.
      await post(page.request, MALL_API.cancelOrder, { orderId: other.orderId });
    }
    expect(crashes).toEqual([]);
  });
}

const CAP = {
  'zh-CN': {
    width: 390,
    name: '桑蚕丝枕套',
    label: '数量',
    capped: '桑蚕丝枕套：您还可购买 2 件，数量已调整为 2。',
  },
  'en-US': {
    width: 1280,
    name: 'Mulberry Silk Pillowcase',
    label: 'Quantity',
    capped: 'Mulberry Silk Pillowcase: you may buy 2 more, so the quantity is now 2.',
  },
} as const;

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`${lang}: the cart caps 3 silk pillowcases at the 2-a-day limit and says so, naming the item; the label says "Quantity"`, async ({
    page,
  }) => {
    const text = CAP[lang];
    await page.setViewportSize({ width: text.width, height: 900 });
    const crashes = watchCrashes(page);
    await signIn(page, lang);
    await emptyCart(page.request, lang);
    // Nobody bought silk pillowcases for the demo member today: 2 are left under the limit.
    const allowance = await api<{ limit: { remaining: number; period: string } | null }>(
      page.request,
      'GET',
      MALL_API.goodsAllowance(lang, 'PILLOWCASE-SILK'),
    );
    expect(allowance.limit).toMatchObject({ remaining: 2, period: 'day' });
    await post(page.request, MALL_API.cart(lang), { skuCode: 'SILK-CHAMPAGNE', quantity: 1 });

    await page.goto(paths.mallCart(lang));
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(text.name);
    const quantity = line.getByTestId('cart-line-quantity');
    await expect(quantity).toHaveValue('1');
    // The visible label is "Quantity"; the item's name is only for screen readers.
    const label = line.locator(`label[for="${await quantity.getAttribute('id')}"]`);
    expect(
      await label.evaluate((element) =>
        Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join('')
          .trim(),
      ),
    ).toBe(text.label);
    // (Chromium puts a space before the hidden part of the name.)
    await expect(line.getByRole('spinbutton', { name: new RegExp(`^${text.label}\\s?: ${text.name}$`) })).toBeVisible();

    await quantity.fill('3');
    await quantity.press('Enter');
    await expect(page.getByText(text.capped)).toBeVisible();
    await expect(quantity).toHaveValue('2');
    // The server holds 2 as well.
    await expect
      .poll(async () => (await api<{ lines: { quantity: number }[] }>(page.request, 'GET', MALL_API.cart(lang))).lines)
      .toEqual([expect.objectContaining({ quantity: 2 })]);
    await expectFitsScreen(page, text.width);
    await page.screenshot({ path: `${SHOTS}/${lang}-capped.png`, fullPage: true });
    await emptyCart(page.request, lang);
    expect(crashes).toEqual([]);
  });
}

const SHOP = {
  'en-US': {
    width: 1280,
    choose: 'Choose how to pay',
    adyen: 'Adyen',
    alipay: 'Alipay',
    count: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  },
  'zh-CN': {
    width: 390,
    choose: '选择支付方式',
    adyen: 'Adyen',
    alipay: '支付宝',
    count: (count: number) => `共 ${count} 件商品`,
  },
} as const;

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`${lang}: each category counts its own goods; a CNY order is offered only the channels that pay CNY`, async ({
    page,
  }) => {
    const text = SHOP[lang];
    await page.setViewportSize({ width: text.width, height: 900 });
    const crashes = watchCrashes(page);
    await signIn(page, lang);

    // The categories: the number beside each is the number of goods its list shows.
    await page.goto(paths.mallSearch(lang));
    const categories = page.getByTestId('mall-categories').getByRole('button');
    // "All" and at least two categories, once the categories have come.
    await expect.poll(() => categories.count()).toBeGreaterThan(2);
    const labels = (await categories.allTextContents()).slice(1);
    const counts: number[] = [];
    const results = page.locator('[aria-labelledby="mall-results"] p[aria-live="polite"]');
    for (const [index, label] of labels.entries()) {
      const shown = Number(/\((\d+)\)$/.exec(label)?.[1]);
      expect(shown, label).toBeGreaterThan(0);
      counts.push(shown);
      await categories.nth(index + 1).click();
      await expect(categories.nth(index + 1)).toHaveAttribute('aria-pressed', 'true');
      await expect(results, label).toHaveText(text.count(shown));
      // The list shows them (12 a page).
      await expect(page.getByTestId('goods-card')).toHaveCount(Math.min(shown, 12));
    }
    // Not one number for every category: the goods of all categories add up to the whole shop.
    expect(new Set(counts).size).toBeGreaterThan(1);
    await categories.first().click();
    await expect(categories.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(results).toHaveText(text.count(counts.reduce((sum, count) => sum + count, 0)));
    await page.screenshot({ path: `${SHOTS}/${lang}-categories.png`, fullPage: true });

    // The shop sells in CNY: its checkout offers the mainland channels, not Adyen or international cards.
    await page.goto(paths.mallCheckout(lang, { buy: 'CANDLE-200G', qty: '1' }));
    await expect(page.getByTestId('checkout')).toBeVisible();
    const channels = page.getByRole('group', { name: text.choose });
    await expect(channels.getByRole('radio').first()).toBeVisible();
    const offered = (await channels
      .getByRole('radio')
      .evaluateAll((inputs) => inputs.map((input) => Number((input as HTMLInputElement).value)))) as number[];
    expect(offered.length).toBeGreaterThan(0);
    const CNY: number[] = [OnlineChannel.alipay, OnlineChannel.wechat, OnlineChannel.aggregate, OnlineChannel.unionpay];
    for (const channel of offered) expect(CNY, `channel ${channel}`).toContain(channel);
    expect(offered).not.toContain(OnlineChannel.adyen);
    await expect(channels.getByRole('radio', { name: text.alipay })).toBeVisible();
    await expect(channels).not.toContainText(text.adyen);
    await expectFitsScreen(page, text.width);
    await page.screenshot({ path: `${SHOTS}/${lang}-channels.png`, fullPage: true });
    expect(crashes).toEqual([]);
  });
}

const POINTS_ONLY = {
  'zh-CN': { width: 390, price: '800 积分', place: '提交订单', toShip: '待发货', choose: '选择支付方式' },
  'en-US': { width: 1280, price: '800 points', place: 'Place order', toShip: 'To ship', choose: 'Choose how to pay' },
} as const;

const pointsOf = async (request: APIRequestContext) =>
  (await api<{ points: number }>(request, 'GET', '/member/membershipCard')).points;

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`${lang}: a sleep mask for points only: no money to pay, no channel to choose, the points leave with the order`, async ({
    page,
  }) => {
    const text = POINTS_ONLY[lang];
    await page.setViewportSize({ width: text.width, height: 900 });
    const crashes = watchCrashes(page);
    await signIn(page, lang);
    await page.goto(paths.mallProduct(lang, 'SLEEP-MASK'));
    await expect(page.getByTestId('buy-box').getByTestId('goods-price')).toHaveText(text.price);
    const before = await pointsOf(page.request);
    expect(before).toBeGreaterThanOrEqual(800);
    await page.getByTestId('buy-now').click();
    await expect(page.getByTestId('checkout')).toBeVisible();
    await expect(page.getByTestId('goods-points')).toHaveText(text.price);
    await expect(page.getByTestId('pay-amount')).toHaveText(/CNY 0(\.00)?$/);
    await expect(page.getByRole('group', { name: text.choose })).toHaveCount(0);
    await expect(page.getByTestId('place-order')).toHaveText(text.place);
    await fillNewAddress(page);
    await expectFitsScreen(page, text.width);
    await page.screenshot({ path: `${SHOTS}/${lang}-points-only.png`, fullPage: true });
    await page.getByTestId('place-order').click();
    // Nothing to pay: no sandbox page, straight to the order, paid in points and waiting to be shipped.
    await page.waitForURL(pageUrl(lang, 'mallPaymentSuccess'));
    await expect(page.getByTestId('mall-order-status')).toHaveText(text.toShip);
    expect(await pointsOf(page.request)).toBe(before - 800);
    expect(crashes).toEqual([]);
  });
}

const BAR = {
  'en-US': { sold: /^[1-9]\d* sold$/ },
  'zh-CN': { sold: /^已售 [1-9]\d*$/ },
} as const;

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`${lang} at 390 px: cards say how many sold; the buy bar stays on screen while the product page scrolls`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const crashes = watchCrashes(page);
    await signIn(page, lang);
    // An order of a candle (placed, not paid) counts as sold on its card, one more than before.
    const card = page.locator('[data-testid="goods-card"][data-goods-code="CANDLE"]');
    const salesOf = async () => {
      const goods = await api<{ list: { goodsCode: string; sales: number }[] }>(
        page.request,
        'GET',
        `${MALL_API.goods(lang)}?keyword=CANDLE`,
      );
      return goods.list.find((item) => item.goodsCode === 'CANDLE')?.sales ?? 0;
    };
    const before = await salesOf();
    const body = { items: [{ skuCode: 'CANDLE-200G', quantity: 1 }], address: ADDRESS };
    const quote = await post<{ payAmount: number }>(page.request, MALL_API.checkoutQuote(lang), body);
    await post(page.request, MALL_API.checkout(lang), { ...body, verifyAmount: quote.payAmount });
    expect(await salesOf()).toBe(before + 1);
    await page.goto(paths.mallSearch(lang));
    await expect(card.getByTestId('goods-sales')).toHaveText(BAR[lang].sold);
    await expect(card.getByTestId('goods-sales')).toContainText(String(before + 1));

    await page.goto(paths.mallProduct(lang, 'BATHROBE'));
    const bar = page.getByTestId('buy-bar');
    await expect(bar.getByTestId('add-to-cart')).toBeInViewport();
    await page.getByTestId('goods-reviews').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect(bar.getByTestId('buy-now')).toBeInViewport();
    await expect(bar.getByTestId('add-to-cart')).toBeInViewport();
    const box = await bar.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(800);
    await expectFitsScreen(page, 390);
    await page.screenshot({ path: `${SHOTS}/${lang}-buy-bar.png` });
    expect(crashes).toEqual([]);
  });
}

const WITHDRAW = {
  'en-US': { width: 1280, requested: 'Under review', approved: 'Approved' },
  'zh-CN': { width: 390, requested: '审核中', approved: '已批准' },
} as const;

/** A new member buys a bathrobe (CNY 459) through `referralCode` and pays in the sandbox. */
async function buyThroughLink(browser: Browser, lang: Language, referralCode: string): Promise<string> {
  const context = await browser.newContext();
  const buyer = await context.newPage();
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await registerMember(context.request, {
    email: `buyer.${stamp}@example.com`,
    password: 'Buyer@2026x',
    firstName: 'Bo',
    lastName: 'Buyer',
  });
  const body = { items: [{ skuCode: 'BATHROBE-M', quantity: 1 }], address: ADDRESS, referralCode };
  const quote = await post<{ payAmount: number }>(context.request, MALL_API.checkoutQuote(lang), body);
  expect(quote.payAmount).toBe(45_900);
  const order = await post<{ orderId: string }>(context.request, MALL_API.checkout(lang), {
    ...body,
    verifyAmount: quote.payAmount,
  });
  const { payUrl } = await post<{ payUrl: string }>(context.request, MALL_API.payment(lang), {
    orderId: order.orderId,
    channel: OnlineChannel.alipay,
  });
  await buyer.goto(payUrl);
  await buyer.locator('button[value="succeeded"]').click();
  await expect
    .poll(
      async () =>
        (await api<{ status: number }>(context.request, 'GET', MALL_API.orderDetail(lang, order.orderId))).status,
    )
    .toBe(2);
  await context.close();
  return order.orderId;
}

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`${lang}: a distributor's link sells a bathrobe, staff hand it over, the distributor asks to withdraw the commission and a group administrator approves it`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const text = WITHDRAW[lang];
    await page.setViewportSize({ width: text.width, height: 900 });
    const crashes = watchCrashes(page);
    await signIn(page, lang);
    await page.goto(paths.mallProduct(lang, 'BATHROBE'));
    await page.getByTestId('share-create').click();
    const url = await page.getByTestId('share-url').inputValue();
    const referral = new URL(url).searchParams.get('ref') ?? '';
    expect(referral).not.toBe('');
    const orderId = await buyThroughLink(browser, lang, referral);

    // Staff hand the bathrobe over: the order can no longer be refunded, so its commission is payable.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staffSignIn(staff, GROUP_ADMIN);
    await staff.goto(adminPaths.section('mall'));
    await staff.getByTestId('mall-tab-orders').click();
    const row = staff.getByTestId('mall-orders').locator('tr', { hasText: orderId });
    await row.getByTestId(`mall-deliver-${orderId}`).click();
    await staff.getByTestId('confirm-dialog').getByLabel('Note (courier, tracking number)').fill('SF1234567890');
    await staff.getByTestId('confirm-yes').click();
    await expect(row.getByTestId(`mall-deliver-${orderId}`)).toHaveCount(0);

    // 6 % of CNY 459: CNY 27.54 may be withdrawn; the member asks for all of it.
    await page.goto(paths.mallDistribution(lang));
    const withdraw = page.getByTestId('withdraw');
    await expect(withdraw.getByTestId('withdraw-available')).toContainText('27.54');
    await withdraw.getByTestId('withdraw-amount').fill('27.54');
    await withdraw.getByTestId('withdraw-submit').click();
    await expect(withdraw.getByTestId('withdrawal-status').first()).toHaveText(text.requested);
    await expect(withdraw.getByTestId('withdraw-available')).toHaveCount(0);
    await expectFitsScreen(page, text.width);
    await page.screenshot({ path: `${SHOTS}/${lang}-withdrawal-requested.png`, fullPage: true });
    const distribution = await api<{ withdrawals: { withdrawalId: string; status: string; amount: number }[] }>(
      page.request,
      'GET',
      MALL_API.distribution(lang),
    );
    const requested = distribution.withdrawals.find((item) => item.status === 'requested');
    expect(requested?.amount).toBe(2_754);

    // The group administrator approves it in the back office's withdrawals tab.
    await staff.goto(adminPaths.section('mall'));
    await staff.getByTestId('mall-tab-withdrawals').click();
    const approve = staff.getByTestId(`withdrawal-approve-${requested?.withdrawalId}`);
    await expect(staff.getByTestId('mall-withdrawals').locator('tr', { has: approve })).toContainText('27.54');
    await approve.click();
    await staff.getByTestId('confirm-yes').click();
    await expect(approve).toHaveCount(0);
    await staff.screenshot({ path: `${SHOTS}/${lang}-withdrawal-approved-admin.png`, fullPage: true });
    await staffContext.close();

    // The member sees it approved.
    await page.reload();
    await expect(withdraw.getByTestId('withdrawal-status').first()).toHaveText(text.approved);
    await page.screenshot({ path: `${SHOTS}/${lang}-withdrawal-approved.png`, fullPage: true });
    expect(crashes).toEqual([]);
  });
}

/** A 2x2 PNG picture for a review (the server checks pictures by their content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP438AARAwQCgAt7gX9iz9uhAAAAABJRU5ErkJggg==',
  'base64',
);

/** The demo member buys a candle and pays in the sandbox: the paid order waits to be shipped. */
async function paidCandleOrder(page: Page): Promise<string> {
  const body = { items: [{ skuCode: 'CANDLE-200G', quantity: 1 }], address: ADDRESS };
  const quote = await post<{ payAmount: number }>(page.request, MALL_API.checkoutQuote('en-US'), body);
  const order = await post<{ orderId: string }>(page.request, MALL_API.checkout('en-US'), {
    ...body,
    verifyAmount: quote.payAmount,
  });
  const { payUrl } = await post<{ payUrl: string }>(page.request, MALL_API.payment('en-US'), {
    orderId: order.orderId,
    channel: OnlineChannel.alipay,
  });
  await page.goto(payUrl);
  await page.locator('button[value="succeeded"]').click();
  await expect
    .poll(
      async () =>
        (await api<{ status: number }>(page.request, 'GET', MALL_API.orderDetail('en-US', order.orderId))).status,
    )
    .toBe(2);
  return order.orderId;
}

const REVIEWS = {
  'en-US': { width: 1280, withPictures: 'With pictures' },
  'zh-CN': { width: 390, withPictures: '有图评价' },
} as const;

test('en-US and zh-CN at 390 px: the "with pictures" filter shows only the candle\'s reviews with pictures', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const crashes = watchCrashes(page);
  await signIn(page, 'en-US');
  // Two candles bought, handed over by staff, reviewed: one review with a picture, one without.
  const orders = [await paidCandleOrder(page), await paidCandleOrder(page)];
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staffSignIn(staff, GROUP_ADMIN);
  for (const orderId of orders) {
    await staff.goto(adminPaths.section('mall'));
    await staff.getByTestId('mall-tab-orders').click();
    const row = staff.getByTestId('mall-orders').locator('tr', { hasText: orderId });
    await row.getByTestId(`mall-deliver-${orderId}`).click();
    await staff.getByTestId('confirm-dialog').getByLabel('Note (courier, tracking number)').fill('SF1234567890');
    await staff.getByTestId('confirm-yes').click();
    await expect(row.getByTestId(`mall-deliver-${orderId}`)).toHaveCount(0);
  }
  await staffContext.close();
  const stamp = Date.now();
  const pictured = `Candle with a picture ${stamp}`;
  const plain = `Candle without a picture ${stamp}`;
  const upload = await (
    await page.request.post(`${API_PREFIX}${MALL_API.uploadPictures('en-US')}`, {
      multipart: { files: { name: 'candle.png', mimeType: 'image/png', buffer: PNG } },
    })
  ).json();
  expect(upload.errorCode, JSON.stringify(upload)).toBe(0);
  const pictureIds = (upload.data.pictures as { pictureId: string }[]).map((picture) => picture.pictureId);
  expect(pictureIds).toHaveLength(1);
  await post(page.request, MALL_API.createReview('en-US'), {
    orderId: orders[0],
    goodsCode: 'CANDLE',
    rating: 5,
    content: pictured,
    pictureIds,
  });
  await post(page.request, MALL_API.createReview('en-US'), {
    orderId: orders[1],
    goodsCode: 'CANDLE',
    rating: 4,
    content: plain,
  });

  for (const lang of ['en-US', 'zh-CN'] as const) {
    const text = REVIEWS[lang];
    await page.setViewportSize({ width: text.width, height: 900 });
    await page.goto(paths.mallProduct(lang, 'CANDLE'));
    const reviews = page.getByTestId('goods-reviews');
    await expect(reviews.getByTestId('review').filter({ hasText: pictured })).toHaveCount(1);
    await expect(reviews.getByTestId('review').filter({ hasText: plain })).toHaveCount(1);
    const all = await reviews.getByTestId('review').count();
    await reviews.getByLabel(text.withPictures).check();
    await expect(reviews.getByTestId('review').filter({ hasText: plain })).toHaveCount(0);
    await expect(reviews.getByTestId('review').filter({ hasText: pictured })).toHaveCount(1);
    await expect(reviews.getByTestId('review').filter({ hasText: pictured }).locator('img')).toHaveCount(1);
    // Every review still listed has a picture.
    const listed = reviews.getByTestId('review');
    for (const review of await listed.all()) await expect(review.locator('img').first()).toBeVisible();
    await expectFitsScreen(page, text.width);
    await reviews.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${lang}-with-pictures.png`, fullPage: true });
    await reviews.getByLabel(text.withPictures).uncheck();
    await expect(reviews.getByTestId('review')).toHaveCount(all);
  }
  expect(crashes).toEqual([]);
});
