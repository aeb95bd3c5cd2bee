import { mkdirSync } from 'node:fs';
import { MealPlan } from '@hotel/contract/enums';
import { ADMIN_API_PREFIX, API_PREFIX, paths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { staffApiSignIn, staffSignIn } from './staffAuth.ts';
import { bookThroughApi, plentifulFirst } from './stayHelpers.ts';

const MANAGER = 'manager.sha@aurora-hotels.example';
const HOTEL = 'SHA001';
const SHOTS = '/tmp/shots-plans';

/** `yyyy-MM-dd` in the hotel's time zone (Shanghai), `days` from today. */
function hotelDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const TEXTS = {
  'en-US': {
    ratePlansTab: 'Rate plans',
    archivedBadge: 'Archived',
    archived: /has reservations \(\d+\), so it was archived/,
    restoreTitle: /^Restore /,
    restored: /is on sale again/,
  },
  ja: {
    ratePlansTab: '料金プラン',
    archivedBadge: 'アーカイブ済み',
    archived: /アーカイブしました/,
    restoreTitle: /を復元しますか/,
    restored: /を再び販売中にしました/,
  },
} as const;

/** Each variant has its own plan: created when missing, with a reservation booked through the API. */
const VARIANTS = [
  { lang: 'en-US', width: 1280, height: 900, plan: 'RSTENE2E', days: 44 },
  { lang: 'ja', width: 390, height: 844, plan: 'RSTJAE2E', days: 46 },
] as const;

interface RoomList {
  list: { roomTypeCode: string; fewRoomsLeft: number | null; roomRates: { ratePlanCode: string; isFull: number }[] }[];
}

async function roomsOf(request: APIRequestContext, checkInDate: string, checkOutDate: string): Promise<RoomList> {
  const response = await request.get(`${API_PREFIX}/en-US/rooms`, {
    params: { hotelCode: HOTEL, checkInDate, checkOutDate, roomCount: 1, adultsNumber: 1, childNumber: 0 },
  });
  const body = (await response.json()) as { errorCode: number; data: RoomList };
  expect(body.errorCode, JSON.stringify(body)).toBe(0);
  return body.data;
}
const offered = (rooms: RoomList, plan: string) =>
  rooms.list.some((room) => room.roomRates.some((rate) => rate.ratePlanCode === plan));

/** The plan on sale with its own price that night, and a reservation on it (what makes a removal archive it). */
async function planWithReservation(request: APIRequestContext, plan: string, night: string, next: string) {
  await staffApiSignIn(request, MANAGER);
  const plans = `${ADMIN_API_PREFIX}/hotels/${HOTEL}/rate-plans`;
  const listed = (await (await request.get(plans)).json()).data as {
    ratePlanCode: string;
    archivedAt: string | null;
  }[];
  const known = listed.find((row) => row.ratePlanCode === plan);
  if (!known) {
    const created = await request.post(plans, {
      data: {
        ratePlanCode: plan,
        name: { 'en-US': `Restorable saver ${plan}` },
        description: { 'en-US': 'Archived and restored by a journey' },
        paymentType: 2,
        cancellationFlag: 2,
        cancellationDeadlineHours: null,
        mealPlan: MealPlan.roomOnly,
        memberOnly: false,
        codeOnly: false,
        minStay: 1,
        maxStay: 30,
        sortOrder: 900,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
  } else if (known.archivedAt) {
    expect((await request.post(`${plans}/${plan}/restore`, { data: {} })).ok()).toBe(true);
  }
  const room = plentifulFirst((await roomsOf(request, night, next)).list)[0]!;
  const priced = await request.put(`${ADMIN_API_PREFIX}/hotels/${HOTEL}/calendar`, {
    data: {
      from: night,
      to: night,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      roomTypeCodes: [room.roomTypeCode],
      prices: [{ ratePlanCode: plan, amount: 45_600 }],
    },
  });
  expect(priced.ok(), await priced.text()).toBe(true);
  const rate = { hotelCode: HOTEL, roomTypeCode: room.roomTypeCode, ratePlanCode: plan, currency: 'CNY' };
  await bookThroughApi(
    request,
    { ...rate, checkInDate: night, checkOutDate: next },
    `${plan.toLowerCase()}@example.com`,
  );
  return room.roomTypeCode;
}

function watchCrashes(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  return crashes;
}

for (const { lang, width, height, plan, days } of VARIANTS) {
  test(`${lang} at ${width} px: a hotel manager archives a plan with a reservation, finds it under Archived, restores it, and guests are offered it again`, async ({
    page,
    browser,
    request,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    const text = TEXTS[lang];
    const shot = (name: string) => `${SHOTS}/restore-${name}-${lang}-${width}.png`;
    const crashes = watchCrashes(page);
    const night = hotelDate(days);
    const next = hotelDate(days + 1);
    const roomTypeCode = await planWithReservation(request, plan, night, next);
    expect(offered(await roomsOf(request, night, next), plan)).toBe(true);

    await page.setViewportSize({ width, height });
    await staffSignIn(page, MANAGER);
    if (lang !== 'en-US') {
      await page.getByTestId('admin-language').selectOption(lang);
      await expect(page.getByTestId('admin-sign-out')).not.toHaveText('Sign out');
    }
    await page.getByTestId('admin-nav-catalog').click();
    const chooser = page.locator('main').getByRole('combobox').first();
    await expect(async () => {
      await chooser.selectOption(HOTEL);
      await expect(page.getByRole('form', { name: new RegExp(HOTEL) })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await page.getByRole('tab', { name: text.ratePlansTab }).click();
    const list = page.getByTestId('catalog-items');
    await expect(list).toBeVisible();
    const row = list.locator('tbody tr', { hasText: plan });
    const onSale = page.getByTestId('plan-shelf-onSale');
    const archived = page.getByTestId('plan-shelf-archived');
    await expect(onSale).toHaveAttribute('aria-pressed', 'true');

    // Removed with its reservation: archived, so it leaves the plans on sale.
    await row.getByTestId(`plan-remove-${plan}`).click();
    const removeDialog = page.getByTestId('plan-remove-dialog');
    await expect(removeDialog).toContainText(plan);
    await removeDialog.getByTestId('plan-remove-confirm').click();
    await expect(page.getByTestId('plan-removed')).toHaveText(text.archived);
    await expect(row).toHaveCount(0);
    expect(offered(await roomsOf(request, night, next), plan)).toBe(false);

    // Under Archived, marked, with Restore.
    await archived.click();
    await expect(archived).toHaveAttribute('aria-pressed', 'true');
    await expect(row.getByTestId('plan-archived')).toHaveText(text.archivedBadge);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('archived-shelf') });
    await row.getByTestId(`plan-restore-${plan}`).click();
    const restoreDialog = page.getByTestId('plan-restore-dialog');
    await expect(restoreDialog).toBeVisible();
    await expect(restoreDialog.getByRole('heading')).toHaveText(text.restoreTitle);
    await expect(restoreDialog).toContainText(plan);
    await page.screenshot({ path: shot('restore-dialog') });
    await restoreDialog.getByTestId('plan-restore-confirm').click();
    await expect(page.getByTestId('plan-restored')).toHaveText(text.restored);
    await expect(row).toHaveCount(0);
    await onSale.click();
    await expect(row).toBeVisible();
    await expect(row.getByTestId('plan-archived')).toHaveCount(0);
    await page.getByTestId('plan-restored').scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('restored') });

    // A guest reading the same language is offered the plan again.
    const guest = await (await browser.newContext()).newPage();
    await guest.setViewportSize({ width, height });
    await guest.goto(
      paths.roomList(lang, undefined, {
        hotelCode: HOTEL,
        checkInDate: night,
        checkOutDate: next,
        roomCount: 1,
        adultsNumber: 1,
        childNumber: 0,
      }),
    );
    const rate = guest.locator(
      `[data-testid="room"][data-room-code="${roomTypeCode}"] [data-testid="rate"][data-rate-code="${plan}"]`,
    );
    await expect(rate).toBeVisible({ timeout: 20_000 });
    await expect(rate).toContainText(`Restorable saver ${plan}`);
    await rate.scrollIntoViewIfNeeded();
    await guest.screenshot({ path: shot('guest') });
    await guest.close();
    expect(crashes).toEqual([]);
  });
}
