import { API_PREFIX, paths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { GROUP_ADMIN, staffSignIn } from './staffAuth.ts';
import { plentifulFirst } from './stayHelpers.ts';

/** Room types and goods get pictures the way hotels do; back office lists show names, never codes. */

const MANAGER = 'manager.sha@aurora-hotels.example';
const HOTEL = 'SHA001';
const SHOTS = '/tmp/shots-pictures';

function watchCrashes(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  return crashes;
}

/** `yyyy-MM-dd` in the hotel's time zone (Shanghai), `days` from today: any UTC hour gives the hotel's dates. */
function hotelDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function apiData<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = (await response.json()) as { errorCode: number; data: unknown };
  expect(body.errorCode, `${what}: ${JSON.stringify(body)}`).toBe(0);
  return body.data as T;
}

/** A real picture drawn in the browser, as a phone would hand it over (no fixture file needed). */
async function drawnPicture(page: Page, colour: string, type: 'image/png' | 'image/jpeg') {
  const bytes = await page.evaluate(
    async ({ colour, type }) => {
      const canvas = new OffscreenCanvas(800, 533);
      const context = canvas.getContext('2d')!;
      context.fillStyle = colour;
      context.fillRect(0, 0, 800, 533);
      context.fillStyle = '#ffffff';
      context.fillRect(300, 180, 200, 170);
      const blob = await canvas.convertToBlob({ type });
      return [...new Uint8Array(await blob.arrayBuffer())];
    },
    { colour, type },
  );
  return Buffer.from(bytes);
}

test('a hotel manager adds two pictures to a room type, puts the second first and describes it; guests see it on the room list', async ({
  page,
  request,
}) => {
  const crashes = watchCrashes(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const checkInDate = hotelDate(20);
  const checkOutDate = hotelDate(21);
  const rooms = await apiData<{
    list: { roomTypeCode: string; name: string; isFull: number; fewRoomsLeft: number | null }[];
  }>(
    await request.get(`${API_PREFIX}/en-US/rooms`, {
      params: { hotelCode: HOTEL, checkInDate, checkOutDate, roomCount: 1, adultsNumber: 1, childNumber: 0 },
    }),
    'rooms',
  );
  const room = plentifulFirst(rooms.list.filter((item) => item.isFull === 0))[0];
  expect(room, 'a room type of SHA001 on offer').toBeDefined();
  const { roomTypeCode, name } = room!;

  await staffSignIn(page, MANAGER);
  await page.getByTestId('admin-nav-catalog').click();
  await page.getByRole('tab', { name: 'Room types' }).click();
  const row = page.getByTestId('catalog-items').locator('tbody tr', { hasText: name });
  await row.getByRole('button', { name: 'Edit' }).click();
  const manager = page.getByTestId('room-type-pictures');
  await expect(manager.getByRole('heading', { name: `Pictures of ${name}` })).toBeVisible();
  const pictures = manager.getByTestId('room-type-picture');
  const before = await pictures.count();

  await manager.getByTestId('room-type-picture-upload').setInputFiles([
    { name: 'window.png', mimeType: 'image/png', buffer: await drawnPicture(page, '#8a5a2b', 'image/png') },
    { name: 'bath.jpg', mimeType: 'image/jpeg', buffer: await drawnPicture(page, '#2b6a8a', 'image/jpeg') },
  ]);
  await expect(pictures).toHaveCount(before + 2);
  // A file that is text under a picture's name is refused, said in words.
  await manager.getByTestId('room-type-picture-upload').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  });
  await expect(manager.getByRole('alert')).toBeVisible();
  await expect(pictures).toHaveCount(before + 2);

  // The bath picture (the last) moves first; only English is written, the other languages fall back to it.
  const bath = pictures.last();
  await bath.locator('summary').click();
  await bath.getByLabel(/^English/).fill('Rain shower in the bathroom');
  // A new picture is described by the room type's name; Japanese is emptied and falls back to English.
  await bath.getByLabel(/^日本語/).fill('');
  await expect(bath.getByLabel(/^日本語/)).toHaveAttribute('placeholder', 'Rain shower in the bathroom');
  await expect(bath.getByText('Left empty, readers see the English description.')).toBeVisible();
  for (let step = 0; step < before + 1; step++)
    await pictures
      .nth(before + 1 - step)
      .getByRole('button', { name: 'Move earlier' })
      .click();
  await expect(pictures.first().locator('summary')).toContainText('Rain shower in the bathroom');
  await page.screenshot({ path: `${SHOTS}/room-type-pictures-1280-en.png`, fullPage: true });
  await manager.getByTestId('room-type-pictures-save').click();
  await expect(manager.getByRole('status')).toHaveText('Saved.');

  const guest = await page.context().newPage();
  await guest.setViewportSize({ width: 1280, height: 900 });
  await guest.goto(
    paths.roomList('en-US', undefined, {
      hotelCode: HOTEL,
      checkInDate,
      checkOutDate,
      roomCount: 1,
      adultsNumber: 1,
      childNumber: 0,
    }),
  );
  const card = guest.locator(`[data-testid="room"][data-room-code="${roomTypeCode}"]`);
  await expect(card.getByRole('img', { name: 'Rain shower in the bathroom' })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await guest.screenshot({ path: `${SHOTS}/room-list-1280-en.png` });
  // In Japanese the room list reads the English description (the Japanese one was left empty).
  await guest.goto(
    paths.roomList('ja', undefined, {
      hotelCode: HOTEL,
      checkInDate,
      checkOutDate,
      roomCount: 1,
      adultsNumber: 1,
      childNumber: 0,
    }),
  );
  await expect(card.getByRole('img', { name: 'Rain shower in the bathroom' })).toBeVisible();
  await guest.close();

  // The audit log names the room type, not its code.
  await page.getByTestId('admin-nav-audit').click();
  await expect(page.getByTestId('audit-entity').filter({ hasText: name }).first()).toBeVisible();
  await expect(page.getByTestId('audit-entity').filter({ hasText: `${HOTEL}:` })).toHaveCount(0);
  expect(crashes).toEqual([]);
});

