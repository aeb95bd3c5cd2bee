import { CancellationFlag } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { ADMIN_API_PREFIX, API_PREFIX, paths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { GROUP_ADMIN, staffApiSignIn } from './staffAuth.ts';
import {
  bookThroughApi,
  dayFromToday,
  type FoundRate,
  findRate,
  payThroughSandbox,
  plentifulFirst,
  watchErrors,
} from './stayHelpers.ts';

/*
 * Proof of issue 19's points in a browser, in two languages and at 390 px: the policy in force once a
 * free-cancellation deadline has passed (item 2), the reservation lookup by phone as printed (item 8) and
 * the points-plus-online rate booked end to end by the demo member (item 16) and the display currency
 * carried into the booking (item 13), and a member's points estimate gone once cancelled (item 6).
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** `yyyy-MM-dd` plus whole days. */
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

interface ApiRate {
  ratePlanCode: string;
  paymentType: number;
  cancellationFlag: number;
  cancellationDeadline: string | null;
  isFull: number;
  requiresSignIn: boolean;
  memberOnly: boolean;
}
interface ApiRoom {
  roomTypeCode: string;
  fewRoomsLeft: number | null;
  roomRates: ApiRate[];
}

async function roomsOf(request: APIRequestContext, hotelCode: string, checkInDate: string, checkOutDate: string) {
  const response = await request.get(`${API_PREFIX}/en-US/rooms`, {
    params: { hotelCode, checkInDate, checkOutDate, roomCount: 1, adultsNumber: 1, childNumber: 0 },
  });
  if (!response.ok()) return null;
  return (await response.json()).data as { currency: string; list: ApiRoom[] };
}

/**
 * A one-night stay tonight (the hotel's local date) on a limited-time rate whose free-cancellation
 * deadline has already passed: the same rate cancels free for a later arrival, but not tonight. Only
 * room types with plenty of rooms left, so the seeded last rooms stay as they are.
 */
async function findPassedDeadline(request: APIRequestContext, skip: string[] = []): Promise<FoundRate> {
  const hotels = (await (await request.get(`${API_PREFIX}/en-US/hotels`, { params: { limit: 100 } })).json()).data
    .list as { hotelCode: string }[];
  // TYO001 first: its Bed & Breakfast is the example.
  hotels.sort((a, b) => Number(b.hotelCode === 'TYO001') - Number(a.hotelCode === 'TYO001'));
  for (const { hotelCode } of hotels) {
    const detail = await request.get(`${API_PREFIX}/en-US/hotels/${hotelCode}`);
    if (!detail.ok()) continue;
    const { timeZone } = (await detail.json()).data as { timeZone: string };
    const tonight = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    const now = await roomsOf(request, hotelCode, tonight, addDays(tonight, 1));
    const later = await roomsOf(request, hotelCode, addDays(tonight, 14), addDays(tonight, 15));
    if (!now || !later) continue;
    for (const room of plentifulFirst(now.list)) {
      if (room.fewRoomsLeft !== null) continue;
      for (const rate of room.roomRates) {
        if (rate.isFull !== 0 || rate.requiresSignIn || rate.memberOnly || rate.paymentType !== 1) continue;
        if (skip.includes(`${hotelCode}/${room.roomTypeCode}/${rate.ratePlanCode}`)) continue;
        const advertised = later.list
          .find((other) => other.roomTypeCode === room.roomTypeCode)
          ?.roomRates.find((other) => other.ratePlanCode === rate.ratePlanCode);
        if (
          rate.cancellationFlag === CancellationFlag.nonCancellable &&
          advertised?.cancellationFlag === CancellationFlag.limitedTime &&
          advertised.cancellationDeadline !== null
        ) {
          expect(rate.cancellationDeadline).toBeNull();
          return {
            hotelCode,
            roomTypeCode: room.roomTypeCode,
            ratePlanCode: rate.ratePlanCode,
            checkInDate: tonight,
            checkOutDate: addDays(tonight, 1),
            currency: now.currency,
          };
        }
      }
    }
  }
  throw new Error('no limited-time rate whose deadline has passed for tonight');
}

const PASSED_TEXT: Record<string, { rate: string; policy: string; freeUntil: RegExp }> = {
  'en-US': {
    rate: 'Non-cancellable',
    policy: 'Non-refundable: this reservation cannot be cancelled or changed.',
    freeUntil: /Free cancellation until/,
  },
  ja: {
    rate: 'キャンセル不可',
    policy: '返金不可：この予約はキャンセル・変更できません。',
    freeUntil: /まで無料でキャンセル/,
  },
};

const booked: string[] = [];

for (const [lang, viewport] of [
  ['en-US', DESKTOP],
  ['ja', PHONE],
] as [Language, typeof PHONE][]) {
  test(`${lang} at ${viewport.width} px: check-in tonight after the free-cancellation deadline says the policy in force now, and the order has no cancel button`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    const request = page.request;
    const rate = await findPassedDeadline(request, booked);
    booked.push(`${rate.hotelCode}/${rate.roomTypeCode}/${rate.ratePlanCode}`);
    const text = PASSED_TEXT[lang]!;
    const stay = new URLSearchParams({
      hotelCode: rate.hotelCode,
      checkInDate: rate.checkInDate,
      checkOutDate: rate.checkOutDate,
      roomCount: '1',
      adultsNumber: '1',
      childNumber: '0',
    });

    await page.goto(paths.roomList(lang, rate.roomTypeCode, stay));
    const row = page.locator(`[data-testid="rate"][data-rate-code="${rate.ratePlanCode}"][data-full="false"]`).first();
    await row.scrollIntoViewIfNeeded();
    const cancellation = row.getByTestId('rate-cancellation');
    // A decorative dot leads the text.
    await expect(cancellation).toContainText(text.rate);
    await expect(cancellation).not.toHaveText(text.freeUntil);
    await expect(cancellation).toHaveClass(/text-danger/);
    await expect(cancellation).not.toHaveClass(/text-success/);
    await page.screenshot({ path: `test-results/proof-passed-deadline-rooms-${lang}-${viewport.width}.png` });

    await row.getByTestId('rate-book').click();
    await expect(page).toHaveURL(/\/roomBook\//);
    const summary = page.getByTestId('summary-cancellation').first();
    await expect(summary).toHaveText(text.policy);
    await expect(summary).toHaveClass(/text-danger/);
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/proof-passed-deadline-summary-${lang}-${viewport.width}.png` });

    // The quote and the stored order take the policy in force now too.
    const order = await bookThroughApi(request, rate, `passed.deadline.${lang}@example.com`, lang);
    await payThroughSandbox(request, order.transactionId, 1);
    const detail = (await (await request.get(`${API_PREFIX}/${lang}/orders/${order.transactionId}`)).json()).data as {
      cancellationFlag: number;
      cancellationDeadline: string | null;
      canCancel: boolean;
    };
    expect(detail).toMatchObject({
      cancellationFlag: CancellationFlag.nonCancellable,
      cancellationDeadline: null,
      canCancel: false,
    });

    await page.goto(paths.order(lang, order.transactionId));
    await expect(page.getByTestId('order-confirmation-number')).toHaveText(order.confirmationNumber);
    const policy = page.getByTestId('order-cancellation-policy');
    await expect(policy).toHaveText(text.policy);
    await expect(page.getByTestId('order-detail')).not.toContainText(text.freeUntil);
    await expect(page.getByTestId('cancel-order')).toHaveCount(0);
    await policy.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/proof-passed-deadline-order-${lang}-${viewport.width}.png` });
    expect(errors).toEqual([]);
  });
}

