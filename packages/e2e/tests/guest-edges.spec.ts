import type { Language } from '@hotel/contract/languages';
import { API_PREFIX, paths } from '@hotel/contract/routes';
import { expect, type Page, test } from '@playwright/test';
import { urlWith } from './paths.ts';

/*
 * The guest journey's edges (issue 19): a stay that cannot be booked is said on arrival at the
 * booking page with what to do instead; a breakfast rate sells no breakfast; the inactivity refresh
 * keeps what was typed. Dates are offsets from the server's today, as the demo seed plants them
 * (PEK002 is sold out from 6 to 9 nights ahead; one SUPK room is left at SHA001 tomorrow night).
 */

const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A refused stay is an answer (409), which the browser logs as a failed resource: expected here.
    if (message.type() === 'error' && !message.text().includes('status of 409')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A date `days` from today (UTC), `yyyy-MM-dd`. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function roomBook(
  lang: Language,
  stay: { hotelCode: string; roomTypeCode: string; ratePlanCode: string; from: number; to: number },
  party: { roomCount?: number; adultsNumber?: number } = {},
) {
  return paths.roomBook(lang, {
    hotelCode: stay.hotelCode,
    roomTypeCode: stay.roomTypeCode,
    ratePlanCode: stay.ratePlanCode,
    checkInDate: dayFromToday(stay.from),
    checkOutDate: dayFromToday(stay.to),
    roomCount: party.roomCount ?? 1,
    adultsNumber: party.adultsNumber ?? 1,
    childNumber: 0,
  });
}

test.describe('a stay that cannot be booked is said on arrival, with what to do instead', () => {
  test('en-US: a sold-out stay offers other dates, and other hotels of the same city first', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(
      roomBook('en-US', { hotelCode: 'PEK002', roomTypeCode: 'SUPK', ratePlanCode: 'BAR', from: 6, to: 8 }),
    );
    const card = page.getByTestId('rate-unavailable');
    await expect(card.getByRole('heading', { name: 'Sold out for these dates' })).toBeVisible();
    await expect(card.getByTestId('unavailable-reason')).toHaveText(/All rooms are sold out/);
    await expect(page.getByTestId('guest-form')).toHaveCount(0);
    // Nearby dates from the hotel's rate calendar, each a stay of the same two nights.
    const dates = card.getByTestId('other-dates').getByRole('link');
    await expect(dates.first()).toBeVisible();
    expect(await dates.count()).toBeGreaterThan(0);
    // Every room of PEK002 is full: no other room is offered; Beijing's other hotel comes first.
    await expect(card.getByTestId('other-rooms')).toHaveCount(0);
    const hotels = card.getByTestId('other-hotels').getByRole('link');
    await expect(hotels.first()).toContainText('Beijing');
    await shot(page, 'sold-out-en-1280');
    await dates.first().click();
    await expect(page).toHaveURL(urlWith('/en-US/roomList?hotelCode=PEK002'));
    await expect(page.getByTestId('room').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('zh-CN at 390 px: a minimum stay, a rate needing a code, a party too large and too few rooms each say why', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = watchErrors(page);

    await page.goto(
      roomBook('zh-CN', { hotelCode: 'SHA002', roomTypeCode: 'SUPK', ratePlanCode: 'STAY2', from: 20, to: 21 }),
    );
    const card = page.getByTestId('rate-unavailable');
    await expect(card.getByRole('heading', { name: '需要更长的入住时间' })).toBeVisible();
    await expect(card.getByTestId('unavailable-reason')).toHaveText('未满足所选入住日期要求的最少入住晚数。');
    await expect(card.getByTestId('other-rooms').getByRole('link').first()).toBeVisible();
    await shot(page, 'min-stay-zh-390');
    await card.getByTestId('stay-longer').click();
    await expect(page).toHaveURL(urlWith(`checkOutDate=${dayFromToday(22)}`));

    await page.goto(
      roomBook('zh-CN', { hotelCode: 'SHA001', roomTypeCode: 'SUPK', ratePlanCode: 'CORP', from: 20, to: 21 }),
    );
    await expect(card.getByRole('heading', { name: '此房价需要代码' })).toBeVisible();
    await expect(card.getByTestId('change-search')).toHaveText('输入代码或查看其他房价');

    await page.goto(
      roomBook(
        'zh-CN',
        { hotelCode: 'SHA001', roomTypeCode: 'SUPK', ratePlanCode: 'BAR', from: 20, to: 21 },
        { adultsNumber: 3 },
      ),
    );
    await expect(card.getByRole('heading', { name: '该房型容纳不下您的入住人数' })).toBeVisible();
    // The rooms offered instead hold the party of three.
    const rooms = card.getByTestId('other-rooms').getByRole('link');
    await expect(rooms.first()).toContainText('最多3位成人');
    await shot(page, 'party-zh-390');

    await page.goto(
      roomBook(
        'zh-CN',
        { hotelCode: 'SHA001', roomTypeCode: 'SUPK', ratePlanCode: 'BAR', from: 1, to: 2 },
        { roomCount: 2, adultsNumber: 2 },
      ),
    );
    await expect(card.getByRole('heading', { name: '剩余房间不足' })).toBeVisible();
    await expect(card.getByTestId('unavailable-reason')).not.toHaveText(/满房/);
    expect(errors).toEqual([]);
  });
});

test('ja: a breakfast rate sells no breakfast as an extra, a room-only rate does', async ({ page }) => {
  await page.goto(roomBook('ja', { hotelCode: 'SHA001', roomTypeCode: 'SUPK', ratePlanCode: 'BB', from: 20, to: 21 }));
  await expect(page.getByTestId('guest-form')).toBeVisible();
  await expect(page.locator('[data-testid="addon"]').first()).toBeVisible();
  await expect(page.locator('[data-addon-code="BKF"]')).toHaveCount(0);
  await page.goto(roomBook('ja', { hotelCode: 'SHA001', roomTypeCode: 'SUPK', ratePlanCode: 'BAR', from: 20, to: 21 }));
  await expect(page.locator('[data-addon-code="BKF"]')).toBeVisible();
});

test('th-TH at 390 px: the inactivity refresh on the booking page keeps what the guest typed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = watchErrors(page);
  await page.clock.install();
  await page.goto(
    roomBook('th-TH', { hotelCode: 'BKK001', roomTypeCode: 'SUPK', ratePlanCode: 'BAR', from: 20, to: 21 }),
  );
  await expect(page.getByTestId('guest-form')).toBeVisible();
  await page.locator('#bk-rooms-0-guests-0-title').selectOption('Ms');
  await page.locator('#bk-rooms-0-guests-0-firstName').fill('Malee');
  await page.locator('#bk-rooms-0-guests-0-lastName').fill('Srisuk');
  await page.locator('#bk-contact-email').fill('malee@example.com');
  const dialog = page.getByRole('alertdialog');
  // Fifteen idle minutes, again if the page's inactivity guard started its count after the first jump.
  await expect(async () => {
    await page.clock.fastForward('15:01');
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'รีเฟรชราคา' }).click();
  await page.waitForLoadState('load');
  await expect(page.getByTestId('guest-form')).toBeVisible();
  await expect(page.locator('#bk-rooms-0-guests-0-firstName')).toHaveValue('Malee');
  await expect(page.locator('#bk-rooms-0-guests-0-lastName')).toHaveValue('Srisuk');
  await expect(page.locator('#bk-rooms-0-guests-0-title')).toHaveValue('Ms');
  await expect(page.locator('#bk-contact-email')).toHaveValue('malee@example.com');
  expect(errors).toEqual([]);
});

/** Books a stay through the API (quote, then create with the quoted amount), as a guest without an account. */
async function bookThroughApi(
  request: import('@playwright/test').APIRequestContext,
  stay: { hotelCode: string; roomTypeCode: string; ratePlanCode: string; from: number; to: number },
) {
  const order = {
    hotelCode: stay.hotelCode,
    roomTypeCode: stay.roomTypeCode,
    ratePlanCode: stay.ratePlanCode,
    checkInDate: dayFromToday(stay.from),
    checkOutDate: dayFromToday(stay.to),
    roomCount: 1,
    guestsNumber: { adultCount: 1, childCount: 0 },
    roomInfo: [
      {
        checkInInfo: {
          guestsNumber: { adultCount: 1, childCount: 0 },
          customer: [{ title: 'Ms', firstName: 'Yui', lastName: 'Sato' }],
        },
      },
    ],
    booker: { name: 'Yui Sato', email: 'yui.sato@example.com', mobile: '81 9012345678' },
    verifyAmount: 0,
  };
  const quote = await request.post(`${API_PREFIX}/ja/orders/quote`, { data: order });
  expect(quote.ok(), await quote.text()).toBe(true);
  const { payAmount } = (await quote.json()).data as { payAmount: number };
  const created = await request.post(`${API_PREFIX}/ja/orders`, {
    data: { ...order, verifyAmount: payAmount },
    headers: { 'Idempotency-Key': `e2e-edges-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()).data as { transactionId: string };
}

test('ja at 390 px: the order says paid once paid and refunded once cancelled, with no points for a guest', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = watchErrors(page);
  const order = await bookThroughApi(request, {
    hotelCode: 'SHA001',
    roomTypeCode: 'SUPK',
    ratePlanCode: 'BB',
    from: 27,
    to: 28,
  });
  await page.goto(paths.order('ja', order.transactionId));
  await expect(page.getByTestId('pay-label')).toHaveText('お支払い金額');
  await expect(page.getByTestId('order-party')).toHaveText('大人1名');
  await page.getByTestId('pay-again').click();
  await page.waitForURL(/\/sandbox-pay\//);
  await page.getByRole('button', { name: /Pay now|今すぐ支払う/ }).click();
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'completed');
  await expect(page.getByTestId('waiting-amount-label')).toHaveText('お支払い済み金額');

  await page.goto(paths.order('ja', order.transactionId));
  await expect(page.getByTestId('pay-label')).toHaveText('お支払い済み金額');
  await expect(page.getByTestId('order-points')).toHaveCount(0);
  const cancelled = await request.delete(`${API_PREFIX}/ja/orders`, { data: { transactionId: order.transactionId } });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('キャンセル済み');
  await expect(page.getByTestId('pay-label')).toHaveText(/返金済みの金額|返金手続き中の金額/);
  await shot(page, 'refunded-ja-390');
  expect(errors).toEqual([]);
});

const stayQuery = (from: number, to: number) =>
  `checkInDate=${dayFromToday(from)}&checkOutDate=${dayFromToday(to)}&roomCount=1&adultsNumber=1&childNumber=0`;

test('ko-KR: a hotel code from an old link is dropped from the address and the session, and a list without destination says so', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${paths.hotelList('ko-KR')}?hotelCode=GONE01&${stayQuery(20, 21)}`);
  await expect(page.getByText('이 링크의 호텔은 더 이상 저희 호텔이 아니어서 검색에서 제외했습니다.')).toBeVisible();
  await expect(page).not.toHaveURL(/GONE01/);
  await expect(page.getByTestId('hotel-list-item').first()).toBeVisible();
  await expect(page.getByTestId('no-destination')).toContainText('목적지를 선택하지 않아');
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('GONE01');
  await shot(page, 'unknown-hotel-ko-1280');
  expect(errors).toEqual([]);
});

test("en-US: the hotel list's price hint is the current city's", async ({ page }) => {
  await page.goto(`${paths.hotelList('en-US')}?cityCode=BKK&${stayQuery(20, 21)}`);
  const hint = page.getByTestId('price-hint');
  await expect(hint).toContainText('From');
  const bangkok = await hint.textContent();
  await page.goto(`${paths.hotelList('en-US')}?cityCode=SHA&${stayQuery(20, 21)}`);
  await expect(hint).toContainText('From');
  await expect(hint).not.toHaveText(bangkok ?? '');
});

test.describe('the header counts a stay from the hotel\u2019s today, not the browser\u2019s', () => {
  // A browser 20 hours behind Tokyo: at 20:00 UTC it is still yesterday there, already tomorrow in Tokyo.
  test.use({ timezoneId: 'Pacific/Pago_Pago' });

  test('en-US at 390 px: a Tokyo room list without dates starts on Tokyo’s today', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const utcToday = new Date().toISOString().slice(0, 10);
    await page.clock.setFixedTime(new Date(`${utcToday}T20:00:00Z`));
    const tokyoToday = dayFromToday(1);
    const label = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(Date.parse(`${tokyoToday}T00:00:00Z`));
    await page.goto(`${paths.roomList('en-US')}?hotelCode=TYO001`);
    await expect(page.getByTestId('room').first()).toBeVisible();
    await expect(page.getByTestId('stay-summary').first()).toContainText(label);
    await shot(page, 'header-today-en-390');
  });
});

test.describe('a first visit to / speaks the browser’s language when it is one of the six', () => {
  test.describe('Japanese browser', () => {
    test.use({ locale: 'ja-JP' });
    test('ja: / opens in Japanese', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(page.getByTestId('language-switcher')).toHaveValue('ja');
    });
  });
  test.describe('Thai browser on a phone', () => {
    test.use({ locale: 'th-TH', viewport: { width: 390, height: 844 } });
    test('th-TH at 390 px: / opens in Thai', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
      await shot(page, 'first-visit-th-390');
    });
  });
  test.describe('German browser', () => {
    test.use({ locale: 'de-DE' });
    test('a language the site does not speak keeps the site’s default', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    });
  });
});

