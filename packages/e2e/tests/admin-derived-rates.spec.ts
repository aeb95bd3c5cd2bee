import { mkdirSync } from 'node:fs';
import { API_PREFIX, paths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { staffSignIn } from './staffAuth.ts';
import { plentifulFirst } from './stayHelpers.ts';

const MANAGER = 'manager.sha@aurora-hotels.example';
const HOTEL = 'SHA001';
const SHOTS = '/tmp/shots-derived';
const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US', 'ja', 'ko-KR', 'th-TH'] as const;

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
    fewRoomsLeft: number | null;
    roomRates: { ratePlanCode: string; isFull: number; requiresSignIn: boolean }[];
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

test('en-US at 1280 px: a hotel manager derives a member rate from BAR by -5%, changes BAR in a cell and the guest sees the derived price', async ({
  page,
  browser,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const crashes = watchCrashes(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const night = hotelDate(12);
  const next = hotelDate(13);
  const room = plentifulFirst((await roomsOf(request, night, next)).list).find((candidate) =>
    candidate.roomRates.some((rate) => rate.ratePlanCode === 'BAR' && rate.isFull === 0 && !rate.requiresSignIn),
  );
  expect(room, 'a room type of SHA001 with BAR open that night').toBeDefined();
  const roomTypeCode = room!.roomTypeCode;
  const code = `DRV${Date.now().toString(36).toUpperCase()}`;

  await staffSignIn(page, MANAGER);
  await page.getByTestId('admin-nav-catalog').click();
  const chooser = page.locator('main').getByRole('combobox').first();
  await expect(async () => {
    await chooser.selectOption(HOTEL);
    await expect(page.getByRole('form', { name: new RegExp(HOTEL) })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('tab', { name: 'Rate plans' }).click();
  await page.getByTestId('catalog-new').click();
  const form = page.getByTestId('catalog-create');
  await form.getByLabel('Code', { exact: true }).fill(code);
  for (const language of LANGUAGES) {
    await form.locator(`[name="name.${language}"]`).fill(`Saver ${code}`);
    await form.locator(`[name="description.${language}"]`).fill('Best available rate less 5%');
  }
  await form.getByLabel('Sort order').fill('900');
  // A percentage of 0 is said in words and nothing is saved.
  await form.getByLabel(/Derived from/).selectOption('BAR');
  await form.getByLabel(/Derived price change/).fill('0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toContainText('Enter a percentage other than 0.');
  await form.getByLabel(/Derived price change/).fill('-5');
  await page.screenshot({ path: `${SHOTS}/derive-form-en-US-1280.png`, fullPage: true });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('catalog-created')).toHaveText(`${code} was created.`);

  // The rates calendar: the derived plan's cell refuses a price of its own, in words.
  await page.getByTestId('admin-nav-rates').click();
  const planChooser = page.locator('select[name="ratePlanCode"]');
  await planChooser.selectOption(code);
  const cell = page.getByTestId(`cell-${roomTypeCode}-${night}`);
  const derivedBefore = (await cell.getByTestId('edit-price').textContent()) ?? '';
  expect(derivedBefore).not.toBe('');
  await cell.getByTestId('edit-price').click();
  await cell.getByRole('textbox').fill('500');
  await cell.getByRole('textbox').press('Enter');
  await expect(cell.getByTestId('cell-error')).toContainText('derived from');
  await page.screenshot({ path: `${SHOTS}/derived-cell-refused-en-US-1280.png` });
  await cell.getByRole('textbox').press('Escape');

  // BAR's price set in its cell: the derived plan follows at once (1,288.50 - 5% = 1,224.075, 1,224.08).
  await planChooser.selectOption('BAR');
  const barCell = page.getByTestId(`cell-${roomTypeCode}-${night}`);
  const priceButton = barCell.getByTestId('edit-price');
  const barBefore = (await priceButton.textContent()) ?? '';
  await priceButton.click();
  await barCell.getByRole('textbox').fill('1,288.50');
  await barCell.getByRole('textbox').press('Enter');
  await expect(barCell.getByTestId('cell-editor')).toHaveCount(0);
  await expect(priceButton).toContainText('1,288.50');
  await planChooser.selectOption(code);
  await expect(page.getByTestId(`cell-${roomTypeCode}-${night}`).getByTestId('edit-price')).toContainText('1,224.08');
  await page.screenshot({ path: `${SHOTS}/derived-follows-en-US-1280.png` });

  // The guest's room list prices that night at the derived price.
  const guest = await (await browser.newContext()).newPage();
  await guest.setViewportSize({ width: 1280, height: 900 });
  await guest.goto(
    paths.roomList('en-US', undefined, {
      hotelCode: HOTEL,
      checkInDate: night,
      checkOutDate: next,
      roomCount: 1,
      adultsNumber: 1,
      childNumber: 0,
    }),
  );
  const rate = guest.locator(
    `[data-testid="room"][data-room-code="${roomTypeCode}"] [data-testid="rate"][data-rate-code="${code}"]`,
  );
  await rate.getByTestId('rate-breakdown-toggle').click();
  await expect(rate.getByTestId('night-price').first()).toHaveAttribute('data-amount', '122408');
  await rate.scrollIntoViewIfNeeded();
  await guest.screenshot({ path: `${SHOTS}/guest-derived-price-en-US-1280.png` });
  await guest.close();

  // Undone, BAR and the derived plan have their prices back; the plan is then offered with a code only, so the
  // run's other journeys see SHA001's rates as seeded.
  await planChooser.selectOption('BAR');
  await page.getByTestId('undo-button').click();
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('undo-result')).toBeVisible();
  await expect(priceButton).toHaveText(barBefore);
  await planChooser.selectOption(code);
  await expect(page.getByTestId(`cell-${roomTypeCode}-${night}`).getByTestId('edit-price')).toHaveText(derivedBefore);

  await page.getByTestId('admin-nav-catalog').click();
  await expect(async () => {
    await chooser.selectOption(HOTEL);
    await expect(page.getByRole('form', { name: new RegExp(HOTEL) })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('tab', { name: 'Rate plans' }).click();
  await page
    .getByTestId('catalog-items')
    .locator('tbody tr', { hasText: code })
    .getByRole('button', { name: 'Edit' })
    .click();
  const edit = page.getByTestId('catalog-edit');
  await expect(edit.getByLabel(/Derived from/)).toHaveValue('BAR');
  await expect(edit.getByLabel(/Derived price change/)).toHaveValue('-5');
  await edit.getByLabel('Only with a promotion or corporate code').check();
  await edit.getByRole('button', { name: 'Save' }).click();
  // Saved, the form closes; guests are no longer offered the plan without a code.
  await expect(edit).toHaveCount(0);
  await expect
    .poll(async () =>
      (await roomsOf(request, night, next)).list.some((r) => r.roomRates.some((rate) => rate.ratePlanCode === code)),
    )
    .toBe(false);
  expect(crashes).toEqual([]);
});
