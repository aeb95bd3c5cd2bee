import { MealPlan } from '@hotel/contract/enums';
import { ADMIN_API_PREFIX as ADMIN_API, API_PREFIX, adminPaths, paths } from '@hotel/contract/routes';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { staffApiSignIn, staffSignIn } from './staffAuth.ts';
import { payThroughSandbox, plentifulFirst, watchErrors } from './stayHelpers.ts';

/*
 * Group rooms, refunds and the end of a prepaid stay in the back office (issue 24, issue 21 point 7):
 * staff refund part of one room of a reservation paid together (and are refused, once, above its share),
 * the guest cancels one room and staff the other; the front desk is not offered an early check-out of a
 * prepaid stay, which a hotel manager does (the unused night refunded); the front desk checks a prepaid
 * guest out on the last day. Every figure on screen is compared with the API's. The browser runs in New
 * York: the times shown must be the hotel's (Shanghai, GMT+8), not the reader's.
 */

test.use({ timezoneId: 'America/New_York' });

const SHOTS = process.env.E2E_SHOTS ?? 'test-results';
const MANAGER = 'manager.sha@aurora-hotels.example';
const FRONT_DESK = 'frontdesk.sha@aurora-hotels.example';
const HOTEL = 'SHA001';

interface OnlinePaid {
  paid: number;
  refunded: number;
  left: number;
  refunds: { refundId: string; amount: number; status: string; reason: string | null }[];
  group?: { confirmationNumber: string; paid: number } | null;
}
interface Rate {
  roomTypeCode: string;
  ratePlanCode: string;
}

/** `yyyy-MM-dd` in the hotel's time zone (Shanghai), `days` from its today. */
function hotelDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  const body = (await response.json()) as { errorCode: number; data: unknown };
  expect(body.errorCode, `${what}: ${JSON.stringify(body)}`).toBe(0);
  return body.data as T;
}

/**
 * The prepaid rate these journeys book: paid online, free cancellation (so refundable even tonight, when the
 * seeded breakfast rate's deadline has passed), its prices 5% above the flexible rate's (a derived plan, ADR
 * 0024). Made through the staff API before the journeys, removed (archived: it has reservations) after.
 */
// Its own code per worker: a worker that restarts after a failure finds the last one's plan archived.
const PLAN = `E2EOUT${Date.now().toString(36).slice(-4).toUpperCase()}`;

async function managerApi(playwright: {
  request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> };
}) {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await staffApiSignIn(api, MANAGER);
  return api;
}

test.beforeAll(async ({ playwright }) => {
  const api = await managerApi(playwright);
  const plans = await data<{ ratePlanCode: string }[]>(
    await api.get(`${ADMIN_API}/hotels/${HOTEL}/rate-plans`),
    'plans',
  );
  if (!plans.some((plan) => plan.ratePlanCode === PLAN)) {
    const text = (value: string) => ({ 'en-US': value, 'zh-CN': '', 'zh-TW': '', ja: '', 'ko-KR': '', 'th-TH': '' });
    await data(
      await api.post(`${ADMIN_API}/hotels/${HOTEL}/rate-plans`, {
        data: {
          ratePlanCode: PLAN,
          name: text('E2EOUT prepaid, free cancellation'),
          description: text('E2EOUT: a journey’s prepaid refundable rate.'),
          paymentType: 1,
          cancellationFlag: 2,
          cancellationDeadlineHours: null,
          mealPlan: MealPlan.roomOnly,
          memberOnly: false,
          codeOnly: false,
          minStay: 1,
          maxStay: 30,
          sortOrder: 990,
          derivedFromRatePlanCode: 'BAR',
          derivedPercent: 5,
        },
      }),
      'create E2EOUT',
    );
  }
  await api.dispose();
});

test.afterAll(async ({ playwright }) => {
  const api = await managerApi(playwright);
  await data(await api.delete(`${ADMIN_API}/hotels/${HOTEL}/rate-plans/${PLAN}`), 'remove E2EOUT');
  await api.dispose();
});