/** The lookup's texts by language: the heading and the not-found message come from the locale files. */
for (const [lang, viewport] of [
  ['zh-CN', DESKTOP],
  ['th-TH', PHONE],
] as [Language, typeof PHONE][]) {
  test(`${lang} at ${viewport.width} px: the reservation lookup finds the booking by the phone typed as the site prints it`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    const request = page.request;
    const rate = await findRate(request, { paymentType: 2, cancellationFlag: CancellationFlag.free }, 24);
    const email = `lookup.phone.${lang}@example.com`;
    const order = await bookThroughApi(request, rate, email, lang, '86 13800138000');

    // The order prints the phone with its country code, as the guest will copy it.
    await page.goto(paths.order(lang, order.transactionId));
    await expect(page.getByTestId('order-detail')).toContainText('+86 13800138000');

    await page.goto(paths.orderSearch(lang));
    for (const typed of ['+86 13800138000', '+8613800138000', '13800138000']) {
      await page.locator('#lookup-number').fill(order.confirmationNumber);
      await page.locator('#lookup-email').fill('');
      await page.locator('#lookup-phone').fill(typed);
      await page.getByTestId('lookup-submit').click();
      await expect(page.getByTestId('lookup-error')).toHaveCount(0);
      await expect(page.getByTestId('order-detail')).toBeVisible();
      await expect(page.getByTestId('order-confirmation-number')).toHaveText(order.confirmationNumber);
      if (typed === '+86 13800138000') {
        await page.screenshot({ path: `test-results/proof-lookup-phone-${lang}-${viewport.width}.png` });
      }
    }

    // Another number does not find it.
    await page.locator('#lookup-phone').fill('+86 13800138001');
    await page.getByTestId('lookup-submit').click();
    await expect(page.getByTestId('lookup-error')).toBeVisible();
    await expect(page.getByTestId('order-detail')).toHaveCount(0);

    // Leave the demo data as it was: the pay-at-hotel booking is cancelled free.
    const cancelled = await request.delete(`${API_PREFIX}/${lang}/orders`, {
      data: { transactionId: order.transactionId },
    });
    expect(cancelled.ok()).toBe(true);
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });
}

