import { API_PREFIX, paths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { staffSignIn } from './staffAuth.ts';
import { plentifulFirst } from './stayHelpers.ts';

const MANAGER = 'manager.sha@aurora-hotels.example';
const HOTEL = 'SHA001';
const SHOTS = '/tmp/shots-rates';

/** `yyyy-MM-dd` in the hotel's time zone (Shanghai), `days` from today: nights no other journey changes. */
function hotelDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function watchCrashes(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  return crashes;
}

interface RoomList {
  list: {
    roomTypeCode: string;
    isFull: number;
    fewRoomsLeft: number | null;
    roomRates: {
      ratePlanCode: string;
      isFull: number;
      requiresSignIn: boolean;
      nightlyPrices: { price: { amount: number } }[];
    }[];
    notOfferedRates?: { ratePlanCode: string; reason: string; night: string | null }[];
  }[];
}

async function roomsOf(request: APIRequestContext, checkInDate: string, checkOutDate: string): Promise<RoomList> {
  const response = await request.get(`${API_PREFIX}/en-US/rooms`, {
    params: { hotelCode: HOTEL, checkInDate, checkOutDate, roomCount: 1, adultsNumber: 1, childNumber: 0 },
  });
  const body = (await response.json()) as { errorCode: number; data: RoomList };
  expect(body.errorCode, JSON.stringify(body)).toBe(0);
  return body.data;
}

const guestRoomList = (lang: 'en-US' | 'zh-CN', night: string, next: string) =>
  paths.roomList(lang, undefined, {
    hotelCode: HOTEL,
    checkInDate: night,
    checkOutDate: next,
    roomCount: 1,
    adultsNumber: 1,
    childNumber: 0,
  });

test('en-US at 1280 px: a hotel manager reads the tape chart, then edits a price in its cell and the guest sees it', async ({
  page,
  browser,
  request,
}) => {
  const crashes = watchCrashes(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const night = hotelDate(6);
  const next = hotelDate(7);
  const room = plentifulFirst((await roomsOf(request, night, next)).list).find((candidate) =>
    candidate.roomRates.some((rate) => rate.isFull === 0 && !rate.requiresSignIn),
  );
  expect(room, 'a room type of SHA001 with a rate open that night').toBeDefined();
  const roomTypeCode = room!.roomTypeCode;

  await staffSignIn(page, MANAGER);
  await page.getByTestId('admin-nav-rates').click();

  // The tape chart: every room type by night, counts and a legend that says what the colours mean.
  await page.getByRole('tab', { name: 'Tape chart' }).click();
  const tape = page.getByTestId('tape-chart');
  await expect(tape.getByTestId('tape-legend')).toContainText('Rooms free');
  await expect(tape.getByTestId('tape-legend')).toContainText('Full');
  const row = tape.getByTestId(`tape-row-${roomTypeCode}`);
  await expect(row.locator('td')).toHaveCount(14);
  await tape.getByLabel('Nights shown').selectOption('4');
  await expect(row.locator('td')).toHaveCount(28);
  const tapeCell = row.getByTestId(`tape-${night}`);
  const counts = await tapeCell.evaluate((cell) => ({ ...(cell as HTMLElement).dataset }));
  expect(Number(counts.free)).toBe(Math.max(0, Number(counts.total) - Number(counts.held) - Number(counts.sold)));
  await expect(tapeCell).toHaveAttribute('aria-label', new RegExp(`${counts.free} free of ${counts.total}`));
  await page.screenshot({ path: `${SHOTS}/tape-chart-en-US-1280.png`, fullPage: true });
  // Scrolled to the last nights, the room type column stays in view.
  await tape.locator('div.overflow-x-auto').evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect(row.locator('th')).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/tape-chart-scrolled-en-US-1280.png` });

  // The calendar: click the price, type it in major units, Enter saves.
  await page.getByRole('tab', { name: 'Rates calendar' }).click();
  const shownPlan = await page.locator('select[name="ratePlanCode"]').inputValue();
  expect(room!.roomRates.map((rate) => rate.ratePlanCode)).toContain(shownPlan);
  const cell = page.getByTestId(`cell-${roomTypeCode}-${night}`);
  const priceButton = cell.getByTestId('edit-price');
  const before = (await priceButton.textContent()) ?? '';
  // Escape gives up without saving.
  await priceButton.click();
  await cell.getByRole('textbox').fill('999');
  await cell.getByRole('textbox').press('Escape');
  await expect(cell.getByTestId('cell-editor')).toHaveCount(0);
  await expect(priceButton).toHaveText(before);
  // A typing mistake is said in words, nothing is sent.
  await priceButton.click();
  await cell.getByRole('textbox').fill('12.345');
  await cell.getByRole('textbox').press('Enter');
  await expect(cell.getByTestId('cell-error')).toBeVisible();
  await expect(cell.getByTestId('cell-error')).not.toContainText('validation.');
  await cell.getByRole('textbox').fill('1,288.50');
  await page.screenshot({ path: `${SHOTS}/cell-edit-en-US-1280.png` });
  await cell.getByRole('textbox').press('Enter');
  await expect(cell.getByTestId('cell-editor')).toHaveCount(0);
  await expect(priceButton).toContainText('1,288.50');
  await expect(page.getByTestId('last-edit-text')).toContainText('Sets the price of 1 night of 1 room type');

  // The guest's room list prices that night at the new price.
  const guest = await (await browser.newContext()).newPage();
  await guest.setViewportSize({ width: 1280, height: 900 });
  await guest.goto(guestRoomList('en-US', night, next));
  const rate = guest.locator(
    `[data-testid="room"][data-room-code="${roomTypeCode}"] [data-testid="rate"][data-rate-code="${shownPlan}"]`,
  );
  await rate.getByTestId('rate-breakdown-toggle').click();
  await expect(rate.getByTestId('night-price').first()).toHaveAttribute('data-amount', '128850');
  await guest.screenshot({ path: `${SHOTS}/guest-new-price-en-US-1280.png` });

  // Undone, the night has its price back (the run's other journeys see the seeded calendar).
  await page.getByTestId('undo-button').click();
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('undo-result')).toBeVisible();
  await expect(priceButton).toHaveText(before);
  expect(crashes).toEqual([]);
});

test('zh-CN at 390 px: a hotel manager stop-sells a rate plan for a night; the guest room list says why it is not offered', async ({
  page,
  browser,
  request,
}) => {
  const crashes = watchCrashes(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const night = hotelDate(8);
  const next = hotelDate(9);
  const room = plentifulFirst((await roomsOf(request, night, next)).list).find((candidate) =>
    candidate.roomRates.some((rate) => rate.isFull === 0 && !rate.requiresSignIn),
  );
  expect(room, 'a room type of SHA001 with a rate open that night').toBeDefined();
  const roomTypeCode = room!.roomTypeCode;
  const plan = room!.roomRates.find((rate) => rate.isFull === 0 && !rate.requiresSignIn)!.ratePlanCode;

  await staffSignIn(page, MANAGER);
  await page.getByTestId('admin-language').selectOption('zh-CN');
  await expect(page.getByTestId('admin-sign-out')).not.toHaveText('Sign out');
  await page.getByTestId('admin-nav-rates').click();
  await page.getByRole('tab', { name: '房态图' }).click();
  await expect(page.getByTestId('tape-legend')).toContainText('满房');
  await expect(page.getByTestId('tape-grid')).toBeVisible();
  await expect(page.getByTestId(`tape-row-${roomTypeCode}`).getByTestId(`tape-${night}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/tape-chart-zh-CN-390.png`, fullPage: true });
  await page.getByRole('tab', { name: '房价日历' }).click();

  const form = page.getByTestId('bulk-edit');
  await form.getByRole('checkbox', { name: new RegExp(`\\(${roomTypeCode}\\)`) }).check();
  await form.locator('input[name="from"]').fill(night);
  await form.locator('input[name="to"]').fill(night);
  await form.getByTestId('bulk-operation').selectOption('stopSell');
  await form.locator('select[name="restrictions.0.ratePlanCode"]').selectOption(plan);
  await form.getByTestId('bulk-apply').click();
  await expect(page.getByTestId('bulk-preview-text')).toHaveText(
    new RegExp(`^停售 .+ \\(${plan}\\)：1 个房型的 1 个晚上，`),
  );
  await page.screenshot({ path: `${SHOTS}/stop-sell-preview-zh-CN-390.png` });
  await page.getByTestId('bulk-confirm').click();
  await expect(form.getByTestId('bulk-result')).toHaveText('已修改 1 个房晚。');

  // The guest (in Chinese, on a phone) sees the plan kept back with the date, not "sold out".
  const guest = await (await browser.newContext()).newPage();
  await guest.setViewportSize({ width: 390, height: 844 });
  await guest.goto(guestRoomList('zh-CN', night, next));
  const card = guest.locator(`[data-testid="room"][data-room-code="${roomTypeCode}"]`);
  await expect(card.locator(`[data-testid="rate"][data-rate-code="${plan}"]`)).toHaveCount(0);
  const why = card.locator(`[data-testid="not-offered-rate"][data-rate-code="${plan}"]`);
  await expect(why).toHaveAttribute('data-reason', 'stopSell');
  await expect(why).toContainText('不可预订');
  await why.scrollIntoViewIfNeeded();
  await guest.screenshot({ path: `${SHOTS}/guest-stop-sell-zh-CN-390.png` });

  // The manager lifts it again with the undo.
  await page.getByTestId('undo-button').click();
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('undo-result')).toBeVisible();
  await guest.reload();
  await expect(card.locator(`[data-testid="rate"][data-rate-code="${plan}"]`)).toHaveCount(1);
  expect(crashes).toEqual([]);
});