test('on a phone in Chinese a group administrator adds a goods picture described in Chinese; the goods page shows it', async ({
  page,
}) => {
  const crashes = watchCrashes(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await staffSignIn(page, GROUP_ADMIN);
  await page.getByTestId('admin-language').selectOption('zh-CN');
  await page.getByTestId('admin-nav-mall').click();
  const row = page.getByTestId('mall-goods').locator('tbody tr', { hasText: 'AROMA-OIL' });
  await row.getByRole('button', { name: '编辑' }).click();
  const manager = page.getByTestId('goods-pictures');
  await expect(manager.getByRole('heading', { name: /图片/ })).toBeVisible();
  const pictures = manager.getByTestId('goods-picture');
  const before = await pictures.count();
  await manager.getByTestId('goods-picture-upload').setInputFiles({
    name: 'oil.png',
    mimeType: 'image/png',
    buffer: await drawnPicture(page, '#6b8a2b', 'image/png'),
  });
  await expect(pictures).toHaveCount(before + 1);
  const added = pictures.last();
  await added.locator('summary').click();
  await added.getByLabel(/^简体中文/).fill('薰衣草精油瓶，旁边是干花');
  await added.getByLabel(/^English/).fill('Lavender oil bottle beside dried flowers');
  await manager.screenshot({ path: `${SHOTS}/goods-pictures-390-zh.png` });
  await manager.getByTestId('goods-pictures-save').click();
  await expect(manager.getByRole('status')).toBeVisible();

  const guest = await page.context().newPage();
  await guest.setViewportSize({ width: 390, height: 844 });
  await guest.goto(paths.mallProduct('zh-CN', 'AROMA-OIL'));
  await guest.getByRole('button', { name: `查看第 ${before + 1} 张图片` }).click();
  await expect(guest.getByRole('img', { name: '薰衣草精油瓶，旁边是干花' })).toBeVisible();
  await guest.screenshot({ path: `${SHOTS}/goods-page-390-zh.png` });
  await guest.close();
  expect(crashes).toEqual([]);
});

test('the reservation list names the hotel, room type and rate plan instead of their codes', async ({
  page,
  request,
}) => {
  const crashes = watchCrashes(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const hotel = await apiData<{ name: string }>(await request.get(`${API_PREFIX}/en-US/hotels/${HOTEL}`), 'hotel');
  await staffSignIn(page, MANAGER);
  await page.getByTestId('admin-nav-reservations').click();
  const names = page.getByTestId('reservation-names');
  await expect(names.first()).toBeVisible();
  await expect(names.first()).toContainText(hotel.name);
  for (const text of await names.allTextContents()) expect(text).not.toMatch(/\b[A-Z]{3}\d{3}\b|·\s*[A-Z]{3,4}$/);
  await page.screenshot({ path: `${SHOTS}/reservations-1280-en.png` });
  expect(crashes).toEqual([]);
});
