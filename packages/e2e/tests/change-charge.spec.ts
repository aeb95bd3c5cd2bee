import { API_PREFIX, paths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bookThroughApi, dayFromToday, payThroughSandbox, prepaidAtSha, watchErrors } from './stayHelpers.ts';

/**
 * A guest makes a prepaid stay longer (ADR 0017): the change dialog says how much more, the order page
 * then waits for the difference, the sandbox's page takes it, and the order shows the new stay.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-charge';
const ALIPAY = 1;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

interface Detail {
  checkOutDate: string;
  nights: number;
  amounts: { payAmount: { amount: number } };
  pendingChange: { difference: number } | null;
}
const detailOf = async (request: APIRequestContext, lang: string, id: string) =>
  (await (await request.get(`${API_PREFIX}/${lang}/orders/${id}`)).json()).data as Detail;

for (const { lang, width, days, words } of [
  { lang: 'en-US', width: 1280, days: 150, words: { more: 'You pay', pending: 'Waiting for your payment' } },
  { lang: 'zh-CN', width: 390, days: 157, words: { more: '您需多付', pending: '等待您支付' } },
] as const) {
  test(`${lang}, ${width} px: a guest makes a prepaid stay longer and pays the difference on the sandbox`, async ({
    page,
    request,
  }) => {
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
    await shot(page, `change-charge-done-${lang}-${width}`);
    expect(errors).toEqual([]);
  });
}