for (const lang of ['en-US', 'zh-TW'] as const) {
  test(`${lang} at 390 px: going back to the hotel list returns to the same place in it`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${paths.hotelList(lang)}?${stayQuery(20, 21)}`);
    const item = page.getByTestId('hotel-list-item').nth(6);
    await item.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1000);
    await item.getByRole('link').first().click();
    await expect(page).toHaveURL(/hotelDetail/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await page.goBack();
    await expect(page.getByTestId('hotel-list-item').nth(6)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 80);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(80);
  });
}

for (const lang of ['en-US', 'ko-KR'] as const) {
  test(`${lang}: the demo's card-guarantee rate books with a card and ends on the confirmation step`, async ({
    page,
  }) => {
    if (lang === 'ko-KR') await page.setViewportSize({ width: 390, height: 844 });
    const errors = watchErrors(page);
    const from = lang === 'en-US' ? 30 : 31;
    await page.goto(
      roomBook(lang, { hotelCode: 'SHA002', roomTypeCode: 'SUPK', ratePlanCode: 'CCG', from, to: from + 1 }),
    );
    await expect(page.getByTestId('guest-form')).toBeVisible();
    await page.locator('#bk-rooms-0-guests-0-title').selectOption('Ms');
    await page.locator('#bk-rooms-0-guests-0-firstName').fill('Mina');
    await page.locator('#bk-rooms-0-guests-0-lastName').fill('Kim');
    await page.locator('#bk-contact-name').fill('Mina Kim');
    // The phone starts with the calling code of the page's language (Korean: +82), in English the hotel's (+86).
    await expect(page.locator('#bk-contact-areaCode')).toHaveValue(lang === 'en-US' ? '86' : '82');
    await page.locator('#bk-contact-mobile').fill(lang === 'en-US' ? '13800138000' : '01012345678');
    await page.locator('#bk-contact-email').fill(`mina.kim.${lang}@example.com`);
    await page.locator('#bk-consent').check();
    await page.getByTestId('continue-to-payment').click();
    await expect(page.getByTestId('card-fields')).toBeVisible();
    await page.locator('#bk-card-cardType').selectOption('VA');
    await page.locator('#bk-card-number').fill('4111 1111 1111 1111');
    await page.locator('#bk-card-holderName').fill('Mina Kim');
    await page.locator('#bk-card-expiry').fill('12/30');
    await page.getByTestId('confirm-booking').click();
    await expect(page.getByTestId('confirmation-step')).toBeVisible();
    await page.getByTestId('view-order').click();
    await expect(page.getByTestId('pay-label')).toHaveText(
      lang === 'en-US' ? 'To pay at the hotel' : '호텔에서 결제할 금액',
    );
    expect(errors).toEqual([]);
  });
}

