import { mkdirSync } from 'node:fs';
import { API_PREFIX, paths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { staffSignIn } from './staffAuth.ts';
import { plentifulFirst } from './stayHelpers.ts';

const MANAGER = 'manager.sha@aurora-hotels.example';
const HOTEL = 'SHA001';
const SHOTS = '/tmp/shots-office';
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

/**
 * The one derived plan of a run: both journeys (each language and width) create it when it is missing and
 * edit it otherwise, and each leaves it offered with a code only. So a run adds one plan to SHA001, hidden
 * from guests and last in staff lists (sort order 900), instead of one per journey and per run.
 */
const CODE = 'DRVE2E';

const TEXTS = {
  'en-US': {
    ratePlansTab: 'Rate plans',
    edit: 'Edit',
    save: 'Save',
    zero: 'Enter a percentage other than 0.',
    created: `${CODE} was created.`,
    note: /is derived: its prices follow .+ \(BAR\) -5%/,
    stopSellBadge: 'Stop-sell',
    done: /1 night changed/,
  },
  'zh-CN': {
    ratePlansTab: '价格计划',
    edit: '编辑',
    save: '保存',
    zero: '请输入非 0 的百分比。',
    created: `已创建 ${CODE}。`,
    note: /是派生价格计划：价格按 .+ \(BAR\) -5% 计算/,
    stopSellBadge: '停售',
    done: /已修改 1 个房晚/,
  },
} as const;

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

const VARIANTS = [
  { lang: 'en-US', width: 1280, height: 900, days: 12 },
  { lang: 'zh-CN', width: 390, height: 844, days: 10 },
] as const;

for (const { lang, width, height, days } of VARIANTS) {
  test(`${lang} at ${width} px: a hotel manager derives a rate from BAR by -5%; the calendar marks it and offers no price edit; BAR moves it; guests see it`, async ({
    page,
    browser,
    request,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    const text = TEXTS[lang];
    const shot = (name: string) => `${SHOTS}/derived-${name}-${lang}-${width}.png`;
    const crashes = watchCrashes(page);
    await page.setViewportSize({ width, height });
    const night = hotelDate(days);
    const next = hotelDate(days + 1);
    const room = plentifulFirst((await roomsOf(request, night, next)).list).find((candidate) =>
      candidate.roomRates.some((rate) => rate.ratePlanCode === 'BAR' && rate.isFull === 0 && !rate.requiresSignIn),
    );
    expect(room, 'a room type of SHA001 with BAR open that night').toBeDefined();
    const roomTypeCode = room!.roomTypeCode;

    await staffSignIn(page, MANAGER);
    if (lang !== 'en-US') {
      await page.getByTestId('admin-language').selectOption(lang);
      await expect(page.getByTestId('admin-sign-out')).not.toHaveText('Sign out');
    }
    const openRatePlans = async () => {
      await page.getByTestId('admin-nav-catalog').click();
      const chooser = page.locator('main').getByRole('combobox').first();
      await expect(async () => {
        await chooser.selectOption(HOTEL);
        await expect(page.getByRole('form', { name: new RegExp(HOTEL) })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await page.getByRole('tab', { name: text.ratePlansTab }).click();
      await expect(page.getByTestId('catalog-items')).toBeVisible();
    };
    const planRow = () => page.getByTestId('catalog-items').locator('tbody tr', { hasText: CODE });

    // The run's derived plan: created by the first journey, made derived and offered to guests again by the next.
    await openRatePlans();
    const exists = (await planRow().count()) > 0;
    if (exists) await planRow().getByRole('button', { name: text.edit }).click();
    else await page.getByTestId('catalog-new').click();
    const form = page.getByTestId(exists ? 'catalog-edit' : 'catalog-create');
    if (!exists) {
      await form.locator('[name="ratePlanCode"]').fill(CODE);
      for (const language of LANGUAGES) {
        await form.locator(`[name="name.${language}"]`).fill(`Saver ${CODE}`);
        await form.locator(`[name="description.${language}"]`).fill('Best available rate less 5%');
      }
      await form.locator('[name="sortOrder"]').fill('900');
    }
    await form.locator('[name="codeOnly"]').uncheck();
    // A percentage of 0 is said in words and nothing is saved.
    await form.locator('[name="derivedFromRatePlanCode"]').selectOption('BAR');
    await form.locator('[name="derivedPercent"]').fill('0');
    await form.getByRole('button', { name: text.save }).click();
    await expect(form).toContainText(text.zero);
    await form.locator('[name="derivedPercent"]').fill('-5');
    await page.screenshot({ path: shot('form'), fullPage: true });
    await form.getByRole('button', { name: text.save }).click();
    if (exists) await expect(form).toHaveCount(0);
    else await expect(page.getByTestId('catalog-created')).toHaveText(text.created);

    // The rates calendar marks the plan as following BAR and shows its prices without offering them for editing.
    await page.getByTestId('admin-nav-rates').click();
    const planChooser = page.locator('select[name="ratePlanCode"]');
    await expect(planChooser.locator(`option[value="${CODE}"]`)).toHaveText(/BAR/);
    await planChooser.selectOption(CODE);
    await expect(page.getByTestId('derived-plan-note')).toContainText(text.note);
    const cell = page.getByTestId(`cell-${roomTypeCode}-${night}`);
    await expect(cell.getByTestId('derived-price')).toContainText('BAR');
    await expect(cell.getByTestId('edit-price')).toHaveCount(0);
    const derivedBefore = (await cell.getByTestId('derived-price').textContent()) ?? '';
    // Its rooms stay editable (they are the room type's), and the bulk edit sets prices of priced plans only.
    await expect(cell.getByTestId('edit-total')).toBeVisible();
    const bulk = page.getByTestId('bulk-edit');
    await bulk.getByTestId('bulk-operation').selectOption('setPrice');
    await expect(bulk.locator(`select[name="prices.0.ratePlanCode"] option[value="${CODE}"]`)).toHaveCount(0);
    await cell.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('calendar') });

    // Its restrictions stay its own: a stop sell of the derived plan for the night, then undone.
    await bulk.getByRole('checkbox', { name: new RegExp(`\\(${roomTypeCode}\\)`) }).check();
    await bulk.locator('input[name="from"]').fill(night);
    await bulk.locator('input[name="to"]').fill(night);
    await bulk.getByTestId('bulk-operation').selectOption('stopSell');
    await bulk.locator('select[name="restrictions.0.ratePlanCode"]').selectOption(CODE);
    await bulk.getByTestId('bulk-apply').click();
    await page.getByTestId('bulk-confirm').click();
    await expect(bulk.getByTestId('bulk-result')).toHaveText(text.done);
    await expect(cell.getByTestId('restriction-stopSell')).toHaveText(text.stopSellBadge);
    await page.getByTestId('undo-button').click();
    await page.getByTestId('confirm-yes').click();
    await expect(page.getByTestId('undo-result')).toBeVisible();
    await expect(cell.getByTestId('restriction-stopSell')).toHaveCount(0);

    // BAR's price set in its cell: the derived plan follows at once (1,288.50 - 5% = 1,224.075, 1,224.08).
    await planChooser.selectOption('BAR');
    await expect(page.getByTestId('derived-plan-note')).toHaveCount(0);
    const barCell = page.getByTestId(`cell-${roomTypeCode}-${night}`);
    const priceButton = barCell.getByTestId('edit-price');
    const barBefore = (await priceButton.textContent()) ?? '';
    await priceButton.click();
    await barCell.getByRole('textbox').fill('1,288.50');
    await barCell.getByRole('textbox').press('Enter');
    await expect(barCell.getByTestId('cell-editor')).toHaveCount(0);
    await expect(priceButton).toContainText('1,288.50');
    await planChooser.selectOption(CODE);
    await expect(cell.getByTestId('derived-price')).toContainText('1,224.08');
    await cell.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('follows') });

    // The guest's room list (same language and width) prices that night at the derived price.
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
      `[data-testid="room"][data-room-code="${roomTypeCode}"] [data-testid="rate"][data-rate-code="${CODE}"]`,
    );
    await rate.getByTestId('rate-breakdown-toggle').click();
    await expect(rate.getByTestId('night-price').first()).toHaveAttribute('data-amount', '122408');
    await rate.scrollIntoViewIfNeeded();
    await guest.screenshot({ path: shot('guest') });
    await guest.close();

    // Undone, BAR and the derived plan have their prices back.
    await planChooser.selectOption('BAR');
    await page.getByTestId('undo-button').click();
    await page.getByTestId('confirm-yes').click();
    await expect(page.getByTestId('undo-result')).toBeVisible();
    await expect(priceButton).toHaveText(barBefore);
    await planChooser.selectOption(CODE);
    await expect(cell.getByTestId('derived-price')).toHaveText(derivedBefore);

    // Left offered with a code only: the run's other journeys see SHA001's rates as seeded.
    await openRatePlans();
    await planRow().getByRole('button', { name: text.edit }).click();
    const edit = page.getByTestId('catalog-edit');
    await expect(edit.locator('[name="derivedFromRatePlanCode"]')).toHaveValue('BAR');
    await expect(edit.locator('[name="derivedPercent"]')).toHaveValue('-5');
    await edit.locator('[name="codeOnly"]').check();
    await edit.getByRole('button', { name: text.save }).click();
    await expect(edit).toHaveCount(0);
    await expect(planRow()).toHaveCount(1);
    await expect
      .poll(async () =>
        (await roomsOf(request, night, next)).list.some((r) => r.roomRates.some((rate) => rate.ratePlanCode === CODE)),
      )
      .toBe(false);
    expect(crashes).toEqual([]);
  });
}
