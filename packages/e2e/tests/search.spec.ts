import AxeBuilder from '@axe-core/playwright';
import { API_PREFIX, paths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { pageUrl, urlWith } from './paths.ts';

/** Collects console errors and uncaught exceptions, which a healthy page has none of. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** `yyyy-MM-dd` of today plus `days` in the browser's (and this process's) time zone. */
function localDate(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API_PREFIX}${path}`);
  expect(response.ok(), path).toBe(true);
  const body = (await response.json()) as { errorCode: number; data: T };
  expect(body.errorCode).toBe(0);
  return body.data;
}

/** Integer minor units of every element's `data-amount`. */
async function amounts(locator: Locator): Promise<number[]> {
  const values = await locator.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-amount')),
  );
  return values.map(Number);
}

/** "CNY 1,234.50" -> 123450 (the currencies of the demo show two decimals at most; JPY has none). */
function minorUnits(text: string, currency: string): number {
  const number = Number(text.replace(/[^\d.]/g, ''));
  return Math.round(number * (currency === 'JPY' || currency === 'KRW' ? 1 : 100));
}

/** Moves the calendar's keyboard focus day by day (arrow keys) to the cell of `date`. */
async function moveFocusTo(page: Page, date: string) {
  for (let step = 0; step < 62; step++) {
    const focused = await page.evaluate<string | null | undefined>('document.activeElement?.getAttribute("data-date")');
    if (focused === date) return;
    await page.keyboard.press(focused && focused > date ? 'ArrowLeft' : 'ArrowRight');
  }
  throw new Error(`the calendar never focused ${date}`);
}

/** The data-full flags of a list, in order: every `true` must come after every `false`. */
async function expectFullLast(items: Locator) {
  const flags = await items.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-full')));
  const firstFull = flags.indexOf('true');
  expect(firstFull, `full items in ${flags.join(',')}`).toBeGreaterThanOrEqual(0);
  expect(
    flags.slice(firstFull).every((flag) => flag === 'true'),
    flags.join(','),
  ).toBe(true);
}

const JOURNEYS = [
  {
    lang: 'en-US',
    city: 'Tokyo',
    nights: '2 nights',
    search: 'Search',
    script: /[A-Za-z]/,
  },
  {
    lang: 'ja',
    city: '東京',
    nights: '2 泊',
    search: '検索',
    script: /[\u3040-\u30ff\u4e00-\u9fff]/,
  },
] as const;

for (const journey of JOURNEYS) {
  test(`${journey.lang}: home -> search -> hotel list -> hotel detail -> room list with priced rates`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    // A stay two to three weeks ahead: 16 nights from today, for 2 nights.
    const checkIn = localDate(16);
    const checkOut = localDate(18);
    await page.goto(paths.home(journey.lang));

    // Destination: type the city in the display language and pick it from the combobox.
    const destination = page.getByRole('combobox', { name: /./ }).and(page.locator('input'));
    await destination.fill(journey.city);
    const option = page.getByRole('option', { name: new RegExp(journey.city) }).first();
    await expect(option).toBeVisible();
    await destination.press('ArrowDown');
    await destination.press('Enter');
    await expect(destination).toHaveValue(journey.city);

    // Dates: open the (lazily loaded) range calendar and choose them with the keyboard.
    await page.getByTestId('stay-dates').click();
    const calendar = page.getByTestId('range-calendar');
    await expect(calendar).toBeVisible();
    await expect(calendar.locator(`[data-date="${localDate(0)}"]`)).toBeFocused();
    await moveFocusTo(page, checkIn);
    await page.keyboard.press('Enter');
    await moveFocusTo(page, checkOut);
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(page.getByTestId('stay-nights')).toHaveText(journey.nights);

    await page.getByRole('button', { name: journey.search }).click();
    await expect(page).toHaveURL(urlWith(`${paths.hotelList(journey.lang)}?`));
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      cityCode: 'TYO',
      checkInDate: checkIn,
      checkOutDate: checkOut,
      roomCount: '1',
      adultsNumber: '1',
      childNumber: '0',
    });

    // Hotel list: Tokyo's hotels with a price per night in yen.
    const items = page.getByTestId('hotel-list-item');
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeGreaterThanOrEqual(1);
    await expect(items.first().getByTestId('price-from')).toContainText(/JPY\s?[\d,]+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.script);

    // Hotel detail, with the stay carried over; its title names the hotel.
    const name = (await items.first().getByTestId('hotel-name').textContent())?.trim() ?? '';
    await items.first().getByTestId('hotel-name').click();
    await expect(page).toHaveURL(
      new RegExp(`${pageUrl(journey.lang, 'hotelDetail').source}TYO\\d+\\?.*checkInDate=${checkIn}`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(new RegExp(name));
    await expect(page.getByTestId('hotel-facilities')).toBeVisible();
    await expect(page.getByTestId('hotel-policies')).toContainText(/\d\d:\d\d/);
    await expect(page.getByTestId('hotel-contact')).toContainText(/\+81/);
    await expect(page.getByTestId('room-type-price').first()).toContainText(/JPY/);

    // Room list: rates whose nightly prices add up to the total shown.
    await page.getByTestId('hotel-rooms-link').click();
    await expect(page).toHaveURL(new RegExp(`${urlWith(`${paths.roomList(journey.lang)}?`).source}.*hotelCode=TYO`));
    const rate = page.locator('[data-testid="rate"][data-full="false"]').first();
    await expect(rate).toBeVisible();
    await rate.getByTestId('rate-breakdown-toggle').click();
    const nights = rate.getByTestId('night-price');
    await expect(nights).toHaveCount(2);
    const nightly = await amounts(nights);
    const [total] = await amounts(rate.getByTestId('rate-total'));
    expect(nightly.reduce((sum, amount) => sum + amount, 0)).toBe(total);
    const nightTexts = await nights.allTextContents();
    const totalText = (await rate.getByTestId('rate-total').textContent()) ?? '';
    expect(nightTexts.reduce((sum, text) => sum + minorUnits(text, 'JPY'), 0)).toBe(minorUnits(totalText, 'JPY'));
    expect(nightTexts.map((text) => minorUnits(text, 'JPY'))).toEqual(nightly);
    await expect(rate.getByTestId('rate-book')).toHaveAttribute(
      'href',
      new RegExp(`^${pageUrl(journey.lang, 'roomBook').source}TYO\\d+/\\w+/\\w+/${checkIn}/${checkOut}/1/1/0$`),
    );
    expect(errors).toEqual([]);
  });
}

interface HotelSummary {
  hotelCode: string;
  cityCode: string;
  isFull: boolean;
}
interface RoomList {
  isAllFull: boolean;
  list: { roomTypeCode: string; isFull: 0 | 1; roomRates: { isFull: 0 | 1; unavailableReason: string | null }[] }[];
}

test('full hotels, rooms and rates are marked and shown last', async ({ page, request }) => {
  const errors = watchErrors(page);

  // A one-night stay in the next month where some hotel of a city is full and another is not.
  let stay: { checkIn: string; checkOut: string; cityCode: string; full: string } | undefined;
  for (let day = 1; day < 28 && !stay; day++) {
    const checkIn = localDate(day);
    const checkOut = localDate(day + 1);
    const list = await apiData<{ list: HotelSummary[] }>(
      request,
      `/en-US/hotels/search?limit=100&checkInDate=${checkIn}&checkOutDate=${checkOut}&roomCount=1&adultsNumber=1`,
    );
    const full = list.list.find(
      (hotel) => hotel.isFull && list.list.some((other) => other.cityCode === hotel.cityCode && !other.isFull),
    );
    if (full) stay = { checkIn, checkOut, cityCode: full.cityCode, full: full.hotelCode };
  }
  expect(stay, 'the demo data has a sold-out stretch in the next 30 days').toBeDefined();
  if (!stay) return;
  const dates = `checkInDate=${stay.checkIn}&checkOutDate=${stay.checkOut}&roomCount=1&adultsNumber=1&childNumber=0`;
  await page.goto(`${paths.hotelList('en-US', { cityCode: stay.cityCode })}&${dates}`);
  const hotels = page.getByTestId('hotel-list-item');
  await expect(hotels.first()).toBeVisible();
  await expectFullLast(hotels);
  const fullHotel = page.locator(`[data-testid="hotel-list-item"][data-hotel-code="${stay.full}"]`);
  await expect(fullHotel).toHaveAttribute('data-full', 'true');
  await expect(fullHotel.getByTestId('hotel-full')).toHaveText('Fully booked for your dates');
  await expect(fullHotel.getByTestId('price-from')).toHaveCount(0);

  // Its room list: everything sold out, so other hotels with rooms are recommended.
  await fullHotel.getByTestId('hotel-rooms-link').click();
  await expect(page.getByTestId('all-full')).toBeVisible();
  const recommended = page.getByTestId('recommendations').getByTestId('hotel-list-item');
  await expect(recommended.first()).toBeVisible();
  await expect(recommended.first()).toHaveAttribute('data-full', 'false');
  await expect(page.getByTestId('recommendations').locator(`[data-hotel-code="${stay.full}"]`)).toHaveCount(0);

  // A hotel and night where one room type is sold out and others are not.
  let rooms: { hotelCode: string; checkIn: string; checkOut: string } | undefined;
  const all = await apiData<{ list: HotelSummary[] }>(request, '/en-US/hotels?limit=100');
  for (let day = 1; day < 28 && !rooms; day++) {
    for (const hotel of all.list) {
      const checkIn = localDate(day);
      const checkOut = localDate(day + 1);
      const list = await apiData<RoomList>(
        request,
        `/en-US/rooms?hotelCode=${hotel.hotelCode}&checkInDate=${checkIn}&checkOutDate=${checkOut}&roomCount=1&adultsNumber=1`,
      );
      if (!list.isAllFull && list.list.some((room) => room.isFull === 1)) {
        rooms = { hotelCode: hotel.hotelCode, checkIn, checkOut };
        break;
      }
    }
  }
  expect(rooms, 'the demo data has a sold-out room type in the next 30 days').toBeDefined();
  if (!rooms) return;
  await page.goto(
    paths.roomList('en-US', undefined, {
      hotelCode: rooms.hotelCode,
      checkInDate: rooms.checkIn,
      checkOutDate: rooms.checkOut,
      roomCount: 1,
      adultsNumber: 1,
      childNumber: 0,
    }),
  );
  const roomCards = page.getByTestId('room');
  await expect(roomCards.first()).toBeVisible();
  await expectFullLast(roomCards);
  const soldOut = page.locator('[data-testid="room"][data-full="true"]').first();
  await expect(soldOut.getByTestId('room-full')).toHaveText('Fully booked');
  // A room's sold-out rates are folded away until the guest asks for them.
  await soldOut.getByTestId('toggle-sold-out').click();
  const soldOutRates = soldOut.getByTestId('rate');
  await expect(soldOutRates.first()).toBeVisible();
  expect(await soldOutRates.count()).toBeGreaterThan(0);
  for (const rate of await soldOutRates.all()) {
    await expect(rate).toHaveAttribute('data-full', 'true');
    await expect(rate.getByTestId('rate-sold-out')).toHaveText('Sold out');
    await expect(rate.getByTestId('rate-unavailable')).toHaveText(/sold out/i);
    await expect(rate.getByTestId('rate-book')).toHaveCount(0);
  }
  // Rooms with space keep their bookable rates first.
  const open = page.locator('[data-testid="room"][data-full="false"]').first();
  await expect(open.locator('[data-testid="rate"][data-full="false"]').first().getByTestId('rate-book')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a visitor sees member-only rates with a sign-in prompt, and more rooms than are left is refused per rate', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  // The demo keeps exactly one room of some room type free on some night: two rooms do not fit.
  let found: { hotelCode: string; checkIn: string; checkOut: string } | undefined;
  const all = await apiData<{ list: HotelSummary[] }>(request, '/en-US/hotels?limit=100');
  // From tomorrow: late in the UTC day, today is already yesterday for a hotel east of here (Tokyo).
  for (let day = 1; day < 14 && !found; day++) {
    for (const hotel of all.list) {
      const checkIn = localDate(day);
      const checkOut = localDate(day + 1);
      const list = await apiData<RoomList>(
        request,
        `/en-US/rooms?hotelCode=${hotel.hotelCode}&checkInDate=${checkIn}&checkOutDate=${checkOut}&roomCount=2&adultsNumber=2`,
      );
      const insufficient = list.list.some((room) =>
        room.roomRates.some((rate) => rate.unavailableReason === 'insufficientRooms'),
      );
      if (insufficient) {
        found = { hotelCode: hotel.hotelCode, checkIn, checkOut };
        break;
      }
    }
  }
  expect(found, 'the demo data has a room type with a single room left').toBeDefined();
  if (!found) return;
  await page.goto(
    paths.roomList('en-US', undefined, {
      hotelCode: found.hotelCode,
      checkInDate: found.checkIn,
      checkOutDate: found.checkOut,
      roomCount: 2,
      adultsNumber: 2,
      childNumber: 0,
    }),
  );
  await expect(page.getByTestId('room').first()).toBeVisible();
  // Rates that cannot be booked are folded away until the guest asks for them.
  for (const toggle of await page.getByTestId('toggle-sold-out').all()) await toggle.click();
  const tooFew = page.locator('[data-testid="rate"][data-full="true"]').first();
  await expect(tooFew.getByTestId('rate-sold-out')).toHaveText('Not enough rooms');
  await expect(tooFew.getByTestId('rate-unavailable')).toHaveText(/insufficient|not enough|rooms/i);
  const member = page.getByTestId('rate-sign-in').first();
  await expect(member).toBeVisible();
  await expect(member).toHaveAttribute('href', new RegExp(`^${urlWith(paths.login('en-US')).source}\\?redirect=`));
  // Two rooms: the total is the nightly price times two.
  const rate = page.locator('[data-testid="rate"][data-full="false"]').first();
  const [night] = await amounts(rate.getByTestId('night-price'));
  const [total] = await amounts(rate.getByTestId('rate-total'));
  expect(total).toBe((night ?? 0) * 2);
  expect(errors).toEqual([]);
});

test('the search pages pass an accessibility scan (axe)', async ({ page }) => {
  const stay = `checkInDate=${localDate(16)}&checkOutDate=${localDate(18)}&roomCount=1&adultsNumber=2&childNumber=0`;
  for (const path of [
    paths.home('en-US'),
    `${paths.hotelList('en-US', { cityCode: 'TYO' })}&${stay}`,
    `${paths.hotelDetail('ja', 'TYO001')}?${stay}`,
    `${paths.roomList('th-TH', undefined, { hotelCode: 'BKK001' })}&${stay}`,
  ]) {
    await page.goto(path);
    // The app has taken over from the server's first paint: its header, the screen, no skeleton.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // The loading bar of a late request is not page content: scan once it has gone.
    await expect(page.locator('[role="progressbar"][aria-busy="true"]')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => `${path}: ${violation.id} ${violation.nodes[0]?.target}`)).toEqual([]);
  }
});

test('filters narrow the hotel list through the filter API and stay in the URL', async ({ page }) => {
  const errors = watchErrors(page);
  const stay = `checkInDate=${localDate(16)}&checkOutDate=${localDate(18)}&roomCount=1&adultsNumber=1&childNumber=0`;
  await page.goto(`${paths.hotelList('en-US')}?${stay}`);
  const items = page.getByTestId('hotel-list-item');
  await expect(page.getByTestId('hotel-count')).toHaveText('10 hotels found');
  const filters = page.getByTestId('hotel-filters');
  await filters.getByText('5 stars', { exact: true }).click();
  await expect(page).toHaveURL(/minStars=5/);
  await expect(page.getByTestId('hotel-count')).not.toHaveText('10 hotels found');
  for (const item of await items.all()) await expect(item).toContainText('5 stars');
  await filters.getByTestId('filter-facility-airportShuttle').click();
  await expect(page).toHaveURL(/facilities=airportShuttle/);
  const withShuttle = await items.count();
  expect(withShuttle).toBeGreaterThan(0);
  await filters.getByTestId('filter-brand').selectOption('lumen');
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expect(page.getByTestId('hotel-count')).toHaveText('No hotels found');
  await page.getByTestId('empty-state').getByRole('button').click();
  await expect(page.getByTestId('hotel-count')).toHaveText('10 hotels found');
  expect(new URL(page.url()).searchParams.get('minStars')).toBeNull();
  expect(errors).toEqual([]);
});

test('after 15 minutes without activity the room list offers to refresh the prices', async ({ page }) => {
  const errors = watchErrors(page);
  await page.clock.install();
  const stay = `checkInDate=${localDate(16)}&checkOutDate=${localDate(17)}&roomCount=1&adultsNumber=1&childNumber=0`;
  await page.goto(`${paths.roomList('ja', undefined, { hotelCode: 'UKY001' })}&${stay}`);
  await expect(page.getByTestId('room').first()).toBeVisible();
  await page.clock.fastForward('14:00');
  await page.getByRole('heading', { level: 1 }).click();
  await page.clock.fastForward('14:00');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeHidden();
  await page.clock.fastForward('01:01');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText('操作がタイムアウトしました');
  await expect(dialog.getByRole('button', { name: '料金を更新' })).toBeFocused();
  await dialog.getByRole('button', { name: '料金を更新' }).click();
  await page.waitForLoadState('load');
  await expect(page.getByTestId('room').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.clock.fastForward('15:01');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'ホームへ' }).click();
  await expect(page).toHaveURL(urlWith(paths.home('ja'), { end: true }));
  expect(errors).toEqual([]);
});

test('th-TH: the date picker counts years in the Buddhist era and shows nightly prices of a chosen hotel', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const buddhistYear = String(new Date().getFullYear() + 543);
  await page.goto(paths.home('th-TH'));
  await expect(page.getByTestId('stay-dates')).toContainText(buddhistYear);
  const destination = page.locator('input[role="combobox"]');
  await destination.fill('ออโรรา ริเวอร์ไซด์');
  await page.getByTestId('destination-option').first().click();
  await page.getByTestId('stay-dates').click();
  const calendar = page.getByTestId('range-calendar');
  await expect(calendar.getByRole('heading')).toContainText(buddhistYear);
  await expect(calendar.getByTestId('calendar-price').first()).toHaveText(/\d/);
  await expect(page.getByTestId('stay-dates')).toContainText(buddhistYear);
  expect(errors).toEqual([]);
});

for (const lang of ['en-US', 'ja'] as const) {
  test(`${lang}: a corporate code valid at one hotel is marked there only, not claimed for the whole list`, async ({
    page,
  }) => {
    const checkIn = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 42 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(
      paths.hotelList(lang, {
        checkInDate: checkIn,
        checkOutDate: checkOut,
        roomCount: 1,
        adultsNumber: 2,
        childNumber: 0,
        discountType: 1,
        discountCode: 'SAKURA-TYO',
      }),
    );
    await expect(page.getByTestId('company-hint')).toHaveText(
      lang === 'en-US'
        ? 'Rates for Sakura Electronics Corporation at the marked hotels'
        : /さくら電子株式会社.*印のあるホテル/,
    );
    const tokyo = page.locator('[data-testid="hotel-list-item"][data-hotel-code="TYO001"]');
    await expect(tokyo.getByTestId('code-applies')).toBeVisible();
    await expect(page.getByTestId('code-applies')).toHaveCount(1);
  });
}