const DEMO = { email: 'demo.member@aurora-hotels.example', password: 'Aurora@2026', memberId: 'mem_demo_0001' };

async function memberSignIn(page: Page, lang: Language) {
  await page.goto(paths.login(lang));
  const login = page.getByTestId('password-login');
  await login.locator('input[name="account"]').fill(DEMO.email);
  await login.locator('input[name="password"]').fill(DEMO.password);
  await login.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/personalCenter`));
}

async function memberPoints(page: Page): Promise<number> {
  const body = await (await page.request.get(`${API_PREFIX}/member/memberInfo`)).json();
  expect(body.errorCode).toBe(0);
  return (body.data as { points: number }).points;
}

/** Gives the demo member points (positive) or takes them (negative) as the group would, audited. */
async function adjustPoints(request: APIRequestContext, delta: number, reason: string) {
  await staffApiSignIn(request, GROUP_ADMIN);
  const response = await request.post(`${ADMIN_API_PREFIX}/members/${DEMO.memberId}/adjustments`, {
    data: { kind: 'points', delta, reason },
  });
  expect((await response.json()).errorCode).toBe(0);
}

const POINTS_USED = 100;

for (const [lang, viewport, days] of [
  ['en-US', DESKTOP, 44],
  ['zh-CN', PHONE, 46],
] as [Language, typeof PHONE, number][]) {
  test(`${lang} at ${viewport.width} px: the demo member books the points-plus-online rate PTSPLUS, pays the rest on the sandbox and the order shows both`, async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    await memberSignIn(page, lang);
    const checkInDate = dayFromToday(days);
    const checkOutDate = dayFromToday(days + 1);

    // The first hotel whose PTSPLUS rate (payment type 4) the signed-in member can book on these dates.
    const hotels = (await (await page.request.get(`${API_PREFIX}/${lang}/hotels`, { params: { limit: 100 } })).json())
      .data.list as { hotelCode: string }[];
    let found: { hotelCode: string; roomTypeCode: string } | null = null;
    for (const { hotelCode } of hotels) {
      const response = await page.request.get(`${API_PREFIX}/${lang}/rooms`, {
        params: { hotelCode, checkInDate, checkOutDate, roomCount: 1, adultsNumber: 1, childNumber: 0 },
      });
      if (!response.ok()) continue;
      const list = (await response.json()).data.list as ApiRoom[];
      const room = plentifulFirst(list).find((candidate) =>
        candidate.roomRates.some(
          (rate) =>
            rate.ratePlanCode === 'PTSPLUS' && rate.isFull === 0 && !rate.requiresSignIn && rate.paymentType === 4,
        ),
      );
      if (room) {
        found = { hotelCode, roomTypeCode: room.roomTypeCode };
        break;
      }
    }
    if (!found) throw new Error('no bookable PTSPLUS rate');

    // The member needs the points the journey spends; the group credits what is missing, given back after.
    const start = await memberPoints(page);
    if (start < POINTS_USED) await adjustPoints(request, POINTS_USED - start, 'Points + Cash night (journey)');
    const before = Math.max(start, POINTS_USED);

    const stay = new URLSearchParams({
      hotelCode: found.hotelCode,
      checkInDate,
      checkOutDate,
      roomCount: '1',
      adultsNumber: '1',
      childNumber: '0',
    });
    await page.goto(paths.roomList(lang, found.roomTypeCode, stay));
    await page
      .locator('[data-testid="rate"][data-rate-code="PTSPLUS"][data-full="false"]')
      .first()
      .getByTestId('rate-book')
      .click();
    await expect(page.getByTestId('guest-form')).toBeVisible();
    await page.locator('#bk-consent').check();
    await page.getByTestId('continue-to-payment').click();
    await expect(page.getByTestId('payment-step')).toBeVisible();

    const perks = page.getByTestId('member-perks');
    const payAmount = page.getByTestId('pay-amount').first();
    const fullPrice = ((await payAmount.textContent()) ?? '').trim();
    await perks.getByTestId('points-input').fill(String(POINTS_USED));
    await perks.getByTestId('points-apply').click();
    await expect(payAmount).not.toHaveText(fullPrice);
    await expect(page.getByTestId('price-breakdown').first().getByTestId('point-discount')).toBeVisible();
    await expect(page.getByTestId('paid-in-full')).toHaveCount(0);
    const quotedPay = ((await payAmount.textContent()) ?? '').trim();
    await page.screenshot({ path: `test-results/proof-ptsplus-payment-${lang}-${viewport.width}.png`, fullPage: true });

    await page.getByTestId('confirm-booking').click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.locator('button[value="succeeded"]').click();
    await page.waitForURL(/\/orderWaiting\//);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'completed');
    await expect(page.getByTestId('waiting-amount')).toHaveText(quotedPay);
    const confirmation = ((await page.getByTestId('waiting-confirmation-number').textContent()) ?? '').trim();
    expect(confirmation).toMatch(/^[A-Z0-9]{6,}$/);

    const list = (await (await page.request.get(`${API_PREFIX}/${lang}/orders?size=20`)).json()).data.list as {
      transactionId: string;
      confirmationNumber: string;
    }[];
    const row = list.find((item) => item.confirmationNumber === confirmation);
    expect(row).toBeDefined();
    const order = (await (await page.request.get(`${API_PREFIX}/${lang}/orders/${row!.transactionId}`)).json())
      .data as {
      paymentType: number;
      pointsUsed: number;
      status: number;
      amounts: { pointDiscount: { amount: number }; payAmount: { amount: number } };
    };
    expect(order).toMatchObject({ paymentType: 4, pointsUsed: POINTS_USED });
    expect(order.amounts.pointDiscount.amount).toBeGreaterThan(0);
    expect(order.amounts.payAmount.amount).toBeGreaterThan(0);

    await page.goto(paths.order(lang, row!.transactionId));
    await expect(page.getByTestId('order-confirmation-number')).toHaveText(confirmation);
    await expect(page.getByTestId('point-discount').first()).toBeVisible();
    await expect(page.getByTestId('pay-amount').first()).toHaveText(quotedPay);
    await page.getByTestId('point-discount').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/proof-ptsplus-order-${lang}-${viewport.width}.png` });
    expect(await memberPoints(page)).toBe(before - POINTS_USED);
    expect(errors).toEqual([]);

    // Journeys share the demo member: the group gives back what the night took, for the ones after.
    const restore = start - (before - POINTS_USED);
    if (restore !== 0) await adjustPoints(request, restore, 'Points + Cash night returned (journey)');
    expect(await memberPoints(page)).toBe(start);
  });
}

