import type { Language } from '@hotel/contract/languages';
import { ADMIN_API_PREFIX, API_PREFIX, adminPaths, paths } from '@hotel/contract/routes';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { urlWith } from './paths.ts';
import { staffApiSignIn, staffSignIn } from './staffAuth.ts';
import { plentifulFirst } from './stayHelpers.ts';

const MANAGER = 'manager.sha@aurora-hotels.example';
const FRONT_DESK = 'frontdesk.sha@aurora-hotels.example';
const DEMO = { email: 'demo.member@aurora-hotels.example', password: 'Aurora@2026' };
/** The demo member's completed stay at PEK001 (seeded). */
const DEMO_PEK_STAY = 'demo-past2-0002';
const SHOTS = process.env.STAY_SHOTS;
/** A 2x2 PNG picture for the review (the server checks pictures by their content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP438AARAwQCgAt7gX9iz9uhAAAAABJRU5ErkJggg==',
  'base64',
);

/** `yyyy-MM-dd` in Shanghai, `days` from today. */
function hotelDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function apiData<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = (await response.json()) as { errorCode: number; data: unknown };
  expect(body.errorCode, `${what}: ${JSON.stringify(body)}`).toBe(0);
  return body.data as T;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

function watchCrashes(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  return crashes;
}

/** A guest books tonight at SHA001 paying at the hotel; the front desk checks the guest in and out. */
async function guestStayCompleted(request: APIRequestContext) {
  const checkInDate = hotelDate(0);
  const checkOutDate = hotelDate(1);
  const rooms = await apiData<{
    list: {
      roomTypeCode: string;
      roomRates: { ratePlanCode: string; paymentType: number; isFull: number; requiresSignIn: boolean }[];
    }[];
  }>(
    await request.get(`${API_PREFIX}/en-US/rooms`, {
      params: { hotelCode: 'SHA001', checkInDate, checkOutDate, roomCount: 1, adultsNumber: 1, childNumber: 0 },
    }),
    'rooms',
  );
  const fits = (rate: { paymentType: number; isFull: number; requiresSignIn: boolean }) =>
    rate.paymentType === 2 && rate.isFull === 0 && !rate.requiresSignIn;
  const room = plentifulFirst(rooms.list).find((candidate) => candidate.roomRates.some(fits));
  const rate = room?.roomRates.find(fits);
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
          customer: [{ title: 'Mr', firstName: 'Tom', lastName: 'Baker' }],
        },
      },
    ],
    booker: { name: 'Tom Baker', email: 'tom.baker@example.com', mobile: '44 7700900123' },
    verifyAmount: 0,
  };
  const quote = await apiData<{ payAmount: number }>(
    await request.post(`${API_PREFIX}/en-US/orders/quote`, { data: order }),
    'quote',
  );
  const booked = await apiData<{ transactionId: string; confirmationNumber: string }>(
    await request.post(`${API_PREFIX}/en-US/orders`, {
      data: { ...order, verifyAmount: quote.payAmount },
      headers: { 'Idempotency-Key': `stay-e2e-${Date.now()}` },
    }),
    'book',
  );
  await staffApiSignIn(request, FRONT_DESK);
  for (const step of ['check-in', 'check-out'])
    await apiData(
      await request.post(`${ADMIN_API_PREFIX}/reservations/${booked.transactionId}/${step}`, { data: {} }),
      step,
    );
  return booked;
}

/** The latest development-outbox mail to an address whose subject starts so, as the outbox page shows it. */
async function mailTo(request: APIRequestContext, address: string, subject: string): Promise<string> {
  const html = await (await request.get('/dev/outbox')).text();
  const mail = html
    .split('<article')
    .find((article) => article.includes(address) && article.includes(`<h2>${subject}`));
  expect(mail, `a mail "${subject}" to ${address}`).toBeTruthy();
  return mail ?? '';
}

/** Staff screen: signs in in a fresh context and opens a section. */
async function staffPage(browser: Browser, email: string, section: 'invoices' | 'reviews') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await staffSignIn(page, email);
  await page.goto(adminPaths.section(section));
  return { page, close: () => context.close() };
}

