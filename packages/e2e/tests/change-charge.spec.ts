import { ADMIN_API_PREFIX, API_PREFIX, paths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { GROUP_ADMIN, staffApiSignIn } from './staffAuth.ts';
import { bookThroughApi, dayFromToday, payThroughSandbox, prepaidAtSha, watchErrors } from './stayHelpers.ts';

/**
 * A guest makes a prepaid stay longer (ADR 0017): the change dialog says how much more, the order page
 * then waits for the difference, the sandbox's page takes it, and the order shows the new stay and the
 * total paid by both payments, each dated in the hotel's time; cancelled, the whole of it is refunded and
 * the page no longer speaks of the change.
 */

const ALIPAY = 1;

// The guest's browser is far from the hotel (Shanghai): a time shown in the browser's zone would differ.
test.use({ timezoneId: 'America/New_York' });

async function shot(page: Page, name: string) {
  const shots = process.env.E2E_SHOTS;
  await page.screenshot({
    path: shots ? `${shots}/${name}.png` : test.info().outputPath(`${name}.png`),
    fullPage: true,
  });
}

interface Detail {
  status: number;
  hotel: { timeZone: string };
  checkOutDate: string;
  nights: number;
  amounts: { payAmount: { amount: number } };
  pendingChange: { changeId: string; difference: number } | null;
  onlinePaid: { paid: number; refunded: number; left: number; payments: { paid: number; at: string }[] } | null;
  refund: { amount: { amount: number } } | null;
}
const detailOf = async (request: APIRequestContext, lang: string, id: string) =>
  (await (await request.get(`${API_PREFIX}/${lang}/orders/${id}`)).json()).data as Detail;

interface PaymentRow {
  amount: number;
  status: string;
  createdAt: string;
  settledAt: string | null;
  refundOf: string | null;
}
/** The order's payment rows as the back office reads them (the payments table), oldest first. */
async function paymentRowsOf(staff: APIRequestContext, id: string): Promise<PaymentRow[]> {
  const body = await (await staff.get(`${ADMIN_API_PREFIX}/reservations/${id}`)).json();
  expect(body.errorCode, JSON.stringify(body)).toBe(0);
  return (body.data.payments as PaymentRow[]).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** An instant as the page writes a date and time, in `timeZone` (the browser's own when none is given). */
const timeIn = (page: Page, at: string, lang: string, timeZone?: string) =>
  page.evaluate(
    ([at, lang, timeZone]) =>
      new Intl.DateTimeFormat(lang, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        ...(timeZone ? { timeZone } : {}),
      }).format(Date.parse(at)),
    [at, lang, timeZone] as const,
  );

/** Each `online-paid-at` time of a list: the instant it holds and the text shown. */
const timesShown = (page: Page, list: string) =>
  page
    .getByTestId(list)
    .getByTestId('online-paid-at')
    .evaluateAll((times) => times.map((time) => ({ at: time.getAttribute('datetime') ?? '', text: time.textContent })));

/** Every time of a list is its instant in the hotel's zone, not the browser's. */
async function expectHotelTimes(page: Page, list: string, lang: string, timeZone: string) {
  for (const { at, text } of await timesShown(page, list)) {
    expect(text).toBe(await timeIn(page, at, lang, timeZone));
    expect(text).not.toBe(await timeIn(page, at, lang));
  }
}

for (const { lang, width, days, words } of [
  { lang: 'en-US', width: 1280, days: 150, words: { more: 'You pay', pending: 'Waiting for your payment' } },
  { lang: 'zh-CN', width: 390, days: 157, words: { more: '您需多付', pending: '等待您支付' } },
] as const) {
  test(`${lang}, ${width} px: a guest makes a prepaid stay longer and pays the difference on the sandbox`, async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    // The staff sign-in that reads the payment rows may wait for the next second-factor code (up to 30 s).
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height: 900 });
    const rate = await prepaidAtSha(request, days, 2);
    const order = await bookThroughApi(request, rate, `longer.${lang}.${Date.now()}@example.com`, lang);
    await payThroughSandbox(request, order.transactionId, ALIPAY);
    const paid = await detailOf(request, lang, order.transactionId);

    await page.goto(paths.order(lang, order.transactionId));
    await expect(page.getByTestId('order-confirmation-number')).toHaveText(order.confirmationNumber);
    await page.getByTestId('change-order').click();
    const dialog = page.getByTestId('change-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('change-check-out').fill(dayFromToday(days + 4));
    await expect(dialog.getByTestId('change-difference')).toContainText(words.more);
    await shot(page, `change-charge-quote-${lang}-${width}`);
    await dialog.getByTestId('change-confirm').click();
    await expect(dialog).toBeHidden();

    // The booking is as it was; the page waits for the difference.
    const pending = page.getByTestId('pending-change');
    await expect(pending).toContainText(words.pending);
    await expect(page.getByTestId('changed-notice')).toHaveCount(0);
    const waiting = await detailOf(request, lang, order.transactionId);
    expect(waiting.checkOutDate).toBe(paid.checkOutDate);
    expect(waiting.amounts.payAmount.amount).toBe(paid.amounts.payAmount.amount);
    expect(waiting.pendingChange?.difference).toBeGreaterThan(0);
    await shot(page, `change-charge-pending-${lang}-${width}`);

    await pending.locator(`input[type="radio"][value="${ALIPAY}"]`).check();
    await pending.getByTestId('pay-change').click();
    await page.waitForURL(/\/sandbox-pay\//);
    await shot(page, `change-charge-sandbox-${lang}-${width}`);
    await page.locator('button[value="succeeded"]').click();

    // Back on the order page: the new stay, and no more waiting.
    await page.waitForURL(new RegExp(`/order/${order.transactionId}`));
    await expect(page.getByTestId('changed-notice')).toBeVisible();
    await expect(page.getByTestId('pending-change')).toHaveCount(0);
    const changed = await detailOf(request, lang, order.transactionId);
    expect(changed.checkOutDate).toBe(dayFromToday(days + 4));
    expect(changed.nights).toBe(4);
    expect(changed.amounts.payAmount.amount).toBe(paid.amounts.payAmount.amount + waiting.pendingChange!.difference);
    // Paid in all: the booking's payment and the change's, as the API (the payment rows) says.
    const total = page.getByTestId('online-paid-total');
    await expect(total).toBeVisible();
    const shown = Number(await total.getAttribute('data-paid'));
    expect(changed.onlinePaid?.payments.map((payment) => payment.paid)).toEqual([
      paid.amounts.payAmount.amount,
      waiting.pendingChange!.difference,
    ]);
    expect(shown).toBe(changed.onlinePaid!.paid);
    expect(shown).toBe(changed.amounts.payAmount.amount);
    await expect(page.getByTestId('online-payments').locator('li')).toHaveCount(2);
    // Each payment line is dated by its payment row (when it was settled), in the hotel's time and zone.
    const staff = await playwright.request.newContext({ baseURL });
    await staffApiSignIn(staff, GROUP_ADMIN);
    const rows = (await paymentRowsOf(staff, order.transactionId)).filter((row) => !row.refundOf);
    await staff.dispose();
    expect(rows.map((row) => [row.amount, row.status])).toEqual([
      [paid.amounts.payAmount.amount, 'succeeded'],
      [waiting.pendingChange!.difference, 'succeeded'],
    ]);
    const paidTimes = await timesShown(page, 'online-payments');
    expect(paidTimes.map((time) => time.at)).toEqual(rows.map((row) => row.settledAt));
    await expectHotelTimes(page, 'online-payments', lang, changed.hotel.timeZone);
    // The outcome is shown: `?change=` leaves the address (in place), the notice stays.
    await expect(page).not.toHaveURL(/change=/);
    await expect(page.getByTestId('changed-notice')).toBeVisible();
    await total.scrollIntoViewIfNeeded();
    await shot(page, `change-charge-done-${lang}-${width}`);
    // The address was replaced, not pushed: Back goes to the provider's page, Forward to the plain order.
    await page.goBack();
    await expect(page).toHaveURL(/\/sandbox-pay\//);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`/order/${order.transactionId}$`));
    await expect(page.getByTestId('order-confirmation-number')).toHaveText(order.confirmationNumber);

    // Cancelled: the dialog and the notice promise all of it back; both payments are refunded.
    await page.getByTestId('cancel-order').click();
    const cancel = page.getByTestId('cancel-dialog');
    await expect(cancel.getByTestId('refund-amount')).toHaveAttribute('data-refund', String(shown));
    await shot(page, `change-charge-cancel-${lang}-${width}`);
    await page.getByTestId('confirm-cancel').click();
    await expect(page.getByTestId('cancelled-notice').getByTestId('refund-amount')).toHaveAttribute(
      'data-refund',
      String(shown),
    );
    await expect(page.getByTestId('changed-notice')).toHaveCount(0);
    const cancelled = await detailOf(request, lang, order.transactionId);
    expect(cancelled.refund?.amount.amount).toBe(shown);
    expect(cancelled.onlinePaid).toMatchObject({ paid: shown, refunded: shown, left: 0 });
    await page.reload();
    await expect(page.getByTestId('online-paid-total')).toHaveAttribute('data-paid', String(shown));
    await expect(page.getByTestId('online-left')).toHaveAttribute('data-left', '0');
    await expect(page.getByTestId('changed-notice')).toHaveCount(0);
    await expect(page.getByTestId('online-refunds').locator('li')).toHaveCount(2);
    await expectHotelTimes(page, 'online-refunds', lang, cancelled.hotel.timeZone);
    const cancelledStatus = await page.getByTestId('order-status').textContent();
    await shot(page, `change-charge-cancelled-${lang}-${width}`);

    // The address of the return from paying, opened again once cancelled: the change is old news.
    await page.goto(`${paths.order(lang, order.transactionId)}?change=${waiting.pendingChange!.changeId}`);
    await expect(page.getByTestId('cancellation-number')).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText(cancelledStatus ?? '');
    await expect(page.getByTestId('online-left')).toHaveAttribute('data-left', '0');
    await expect(page.getByTestId('changed-notice')).toHaveCount(0);
    await shot(page, `change-charge-stale-link-${lang}-${width}`);
    expect(errors).toEqual([]);
  });
}
