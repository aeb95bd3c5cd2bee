import { API_PREFIX, adminPaths, paths } from '@hotel/contract/routes';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { urlWith } from './paths.ts';
import { GROUP_ADMIN, staffSignIn } from './staffAuth.ts';
import { plentifulFirst } from './stayHelpers.ts';

const MANAGER = 'manager.sha@aurora-hotels.example';
const FRONT_DESK = 'frontdesk.sha@aurora-hotels.example';
const EDITOR = 'editor@aurora-hotels.example';
const DEMO = { email: 'demo.member@aurora-hotels.example', password: 'Aurora@2026' };
const HOTEL = 'SHA001';

/** `yyyy-MM-dd` in the hotel's time zone (Shanghai), `days` from today. */
function hotelDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function watchCrashes(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  return crashes;
}

async function apiData<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = (await response.json()) as { errorCode: number; data: unknown };
  expect(body.errorCode, `${what}: ${JSON.stringify(body)}`).toBe(0);
  return body.data as T;
}

interface RoomRate {
  ratePlanCode: string;
  paymentType: number;
  isFull: number;
  requiresSignIn: boolean;
}
interface RoomList {
  list: { roomTypeCode: string; isFull: number; maxAdults: number; roomRates: RoomRate[] }[];
}

async function roomsOf(request: APIRequestContext, checkInDate: string, checkOutDate: string): Promise<RoomList> {
  const response = await request.get(`${API_PREFIX}/en-US/rooms`, {
    params: { hotelCode: HOTEL, checkInDate, checkOutDate, roomCount: 1, adultsNumber: 1, childNumber: 0 },
  });
  return apiData<RoomList>(response, 'rooms');
}

/** The demo member books one night from tonight at the hotel, paying at the hotel (through the public API). */
async function memberBooksTonight(request: APIRequestContext) {
  await apiData(
    await request.post(`${API_PREFIX}/member/login`, { data: { account: DEMO.email, password: DEMO.password } }),
    'login',
  );
  const checkInDate = hotelDate(0);
  const checkOutDate = hotelDate(1);
  const rooms = await roomsOf(request, checkInDate, checkOutDate);
  const room = plentifulFirst(rooms.list).find((candidate) =>
    candidate.roomRates.some((rate) => rate.paymentType === 2 && rate.isFull === 0),
  );
  const rate = room?.roomRates.find((candidate) => candidate.paymentType === 2 && candidate.isFull === 0);
  expect(room && rate, 'a pay-at-hotel rate tonight at SHA001').toBeTruthy();
  if (!room || !rate) throw new Error('no rate');
  const order = {
    hotelCode: HOTEL,
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
          customer: [{ title: 'Ms', firstName: 'Mei', lastName: 'Chen' }],
        },
      },
    ],
    booker: { name: 'Mei Chen', email: DEMO.email, mobile: '86 13900000001' },
    verifyAmount: 0,
  };
  const quote = await apiData<{ payAmount: number }>(
    await request.post(`${API_PREFIX}/en-US/orders/quote`, { data: order }),
    'quote',
  );
  return apiData<{ transactionId: string; confirmationNumber: string; status: number }>(
    await request.post(`${API_PREFIX}/en-US/orders`, {
      data: { ...order, verifyAmount: quote.payAmount },
      headers: { 'Idempotency-Key': `admin-e2e-${Date.now()}` },
    }),
    'create order',
  );
}

/** The member's points as the personal center shows them (a fresh context signs in on the guest site). */
async function memberPoints(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(paths.login('en-US'));
  const login = page.getByTestId('password-login');
  await login.locator('input[name="account"]').fill(DEMO.email);
  await login.locator('input[name="password"]').fill(DEMO.password);
  await login.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(urlWith(paths.personalCenter('en-US')));
  const points = page.getByTestId('member-points');
  await expect(points).toHaveText(/\d/);
  const text = (await points.textContent())?.trim() ?? '';
  await context.close();
  return text;
}

