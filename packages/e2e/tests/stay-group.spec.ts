import type { Language } from '@hotel/contract/languages';
import { API_PREFIX, paths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { pageUrl } from './paths.ts';
import { dayFromToday, watchErrors } from './stayHelpers.ts';

/*
 * Several room types in one booking: rooms of other types and other nights go into "your selection" on
 * the room list, are booked together on one form, paid with one payment under one confirmation number,
 * and one of them is cancelled on its own. Rooms and rates are found through the API, never hard-coded.
 */

const SHOTS = 'test-results';

interface Pick {
  roomTypeCode: string;
  ratePlanCode: string;
}

/** A hotel with two room types that each have a public, prepaid, freely cancellable rate for both stays. */
async function twoRoomTypes(request: APIRequestContext, stays: URLSearchParams[]) {
  const hotels = (await (await request.get(`${API_PREFIX}/en-US/hotels`, { params: { limit: 100 } })).json()).data
    .list as { hotelCode: string }[];
  for (const { hotelCode } of hotels) {
    const offered: Pick[][] = [];
    for (const stay of stays) {
      const response = await request.get(`${API_PREFIX}/en-US/rooms`, {
        params: { ...Object.fromEntries(stay), hotelCode },
      });
      if (!response.ok()) break;
      const list = (await response.json()).data.list as {
        roomTypeCode: string;
        roomRates: {
          ratePlanCode: string;
          paymentType: number;
          cancellationFlag: number;
          isFull: number;
          requiresSignIn: boolean;
          memberOnly: boolean;
        }[];
      }[];
      offered.push(
        list.flatMap((room) => {
          const rate = room.roomRates.find(
            (r) =>
              r.isFull === 0 && !r.requiresSignIn && !r.memberOnly && r.paymentType === 1 && r.cancellationFlag === 1,
          );
          return rate ? [{ roomTypeCode: room.roomTypeCode, ratePlanCode: rate.ratePlanCode }] : [];
        }),
      );
    }
    if (offered.length !== stays.length) continue;
    const first = offered[0]!.find((room) =>
      offered.every((list) => list.some((r) => r.roomTypeCode === room.roomTypeCode)),
    );
    const second = offered[1]!.find(
      (room) =>
        room.roomTypeCode !== first?.roomTypeCode && offered[0]!.some((r) => r.roomTypeCode === room.roomTypeCode),
    );
    if (first && second) return { hotelCode, first, second };
  }
  throw new Error('no hotel with two freely cancellable prepaid room types');
}

function stayOf(hotelCode: string | null, from: number, to: number) {
  const stay = new URLSearchParams({
    checkInDate: dayFromToday(from),
    checkOutDate: dayFromToday(to),
    roomCount: '1',
    adultsNumber: '1',
    childNumber: '0',
  });
  if (hotelCode) stay.set('hotelCode', hotelCode);
  return stay;
}

async function addToSelection(page: Page, lang: Language, stay: URLSearchParams, room: Pick) {
  await page.goto(paths.roomList(lang, undefined, stay));
  const rate = page
    .locator(`[data-testid="room"][data-room-code="${room.roomTypeCode}"]`)
    .locator(`[data-testid="rate"][data-rate-code="${room.ratePlanCode}"][data-full="false"]`)
    .first();
  await rate.getByTestId('rate-add-to-selection').click();
  await expect(rate.getByTestId('rate-selected')).toBeVisible();
}

async function fillRoom(page: Page, index: number, guest: { title: string; first: string; last: string }) {
  const room = page.getByTestId('stay-book-room').nth(index);
  await room.locator('select').selectOption(guest.title);
  await room.locator(`input[name="rooms.${index}.firstName"]`).fill(guest.first);
  await room.locator(`input[name="rooms.${index}.lastName"]`).fill(guest.last);
}

test('en-US at 1280 px: a double and a twin for other nights, one payment, one confirmation number, one room cancelled', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors = watchErrors(page);
  const doubleStay = stayOf(null, 40, 42);
  const twinStay = stayOf(null, 41, 42);
  const { hotelCode, first, second } = await twoRoomTypes(request, [doubleStay, twinStay]);
  doubleStay.set('hotelCode', hotelCode);
  twinStay.set('hotelCode', hotelCode);

  await addToSelection(page, 'en-US', doubleStay, first);
  await expect(page.getByTestId('selection-room')).toHaveCount(1);
  await expect(page.getByTestId('selection-need-two')).toBeVisible();
  await addToSelection(page, 'en-US', twinStay, second);
  await expect(page.getByTestId('selection-room')).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/stay-group-selection-en-1280.png`, fullPage: false });
  await page.getByTestId('selection-book').click();
  await expect(page).toHaveURL(pageUrl('en-US', 'stayBook'));

  // An empty form is refused field by field, and nothing is booked.
  await page.getByTestId('stay-book-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: 'This field is required.' }).first()).toBeVisible();
  await expect(page).toHaveURL(pageUrl('en-US', 'stayBook'));

  await fillRoom(page, 0, { title: 'Mr', first: 'John', last: 'Smith' });
  await fillRoom(page, 1, { title: 'Ms', first: 'Jane', last: 'Smith' });
  await page.getByTestId('stay-book-room').nth(1).getByLabel('Quiet room').check();
  await page.locator('input[name="booker.name"]').fill('John Smith');
  await page.locator('input[name="booker.email"]').fill('john.smith@example.com');
  await page.locator('input[name="booker.mobile"]').fill('86 13800138000');
  await page.screenshot({ path: `${SHOTS}/stay-group-form-en-1280.png`, fullPage: true });
  await page.getByTestId('stay-book-submit').click();

  await expect(page).toHaveURL(pageUrl('en-US', 'stay'));
  const confirmation = (await page.getByTestId('stay-confirmation-number').textContent())?.trim() ?? '';
  expect(confirmation).toMatch(/^[A-Z0-9]{6,}$/);
  const rooms = page.getByTestId('stay-room');
  await expect(rooms).toHaveCount(2);
  await expect(rooms.nth(0)).toContainText('John Smith');
  await expect(rooms.nth(1)).toContainText('Jane Smith');
  await expect(rooms.nth(1)).toContainText('Quiet room');
  await expect(page.getByTestId('stay-room-status').nth(0)).toHaveText('Waiting for payment');

  await page.getByTestId('stay-pay-button').click();
  await page.waitForURL(/\/sandbox-pay\//);
  await expect(page.getByText(confirmation)).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(pageUrl('en-US', 'orderWaiting'));
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'completed');
  await page.waitForURL(pageUrl('en-US', 'stay'), { timeout: 15_000 });
  await expect(page.getByTestId('stay-room-status')).toHaveText(['Reserved', 'Reserved']);
  await expect(page.getByTestId('stay-waiting')).toHaveCount(0);

  await rooms.nth(0).getByTestId('cancel-room').click();
  await expect(page.getByTestId('cancel-room-dialog')).toContainText('Your other rooms stay booked');
  await page.getByTestId('confirm-cancel-room').click();
  await expect(page.getByTestId('stay-room-cancelled')).toBeVisible();
  await expect(page.getByTestId('stay-room-status')).toHaveText(['Cancelled', 'Reserved']);
  await expect(rooms.nth(1).getByTestId('cancel-room')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/stay-group-cancelled-en-1280.png`, fullPage: true });
  expect(errors).toEqual([]);
});

