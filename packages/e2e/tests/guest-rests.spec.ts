import type { Language } from '@hotel/contract/languages';
import { formatMoneyText } from '@hotel/contract/money';
import { ADMIN_API_PREFIX, API_PREFIX, adminPaths, paths } from '@hotel/contract/routes';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { GROUP_ADMIN, staffApiSignIn, staffSignIn } from './staffAuth.ts';
import { dayFromToday, type FoundRate, findRate, watchErrors } from './stayHelpers.ts';

/*
 * The rests of the guest journey: tax-inclusive prices switched on from the back office, the booking
 * form's one consent (with the agreements opened over the form) and its name and phone rules.
 */

// The journeys sign staff and members in and book on a shared, loaded machine.
test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

interface AdminSite {
  siteCode: string;
  isDefault: boolean;
  [key: string]: unknown;
}

/** The default site's settings as `PUT /sites/:code/settings` takes them, with `pricesIncludeCharges` set. */
async function setPricesIncludeCharges(request: APIRequestContext, on: boolean) {
  await staffApiSignIn(request, GROUP_ADMIN);
  const sites = (await (await request.get(`${ADMIN_API_PREFIX}/sites`)).json()).data as AdminSite[];
  const site = sites.find((item) => item.isDefault) ?? sites[0]!;
  const keys = [
    'languages',
    'language',
    'currency',
    'isUsedBulletin',
    'checkSceneType',
    'lockoutThreshold',
    'paymentDeadlineMinutes',
    'tierThresholds',
    'staffPointsAdjustmentCap',
    'staffPointsDailyCap',
    'staffGrowthAdjustmentCap',
    'staffGrowthDailyCap',
  ];
  const settings = Object.fromEntries(keys.map((key) => [key, site[key]]));
  const saved = await request.put(`${ADMIN_API_PREFIX}/sites/${site.siteCode}/settings`, {
    data: { ...settings, pricesIncludeCharges: on },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** The group administrator ticks or unticks "Show prices including taxes and fees" on the settings screen. */
async function switchOnScreen(browser: Browser, on: boolean, shot: string) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await staffSignIn(page, GROUP_ADMIN);
  await page.goto(adminPaths.section('site'));
  const form = page.getByTestId('site-settings');
  const box = form.getByLabel('Show prices including taxes and fees');
  await box.setChecked(on);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved.');
  await page.screenshot({ path: shot, fullPage: true });
  await page.reload();
  await expect(page.getByTestId('site-settings').getByLabel('Show prices including taxes and fees')).toBeChecked({
    checked: on,
  });
  await context.close();
}

const BASIS: Record<string, { includes: string; excludes: string }> = {
  'en-US': { includes: 'Includes taxes and fees', excludes: 'Taxes and fees not included' },
  'zh-CN': { includes: '含税费', excludes: '不含税费' },
};

/** The rate's row on the room list of its stay (1 room, 1 adult). */
async function openRate(page: Page, lang: Language, rate: FoundRate) {
  const stay = {
    hotelCode: rate.hotelCode,
    checkInDate: rate.checkInDate,
    checkOutDate: rate.checkOutDate,
    roomCount: 1,
    adultsNumber: 1,
    childNumber: 0,
  };
  await page.goto(paths.roomList(lang, rate.roomTypeCode, stay));
  return page.locator(`[data-testid="rate"][data-rate-code="${rate.ratePlanCode}"][data-full="false"]`).first();
}

const digits = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

for (const [lang, viewport] of [
  ['en-US', DESKTOP],
  ['zh-CN', PHONE],
] as const) {
  test(`${lang}: prices including taxes and fees, switched on in the back office, show on the lists and equal what the booking charges (${viewport.width} px)`, async ({
    page,
    browser,
    request,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    const rate = await findRate(request, { paymentType: 2 }, lang === 'en-US' ? 26 : 27);
    await setPricesIncludeCharges(request, false);
    try {
      // Off: the room list says taxes and fees are not included.
      let row = await openRate(page, lang, rate);
      await expect(row.getByTestId('price-basis')).toHaveText(BASIS[lang]!.excludes);
      const without = Number(await row.getByTestId('rate-total').getAttribute('data-amount'));
      const hotels = (await (await request.get(`${API_PREFIX}/en-US/hotels`, { params: { limit: 100 } })).json()).data
        .list as { hotelCode: string; cityCode: string }[];
      const cityCode = hotels.find((hotel) => hotel.hotelCode === rate.hotelCode)!.cityCode;
      await page.goto(
        paths.hotelList(lang, {
          cityCode,
          checkInDate: rate.checkInDate,
          checkOutDate: rate.checkOutDate,
          roomCount: 1,
          adultsNumber: 1,
          childNumber: 0,
        }),
      );
      const item = page.locator(`[data-testid="hotel-list-item"][data-hotel-code="${rate.hotelCode}"]`);
      await expect(item.getByTestId('price-basis')).toHaveText(BASIS[lang]!.excludes);
      const listedWithout = digits(await item.getByTestId('price-from').locator('span').nth(1).textContent());

      await switchOnScreen(browser, true, `test-results/rests-site-setting-on-${lang}.png`);

      // On: the hotel list and the room list show the totals with taxes and fees.
      await page.reload();
      await expect(item.getByTestId('price-basis')).toHaveText(BASIS[lang]!.includes);
      const listedWith = digits(await item.getByTestId('price-from').locator('span').nth(1).textContent());
      expect(listedWith).toBeGreaterThan(listedWithout);
      await item.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/rests-hotel-list-${lang}-${viewport.width}.png` });
      row = await openRate(page, lang, rate);
      await expect(row.getByTestId('price-basis')).toHaveText(BASIS[lang]!.includes);
      expect(Number(await row.getByTestId('rate-total').getAttribute('data-amount'))).toBeGreaterThan(without);
      const shown = ((await row.getByTestId('rate-total').textContent()) ?? '').trim();
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/rests-room-list-${lang}-${viewport.width}.png` });

      // The booking's total is the same figure, and so is the order's.
      await row.getByTestId('rate-book').click();
      const summary = page.locator('#booking-summary');
      await expect(summary.getByTestId('total-amount')).toHaveText(shown);
      await page.locator('#bk-rooms-0-guests-0-title').selectOption({ index: 1 });
      await page.locator('#bk-rooms-0-guests-0-firstName').fill('Lin');
      await page.locator('#bk-rooms-0-guests-0-lastName').fill('Chen');
      await page.locator('#bk-contact-name').fill('Lin Chen');
      await page.locator('#bk-contact-mobile').fill('13912345670');
      await page.locator('#bk-contact-email').fill(`lin.chen.${lang}@example.com`);
      await page.locator('#bk-consent').check();
      await page.getByTestId('continue-to-payment').click();
      await page.getByTestId('confirm-booking').click();
      await expect(page.getByTestId('confirmation-step')).toBeVisible();
      await page.getByTestId('view-order').click();
      await expect(page.getByTestId('order-confirmation-number')).toBeVisible();
      const transactionId = new URL(page.url()).pathname.split('/').pop() ?? '';
      const order = (await (await request.get(`${API_PREFIX}/${lang}/orders/${transactionId}`)).json()).data as {
        amounts: { totalAmount: { amount: number; currency: string } };
      };
      const total = order.amounts.totalAmount;
      // The group site writes amounts with decimals (isFloat).
      expect(shown).toBe(formatMoneyText(total.amount, total.currency, lang, true));
      await expect(page.getByTestId('total-amount').first()).toHaveText(shown);
    } finally {
      await setPricesIncludeCharges(request, false);
    }
    expect(errors).toEqual([]);
  });
}

/** The booking form of a pay-at-hotel rate, 1 room for 2 adults. */
async function openBookingForm(page: Page, request: APIRequestContext, lang: Language, days: number) {
  const rate = await findRate(request, { paymentType: 2 }, days);
  await page.goto(paths.roomBook(lang, { ...rate, roomCount: 1, adultsNumber: 2, childNumber: 0 }));
  await expect(page.getByTestId('guest-form')).toBeVisible();
  return rate;
}

const CONSENT: Record<string, { sentence: RegExp; privacy: string; required: string }> = {
  'en-US': {
    sentence: /^I have read and agree to the booking policy, the privacy terms and the booking conditions\.$/,
    privacy: 'privacy terms',
    required: 'Please read and accept the terms.',
  },
  ja: {
    sentence: /^予約ポリシー・プライバシー規約・予約条件を読み、同意します。$/,
    privacy: 'プライバシー規約',
    required: '規約をお読みのうえ、同意してください。',
  },
};

for (const [lang, viewport] of [
  ['en-US', DESKTOP],
  ['ja', PHONE],
] as const) {
  test(`${lang}: the booking form asks one consent whose agreements open over the form; one name per room; phone code and name order of the language (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    await openBookingForm(page, request, lang, lang === 'en-US' ? 28 : 29);
    const formUrl = page.url();
    const terms = page.locator('section[aria-labelledby="bk-terms"]');
    await expect(terms.getByRole('checkbox')).toHaveCount(1);
    await expect(terms.locator('label[for="bk-consent"]')).toHaveText(CONSENT[lang]!.sentence);

    // Typed first, then an agreement read over the form: what was typed stays, the address too.
    await page.locator('#bk-rooms-0-guests-0-firstName').fill('Taro');
    await terms.getByRole('button', { name: CONSENT[lang]!.privacy }).click();
    const dialog = page.getByTestId('agreement-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).not.toBeEmpty();
    await page.screenshot({ path: `test-results/rests-consent-dialog-${lang}-${viewport.width}.png` });
    await dialog.getByRole('button').last().click();
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(formUrl);
    await expect(page.locator('#bk-rooms-0-guests-0-firstName')).toHaveValue('Taro');
    await expect(page.locator('#bk-consent')).not.toBeChecked();

    // Without the consent the form is refused on the consent alone (the second adult is optional).
    await page.locator('#bk-rooms-0-guests-0-title').selectOption({ index: 1 });
    await page.locator('#bk-rooms-0-guests-0-lastName').fill('Yamada');
    await page.locator('#bk-contact-mobile').click();
    // The contact name starts as the first guest's, in the language's order.
    await expect(page.locator('#bk-contact-name')).toHaveValue(lang === 'ja' ? 'Yamada Taro' : 'Taro Yamada');
    await page.locator('#bk-contact-mobile').fill(lang === 'ja' ? '9012345678' : '13912345671');
    await page.locator('#bk-contact-email').fill(`taro.${lang}@example.com`);
    await page.getByTestId('continue-to-payment').click();
    await expect(page.locator('#bk-consent-error')).toHaveText(CONSENT[lang]!.required);
    await expect(page.locator('[id^="bk-rooms-0-guests-1-"][id$="-error"]')).toHaveCount(0);
    await terms.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/rests-consent-required-${lang}-${viewport.width}.png` });

    // The language's phone code and name order: ja starts with +81 and asks the family name first.
    const order = await page
      .locator('[data-testid="guest-row"]')
      .first()
      .locator('input[id$="Name"]')
      .evaluateAll((inputs) => inputs.map((input) => input.id.replace(/^.*-/, '')));
    if (lang === 'ja') {
      await expect(page.locator('#bk-contact-areaCode')).toHaveValue('81');
      expect(order).toEqual(['lastName', 'firstName']);
    } else {
      expect(order).toEqual(['firstName', 'lastName']);
    }

    await page.locator('#bk-consent').check();
    await expect(page.locator('#bk-consent-error')).toBeHidden();
    await page.getByTestId('continue-to-payment').click();
    await expect(page.getByTestId('payment-step')).toBeVisible();
    await page.getByTestId('confirm-booking').click();
    await expect(page.getByTestId('confirmation-step')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('the agreement links still work when the consent is ticked first, and the form keeps the tick', async ({
  page,
  request,
}) => {
  await openBookingForm(page, request, 'en-US', 30);
  await page.locator('#bk-consent').check();
  await page.locator('section[aria-labelledby="bk-terms"]').getByRole('button', { name: 'booking conditions' }).click();
  await expect(page.getByTestId('agreement-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('agreement-dialog')).toBeHidden();
  await expect(page.locator('#bk-consent')).toBeChecked();
});

const DEMO = { email: 'demo.member@aurora-hotels.example', password: 'Aurora@2026', memberId: 'mem_demo_0001' };

async function memberSignIn(page: Page, lang: Language) {
  await page.goto(paths.login(lang));
  const login = page.getByTestId('password-login');
  await login.locator('input[name="account"]').fill(DEMO.email);
  await login.locator('input[name="password"]').fill(DEMO.password);
  await login.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/personalCenter`));
}

async function apiData<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = (await response.json()) as { errorCode: number; data: unknown };
  expect(body.errorCode, `${what}: ${JSON.stringify(body)}`).toBe(0);
  return body.data as T;
}

interface Quote {
  totalAmount: number;
  payAmount: number;
  pointDiscount: number;
  pointsNeeded?: number;
  currency: string;
}

for (const [lang, viewport, hotelCode, days] of [
  ['en-US', DESKTOP, 'SHA002', 36],
  ['ja', PHONE, 'TYO002', 38],
] as const) {
  test(`${lang}: the demo member books the points-only rate PTS at ${hotelCode}; order, points history and e-mail show the database figures (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    await memberSignIn(page, lang);
    const stay = {
      hotelCode,
      checkInDate: dayFromToday(days),
      checkOutDate: dayFromToday(days + 1),
      roomCount: 1,
      adultsNumber: 1,
      childNumber: 0,
    };
    const rooms = await apiData<{
      list: { roomTypeCode: string; roomRates: { ratePlanCode: string; isFull: number }[] }[];
    }>(await page.request.get(`${API_PREFIX}/${lang}/rooms`, { params: stay }), 'rooms');
    const room = rooms.list.find((item) => item.roomRates.some((r) => r.ratePlanCode === 'PTS' && r.isFull === 0));
    if (!room) throw new Error(`no PTS rate at ${hotelCode}`);

    // What the stay costs in points, and the points the member lacks, credited by the group (audited).
    const payload = {
      hotelCode: stay.hotelCode,
      roomTypeCode: room.roomTypeCode,
      ratePlanCode: 'PTS',
      checkInDate: stay.checkInDate,
      checkOutDate: stay.checkOutDate,
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
    const quote = await apiData<Quote>(
      await page.request.post(`${API_PREFIX}/${lang}/orders/quote`, { data: payload }),
      'quote',
    );
    const needed = quote.pointsNeeded ?? 0;
    expect(needed).toBeGreaterThan(0);
    const info = await apiData<{ points: number }>(await page.request.get(`${API_PREFIX}/member/memberInfo`), 'info');
    if (info.points < needed) {
      await staffApiSignIn(request, GROUP_ADMIN);
      await apiData(
        await request.post(`${ADMIN_API_PREFIX}/members/${DEMO.memberId}/adjustments`, {
          data: { kind: 'points', delta: needed - info.points, reason: 'Reward night (journey)' },
        }),
        'credit',
      );
    }
    const before = Math.max(info.points, needed);
    try {
      await page.goto(paths.roomList(lang, room.roomTypeCode, stay));
      await page
        .locator('[data-testid="rate"][data-rate-code="PTS"][data-full="false"]')
        .first()
        .getByTestId('rate-book')
        .click();
      await expect(page.getByTestId('guest-form')).toBeVisible();
      await page.locator('#bk-consent').check();
      await page.getByTestId('continue-to-payment').click();
      await expect(page.getByTestId('payment-step')).toBeVisible();
      // The points that pay the stay are applied on arrival: nothing is left to pay.
      await expect(page.getByTestId('paid-in-full')).toBeVisible();
      const breakdown = page.getByTestId('price-breakdown').first();
      await expect(breakdown.getByTestId('point-discount')).toBeVisible();
      await page.screenshot({
        path: `test-results/rests-points-payment-${lang}-${viewport.width}.png`,
        fullPage: true,
      });
      await page.getByTestId('confirm-booking').click();
      await expect(page.getByTestId('confirmation-step')).toBeVisible();
      const confirmation = ((await page.getByTestId('confirmation-number').textContent()) ?? '').trim();
      await page.getByTestId('view-order').click();
      await expect(page.getByTestId('order-confirmation-number')).toHaveText(confirmation);
      const transactionId = new URL(page.url()).pathname.split('/').pop() ?? '';
      const order = await apiData<{
        paymentType: number;
        pointsUsed: number;
        currency: string;
        amounts: { totalAmount: { amount: number }; pointDiscount: { amount: number }; payAmount: { amount: number } };
      }>(await page.request.get(`${API_PREFIX}/${lang}/orders/${transactionId}`), 'order');
      expect(order).toMatchObject({ paymentType: 5, pointsUsed: needed });
      expect(order.amounts.pointDiscount.amount).toBe(order.amounts.totalAmount.amount);
      expect(order.amounts.payAmount.amount).toBe(0);
      const discount = formatMoneyText(order.amounts.pointDiscount.amount, order.currency, lang);
      await expect(page.getByTestId('point-discount').first()).toContainText(discount);
      await expect(page.getByTestId('point-discount').first().locator('xpath=..')).toContainText(
        new Intl.NumberFormat(lang).format(needed),
      );
      await page.screenshot({ path: `test-results/rests-points-order-${lang}-${viewport.width}.png`, fullPage: true });

      // The points history: the redemption, and the balance after it.
      await page.goto(paths.personalCenter(lang));
      await expect(page.getByTestId('member-points')).toHaveText(new Intl.NumberFormat(lang).format(before - needed));
      const phone = viewport.width < 640;
      if (phone) await page.getByTestId('center-menu').locator('select').selectOption('points');
      else await page.getByTestId('center-tab-points').click();
      const firstLine = phone
        ? page.getByTestId('history-integral-cards').locator('li').first()
        : page.getByTestId('history-integral').locator('tbody tr').first();
      await expect(firstLine).toContainText(new Intl.NumberFormat(lang).format(needed));
      await page.screenshot({
        path: `test-results/rests-points-history-${lang}-${viewport.width}.png`,
        fullPage: true,
      });

      // The confirmation e-mail (development outbox) shows the same deduction.
      const outbox = await (await page.request.get('/dev/outbox')).text();
      const mail = outbox.split('<article').find((article) => article.includes(confirmation)) ?? '';
      expect(mail).toContain(discount);
      expect(errors).toEqual([]);
    } finally {
      // Journeys share the demo member: the group gives back what the night took, for the ones after,
      // also when a step above failed.
      const left = await apiData<{ points: number }>(await page.request.get(`${API_PREFIX}/member/memberInfo`), 'info');
      if (left.points < info.points) {
        await staffApiSignIn(request, GROUP_ADMIN);
        await apiData(
          await request.post(`${ADMIN_API_PREFIX}/members/${DEMO.memberId}/adjustments`, {
            data: { kind: 'points', delta: info.points - left.points, reason: 'Reward night returned (journey)' },
          }),
          'restore',
        );
      }
    }
  });
}