test('a front-desk user sees no catalogue or content navigation, and a denied screen is explained', async ({
  page,
}) => {
  const crashes = watchCrashes(page);
  await staffSignIn(page, FRONT_DESK);
  // Front desk lands on the day's dashboard.
  await expect(page).toHaveURL(urlWith(adminPaths.section('dashboard'), { end: true }));
  const nav = page.getByTestId('admin-nav');
  await expect(nav.getByTestId('admin-nav-reservations')).toBeVisible();
  for (const hidden of ['catalog', 'content', 'rates', 'site', 'reports', 'audit'])
    await expect(nav.getByTestId(`admin-nav-${hidden}`)).toHaveCount(0);
  await expect(page.getByTestId('admin-whoami')).toContainText('Front desk');
  // Typing the address of a screen it may not use shows a translated refusal, not a crash.
  await page.goto(adminPaths.section('audit'));
  await expect(page.getByTestId('admin-forbidden')).toHaveText(/Your role may not do this/);
  // Sign out: the sign-in form again.
  await page.getByTestId('admin-sign-out').click();
  await expect(page.getByTestId('admin-sign-in')).toBeVisible();
  expect(crashes).toEqual([]);
});

test('a content editor sees no reservation or catalogue navigation, in the language chosen in the back office', async ({
  page,
}) => {
  const crashes = watchCrashes(page);
  await staffSignIn(page, EDITOR);
  const nav = page.getByTestId('admin-nav');
  await expect(nav.getByTestId('admin-nav-reservations')).toHaveCount(0);
  await expect(nav.getByTestId('admin-nav-catalog')).toHaveCount(0);
  await page.getByTestId('admin-language').selectOption('ja');
  await expect(page.getByTestId('admin-sign-out')).toHaveText('ログアウト');
  await page.reload();
  await expect(page.getByTestId('admin-sign-out')).toHaveText('ログアウト');
  await page.getByTestId('admin-language').selectOption('en-US');
  await expect(page.getByTestId('admin-sign-out')).toHaveText('Sign out');
  expect(crashes).toEqual([]);
});

test('front desk checks a member in and out; the member sees the points earned in the personal center, staff the history in their language', async ({
  page,
  request,
  browser,
}) => {
  const crashes = watchCrashes(page);
  const booked = await memberBooksTonight(request);
  const before = Number((await memberPoints(browser)).replace(/\D/g, ''));

  await staffSignIn(page, FRONT_DESK);
  await page.getByTestId('admin-nav-reservations').click();
  const search = page.getByTestId('reservation-search');
  await search.getByLabel('Confirmation number').fill(booked.confirmationNumber);
  await search.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByTestId('reservation-table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await rows.getByRole('link', { name: booked.confirmationNumber }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reservation ${booked.confirmationNumber}`);
  await expect(page.getByTestId('reservation-status')).toHaveText('Reserved');
  // Names, not codes: the hotel, room type and rate plan; the member with card number and tier; "1 adult".
  const names = page.getByTestId('reservation-names');
  await expect(names).not.toContainText(HOTEL);
  await expect(names).toContainText(' · ');
  await expect(page.getByTestId('reservation-member')).toContainText(/card \d+ · (Classic|Silver|Gold|Platinum)/);
  await expect(page.getByText('1 adult and no children per room')).toBeVisible();

  await page.getByTestId('action-checkIn').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Check the guests in?');
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('reservation-status')).toHaveText('Checked in');

  await page.getByLabel('Note for the history (optional)').fill('Late checkout');
  await page.getByTestId('action-checkOut').click();
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('reservation-status')).toHaveText('Completed');
  const result = page.getByTestId('action-result');
  await expect(result).toContainText('Checked out. The member earned');
  const earned = Number(await result.getAttribute('data-points'));
  expect(earned).toBeGreaterThan(0);
  // The history's reasons are stored as codes and shown in the reader's language; the typed note as written.
  const lastLine = page.getByTestId('reservation-history').locator('tbody tr').last();
  await expect(lastLine).toContainText('Checked in → Completed');
  await expect(lastLine).toContainText('Checked out · Late checkout');
  await page.getByTestId('admin-language').selectOption('ja');
  await expect(lastLine).toContainText('チェックイン済み → ご利用済み');
  await expect(lastLine).toContainText('チェックアウト · Late checkout');
  await page.getByTestId('admin-language').selectOption('en-US');
  await expect(lastLine).toContainText('Checked out · Late checkout');

  // The member, signed in on the guest site, sees the points in the personal center.
  expect(await memberPoints(browser)).toBe(new Intl.NumberFormat('en-US').format(before + earned));
  expect(crashes).toEqual([]);
});