test('ja at 390 px: two rooms booked together on one form, the reservation lists each with its policy', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = watchErrors(page);
  const stay = stayOf(null, 50, 51);
  const { hotelCode, first, second } = await twoRoomTypes(request, [stay, stay]);
  stay.set('hotelCode', hotelCode);
  await addToSelection(page, 'ja', stay, first);
  await addToSelection(page, 'ja', stay, second);
  await expect(page.getByTestId('selection-room')).toHaveCount(2);
  await page.getByTestId('selection').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/stay-group-selection-ja-390.png`, fullPage: false });
  await page.getByTestId('selection-book').click();
  await expect(page).toHaveURL(pageUrl('ja', 'stayBook'));
  await expect(page.getByRole('heading', { level: 1, name: 'お部屋の予約' })).toBeVisible();
  await fillRoom(page, 0, { title: 'Mr', first: 'Taro', last: 'Yamada' });
  await fillRoom(page, 1, { title: 'Ms', first: 'Hanako', last: 'Yamada' });
  await page.locator('input[name="booker.name"]').fill('Taro Yamada');
  await page.locator('input[name="booker.email"]').fill('taro.yamada@example.com');
  await page.locator('input[name="booker.mobile"]').fill('81 9012345678');
  await page.screenshot({ path: `${SHOTS}/stay-group-form-ja-390.png`, fullPage: true });
  await page.getByTestId('stay-book-submit').click();
  await expect(page).toHaveURL(pageUrl('ja', 'stay'));
  await expect(page.getByRole('heading', { level: 1, name: 'ご予約' })).toBeVisible();
  await expect(page.getByTestId('stay-room')).toHaveCount(2);
  await expect(page.getByTestId('stay-room-status')).toHaveText(['お支払い待ち', 'お支払い待ち']);
  await expect(page.getByTestId('stay-pay-button')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/stay-group-reservation-ja-390.png`, fullPage: true });

  // The selection was used up; the booking page now says so, and a bad reservation link is not found.
  await page.goto(paths.stayBook('ja'));
  await expect(page.getByTestId('stay-book-empty')).toBeVisible();
  await page.goto(paths.stay('ja', 'NO-SUCH-STAY'));
  await expect(page.getByText('404').or(page.getByTestId('status-message')).first()).toBeVisible();
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
});
