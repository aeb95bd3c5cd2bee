import { mkdirSync } from 'node:fs';
import { API_PREFIX, adminPaths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { staffSignIn } from './staffAuth.ts';
import { plentifulFirst } from './stayHelpers.ts';

/** Issue 21 item 7: the desk books a walk-in or phone guest, who then shows in today's arrivals and the list. */

const FRONT_DESK = 'frontdesk.sha@aurora-hotels.example';
const MANAGER = 'manager.sha@aurora-hotels.example';
const SHOTS = process.env.E2E_SHOTS ?? 'test-results';
mkdirSync(SHOTS, { recursive: true });

/** A night counted from tonight in Shanghai (the hotel's "tonight" whatever the UTC hour of the run). */
function hotelDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

interface RoomList {
  list: { roomTypeCode: string; fewRoomsLeft: number | null; roomRates: { ratePlanCode: string; isFull: number }[] }[];
}

/** A room type with many rooms left tonight on the flexible rate paid at the hotel (never a seeded last room). */
async function plentifulRoom(request: APIRequestContext, nights: number): Promise<string> {
  const stay = {
    hotelCode: 'SHA001',
    checkInDate: hotelDate(0),
    checkOutDate: hotelDate(nights),
    roomCount: 1,
    adultsNumber: 2,
    childNumber: 0,
  };
  const list = ((await (await request.get(`${API_PREFIX}/en-US/rooms`, { params: stay })).json()).data as RoomList)
    .list;
  const room = plentifulFirst(list).find((item) =>
    item.roomRates.some((rate) => rate.ratePlanCode === 'BAR' && rate.isFull === 0),
  );
  if (!room) throw new Error('no flexible rate from tonight at SHA001');
  return room.roomTypeCode;
}

const suffix = () => [...String(Date.now() % 1_000_000)].map((digit) => 'abcdefghij'[Number(digit)]).join('');
const phoneNumber = () => `139${String(Date.now() % 100_000_000).padStart(8, '0')}`;

async function chooseStay(page: Page, roomTypeCode: string, nights: number) {
  await page.goto(adminPaths.newReservation());
  const form = page.getByTestId('desk-booking');
  await form.getByTestId('hotel-field').selectOption('SHA001');
  await form.locator('input[name="checkInDate"]').fill(hotelDate(0));
  await form.locator('input[name="checkOutDate"]').fill(hotelDate(nights));
  await page.getByTestId('desk-find-rooms').click();
  await expect(page.getByTestId('desk-offers')).toBeVisible();
  await page.getByTestId(`desk-choose-${roomTypeCode}-BAR`).click();
  await expect(page.getByTestId('desk-quote')).toBeVisible();
}

test("zh-CN, 390 px: the front desk books a walk-in guest for tonight, who is then among today's arrivals", async ({
  page,
  request,
}) => {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  await page.setViewportSize({ width: 390, height: 844 });
  const roomTypeCode = await plentifulRoom(request, 1);
  await staffSignIn(page, FRONT_DESK);
  await page.getByTestId('admin-language').selectOption('zh-CN');
  await expect(page.getByTestId('admin-sign-out')).not.toHaveText('Sign out');

  await page.goto(adminPaths.section('reservations'));
  await page.getByTestId('new-reservation').click();
  await expect(page.getByRole('heading', { name: '新建预订' })).toBeVisible();
  await chooseStay(page, roomTypeCode, 1);
  const form = page.getByTestId('desk-booking');
  // The walk-in gives no name at first: the field is named in the message, in Chinese.
  await page.getByTestId('desk-book').click();
  await expect(form.getByText('请填写客人的姓。')).toBeVisible();
  const lastName = `Walkin${suffix()}`;
  await form.getByLabel('姓', { exact: true }).fill(lastName);
  await form.getByLabel('名', { exact: true }).fill('小明');
  await form.getByLabel('电话', { exact: true }).fill(phoneNumber());
  await page.screenshot({ path: `${SHOTS}/desk-booking-zh-390-form.png`, fullPage: true });
  await page.getByTestId('desk-offers').screenshot({ path: `${SHOTS}/desk-booking-zh-390-offers.png` });
  await form
    .locator('fieldset')
    .last()
    .screenshot({ path: `${SHOTS}/desk-booking-zh-390-guest.png` });
  await page.getByTestId('desk-book').click();
  const done = page.getByTestId('desk-confirmation');
  await expect(done).toContainText('已确认');
  const confirmation = (await done.getAttribute('data-confirmation')) ?? '';
  expect(confirmation).not.toBe('');
  await expect(page.getByTestId('desk-booked')).toContainText('未填写邮箱');
  await page.screenshot({ path: `${SHOTS}/desk-booking-zh-390-done.png`, fullPage: true });

  await page.goto(adminPaths.section('dashboard'));
  const arrivals = page.getByTestId('dashboard-arrivals');
  await expect(arrivals).toContainText(confirmation);
  await expect(arrivals).toContainText(lastName);
  await page.screenshot({ path: `${SHOTS}/desk-booking-zh-390-arrivals.png`, fullPage: true });

  await page.getByTestId('dashboard-arrivals').getByRole('link', { name: confirmation }).click();
  await expect(page.getByTestId('booked-via')).toContainText('到店 · 经办人');
  expect(crashes).toEqual([]);
});

test('en-US, 1280 px: a hotel manager books a phone guest with an e-mail; the list tells the channel and who booked', async ({
  page,
  request,
}) => {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  await page.setViewportSize({ width: 1280, height: 900 });
  const roomTypeCode = await plentifulRoom(request, 2);
  await staffSignIn(page, MANAGER);
  await page.getByTestId('admin-language').selectOption('en-US');
  await chooseStay(page, roomTypeCode, 2);
  // Prepaid online rates are the website's: the desk is told why, in words.
  await page.getByTestId('desk-refused').locator('summary').click();
  await expect(page.getByTestId('desk-refused')).toContainText('sold on the website only');
  const form = page.getByTestId('desk-booking');
  await form.getByLabel('Booked', { exact: true }).selectOption('phone');
  const lastName = `Caller${suffix()}`;
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('First name').fill('Alice');
  await form.getByLabel('Phone', { exact: true }).fill('12');
  await form.getByLabel('E-mail (optional)').fill('alice.caller@example.com');
  await page.getByTestId('desk-book').click();
  await expect(form.getByText("Enter the guest's phone number (digits only, without the country code).")).toBeVisible();
  await form.getByLabel('Phone', { exact: true }).fill(phoneNumber());
  await form.getByLabel('Quiet room').check();
  await page.screenshot({ path: `${SHOTS}/desk-booking-en-1280-form.png`, fullPage: true });
  await page.screenshot({ path: `${SHOTS}/desk-booking-en-1280-top.png` });
  await page.getByTestId('desk-book').click();
  const done = page.getByTestId('desk-confirmation');
  await expect(done).toContainText('is confirmed');
  const confirmation = (await done.getAttribute('data-confirmation')) ?? '';
  await expect(page.getByTestId('desk-booked')).toContainText('The confirmation was sent by e-mail.');

  await page.goto(adminPaths.section('reservations'));
  const search = page.getByTestId('reservation-search');
  await search.getByLabel('Confirmation number').fill(confirmation);
  await search.getByRole('button', { name: 'Search' }).click();
  const table = page.getByTestId('reservation-table');
  await expect(table).toContainText(confirmation);
  await expect(table.locator('tbody tr', { hasText: confirmation }).getByTestId('booked-via')).toContainText(
    'Phone · by',
  );
  await page.screenshot({ path: `${SHOTS}/desk-booking-en-1280-list.png`, fullPage: true });
  await table.getByRole('link', { name: confirmation }).click();
  await expect(page.getByTestId('reservation-history')).toContainText('phone');
  await page.screenshot({ path: `${SHOTS}/desk-booking-en-1280-detail.png`, fullPage: true });
  expect(crashes).toEqual([]);
});