test('a hotel manager closes a night of a room type; the guest site stops offering that room that night', async ({
  page,
  browser,
  request,
}) => {
  const crashes = watchCrashes(page);
  const night = hotelDate(9);
  const next = hotelDate(10);
  const open = (await roomsOf(request, night, next)).list.find((room) => room.isFull === 0);
  expect(open, 'a room type of SHA001 with rooms that night').toBeDefined();
  const roomTypeCode = open?.roomTypeCode ?? '';

  // The guest's room list offers it before.
  const guest = await (await browser.newContext()).newPage();
  const roomList = paths.roomList('en-US', undefined, {
    hotelCode: HOTEL,
    checkInDate: night,
    checkOutDate: next,
    roomCount: 1,
    adultsNumber: 1,
    childNumber: 0,
  });
  await guest.goto(roomList);
  const guestRoom = guest.locator(`[data-testid="room"][data-room-code="${roomTypeCode}"]`);
  await expect(guestRoom).toHaveAttribute('data-full', 'false');

  // The manager closes that night for that room type only.
  await staffSignIn(page, MANAGER);
  await expect(page.getByTestId('admin-whoami')).toContainText('SHA001');
  await page.getByTestId('admin-nav-rates').click();
  const cell = page.getByTestId(`cell-${roomTypeCode}-${night}`);
  await expect(cell).toHaveAttribute('data-closed', 'false');
  const form = page.getByTestId('bulk-edit');
  // Untouched, the form changes nothing: no room type, no operation chosen, and Apply says what is missing.
  await expect(form.getByRole('group', { name: 'Room types' }).getByRole('checkbox', { checked: true })).toHaveCount(0);
  await form.getByTestId('bulk-apply').click();
  await expect(form.getByText('This field is required.').first()).toBeVisible();
  await expect(page.getByTestId('bulk-preview')).toHaveCount(0);
  for (const box of await form.getByRole('group', { name: 'Room types' }).getByRole('checkbox').all()) {
    const label = (await box.evaluate((element) => element.closest('label')?.textContent)) ?? '';
    await box.setChecked(label.includes(`(${roomTypeCode})`));
  }
  await form.getByLabel('First night').fill(night);
  await form.getByLabel('Last night').fill(night);
  await form.getByTestId('bulk-operation').selectOption('close');
  await form.getByTestId('bulk-apply').click();
  // A preview says what will change; nothing is sent before it is confirmed.
  await expect(page.getByTestId('bulk-preview-text')).toHaveText(/^Closes 1 night of 1 room type, /);
  await expect(cell).toHaveAttribute('data-closed', 'false');
  await page.getByTestId('bulk-confirm').click();
  await expect(form.getByTestId('bulk-result')).toHaveText('1 night changed.');
  await expect(cell).toHaveAttribute('data-closed', 'true');
  await expect(cell).toContainText('Closed');

  // The guest's search no longer offers that room that night; the night after stays bookable.
  await guest.goto(roomList);
  await expect(guestRoom.or(guest.getByTestId('all-full')).first()).toBeVisible();
  if ((await guestRoom.count()) > 0) await expect(guestRoom).toHaveAttribute('data-full', 'true');
  const rooms = await roomsOf(request, night, next);
  expect(rooms.list.find((room) => room.roomTypeCode === roomTypeCode)?.isFull ?? 1).toBe(1);
  const after = await roomsOf(request, next, hotelDate(11));
  expect(after.list.find((room) => room.roomTypeCode === roomTypeCode)?.isFull).toBe(0);

  // The manager undoes the change after confirming it: the night is open again for guests.
  const undo = page.getByTestId('undo-last-edit');
  await expect(undo.getByTestId('last-edit-text')).toContainText('Closes 1 night of 1 room type');
  await undo.getByTestId('undo-button').click();
  await expect(page.getByTestId('undo-preview')).toContainText('Closes 1 night of 1 room type');
  await expect(cell).toHaveAttribute('data-closed', 'true');
  await page.getByTestId('confirm-yes').click();
  await expect(undo.getByTestId('undo-result')).toHaveText('Undone: 1 night put back.');
  await expect(cell).toHaveAttribute('data-closed', 'false');
  expect((await roomsOf(request, night, next)).list.find((room) => room.roomTypeCode === roomTypeCode)?.isFull).toBe(0);

  // The change and its undo are in the audit log.
  await page.getByTestId('admin-nav-audit').click();
  await expect(page.getByTestId('audit-table')).toContainText('Rates and rooms changed');
  await expect(page.getByTestId('audit-table')).toContainText('Rates and rooms change undone');
  // The filter offers the actions by name: the undo alone.
  await page.getByTestId('audit-action').selectOption({ label: 'Rates and rooms change undone' });
  await page.getByRole('button', { name: 'Search' }).click();
  const auditRows = page.getByTestId('audit-table').locator('tbody tr');
  await expect(auditRows.first()).toContainText('Rates and rooms change undone');
  await expect(auditRows.filter({ hasText: 'Rates and rooms changed' })).toHaveCount(0);
  expect(crashes).toEqual([]);
});

