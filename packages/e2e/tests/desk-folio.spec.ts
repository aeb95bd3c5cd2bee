import { API_PREFIX, adminPaths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { staffSignIn } from './staffAuth.ts';
import { plentifulFirst } from './stayHelpers.ts';

/** The desk's work on a stay: early departure, extras on the folio, payment taken at the hotel. */

const FRONT_DESK = 'frontdesk.sha@aurora-hotels.example';
const MANAGER = 'manager.sha@aurora-hotels.example';
const SHOTS = process.env.E2E_SHOTS ?? 'test-results';

function hotelDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  const body = (await response.json()) as { errorCode: number; data: unknown };
  expect(body.errorCode, `${what}: ${JSON.stringify(body)}`).toBe(0);
  return body.data as T;
}

interface RoomList {
  list: {
    roomTypeCode: string;
    fewRoomsLeft: number | null;
    roomRates: { ratePlanCode: string; paymentType: number; isFull: number }[];
  }[];
}

/** A guest books two nights from tonight at SHA001 on the flexible rate, paying at the hotel. */
async function guestBooksTwoNights(request: APIRequestContext, lastName: string) {
  const checkInDate = hotelDate(0);
  const checkOutDate = hotelDate(2);
  const stay = { hotelCode: 'SHA001', checkInDate, checkOutDate, roomCount: 1, adultsNumber: 1, childNumber: 0 };
  const list = ((await (await request.get(`${API_PREFIX}/en-US/rooms`, { params: stay })).json()).data as RoomList)
    .list;
  const room = plentifulFirst(list).find((item) =>
    item.roomRates.some((rate) => rate.ratePlanCode === 'BAR' && rate.isFull === 0),
  );
  if (!room) throw new Error('no flexible rate for two nights from tonight at SHA001');
  const order = {
    hotelCode: 'SHA001',
    roomTypeCode: room.roomTypeCode,
    ratePlanCode: 'BAR',
    checkInDate,
    checkOutDate,
    roomCount: 1,
    guestsNumber: { adultCount: 1, childCount: 0 },
    roomInfo: [
      {
        checkInInfo: {
          guestsNumber: { adultCount: 1, childCount: 0 },
          customer: [{ title: 'Ms', firstName: 'Folio', lastName }],
        },
      },
    ],
    booker: { name: `Folio ${lastName}`, email: 'folio.guest@example.com', mobile: '86 13900000003' },
    verifyAmount: 0,
  };
  const quote = await data<{ payAmount: number }>(
    await request.post(`${API_PREFIX}/en-US/orders/quote`, { data: order }),
    'quote',
  );
  return data<{ transactionId: string; confirmationNumber: string }>(
    await request.post(`${API_PREFIX}/en-US/orders`, {
      data: { ...order, verifyAmount: quote.payAmount },
      headers: { 'Idempotency-Key': `desk-folio-${lastName}` },
    }),
    'book',
  );
}

const suffix = () => [...String(Date.now() % 1_000_000)].map((digit) => 'abcdefghij'[Number(digit)]).join('');

async function confirm(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  await page.getByTestId('confirm-yes').click();
}

test('front desk: checks in, adds the minibar, checks out after one of two nights, takes the rest by card', async ({
  page,
  request,
}) => {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  const stay = await guestBooksTwoNights(request, `Early${suffix()}`);
  await staffSignIn(page, FRONT_DESK);
  await page.goto(adminPaths.reservation(stay.transactionId));
  const folio = page.getByTestId('desk-folio');
  const balance = page.getByTestId('folio-balance');
  await expect(balance).not.toHaveAttribute('data-balance', '0');
  const booked = Number(await balance.getAttribute('data-balance'));

  await confirm(page, 'action-checkIn');
  await expect(page.getByTestId('action-checkOut')).toBeVisible();
  const charge = folio.getByTestId('folio-charge');
  // A wrong amount is refused in words, nothing added.
  await charge.getByLabel('Extra (minibar, laundry…)').fill('Minibar');
  await charge.getByLabel('Amount (CNY)').fill('12.345');
  await charge.getByRole('button', { name: 'Add extra' }).click();
  await expect(charge.getByRole('alert').or(charge.locator('[id$="-error"]')).first()).toBeVisible();
  await expect(balance).toHaveAttribute('data-balance', String(booked));
  await charge.getByLabel('Amount (CNY)').fill('120.50');
  await charge.getByRole('button', { name: 'Add extra' }).click();
  await expect(balance).toHaveAttribute('data-balance', String(booked + 12_050));
  await expect(folio.getByTestId('folio-entries')).toContainText('Minibar');

  // Out the same day: an early departure, one night given back and repriced.
  await confirm(page, 'action-checkOut');
  await expect(page.getByTestId('reservation-history')).toContainText('Checked out early');
  // The folio is asked again after the history: wait for its repriced balance before reading it.
  await expect(balance).not.toHaveAttribute('data-balance', String(booked + 12_050));
  const afterOut = Number(await balance.getAttribute('data-balance'));
  expect(afterOut).toBeLessThan(booked + 12_050);
  expect(afterOut).toBeGreaterThan(12_050);

  const payment = folio.getByTestId('folio-payment');
  await expect(payment.getByLabel('Amount (CNY)')).toHaveValue((afterOut / 100).toFixed(2));
  await payment.getByLabel('Slip or receipt number (optional)').fill('POS 004211');
  await page.screenshot({ path: `${SHOTS}/desk-folio-en-1280.png`, fullPage: true });
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(balance).toHaveText('Nothing to pay');
  await expect(folio.getByTestId('folio-payment')).toHaveCount(0);
  await expect(page.getByTestId('reservation-history')).toContainText('Payment taken at the hotel');
  await page.screenshot({ path: `${SHOTS}/desk-folio-en-1280-paid.png`, fullPage: true });
  expect(crashes).toEqual([]);
});

test('zh-CN, 390 px: a hotel manager voids an extra charged by mistake', async ({ page, request }) => {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  await page.setViewportSize({ width: 390, height: 844 });
  const stay = await guestBooksTwoNights(request, `Void${suffix()}`);
  await staffSignIn(page, MANAGER);
  await page.getByTestId('admin-language').selectOption('zh-CN');
  await expect(page.getByTestId('admin-sign-out')).not.toHaveText('Sign out');
  await page.goto(adminPaths.reservation(stay.transactionId));
  const folio = page.getByTestId('desk-folio');
  const balance = page.getByTestId('folio-balance');
  await expect(balance).not.toHaveAttribute('data-balance', '0');
  const booked = Number(await balance.getAttribute('data-balance'));
  const charge = folio.getByTestId('folio-charge');
  await charge.getByLabel('消费项目（迷你吧、洗衣等）').fill('洗衣');
  await charge.getByLabel('金额（CNY）').fill('80');
  await charge.getByRole('button', { name: '记入消费' }).click();
  await expect(balance).toHaveAttribute('data-balance', String(booked + 8_000));
  const entry = folio.getByTestId('folio-entries').locator('tr', { hasText: '洗衣' });
  await entry.getByRole('button', { name: '作废' }).click();
  await page.getByTestId('confirm-yes').click();
  await expect(balance).toHaveAttribute('data-balance', String(booked));
  await expect(entry).toContainText('已由');
  await expect(page.getByTestId('reservation-history')).toContainText('账单条目已作废');
  await page.screenshot({ path: `${SHOTS}/desk-folio-zh-390.png`, fullPage: true });
  expect(crashes).toEqual([]);
});