const CHARGED_IN: Record<string, RegExp> = {
  'en-US': /^Charged in JPY \(about USD [\d,.]+\)$/,
  'th-TH': /^เรียกเก็บเป็น JPY \(ประมาณ USD [\d,.]+\)$/,
};

for (const [lang, viewport] of [
  ['en-US', PHONE],
  ['th-TH', DESKTOP],
] as [Language, typeof PHONE][]) {
  test(`${lang} at ${viewport.width} px: a display currency chosen on the room list is carried into the booking as "charged in JPY (about USD ...)"`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    const stay = {
      hotelCode: 'TYO001',
      checkInDate: dayFromToday(19),
      checkOutDate: dayFromToday(21),
      roomCount: 1,
      adultsNumber: 2,
      childNumber: 0,
    };
    await page.goto(paths.roomList(lang, undefined, stay));
    const rate = page
      .getByTestId('rate')
      .filter({ has: page.getByTestId('rate-book') })
      .first();
    await expect(rate.getByTestId('rate-total')).toContainText('JPY');
    // On a phone the switcher is in the header's menu.
    if (viewport.width < 768) await page.getByTestId('menu-toggle').click();
    await page.getByTestId('currency-switcher').selectOption('USD');
    await expect(rate.getByTestId('rate-total')).toContainText('USD');
    await rate.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/proof-currency-rooms-${lang}-${viewport.width}.png` });
    await rate.getByTestId('rate-book').click();

    const summary = page.locator('#booking-summary');
    await expect(summary.getByTestId('pay-amount')).toContainText('JPY');
    const charged = summary.getByTestId('charged-in');
    await expect(charged).toHaveText(CHARGED_IN[lang]!);
    const about = Number(((await charged.textContent()) ?? '').replace(/^.*USD ([\d,.]+).*$/, '$1').replace(/,/g, ''));
    expect(about).toBeGreaterThan(0);
    await charged.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/proof-currency-book-${lang}-${viewport.width}.png` });
    expect(errors).toEqual([]);
  });
}

