import { adminPaths, paths } from '@hotel/contract/routes';
import { expect, type Page, test } from '@playwright/test';
import { GROUP_ADMIN, staffSignIn } from './staffAuth.ts';
import { bookThroughApi, dayFromToday, findRate, payThroughSandbox, watchErrors } from './stayHelpers.ts';

/** Changing a confirmed booking: the guest on the order page, staff with Modify in the reservation detail. */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/change-shots';
const PAY_AT_HOTEL = 2;
const FREE_CANCELLATION = 2;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const { lang, width, days } of [
  { lang: 'en-US', width: 1280, days: 40 },
  { lang: 'zh-CN', width: 390, days: 50 },
] as const) {
  test(`${lang}, ${width} px: a guest moves a confirmed stay to other dates, sees the new price, then the changed order`, async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height: 900 });
    const rate = await findRate(request, { paymentType: PAY_AT_HOTEL, cancellationFlag: FREE_CANCELLATION }, days);
    const order = await bookThroughApi(request, rate, `change.${lang}@example.com`, lang);
    await page.goto(paths.order(lang, order.transactionId));
    await expect(page.getByTestId('order-confirmation-number')).toHaveText(order.confirmationNumber);

    await page.getByTestId('change-order').click();
    const dialog = page.getByTestId('change-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('change-quote')).not.toBeEmpty();
    const checkIn = dayFromToday(days + 7);
    const checkOut = dayFromToday(days + 10);
    await dialog.getByTestId('change-check-out').fill(checkOut);
    await dialog.getByTestId('change-check-in').fill(checkIn);
    await expect(dialog.getByTestId('change-after')).toBeVisible();
    await expect(dialog.getByTestId('change-difference')).not.toBeEmpty();
    await expect(dialog.getByTestId('change-confirm')).toBeEnabled();
    await shot(page, `guest-change-quote-${lang}-${width}`);

    await dialog.getByTestId('change-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('changed-notice')).toContainText(`change.${lang.toLowerCase()}@example.com`);
    const detail = (await (await request.get(`/api/v1/booking/${lang}/orders/${order.transactionId}`)).json()).data as {
      checkInDate: string;
      checkOutDate: string;
      nights: number;
    };
    expect(detail).toMatchObject({ checkInDate: checkIn, checkOutDate: checkOut, nights: 3 });
    await shot(page, `guest-changed-${lang}-${width}`);

    // Nothing more to change to the same stay: the form says so and confirms nothing.
    await page.getByTestId('change-order').click();
    await expect(page.getByTestId('change-confirm')).toBeDisabled();
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });
}

for (const { lang, width, days } of [
  { lang: 'ja', width: 1280, days: 60 },
  { lang: 'en-US', width: 390, days: 70 },
] as const) {
  test(`${lang}, ${width} px: staff modify a reservation's room type from the reservation detail`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const rate = await findRate(request, { paymentType: PAY_AT_HOTEL, cancellationFlag: FREE_CANCELLATION }, days);
    const rooms = (
      await (
        await request.get('/api/v1/booking/en-US/rooms', {
          params: {
            hotelCode: rate.hotelCode,
            checkInDate: rate.checkInDate,
            checkOutDate: rate.checkOutDate,
            roomCount: 1,
            adultsNumber: 1,
            childNumber: 0,
          },
        })
      ).json()
    ).data.list as { roomTypeCode: string; isFull: number; roomRates: { ratePlanCode: string; isFull: number }[] }[];
    const other = rooms.find(
      (room) =>
        room.roomTypeCode !== rate.roomTypeCode &&
        room.roomRates.some((r) => r.ratePlanCode === rate.ratePlanCode && r.isFull === 0),
    );
    test.skip(!other, 'the hotel has no other room type with the same rate free');
    const order = await bookThroughApi(request, rate, `modify.${lang}@example.com`);

    await staffSignIn(page, GROUP_ADMIN);
    await page.goto(adminPaths.reservation(order.transactionId));
    await page.getByTestId('admin-language').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const names = page.getByTestId('reservation-names');
    await expect(names).toBeVisible();
    const before = await names.textContent();

    await page.getByTestId('modify-reservation').click();
    const dialog = page.getByTestId('modify-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(`select[name="roomTypeCode"] option[value="${other!.roomTypeCode}"]`)).toHaveCount(1);
    await dialog.locator('select[name="roomTypeCode"]').selectOption(other!.roomTypeCode);
    await expect(dialog.getByTestId('change-after')).toBeVisible();
    await shot(page, `staff-modify-quote-${lang}-${width}`);
    await dialog.getByTestId('change-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(names).not.toHaveText(before ?? '');
    await expect(page.getByText(lang === 'ja' ? '予約を変更' : 'Booking changed').first()).toBeVisible();
    await shot(page, `staff-modified-${lang}-${width}`);
  });
}

test('th-TH, 390 px: a longer stay of a paid booking says in Thai what is paid more online; closing the dialog changes nothing', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const rate = await findRate(request, { paymentType: 1, cancellationFlag: FREE_CANCELLATION }, 80).catch(() =>
    findRate(request, { paymentType: 1, cancellationFlag: 1 }, 80),
  );
  const order = await bookThroughApi(request, rate, 'change.paid@example.com', 'th-TH');
  await payThroughSandbox(request, order.transactionId, 1);
  await page.goto(paths.order('th-TH', order.transactionId));
  await page.getByTestId('change-order').click();
  const dialog = page.getByTestId('change-dialog');
  await dialog.getByTestId('change-check-out').fill(dayFromToday(85));
  // A dearer stay of a prepaid booking is a change paid for the difference (ADR 0017), said in Thai.
  await expect(dialog.getByTestId('change-difference')).toContainText('ทางออนไลน์ทันทีหลังยืนยัน');
  await expect(dialog.getByTestId('change-confirm')).toBeEnabled();
  await shot(page, 'guest-change-charge-th-TH-390');
  await page.keyboard.press('Escape');
  const detail = (await (await request.get(`/api/v1/booking/th-TH/orders/${order.transactionId}`)).json()).data as {
    checkOutDate: string;
  };
  expect(detail.checkOutDate).toBe(rate.checkOutDate);
});
