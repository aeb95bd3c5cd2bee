import { readFile } from 'node:fs/promises';
import { paths } from '@hotel/contract/routes';
import { expect, type Page, test } from '@playwright/test';
import { bookThroughApi, findRate, payThroughSandbox, watchErrors } from './stayHelpers.ts';

/*
 * After booking: the order's policies, the refund a cancellation gives and how fast it arrives, "Add
 * to calendar", and the mails the guest receives (read in the development outbox as they were sent).
 */

const PHONE = { width: 390, height: 844 };

/** The newest outbox mail to an address: its subject, the HTML as a mail client shows it, its text part. */
async function latestMail(page: Page, email: string) {
  await page.goto('/dev/outbox');
  const article = page.locator('article', { hasText: email }).first();
  await expect(article).toBeVisible();
  const frame = article.frameLocator('iframe');
  return { article, frame, subject: article.locator('h2'), text: article.locator('pre') };
}

test('en-US: a paid order shows its policies, adds itself to the calendar, and cancelling says the Alipay refund arrives within two hours', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const request = page.request;
  const rate = await findRate(request, { paymentType: 1, cancellationFlag: 1 }, 30);
  const email = 'refund.alipay@example.com';
  const order = await bookThroughApi(request, rate, email);
  await payThroughSandbox(request, order.transactionId, 1);

  await page.goto(paths.order('en-US', order.transactionId));
  await expect(page.getByTestId('order-status')).toHaveText('Reserved');
  await expect(page.getByTestId('order-cancellation-policy')).toContainText('Free cancellation until');
  await expect(page.getByText('Prepaid online: the full amount is paid when you book.')).toBeVisible();
  await expect(page.getByTestId('order-check-in')).toContainText(/from \d{1,2}:\d{2}/);
  await expect(page.getByTestId('order-map').getByRole('link')).toHaveAttribute('href', /openstreetmap\.org/);
  const paid = (await page.getByTestId('pay-amount').textContent())!.trim();

  const downloading = page.waitForEvent('download');
  await page.getByTestId('add-to-calendar').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${order.confirmationNumber}.ics`);
  const calendar = await readFile((await download.path())!, 'utf8');
  expect(calendar).toContain('BEGIN:VEVENT');
  expect(calendar).toContain(`UID:${order.transactionId}@aurora-hotels`);

  await page.getByTestId('cancel-order').click();
  const dialog = page.getByTestId('cancel-dialog');
  await expect(dialog.getByTestId('refund-amount')).toHaveText(`If you cancel now, ${paid} is refunded to Alipay.`);
  await expect(dialog.getByTestId('refund-timing')).toHaveText(
    'Refunds to WeChat Pay and Alipay arrive within two hours.',
  );
  await page.screenshot({ path: 'test-results/stay-cancel-dialog-en-1280.png' });
  await page.getByTestId('confirm-cancel').click();
  const notice = page.getByTestId('cancelled-notice');
  await expect(notice.getByTestId('refund-amount')).toContainText(paid);
  await expect(notice.getByTestId('refund-timing')).toContainText('within two hours');
  await expect(page.getByTestId('add-to-calendar')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('refund-amount')).toContainText(paid);
  await page.screenshot({ path: 'test-results/stay-order-cancelled-en-1280.png', fullPage: true });

  const mail = await latestMail(page, email);
  await expect(mail.subject).toHaveText(
    `Cancelled: reservation ${order.confirmationNumber} at ${await hotelName(page, order.transactionId)}`,
  );
  await expect(mail.frame.getByRole('heading', { name: 'Your reservation has been cancelled' })).toBeVisible();
  await expect(mail.frame.getByText('within two hours')).toBeVisible();
  await expect(mail.frame.getByRole('link', { name: 'View your reservation' })).toBeVisible();
  await expect(mail.frame.getByRole('link', { name: /cancel/i })).toHaveCount(0);
  await expect(mail.article.getByRole('link', { name: `${order.confirmationNumber}.ics` })).toBeVisible();
  await mail.article.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/stay-outbox-cancelled-en-1280.png', fullPage: false });
  expect(errors).toEqual([]);
});

async function hotelName(page: Page, transactionId: string): Promise<string> {
  const answer = await page.request.get(`/api/v1/booking/en-US/orders/${transactionId}`);
  return ((await answer.json()).data as { hotel: { name: string } }).hotel.name;
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('th-TH: a card refund takes 7 to 14 days, said before and after cancelling; the mail counts Buddhist-era years', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const request = page.request;
    const rate = await findRate(request, { paymentType: 1, cancellationFlag: 1 }, 33);
    const email = 'refund.card.th@example.com';
    const order = await bookThroughApi(request, rate, email, 'th-TH');
    await payThroughSandbox(request, order.transactionId, 10);

    const mail = await latestMail(page, email);
    await expect(mail.subject).toContainText(`ยืนยันแล้ว: การจอง ${order.confirmationNumber}`);
    await expect(mail.text).toContainText(String(Number(rate.checkInDate.slice(0, 4)) + 543));
    await expect(mail.frame.getByRole('link', { name: 'ดูหรือยกเลิกการจอง' })).toBeVisible();
    await page.screenshot({ path: 'test-results/stay-outbox-confirmed-th-390.png', fullPage: false });

    await page.goto(paths.order('th-TH', order.transactionId));
    await expect(page.getByTestId('add-to-calendar')).toHaveText('เพิ่มลงในปฏิทิน');
    await page.getByTestId('cancel-order').click();
    const dialog = page.getByTestId('cancel-dialog');
    await expect(dialog.getByTestId('refund-timing')).toHaveText(
      'การคืนเงินเข้าบัตรจะดำเนินการภายใน 48 ชั่วโมง และเข้าบัญชีภายใน 7 ถึง 14 วัน',
    );
    await page.screenshot({ path: 'test-results/stay-cancel-dialog-th-390.png' });
    await page.getByTestId('confirm-cancel').click();
    await expect(page.getByTestId('cancelled-notice').getByTestId('refund-timing')).toContainText('7 ถึง 14 วัน');
    expect(errors).toEqual([]);
  });

  test('ja: a pay-at-hotel order says nothing is refunded, and its pending-free mail is a confirmation with a calendar file', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const request = page.request;
    const rate = await findRate(request, { paymentType: 2, cancellationFlag: 2 }, 36);
    const email = 'pay.at.hotel.ja@example.com';
    const order = await bookThroughApi(request, rate, email, 'ja');
    expect(order.status).toBe(1);

    await page.goto(paths.order('ja', order.transactionId));
    await expect(page.getByText('現地払い：', { exact: false }).first()).toBeVisible();
    await page.getByTestId('cancel-order').click();
    await expect(page.getByTestId('cancel-dialog').getByTestId('refund-note')).toHaveText(
      'オンラインでのお支払いはないため、返金はありません。',
    );
    await page.screenshot({ path: 'test-results/stay-cancel-dialog-ja-390.png' });
    await page.getByTestId('cancel-dialog').getByRole('button', { name: '予約を維持する' }).click();

    const mail = await latestMail(page, email);
    await expect(mail.subject).toContainText(`予約確定：`);
    await expect(mail.article.getByRole('link', { name: `${order.confirmationNumber}.ics` })).toBeVisible();
    await expect(mail.frame.getByText('ご宿泊人数')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
