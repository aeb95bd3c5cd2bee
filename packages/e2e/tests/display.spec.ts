import { API_PREFIX, paths } from '@hotel/contract/routes';
import { expect, test } from '@playwright/test';
import { dayFromToday, watchErrors } from './stayHelpers.ts';

/*
 * How prices and pages read: totals including taxes and fees where the site says so, the display
 * currency carried into the booking, and a phone layout (menu, folded sold-out rates, last rooms,
 * a reachable booking summary, a home page that does not repeat its articles).
 */

const PHONE = { width: 390, height: 844 };
const port = Number(process.env.E2E_PORT ?? 3210);

/** SHA001 from tomorrow for two nights: its EXSU is sold out (seeded), its SUPK has one room left. */
const scarceStay = () => ({
  hotelCode: 'SHA001',
  checkInDate: dayFromToday(1),
  checkOutDate: dayFromToday(3),
  roomCount: 1,
  adultsNumber: 1,
  childNumber: 0,
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  for (const lang of ['ja', 'en-US'] as const) {
    test(`${lang}: the header folds into a menu, and the home page lists each article once`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(paths.home(lang));
      const menu = page.getByTestId('header-menu');
      await expect(menu).toBeHidden();
      const toggle = page.getByTestId('menu-toggle');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: lang === 'ja' ? 'ホテル' : 'Hotels', exact: true })).toBeVisible();
      await page.screenshot({ path: `test-results/display-menu-${lang}-390.png` });
      await toggle.click();
      await expect(menu).toBeHidden();

      const cards = page.locator('[data-testid="home-block"] [data-testid="article-card"] h3');
      await page.getByTestId('home-block').last().scrollIntoViewIfNeeded();
      await expect(cards.nth(3)).toBeVisible();
      const titles = await cards.allTextContents();
      expect(titles.length).toBeGreaterThan(3);
      expect(new Set(titles).size).toBe(titles.length);

      await toggle.click();
      await menu.getByRole('link', { name: lang === 'ja' ? 'ホテル' : 'Hotels', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/hotelList`));
      await expect(menu).toBeHidden();
      expect(errors).toEqual([]);
    });
  }

  for (const lang of ['en-US', 'th-TH'] as const) {
    test(`${lang}: the room list folds sold-out rates and says when few rooms are left`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(paths.roomList(lang, undefined, scarceStay()));
      const soldOut = page.locator('[data-testid="room"][data-room-code="EXSU"]');
      await expect(soldOut.getByTestId('room-full')).toBeVisible();
      await expect(soldOut.getByTestId('rate')).toHaveCount(0);
      const toggle = soldOut.getByTestId('toggle-sold-out');
      const count = (
        await (await page.request.get(`${API_PREFIX}/en-US/rooms`, { params: { ...scarceStay() } })).json()
      ).data.list.find((room: { roomTypeCode: string }) => room.roomTypeCode === 'EXSU').roomRates.length as number;
      await expect(toggle).toHaveText(
        lang === 'en-US' ? `Show ${count} sold-out rates` : `แสดงราคาที่เต็มแล้ว ${count} รายการ`,
      );
      await toggle.click();
      await expect(soldOut.getByTestId('rate')).toHaveCount(count);
      await expect(soldOut.getByTestId('rate-sold-out').first()).toBeVisible();

      const last = page.locator('[data-testid="room"][data-room-code="SUPK"]');
      await expect(last.getByTestId('few-rooms-left')).toHaveText(
        lang === 'en-US' ? 'Only 1 room left' : 'เหลือเพียง 1 ห้อง',
      );
      await last.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/display-rooms-${lang}-390.png` });
      expect(errors).toEqual([]);
    });
  }

  test('en-US: the booking summary is one tap away below the form', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(
      paths.roomList('en-US', undefined, {
        ...scarceStay(),
        checkInDate: dayFromToday(12),
        checkOutDate: dayFromToday(14),
      }),
    );
    await page.getByTestId('rate-book').first().click();
    await expect(page.getByTestId('room-book')).toBeVisible();
    const summary = page.locator('#booking-summary');
    await expect(summary).not.toBeInViewport();
    await page.getByTestId('jump-to-summary').click();
    await expect(summary.getByTestId('pay-amount')).toBeInViewport();
    await page.screenshot({ path: 'test-results/display-summary-en-390.png' });
    expect(errors).toEqual([]);
  });
});

test('ja, the Japanese hotel site: room prices include taxes and fees and equal the booking total; a chosen currency is carried into the booking', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const base = `http://kyoto.localhost:${port}`;
  const stay = {
    hotelCode: 'UKY001',
    checkInDate: dayFromToday(15),
    checkOutDate: dayFromToday(17),
    roomCount: 1,
    adultsNumber: 2,
    childNumber: 0,
  };
  await page.goto(`${base}${paths.roomList('ja', undefined, stay)}`);
  const rate = page
    .getByTestId('rate')
    .filter({ has: page.getByTestId('rate-book') })
    .first();
  await expect(rate.getByTestId('price-basis')).toHaveText('税・サービス料込み');
  const listed = Number(await rate.getByTestId('rate-total').getAttribute('data-amount'));
  await rate.getByTestId('rate-breakdown-toggle').click();
  await expect(rate.getByTestId('rate-charges')).toContainText('JPY');
  await page.screenshot({ path: 'test-results/display-kyoto-rooms-ja-1280.png' });

  await page.getByTestId('currency-switcher').selectOption('USD');
  await expect(rate.getByTestId('rate-total')).toContainText('USD');
  await rate.getByTestId('rate-book').click();
  const summary = page.locator('#booking-summary');
  await expect(summary.getByTestId('pay-amount')).toContainText('JPY');
  const charged = summary.getByTestId('charged-in');
  await expect(charged).toHaveText(/^JPYで請求されます（約USD [\d,.]+）$/);
  // Before extras the booking totals exactly what the list showed with taxes and fees.
  await expect(summary.getByTestId('total-amount')).toHaveText(`JPY ${new Intl.NumberFormat('ja').format(listed)}`);
  await page.screenshot({ path: 'test-results/display-kyoto-book-ja-1280.png', fullPage: true });
  expect(errors).toEqual([]);
});