/** The journeys' prepaid refundable rate at the hotel for the stay, one per room type, roomiest first. */
async function prepaidRefundable(request: APIRequestContext, from: number, to: number): Promise<Rate[]> {
  const response = await request.get(`${API_PREFIX}/en-US/rooms`, {
    params: {
      hotelCode: HOTEL,
      checkInDate: hotelDate(from),
      checkOutDate: hotelDate(to),
      roomCount: 1,
      adultsNumber: 1,
      childNumber: 0,
    },
  });
  const list = (await response.json()).data.list as {
    roomTypeCode: string;
    fewRoomsLeft: number | null;
    roomRates: {
      ratePlanCode: string;
      paymentType: number;
      cancellationFlag: number;
      isFull: number;
      requiresSignIn: boolean;
      memberOnly: boolean;
    }[];
  }[];
  return plentifulFirst(list).flatMap((room) => {
    const rate = room.roomRates.find(
      (r) => r.ratePlanCode === PLAN && r.isFull === 0 && r.paymentType === 1 && r.cancellationFlag === 2,
    );
    return rate ? [{ roomTypeCode: room.roomTypeCode, ratePlanCode: rate.ratePlanCode }] : [];
  });
}

function orderOf(rate: Rate, from: number, to: number, guest: string, email: string) {
  return {
    hotelCode: HOTEL,
    ...rate,
    checkInDate: hotelDate(from),
    checkOutDate: hotelDate(to),
    roomCount: 1,
    guestsNumber: { adultCount: 1, childCount: 0 },
    roomInfo: [
      {
        checkInInfo: {
          guestsNumber: { adultCount: 1, childCount: 0 },
          customer: [{ title: 'Ms', firstName: guest, lastName: 'Lind' }],
        },
      },
    ],
    booker: { name: `${guest} Lind`, email, mobile: '86 13900139011' },
    verifyAmount: 0,
  };
}

const idempotency = () => ({ 'Idempotency-Key': `e2e-gr-${Date.now()}-${Math.random().toString(36).slice(2)}` });

/** Two rooms of the hotel on refundable prepaid rates, booked together and paid in one sandbox payment. */
async function paidGroup(request: APIRequestContext, lang: string, from: number) {
  const rates = await prepaidRefundable(request, from, from + 2);
  expect(rates.length, 'prepaid refundable rates at SHA001').toBeGreaterThan(0);
  const second = rates[1] ?? rates[0]!;
  const payload = {
    orders: [
      orderOf(rates[0]!, from, from + 2, 'Ada', `group.${lang}@example.com`),
      orderOf(second, from, from + 1, 'Bea', `group.${lang}@example.com`),
    ],
    verifyAmount: 0,
  };
  const quote = await data<{ payAmount: number }>(
    await request.post(`${API_PREFIX}/${lang}/stays/quote`, { data: payload }),
    'group quote',
  );
  const group = await data<{ groupId: string; confirmationNumber: string }>(
    await request.post(`${API_PREFIX}/${lang}/stays`, {
      data: { ...payload, verifyAmount: quote.payAmount },
      headers: idempotency(),
    }),
    'group booking',
  );
  const started = await data<{ payUrl: string; amount: number }>(
    await request.post(`${API_PREFIX}/${lang}/stays/payment`, { data: { groupId: group.groupId, channel: 1 } }),
    'group payment',
  );
  await request.post(started.payUrl, { form: { outcome: 'succeeded' }, maxRedirects: 0 });
  const rooms = await groupRooms(request, lang, group.groupId);
  expect(rooms.map((room) => room.status)).toEqual([1, 1]);
  return { group, paid: started.amount, rooms };
}

async function groupRooms(request: APIRequestContext, lang: string, groupId: string) {
  const stay = await data<{
    orders: { transactionId: string; status: number; currency: string; onlinePaid: OnlinePaid }[];
  }>(await request.get(`${API_PREFIX}/${lang}/stays/${groupId}`), 'group');
  return stay.orders;
}

async function onlinePaidOf(request: APIRequestContext, transactionId: string): Promise<OnlinePaid> {
  return (
    await data<{ onlinePaid: OnlinePaid }>(await request.get(`${API_PREFIX}/en-US/orders/${transactionId}`), 'order')
  ).onlinePaid;
}

