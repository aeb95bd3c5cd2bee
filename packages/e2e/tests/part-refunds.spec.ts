import { API_PREFIX, adminPaths, paths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { GROUP_ADMIN, staffSignIn } from './staffAuth.ts';
import { bookThroughApi, dayFromToday, payThroughSandbox, prepaidAtSha, watchErrors } from './stayHelpers.ts';

/**
 * Part refunds of an online payment: staff give part back from the reservation detail (hotel manager
 * and group administrator), and a guest's change that lowers a prepaid price refunds the difference.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-refunds';
const MANAGER = 'manager.sha@aurora-hotels.example';

interface OnlinePaid {
  paid: number;
  refunded: number;
  left: number;
  refunds: { amount: number; status: string; reason: string | null }[];
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function onlinePaidOf(request: APIRequestContext, transactionId: string): Promise<OnlinePaid> {
  const detail = (await (await request.get(`${API_PREFIX}/en-US/orders/${transactionId}`)).json()).data as {
    onlinePaid: OnlinePaid;
  };
  return detail.onlinePaid;
}

/** A prepaid stay booked and paid on the sandbox, as a guest would. */
async function paidStay(request: APIRequestContext, days: number, nights: number, email: string, lang = 'en-US') {
  const rate = await prepaidAtSha(request, days, nights);
  const order = await bookThroughApi(request, rate, email, lang);
  await payThroughSandbox(request, order.transactionId, 1);
  const online = await onlinePaidOf(request, order.transactionId);
  expect(online).toMatchObject({ refunded: 0, left: online.paid });
  return { rate, order, online };
}

const major = (minor: number) => (minor / 100).toFixed(2);

for (const { lang, width, staff, days, texts } of [
  {
    lang: 'en-US',
    width: 1280,
    staff: MANAGER,
    days: 120,
    texts: { over: 'more than is left', done: 'is being refunded', history: 'Part of the payment refunded' },
  },
  {
    lang: 'zh-CN',
    width: 390,
    staff: GROUP_ADMIN,
    days: 126,
    texts: { over: '金额超过在线支付尚余的金额', done: '正在退款', history: '部分退款' },
  },
] as const) {
  test(`${lang}, ${width} px: staff give part of a prepaid stay's payment back, never more than is left`, async ({
    page,
    request,
  }) => {
    // The refusal below answers 409 and the sign-in asks who is signed in first (401): only crashes count.
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    await page.setViewportSize({ width, height: 900 });
    const { order, online } = await paidStay(request, days, 2, `part.refund.${lang}@example.com`);

    await staffSignIn(page, staff);
    await page.getByTestId('admin-language').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.goto(adminPaths.reservation(order.transactionId));
    const section = page.getByTestId('online-refunds');
    await expect(section.getByTestId('online-left')).toHaveAttribute('data-left', String(online.paid));
    const form = section.getByTestId('part-refund-form');
    const amount = form.locator('input[name="amount"]');
    const reason = form.locator('input[name="reason"]');

    // More than was paid: asked to confirm, then refused in words, nothing refunded.
    await amount.fill(major(online.paid + 100));
    await reason.fill(lang === 'en-US' ? 'Noisy room' : '房间噪音');
    await form.getByTestId('part-refund-submit').click();
    await expect(page.getByTestId('part-refund-confirm')).toBeVisible();
    await page.getByTestId('confirm-yes').click();
    await expect(section.getByText(texts.over).first()).toBeVisible();
    await expect(section.getByTestId('online-left')).toHaveAttribute('data-left', String(online.paid));

    // 30.00 back: the confirmation says what goes back and what stays paid.
    await amount.fill('30.00');
    await form.getByTestId('part-refund-submit').click();
    const dialog = page.getByTestId('part-refund-confirm');
    await expect(dialog).toContainText(order.confirmationNumber);
    await shot(page, `staff-part-refund-confirm-${lang}-${width}`);
    await page.getByTestId('confirm-yes').click();
    await expect(section.getByTestId('part-refund-done')).toContainText(texts.done);
    await expect(section.getByTestId('online-left')).toHaveAttribute('data-left', String(online.paid - 3000));
    await expect(section.getByTestId('online-refund-rows')).toBeVisible();
    await expect(page.getByTestId('reservation-history')).toContainText(texts.history);
    await shot(page, `staff-part-refund-done-${lang}-${width}`);

    // The database holds what the screen says; the guest's order page shows it too.
    const after = await onlinePaidOf(request, order.transactionId);
    expect(after).toMatchObject({ paid: online.paid, refunded: 3000, left: online.paid - 3000 });
    expect(after.refunds).toMatchObject([{ amount: 3000, status: 'refunded', reason: 'staffRefund' }]);
    await page.goto(paths.order(lang, order.transactionId));
    await expect(page.getByTestId('online-paid').getByTestId('online-left')).toHaveAttribute(
      'data-left',
      String(online.paid - 3000),
    );
    await shot(page, `guest-order-after-part-refund-${lang}-${width}`);
    expect(crashes).toEqual([]);
  });
}

for (const { lang, width, days, words } of [
  { lang: 'zh-CN', width: 390, days: 132, words: '退回原支付方式' },
  { lang: 'en-US', width: 1280, days: 138, words: 'refunded to your payment' },
] as const) {
  test(`${lang}, ${width} px: a guest shortens a prepaid stay and the difference is refunded`, async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height: 900 });
    const { order, online, rate } = await paidStay(request, days, 3, `shorter.${lang}@example.com`, lang);
    await page.goto(paths.order(lang, order.transactionId));
    await expect(page.getByTestId('order-confirmation-number')).toHaveText(order.confirmationNumber);

    await page.getByTestId('change-order').click();
    const dialog = page.getByTestId('change-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('change-check-out').fill(dayFromToday(days + 2));
    await expect(dialog.getByTestId('change-difference')).toContainText(words);
    await shot(page, `guest-change-refund-quote-${lang}-${width}`);
    await dialog.getByTestId('change-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('changed-notice')).toBeVisible();

    const detail = (await (await request.get(`${API_PREFIX}/${lang}/orders/${order.transactionId}`)).json()).data as {
      checkOutDate: string;
      amounts: { payAmount: { amount: number } };
      onlinePaid: OnlinePaid;
    };
    const newPrice = detail.amounts.payAmount.amount;
    expect(detail.checkOutDate).toBe(dayFromToday(days + 2));
    expect(newPrice).toBeLessThan(order.payAmount);
    expect(detail.onlinePaid).toMatchObject({
      paid: online.paid,
      refunded: order.payAmount - newPrice,
      left: newPrice,
    });
    expect(detail.onlinePaid.refunds).toMatchObject([{ amount: order.payAmount - newPrice, reason: 'priceLowered' }]);
    const shown = page.getByTestId('online-paid');
    await expect(shown.getByTestId('online-left')).toHaveAttribute('data-left', String(newPrice));
    await expect(shown.getByTestId('online-refunds').locator('li')).toHaveCount(1);
    await shown.scrollIntoViewIfNeeded();
    await shot(page, `guest-changed-refund-${lang}-${width}`);
    expect(rate.hotelCode).toBe('SHA001');
    expect(errors).toEqual([]);
  });
}