test('a group administrator corrects a member’s points with a reason; the balance and the ledger show it', async ({
  page,
}) => {
  const crashes = watchCrashes(page);
  await staffSignIn(page, GROUP_ADMIN);
  await page.getByTestId('admin-nav-members').click();
  const search = page.getByTestId('member-search');
  await search.getByLabel('Name, e-mail, phone, card number or user name').fill(DEMO.email);
  await search.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByTestId('member-table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(DEMO.email);
  await rows.getByRole('link').first().click();
  const points = page.getByTestId('member-points');
  await expect(points).toHaveText(/\d/);
  const before = Number((await points.textContent())?.replace(/\D/g, ''));

  const form = page.getByTestId('member-adjust');
  // A correction without a reason is refused in place and changes nothing.
  await form.getByLabel('Amount (negative to take away)').fill('250');
  await form.getByTestId('adjust-submit').click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expect(points).toHaveText(new Intl.NumberFormat('en-US').format(before));

  await form.getByTestId('adjust-kind').selectOption('points');
  await form.getByLabel('Reason', { exact: true }).fill('Goodwill for a noisy room');
  await form.getByTestId('adjust-submit').click();
  await expect(form.getByTestId('adjust-result')).toContainText('Saved.');
  await expect(points).toHaveText(new Intl.NumberFormat('en-US').format(before + 250));
  const ledger = page.getByTestId('member-recentPoints').locator('tbody tr').first();
  await expect(ledger).toContainText('Correction by staff');
  await expect(ledger).toContainText('+250');

  // The reason is kept in the audit log.
  await page.getByTestId('admin-nav-audit').click();
  const audit = page.getByTestId('audit-table');
  await expect(audit).toContainText('Points corrected');
  await audit.locator('tbody tr').first().getByText('Before and after').click();
  await expect(audit.locator('tbody tr').first()).toContainText('Goodwill for a noisy room');
  expect(crashes).toEqual([]);
});

for (const [lang, width, days] of [
  ['en-US', 1280, 11],
  ['zh-CN', 390, 12],
] as const) {
  test(`${lang} at ${width} px: a hotel manager raises a rate plan's price by 10 % on one night, checks the preview, and undoes it`, async ({
    page,
    request,
  }) => {
    const crashes = watchCrashes(page);
    await page.setViewportSize({ width, height: 900 });
    const night = hotelDate(days);
    const open = (await roomsOf(request, night, hotelDate(days + 1))).list.find((room) => room.isFull === 0);
    const roomTypeCode = open?.roomTypeCode ?? '';
    await staffSignIn(page, MANAGER);
    if (lang !== 'en-US') {
      await page.getByTestId('admin-language').selectOption(lang);
      await expect(page.getByTestId('admin-sign-out')).not.toHaveText('Sign out');
    }
    await page.getByTestId('admin-nav-rates').click();
    const cell = page.getByTestId(`cell-${roomTypeCode}-${night}`);
    // The grid shows the first rate plan's prices; that plan is the one raised.
    const shownPlan = await page.locator('select[name="ratePlanCode"]').inputValue();
    const amountOf = async () => Number((await cell.locator('span').first().textContent())?.replace(/\D/g, ''));
    await expect(cell.locator('span').first()).toHaveText(/\d/);
    const before = await amountOf();
    const form = page.getByTestId('bulk-edit');
    await form.getByRole('checkbox', { name: new RegExp(`\\(${roomTypeCode}\\)`) }).check();
    await form.locator('input[name="from"]').fill(night);
    await form.locator('input[name="to"]').fill(night);
    await form.getByTestId('bulk-operation').selectOption('changePrice');
    await form.locator('select[name="priceChanges.0.ratePlanCode"]').selectOption(shownPlan);
    await form.locator('input[name="priceChanges.0.percent"]').fill('10');
    await form.getByTestId('bulk-apply').click();
    await expect(page.getByTestId('bulk-preview-text')).toHaveText(
      lang === 'en-US'
        ? new RegExp(`^Changes the price of .+ \\(${shownPlan}\\) by 10% on 1 night of 1 room type, `)
        : new RegExp(`^将 .+ \\(${shownPlan}\\) 的价格调整 10%：1 个房型的 1 个晚上，`),
    );
    await page.screenshot({ path: `test-results/rates-percent-${lang}-${width}.png` });
    await page.getByTestId('bulk-confirm').click();
    await expect(form.getByTestId('bulk-result')).toHaveText(
      lang === 'en-US' ? '1 night changed.' : '已修改 1 个房晚。',
    );
    // Minor units, rounded: what the database now holds for that night.
    await expect.poll(amountOf).toBe(Math.round(before * 1.1));

    const undo = page.getByTestId('undo-last-edit');
    await undo.getByTestId('undo-button').click();
    await page.getByTestId('confirm-yes').click();
    await expect(undo.getByTestId('undo-result')).toBeVisible();
    await expect.poll(amountOf).toBe(before);
    expect(crashes).toEqual([]);
  });
}

test('reports show bookings, occupancy and page views with charts, and the CSV links download text/csv', async ({
  page,
  request,
}) => {
  const crashes = watchCrashes(page);
  await memberBooksTonight(request);
  await staffSignIn(page, GROUP_ADMIN);
  await page.getByTestId('admin-nav-reports').click();
  const bookings = page.getByTestId('report-bookings');
  await expect(bookings.getByRole('heading', { name: 'Bookings, room nights and revenue' })).toBeVisible();
  await expect(page.getByTestId('figure-bookings')).not.toHaveText('0');
  expect(Number((await page.getByTestId('figure-room-nights').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
  await expect(page.getByTestId('report-bookings-hotels')).toContainText('Aurora Grand Shanghai');
  await expect(page.getByTestId('chart-bookings').locator('svg rect').first()).toBeAttached();
  await expect(page.getByTestId('figure-occupancy')).toHaveText(/%/);
  await expect(page.getByTestId('chart-occupancy').locator('svg polyline')).toBeAttached();
  await expect(page.getByTestId('report-page-views')).toBeVisible();

  // The CSV link answers text/csv with the figures.
  const href = await page.getByTestId('csv-bookings-day').getAttribute('href');
  expect(href).toContain('format=csv');
  const csv = await page.request.get(href ?? '');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const text = await csv.text();
  expect(text.split('\r\n')[0]).toBe('day,currency,bookings,roomNights,revenue,averageDailyRate');
  expect(text.split('\r\n').filter(Boolean).length).toBeGreaterThan(1);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-occupancy').click()]);
  expect(download.suggestedFilename()).toMatch(/^occupancy-.*\.csv$/);

  // A date range the wrong way round is refused in place.
  const filters = page.getByTestId('report-filters');
  await filters.getByLabel('From').fill(hotelDate(5));
  await filters.getByLabel('To').fill(hotelDate(1));
  await filters.getByTestId('report-apply').click();
  await expect(filters.getByRole('alert').first()).toBeVisible();
  expect(crashes).toEqual([]);
});

test('a content editor lands on the content screen and reads the page views report, without business figures', async ({
  page,
}) => {
  const crashes = watchCrashes(page);
  await staffSignIn(page, EDITOR);
  await expect(page).toHaveURL(urlWith(adminPaths.section('content'), { end: true }));
  await expect(page.getByTestId('articles-table')).toBeVisible();
  await page.getByTestId('admin-nav').getByTestId('admin-nav-reports').click();
  await expect(page).toHaveURL(urlWith(adminPaths.section('reports'), { end: true }));
  await expect(page.getByTestId('report-page-views')).toBeVisible();
  await expect(page.getByTestId('figure-views')).toHaveText(/\d/);
  await expect(page.getByTestId('report-bookings')).toHaveCount(0);
  await expect(page.getByTestId('admin-forbidden')).toHaveCount(0);
  expect(crashes).toEqual([]);
});

test('a hotel manager creates a discount code for their hotel and switches it off', async ({ page }) => {
  const crashes = watchCrashes(page);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await staffSignIn(page, MANAGER);
  await page.getByTestId('admin-nav-catalog').click();
  await page.getByRole('tab', { name: 'Codes' }).click();
  await page.getByTestId('code-new').click();
  const form = page.getByTestId('code-create');
  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByLabel('Discount (%)').fill('15');
  await form.getByLabel('Valid until').fill(hotelDate(30));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('code-created')).toHaveText(`${code} was created.`);
  const row = page.getByTestId('code-table').locator('tbody tr', { hasText: code });
  // The list names the hotel, never its code.
  await expect(row).toContainText('Aurora Grand Shanghai The Bund');
  await expect(row).toContainText('15');

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByTestId('code-edit');
  await edit.getByLabel('On sale').uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  // Saved: the form closes and the list shows the code switched off.
  await expect(edit).toHaveCount(0);
  await expect(row.locator('td').nth(7)).toHaveText('No');
  expect(crashes).toEqual([]);
});

test('a group administrator restocks a mall SKU and sees the goods’ stock change', async ({ page }) => {
  const crashes = watchCrashes(page);
  await staffSignIn(page, GROUP_ADMIN);
  await page.getByTestId('admin-nav-mall').click();
  const goods = page.getByTestId('mall-goods').locator('tbody tr').first();
  await expect(goods).toBeVisible();
  const stockCell = goods.locator('td').nth(5);
  const goodsBefore = Number((await stockCell.textContent())?.replace(/\D/g, ''));
  await goods.getByRole('button', { name: 'SKUs and stock' }).click();
  const stockForm = page.locator('[data-testid^="stock-"]').first();
  const input = stockForm.getByRole('spinbutton');
  await expect(input).toBeVisible();
  const before = Number(await input.inputValue());
  await input.fill(String(before + 7));
  await stockForm.getByRole('button', { name: 'Save' }).click();
  await expect(stockForm.getByRole('status')).toHaveText('Saved.');
  await expect(stockCell).toHaveText(new Intl.NumberFormat('en-US').format(goodsBefore + 7));
  // Orders, reviews and commissions open without errors.
  for (const tab of ['orders', 'reviews', 'commissions'] as const) {
    await page.getByTestId(`mall-tab-${tab}`).click();
    await expect(page.getByTestId(`mall-${tab}`)).toBeVisible();
  }
  await expect(page.getByTestId('admin-error')).toHaveCount(0);
  await page.getByTestId('admin-nav-audit').click();
  await expect(page.getByTestId('audit-table')).toContainText('Stock changed');
  expect(crashes).toEqual([]);
});

test('a group administrator creates a coupon template in six languages and issues gift vouchers from it', async ({
  page,
}) => {
  const crashes = watchCrashes(page);
  const code = `T${Date.now().toString(36).toUpperCase()}`;
  await staffSignIn(page, GROUP_ADMIN);
  await page.getByTestId('admin-nav-promotions').click();
  await page.getByTestId('templates-new').click();
  const form = page.getByTestId('templates-create');
  await form.getByLabel('Code', { exact: true }).fill(code);
  for (const group of ['Name', 'Terms of use'])
    for (const box of await form.getByRole('group', { name: group, exact: true }).getByRole('textbox').all())
      await box.fill(`${group} ${await box.getAttribute('lang')}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('templates-created')).toHaveText(`${code} was created.`);
  const row = page.getByTestId('templates-table').locator('tbody tr', { hasText: code });
  await expect(row).toContainText('Name en-US');
  await expect(row).toContainText('Cash coupon');

  await row.getByRole('button', { name: 'Edit' }).click();
  const issue = page.getByTestId('voucher-issue');
  await issue.getByLabel('How many').fill('2');
  await issue.getByRole('button', { name: 'Issue' }).click();
  await expect(issue.getByTestId('voucher-issued')).toContainText('2 vouchers issued');

  await page.getByTestId('promotions-tab-vouchers').click();
  await page.getByLabel('Template').fill(code);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('voucher-table').locator('tbody tr')).toHaveCount(2);
  expect(crashes).toEqual([]);
});

test('a content editor retitles an unpublished page in English, publishes it, and the guest page shows the new title', async ({
  page,
}) => {
  const crashes = watchCrashes(page);
  const title = `Careers at Aurora ${Date.now()}`;
  await staffSignIn(page, EDITOR);
  await expect(page).toHaveURL(urlWith(adminPaths.section('content'), { end: true }));
  await page.getByRole('tab', { name: 'Pages' }).click();
  await page.getByTestId('pages-table').getByRole('row').filter({ hasText: 'careers' }).getByRole('button').click();
  const form = page.getByTestId('pages-edit');
  await form.getByLabel('Title · English').fill(title);
  // The body is a rich-text editor; what is typed is text (markup typed in shows as text, escaped).
  await form.getByRole('textbox', { name: 'Body (rich text) · English' }).fill('Join us <script>alert(1)</script>');
  await form.getByLabel('Published').check();
  await form.getByRole('button', { name: 'Save' }).click();
  // Saved: the form closes; opened again it shows what the server stored (the script is gone).
  await expect(form).toHaveCount(0);
  await page.getByTestId('pages-table').getByRole('row').filter({ hasText: 'careers' }).getByRole('button').click();
  await expect(form.getByRole('textbox', { name: 'Body (rich text) · English' })).toContainText('Join us');
  await expect(page.getByTestId('page-preview-link')).toHaveAttribute(
    'href',
    urlWith(`${paths.page('en-US', 'careers')}/`),
  );
  await page.goto(paths.page('en-US', 'careers'));
  await expect(page.getByTestId('page-title')).toHaveText(title);

  // Unpublish it again: the content journeys expect careers to be a draft.
  await page.goto(adminPaths.section('content'));
  await page.getByRole('tab', { name: 'Pages' }).click();
  await page.getByTestId('pages-table').getByRole('row').filter({ hasText: 'careers' }).getByRole('button').click();
  await form.getByLabel('Published').uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  const draft = await page.request.get(`${API_PREFIX}/en-US/pages/careers`);
  expect((await draft.json()).errorCode).not.toBe(0);
  expect(crashes).toEqual([]);
});

test('a group administrator changes the site’s lockout count; a reload shows it saved', async ({ page }) => {
  const crashes = watchCrashes(page);
  await staffSignIn(page, 'admin@aurora-hotels.example');
  await page.getByTestId('admin-nav').getByTestId('admin-nav-site').click();
  const form = page.getByTestId('site-settings');
  const lockout = form.getByLabel('Lockout after wrong passwords');
  const before = await lockout.inputValue();
  const after = before === '3' ? '6' : '3';
  await lockout.selectOption(after);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved.');
  await page.reload();
  await expect(page.getByTestId('site-settings').getByLabel('Lockout after wrong passwords')).toHaveValue(after);
  // Put it back for the other journeys.
  await page.getByTestId('site-settings').getByLabel('Lockout after wrong passwords').selectOption(before);
  await page.getByTestId('site-settings').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('site-settings').getByRole('status')).toHaveText('Saved.');
  expect(crashes).toEqual([]);
});

test('a group administrator creates mall goods with one SKU; the guest mall search shows its name and price', async ({
  page,
}) => {
  const crashes = watchCrashes(page);
  const code = `E2E-GOODS-${Date.now().toString(36).toUpperCase()}`;
  const name = `Aurora linen robe ${code}`;
  await staffSignIn(page, GROUP_ADMIN);
  await page.getByTestId('admin-nav-mall').click();
  await page.getByTestId('mall-goods-new').click();
  const create = page.getByTestId('mall-goods-create');
  // The form checks before sending: an empty goods is refused field by field.
  await create.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(create.getByLabel('Goods code')).toHaveAttribute('aria-invalid', 'true');
  await create.getByLabel('Goods code').fill(code);
  await create.getByLabel('Category').selectOption({ index: 1 });
  await create.getByLabel('Kind').selectOption('physical');
  for (const input of await create.getByLabel(/^Name · /).all()) await input.fill(name);
  for (const input of await create.getByLabel(/^Description · /).all()) await input.fill('Soft washed linen.');
  await create.getByRole('button', { name: 'Add a limit' }).click();
  await create.getByLabel('Maximum quantity').fill('2');
  await create.getByRole('button', { name: 'Save', exact: true }).click();
  // Once saved, the goods opens for editing with a form for its first SKU.
  const editor = page.getByTestId('mall-goods-editor');
  await expect(editor.getByTestId('mall-goods-edit')).toBeVisible();
  const sku = editor.getByTestId('mall-sku-create');
  await sku.getByLabel('SKU code').fill(`${code}-M`);
  await sku.getByLabel('Price (CNY)').fill('237');
  await sku.getByLabel('Stock').fill('12');
  await sku.getByRole('button', { name: 'Save SKU' }).click();
  await expect(editor.getByTestId(`mall-sku-${code}-M`)).toBeVisible();
  const row = page.getByTestId('mall-goods').locator('tbody tr', { hasText: code });
  await expect(row).toContainText(name);
  await expect(row.locator('td').nth(5)).toHaveText('12');
  await expect(page.getByTestId('admin-error')).toHaveCount(0);

  // The guest's mall search finds it, with its name and price.
  const guest = await page.context().browser()!.newPage();
  await guest.goto(paths.mallSearch('en-US', { q: code }));
  const card = guest.locator(`[data-testid="goods-card"][data-goods-code="${code}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('goods-link')).toHaveText(name);
  await expect(card).toContainText('237');
  await guest.close();
  expect(crashes).toEqual([]);
});