test('en-US: after a stay the guest downloads the receipt, asks for an invoice and reviews the hotel; staff issue and reply', async ({
  page,
  browser,
  request,
}) => {
  const crashes = watchCrashes(page);
  const lang: Language = 'en-US';
  const stay = await guestStayCompleted(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(paths.order(lang, stay.transactionId));
  const after = page.getByTestId('after-stay');
  await expect(after.getByRole('heading', { name: 'After your stay' })).toBeVisible();

  const download = page.waitForEvent('download');
  await after.getByTestId('receipt-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`receipt-${stay.confirmationNumber}.pdf`);
  const bytes = await (
    await page.request.get((await after.getByTestId('receipt-download').getAttribute('href')) ?? '')
  ).body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  const invoice = after.getByTestId('invoice-form');
  await invoice.getByLabel('Company').check();
  await invoice.getByLabel('Name on the invoice').fill('Baker & Sons Ltd');
  await invoice.getByRole('button', { name: 'Request the invoice' }).click();
  await expect(invoice.getByLabel('Taxpayer number')).toHaveAttribute('aria-invalid', 'true');
  await invoice.getByLabel('Taxpayer number').fill('GB123456789');
  await invoice.getByRole('button', { name: 'Request the invoice' }).click();
  await expect(after.getByTestId('invoice-status')).toContainText('tom.baker@example.com');
  const received = await mailTo(page.request, 'tom.baker@example.com', 'Invoice request received');
  expect(received).toContain(`Invoice request received – reservation ${stay.confirmationNumber}`);
  expect(received).toContain('GB123456789');

  const review = after.getByTestId('stay-review-form');
  await review.getByTestId('score-location').getByRole('radio', { name: '3 stars' }).check({ force: true });
  await review
    .getByLabel('Tell other guests about your stay')
    .fill('Quiet room over the Bund, kind staff at the desk.');
  await review
    .getByTestId('stay-review-pictures')
    .setInputFiles({ name: 'view.png', mimeType: 'image/png', buffer: PNG });
  await shot(page, 'order-after-stay-en-1280');
  await review.getByRole('button', { name: 'Publish the review' }).click();
  await expect(after.getByTestId('stay-review')).toContainText('Quiet room over the Bund');
  await expect(after.getByTestId('stay-review').locator('img')).toHaveCount(1);
  await shot(page, 'order-after-review-en-1280');

  // The front desk issues the invoice; the manager answers the review.
  const desk = await staffPage(browser, FRONT_DESK, 'invoices');
  const row = desk.page.getByTestId('invoice-requests').locator('tr', { hasText: stay.confirmationNumber });
  await expect(row).toContainText('Baker & Sons Ltd');
  await row.getByTestId('invoice-number').fill('INV-2026-0001');
  await row.getByTestId('invoice-issue').click();
  await expect(
    desk.page.getByTestId('invoice-requests').locator('tr', { hasText: stay.confirmationNumber }),
  ).toHaveCount(0);
  await shot(desk.page, 'admin-invoices-en-1280');
  await desk.close();
  const issuedMail = await mailTo(page.request, 'tom.baker@example.com', 'Invoice issued');
  expect(issuedMail).toContain('INV-2026-0001');
  expect(issuedMail).toContain(`/api/v1/booking/en-US/orders/${stay.transactionId}/receipt.pdf`);
  const manager = await staffPage(browser, MANAGER, 'reviews');
  // The hotel filter: the stay's hotel shows its review; another hotel's list does not.
  const hotelFilter = manager.page.getByTestId('stay-review-filters').getByLabel('Hotel');
  const hotelOptions = await hotelFilter
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const otherHotel = hotelOptions.find((value) => value && value !== 'SHA001');
  if (otherHotel) {
    await hotelFilter.selectOption(otherHotel);
    await expect(
      manager.page.getByTestId('stay-reviews').locator('tr', { hasText: stay.confirmationNumber }),
    ).toHaveCount(0);
  }
  await hotelFilter.selectOption('SHA001');
  const reviewRow = manager.page.getByTestId('stay-reviews').locator('tr', { hasText: stay.confirmationNumber });
  await expect(reviewRow).toBeVisible();
  for (const line of await manager.page.getByTestId('stay-reviews').locator('tbody tr').all())
    await expect(line).toContainText('Aurora Grand Shanghai The Bund');
  await reviewRow.getByTestId('review-reply-input').fill('Thank you, Mr Baker. See you again soon.');
  await reviewRow.getByTestId('review-reply-save').click();
  await expect(reviewRow.getByTestId('review-reply-input')).toHaveValue('Thank you, Mr Baker. See you again soon.');
  await shot(manager.page, 'admin-reviews-en-1280');
  await manager.close();

  await page.reload();
  await expect(after.getByTestId('invoice-status')).toContainText('Invoice INV-2026-0001 was issued');
  // Asked and issued at the hotel's time, its zone named (Shanghai), like the order's other times.
  await expect(after.getByTestId('invoice-status')).not.toContainText('UTC');
  await expect(after.getByTestId('invoice-status').locator('p').first()).toContainText('GMT+8');
  await expect(after.getByTestId('invoice-status').locator('p').nth(1)).toContainText('GMT+8');
  await page.goto(paths.hotelDetail(lang, 'SHA001'));
  const reviews = page.getByTestId('hotel-reviews');
  await expect(reviews.getByTestId('review-card').filter({ hasText: 'Quiet room over the Bund' })).toContainText(
    'Thank you, Mr Baker',
  );
  await expect(reviews.getByTestId('hotel-rating-location')).toHaveText('3.0');
  await reviews.scrollIntoViewIfNeeded();
  await shot(page, 'hotel-reviews-en-1280');

  // The hotel list sorts by guest rating: the only reviewed hotels come first.
  await page.goto(paths.hotelList(lang));
  await page.locator('select[name="sort"]').selectOption('rating');
  await expect(page).toHaveURL(/sort=rating/);
  await expect(page.getByTestId('hotel-list-item').first().getByTestId('hotel-rating')).toBeVisible();
  await shot(page, 'hotel-list-rating-en-1280');
  expect(crashes).toEqual([]);
});

test('zh-CN at 390 px: a member keeps an invoice title, uses it for a stay, reviews it, and filters hotels by rating', async ({
  page,
}) => {
  const crashes = watchCrashes(page);
  const lang: Language = 'zh-CN';
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.login(lang));
  const login = page.getByTestId('password-login');
  await login.locator('input[name="account"]').fill(DEMO.email);
  await login.locator('input[name="password"]').fill(DEMO.password);
  await login.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(urlWith(paths.personalCenter(lang)));

  // On a phone the personal center's sections are one menu.
  await page.getByTestId('center-menu').locator('select').selectOption('invoiceTitles');
  const titles = page.getByTestId('invoice-titles');
  await expect(titles.getByText('还没有保存的发票抬头。')).toBeVisible();
  const form = titles.getByTestId('invoice-title-form');
  await form.getByLabel('企业').check();
  await form.getByLabel('发票抬头').fill('上海极光贸易有限公司');
  await form.getByLabel('纳税人识别号').fill('91310000ma1fl0ab2c');
  await form.getByRole('button', { name: '保存抬头' }).click();
  await expect(titles.getByTestId('invoice-title')).toContainText('91310000MA1FL0AB2C');
  await shot(page, 'center-invoice-titles-zh-390');

  await page.goto(paths.order(lang, DEMO_PEK_STAY));
  const after = page.getByTestId('after-stay');
  await expect(after.getByRole('heading', { name: '离店之后' })).toBeVisible();
  const invoice = after.getByTestId('invoice-form');
  await expect(invoice.getByTestId('invoice-saved-title')).toContainText('上海极光贸易有限公司');
  await invoice.getByRole('button', { name: '提交申请' }).click();
  await expect(after.getByTestId('invoice-status')).toContainText(DEMO.email);

  const review = after.getByTestId('stay-review-form');
  await review.getByTestId('score-value').getByRole('radio', { name: '4 星' }).check({ force: true });
  await review.getByLabel('分享您的入住体验').fill('早餐丰富，离地铁站很近。');
  await review.getByRole('button', { name: '发布点评' }).click();
  await expect(after.getByTestId('stay-review')).toContainText('早餐丰富');
  await after.scrollIntoViewIfNeeded();
  await shot(page, 'order-after-stay-zh-390');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // The member's reservations offer the stay's receipt beside the order.
  await page.goto(paths.orderList(lang));
  const stayRow = page.getByTestId('member-order').filter({ hasText: 'AUDEMO000002' });
  const receipt = stayRow.getByTestId('receipt-link');
  await expect(receipt).toHaveText('收据（PDF）');
  const pdf = await page.request.get((await receipt.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto(paths.hotelDetail(lang, 'PEK001'));
  const reviews = page.getByTestId('hotel-reviews');
  await expect(reviews.getByTestId('review-card').first()).toContainText('早餐丰富');
  await expect(reviews.getByTestId('hotel-rating-value')).toHaveText('4.0');
  await reviews.scrollIntoViewIfNeeded();
  await shot(page, 'hotel-reviews-zh-390');

  await page.goto(paths.hotelList(lang));
  await page
    .getByRole('button', { name: /筛选/ })
    .first()
    .click()
    .catch(() => undefined);
  await page.locator('select[name="minRating"]').selectOption('4');
  await expect(page).toHaveURL(/minRating=4/);
  const items = page.getByTestId('hotel-list-item');
  await expect(items.first()).toBeVisible();
  // Once the filter has applied, no hotel without a rating is left in the list.
  await expect(items.filter({ hasNot: page.getByTestId('hotel-rating') })).toHaveCount(0);
  await shot(page, 'hotel-list-rating-zh-390');
  expect(crashes).toEqual([]);
});