/** One prepaid refundable stay from tonight for `nights`, paid, and checked in by the front desk (through the API). */
async function inHouseTonight(request: APIRequestContext, staffApi: APIRequestContext, nights: number, guest: string) {
  const [rate] = await prepaidRefundable(request, 0, nights);
  expect(rate, 'a prepaid refundable rate at SHA001 tonight').toBeTruthy();
  const order = orderOf(rate!, 0, nights, guest, `${guest.toLowerCase()}@example.com`);
  const quote = await data<{ payAmount: number }>(
    await request.post(`${API_PREFIX}/en-US/orders/quote`, { data: order }),
    'quote',
  );
  const booked = await data<{ transactionId: string; confirmationNumber: string; payAmount: number; currency: string }>(
    await request.post(`${API_PREFIX}/en-US/orders`, {
      data: { ...order, verifyAmount: quote.payAmount },
      headers: idempotency(),
    }),
    'book',
  );
  await payThroughSandbox(request, booked.transactionId, 1);
  await data(await staffApi.post(`${ADMIN_API}/reservations/${booked.transactionId}/check-in`, { data: {} }), 'in');
  return booked;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/group-refunds-${name}.png`, fullPage: true });
}

async function staffPage(browser: Browser, email: string, lang: string, width: number) {
  const context = await browser.newContext({ timezoneId: 'America/New_York', viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await staffSignIn(page, email);
  await page.getByTestId('admin-language').selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  return { page, errors, close: () => context.close() };
}

/** The page fits the phone's width: nothing scrolls sideways. */
async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Each amount shown sits on one line: a figure never wraps (at 390 px least of all). */
async function onOneLine(page: Page, selector: string) {
  const wrapped = await page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => {
        // The lines its text takes (a flex row may stretch the element itself to a taller neighbour).
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        return tops.size > 1;
      })
      .map((element) => element.textContent),
  );
  expect(wrapped, `${selector} wrapped`).toEqual([]);
}

/** The amounts of the back office's payment section, and of the guest's payment lines. */
const AMOUNTS = ['online-paid', 'online-refunded', 'online-left', 'online-refund-amount']
  .map((id) => `[data-testid="${id}"]`)
  .join(', ');
const GUEST_AMOUNTS =
  '[data-testid="online-paid-total"], [data-testid="online-left"], [data-testid="online-refunds"] li > span:last-child';
('[data-testid="online-paid"], [data-testid="online-refunded"], [data-testid="online-left"], [data-testid="online-refund-amount"], [data-testid="online-paid-total"]');

const major = (minor: number) => (minor / 100).toFixed(2);
const grouped = (minor: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);

const CASES = [
  {
    lang: 'en-US',
    width: 1280,
    days: 150,
    words: {
      share: "this room's share of the group payment",
      refunded: 'refunded (rfd_',
      cancelled: 'Cancelled',
      refundDone: 'Cancelled, refund successful',
      needsManager: 'a hotel manager or group administrator checks this guest out',
      leftOn: 'Left on',
    },
  },
  {
    lang: 'zh-CN',
    width: 390,
    days: 156,
    words: {
      share: '此房间在团体支付中所占份额',
      refunded: '已退款',
      cancelled: '已取消',
      refundDone: '已取消，退款成功',
      needsManager: '请由酒店经理或集团管理员为此客人办理退房',
      leftOn: '离店（原定',
    },
  },
] as const;

for (const { lang, width, days, words } of CASES) {
  test(`${lang}, ${width} px: part of one group room refunded within its share, refused once above it; the guest cancels one room, staff the other`, async ({
    page,
    browser,
    request,
  }) => {
    const guestErrors = watchErrors(page);
    await page.setViewportSize({ width, height: 900 });
    const { group, paid, rooms } = await paidGroup(request, lang, days);
    const [a, b] = rooms as [(typeof rooms)[number], (typeof rooms)[number]];
    const shareA = a.onlinePaid.paid;
    expect(shareA + b.onlinePaid.paid).toBe(paid);

    const staff = await staffPage(browser, MANAGER, lang, width);
    const desk = staff.page;
    await desk.goto(adminPaths.reservation(a.transactionId));
    const section = desk.getByTestId('online-refunds');
    await expect(section.getByTestId('online-left')).toHaveAttribute('data-left', String(shareA));
    await expect(section.getByTestId('online-group')).toContainText(group.confirmationNumber);
    await expect(section.getByTestId('online-group')).toContainText(grouped(paid));
    const form = section.getByTestId('part-refund-form');

    // Above the room's share, though the group's payment has that much: refused once, in its own words.
    await form.locator('input[name="amount"]').fill(major(shareA + 100));
    await form.locator('input[name="reason"]').fill(lang === 'en-US' ? 'Broken shower' : '淋浴坏了');
    await form.getByTestId('part-refund-submit').click();
    await desk.getByTestId('confirm-yes').click();
    const refusal = section.getByText(words.share);
    await expect(refusal).toHaveCount(1);
    await expect(refusal).toContainText(grouped(shareA));
    await expect(section.getByTestId('admin-error')).toHaveCount(0);
    await shot(desk, `above-share-${lang}-${width}`);
    expect((await onlinePaidOf(request, a.transactionId)).refunds).toEqual([]);

    // 10.00 back from the share: what the screen says is what the payments hold.
    await form.locator('input[name="amount"]').fill('10.00');
    await form.getByTestId('part-refund-submit').click();
    await expect(desk.getByTestId('part-refund-confirm')).toContainText(grouped(shareA - 1000));
    await desk.getByTestId('confirm-yes').click();
    await expect(section.getByTestId('part-refund-done')).toBeVisible();
    await expect(section.getByTestId('online-left')).toHaveAttribute('data-left', String(shareA - 1000));
    const afterPart = await onlinePaidOf(request, a.transactionId);
    expect(afterPart).toMatchObject({ paid: shareA, refunded: 1000, left: shareA - 1000 });
    expect(afterPart.refunds).toMatchObject([{ amount: 1000, reason: 'staffRefund', status: 'refunded' }]);
    await expect(section.getByTestId('online-refund-amount')).toHaveAttribute('data-amount', '1000');
    // The refund and the history line are dated in the hotel's zone, worded in the reader's language.
    await expect(section.getByTestId('online-refund-at').first()).toContainText('GMT+8');
    const history = desk.getByTestId('reservation-history');
    const line = history.getByTestId('history-details').filter({ hasText: afterPart.refunds[0]!.refundId });
    await expect(line).toContainText(words.refunded);
    await expect(line).toContainText('10.00');
    await expect(history.getByTestId('history-at').first()).toContainText('GMT+8');
    await fitsWidth(desk, width);
    await onOneLine(desk, AMOUNTS);
    await section.scrollIntoViewIfNeeded();
    await shot(desk, `part-refund-${lang}-${width}`);

    // The guest cancels that room on the reservation's page: what is left of its share goes back.
    await page.goto(paths.stay(lang, group.groupId));
    const cards = page.getByTestId('stay-room');
    await expect(cards).toHaveCount(2);
    await cards.nth(0).getByTestId('cancel-room').click();
    await page.getByTestId('confirm-cancel-room').click();
    await expect(page.getByTestId('stay-room-cancelled')).toBeVisible();
    await expect(cards.nth(0)).toHaveAttribute('data-status', '4');
    await expect(cards.nth(1)).toHaveAttribute('data-status', '1');
    await expect(cards.nth(0).getByTestId('online-paid-total')).toHaveAttribute('data-paid', String(shareA));
    await onOneLine(page, GUEST_AMOUNTS);
    await shot(page, `guest-cancelled-room-${lang}-${width}`);
    const cancelledA = await onlinePaidOf(request, a.transactionId);
    expect(cancelledA).toMatchObject({ paid: shareA, refunded: shareA, left: 0 });
    expect(cancelledA.refunds.map((refund) => [refund.amount, refund.reason])).toEqual([
      [1000, 'staffRefund'],
      [shareA - 1000, 'cancelled'],
    ]);

    // Staff cancel the other room from its detail: its whole share goes back, nothing of the first room's.
    await desk.goto(adminPaths.reservation(b.transactionId));
    await expect(desk.getByTestId('online-left')).toHaveAttribute('data-left', String(b.onlinePaid.paid));
    await desk.getByTestId('action-cancel').click();
    await desk.getByTestId('confirm-yes').click();
    await expect(desk.getByTestId('action-result')).toBeVisible();
    await expect(desk.getByTestId('online-left')).toHaveAttribute('data-left', '0');
    await expect(desk.getByTestId('online-refund-amount')).toHaveAttribute('data-amount', String(b.onlinePaid.paid));
    const cancelledB = await onlinePaidOf(request, b.transactionId);
    expect(cancelledB.refunds).toMatchObject([{ amount: b.onlinePaid.paid, reason: 'cancelled' }]);
    await expect(desk.getByTestId('reservation-status')).toHaveText(words.cancelled);
    // The refund's outcome in words, not its code.
    await expect(desk.getByTestId('reservation-refund-label')).toHaveText(words.refundDone);
    await fitsWidth(desk, width);
    await shot(desk, `staff-cancelled-room-${lang}-${width}`);
    const after = await groupRooms(request, lang, group.groupId);
    expect(after.map((room) => room.status)).toEqual([4, 4]);
    await staff.close();
    expect(staff.errors).toEqual([]);
    expect(guestErrors.filter((error) => !/409|401/.test(error))).toEqual([]);
  });

  test(`${lang}, ${width} px: the front desk is not offered an early check-out of a prepaid stay; a manager does it and the unused night goes back`, async ({
    browser,
    playwright,
    request,
  }) => {
    const staffApi = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await staffApiSignIn(staffApi, FRONT_DESK);
    const stay = await inHouseTonight(request, staffApi, 2, lang === 'en-US' ? 'Early' : 'Zao');

    // The front desk reads why it is not offered a check-out; the server would refuse it (403 90202).
    const front = await staffPage(browser, FRONT_DESK, lang, width);
    await front.page.goto(adminPaths.reservation(stay.transactionId));
    await expect(front.page.getByTestId('check-out-needs-manager')).toContainText(words.needsManager);
    await expect(front.page.getByTestId('action-checkOut')).toHaveCount(0);
    await fitsWidth(front.page, width);
    await shot(front.page, `front-desk-early-${lang}-${width}`);
    const refused = await staffApi.post(`${ADMIN_API}/reservations/${stay.transactionId}/check-out`, { data: {} });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).errorCode).toBe(90202);
    await front.close();

    // The manager checks the guest out after the first night: one night back, its price refunded.
    const manager = await staffPage(browser, MANAGER, lang, width);
    const desk = manager.page;
    await desk.goto(adminPaths.reservation(stay.transactionId));
    await expect(desk.getByTestId('check-out-needs-manager')).toHaveCount(0);
    await desk.getByTestId('action-checkOut').click();
    await desk.getByTestId('confirm-yes').click();
    await expect(desk.getByTestId('action-result')).toBeVisible();
    const online = await onlinePaidOf(request, stay.transactionId);
    expect(online.refunds).toMatchObject([{ reason: 'earlyDeparture', status: 'refunded' }]);
    const refund = online.refunds[0]!;
    expect(online).toMatchObject({
      paid: stay.payAmount,
      refunded: refund.amount,
      left: stay.payAmount - refund.amount,
    });
    expect(refund.amount).toBeGreaterThan(0);
    await expect(desk.getByTestId('online-left')).toHaveAttribute('data-left', String(online.left));
    await expect(desk.getByTestId('online-refund-amount')).toHaveAttribute('data-amount', String(refund.amount));
    const line = desk.getByTestId('history-details').filter({ hasText: refund.refundId });
    await expect(line).toHaveAttribute('data-kind', 'earlyDeparture');
    await expect(line).toContainText(words.leftOn);
    await expect(line).toContainText(grouped(refund.amount));
    await fitsWidth(desk, width);
    await onOneLine(desk, AMOUNTS);
    await desk.getByTestId('reservation-history').scrollIntoViewIfNeeded();
    await shot(desk, `manager-early-departure-${lang}-${width}`);
    await manager.close();
    await staffApi.dispose();
    expect([...front.errors, ...manager.errors]).toEqual([]);
  });

  test(`${lang}, ${width} px: on the last day the front desk checks a prepaid guest out, nothing refunded`, async ({
    browser,
    playwright,
    request,
  }) => {
    const staffApi = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await staffApiSignIn(staffApi, FRONT_DESK);
    // One night from tonight: checked out today, no night is left unused.
    const stay = await inHouseTonight(request, staffApi, 1, lang === 'en-US' ? 'Last' : 'Mo');
    const front = await staffPage(browser, FRONT_DESK, lang, width);
    await front.page.goto(adminPaths.reservation(stay.transactionId));
    await expect(front.page.getByTestId('check-out-needs-manager')).toHaveCount(0);
    await front.page.getByTestId('action-checkOut').click();
    await front.page.getByTestId('confirm-yes').click();
    await expect(front.page.getByTestId('action-result')).toBeVisible();
    await expect(front.page.getByTestId('action-checkOut')).toHaveCount(0);
    const online = await onlinePaidOf(request, stay.transactionId);
    expect(online).toMatchObject({ paid: stay.payAmount, refunded: 0, left: stay.payAmount, refunds: [] });
    await expect(front.page.getByTestId('online-left')).toHaveAttribute('data-left', String(stay.payAmount));
    await fitsWidth(front.page, width);
    await shot(front.page, `front-desk-last-day-${lang}-${width}`);
    await front.close();
    await staffApi.dispose();
    expect(front.errors).toEqual([]);
  });
}