for (const [lang, viewport, days] of [
  ['en-US', DESKTOP, 48],
  ['ja', PHONE, 50],
] as [Language, typeof PHONE, number][]) {
  test(`${lang} at ${viewport.width} px: a member's order shows the points it should earn, and no estimate once cancelled`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    await memberSignIn(page, lang);
    const rate = await findRate(page.request, { paymentType: 2, cancellationFlag: CancellationFlag.free }, days);
    // Booked in the member's session: the order is the member's.
    const order = await bookThroughApi(page.request, rate, DEMO.email, lang);
    const estimate = async () =>
      (
        (await (await page.request.get(`${API_PREFIX}/${lang}/orders/${order.transactionId}`)).json()).data as {
          pointsEarnedEstimate: number;
        }
      ).pointsEarnedEstimate;
    const points = await estimate();
    expect(points).toBeGreaterThan(0);

    await page.goto(paths.order(lang, order.transactionId));
    const shown = page.getByTestId('order-points');
    await expect(shown).toContainText(new Intl.NumberFormat(lang).format(points));
    await shown.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/proof-points-estimate-${lang}-${viewport.width}.png` });

    await page.getByTestId('cancel-order').click();
    await page.getByTestId('confirm-cancel').click();
    await expect(page.getByTestId('cancelled-notice')).toBeVisible();
    await expect(page.getByTestId('order-points')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('order-confirmation-number')).toHaveText(order.confirmationNumber);
    await expect(page.getByTestId('order-points')).toHaveCount(0);
    expect(await estimate()).toBe(0);
    await page.screenshot({
      path: `test-results/proof-points-cancelled-${lang}-${viewport.width}.png`,
      fullPage: true,
    });
    expect(errors).toEqual([]);
  });
}

// Item 15: one name rule and one message for every script: Thai and kana names are booked like Latin ones,
// and a digit is refused with the same message whatever the script.
for (const { lang, viewport, family, given, latin, mobile } of [
  { lang: 'th-TH', viewport: PHONE, family: 'ใจดี', given: 'สมชาย', latin: 'John', mobile: '812345678' },
  { lang: 'ja', viewport: DESKTOP, family: 'ヤマダ', given: 'タロウ', latin: 'John', mobile: '9012345678' },
] as const) {
  test(`${lang} at ${viewport.width} px: a name in the language's own script is booked, a digit refused alike in every script`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    await page.goto(
      paths.roomBook(lang, {
        hotelCode: 'SHA001',
        roomTypeCode: 'SUPK',
        ratePlanCode: 'BAR',
        checkInDate: dayFromToday(36),
        checkOutDate: dayFromToday(37),
        roomCount: 1,
        adultsNumber: 1,
        childNumber: 0,
      }),
    );
    await expect(page.getByTestId('guest-form')).toBeVisible();
    const first = page.locator('#bk-rooms-0-guests-0-firstName');
    const firstError = page.locator('#bk-rooms-0-guests-0-firstName-error');
    await page.locator('#bk-rooms-0-guests-0-title').selectOption('Mr');
    await page.locator('#bk-rooms-0-guests-0-lastName').fill(family);
    // The phone's country code follows the language (+66, +81): a mobile number of that country.
    await page.locator('#bk-contact-mobile').fill(mobile);
    await page.locator('#bk-contact-email').fill(`script.${lang.toLowerCase()}@example.com`);
    await page.locator('#bk-consent').check();
    // A digit: the same message for a Latin name and for one in the language's script.
    await first.fill(`${latin}2`);
    await page.getByTestId('continue-to-payment').click();
    await expect(firstError).toBeVisible();
    const latinMessage = await firstError.textContent();
    await first.fill(`${given}2`);
    await first.blur();
    await expect(firstError).toHaveText(latinMessage ?? '');
    await first.fill(given);
    await page.getByTestId('continue-to-payment').click();
    await expect(page.getByTestId('payment-step')).toBeVisible();
    await expect(page.getByTestId('review-guests')).toContainText(given);
    await expect(page.getByTestId('review-guests')).toContainText(family);
    // The contact name followed the corrected guest name: no "John2" left behind.
    await expect(page.getByTestId('review-contact')).toContainText(given);
    await expect(page.getByTestId('review-contact')).not.toContainText(latin);
    await page.screenshot({ path: `test-results/proof-script-${lang}-${viewport.width}.png` });
    expect(errors).toEqual([]);
  });
}