test('zh-CN at 390 px: one name per room is enough, the other adults are optional, the family name comes first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = watchErrors(page);
  await page.goto(
    roomBook(
      'zh-CN',
      { hotelCode: 'SHA001', roomTypeCode: 'SUPK', ratePlanCode: 'BAR', from: 32, to: 33 },
      { adultsNumber: 2 },
    ),
  );
  await expect(page.getByTestId('guest-form')).toBeVisible();
  await expect(page.getByTestId('guest-optional')).toHaveText('（选填）');
  // Family name first in Chinese: the last-name field comes before the first-name field.
  const ids = await page
    .getByTestId('guest-row')
    .first()
    .locator('input')
    .evaluateAll((inputs) => inputs.map((input) => input.id));
  expect(ids.indexOf('bk-rooms-0-guests-0-lastName')).toBeLessThan(ids.indexOf('bk-rooms-0-guests-0-firstName'));
  await page.locator('#bk-rooms-0-guests-0-title').selectOption('Mr');
  await page.locator('#bk-rooms-0-guests-0-lastName').fill('张');
  await page.locator('#bk-rooms-0-guests-0-firstName').fill('伟');
  await page.locator('#bk-contact-mobile').fill('13912345678');
  await page.locator('#bk-contact-email').fill('zhang.wei.optional@example.com');
  await page.locator('#bk-consent').check();
  await page.getByTestId('continue-to-payment').click();
  await expect(page.getByTestId('payment-step')).toBeVisible();
  await expect(page.getByTestId('review-guests')).toContainText('张伟');
  expect(errors).toEqual([]);
});