// Item 5: a refusal from the server reaches the guest as a translated message without a field name, clear of
// the header; a reversed stay in a link never reads as negative nights.
for (const { lang, viewport } of [
  { lang: 'en-US', viewport: DESKTOP },
  { lang: 'zh-CN', viewport: PHONE },
] as const) {
  test(`${lang} at ${viewport.width} px: a server refusal is said without field names, clear of the header; no negative nights`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const stay = {
      hotelCode: 'SHA001',
      checkInDate: dayFromToday(20),
      checkOutDate: dayFromToday(18),
      roomCount: 1,
      adultsNumber: 1,
      childNumber: 0,
    };
    await page.goto(paths.roomList(lang, undefined, stay));
    await expect(page.getByTestId('room').first()).toBeVisible();
    const header = page.locator('header').first();
    await expect(header).not.toContainText(/-\s?\d+/);
    expect((await page.locator('body').textContent()) ?? '').not.toMatch(/-\d+ (night|晚)/);

    // The server refuses a search the page did not check (a party of 0 adults sent as is).
    await page.route(`**${API_PREFIX}/${lang}/rooms?*`, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('adultsNumber', '0');
      return route.continue({ url: url.toString() });
    });
    await page.reload();
    const said = page.locator('[aria-live="polite"] > div').or(page.getByRole('alert')).first();
    await expect(said).toBeVisible();
    const text = ((await said.textContent()) ?? '').trim();
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/adultsNumber|checkInDate|checkOutDate|roomCount|childNumber|[a-z]+[A-Z][a-z]+:/);
    const headerBox = (await header.boundingBox())!;
    const saidBox = (await said.boundingBox())!;
    expect(saidBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    await page.screenshot({ path: `test-results/proof-refusal-${lang}-${viewport.width}.png` });
  });
}
