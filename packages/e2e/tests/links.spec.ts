import { paths } from '@hotel/contract/routes';
import { expect, type Page, test } from '@playwright/test';

/*
 * Links a guest may follow from an old e-mail, a chat or a typo: a malformed stay in the address never
 * shows the error page. The page says the link was corrected, shows the usual stay instead and puts a
 * clean address in the bar; unknown addresses answer 404 (home.spec.ts).
 */

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

const BAD_STAYS = [
  'checkInDate=abc&checkOutDate=2026-12-03',
  'checkInDate=2026-12-01&checkOutDate=2026-13-45',
  'checkInDate=2026-12-09&checkOutDate=2026-12-01&adultsNumber=zwei',
];

const NOTICE = {
  'en-US': 'Part of this link was not valid',
  'zh-CN': '链接中的入住信息有误',
} as const;

const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'phone', width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  for (const language of ['en-US', 'zh-CN'] as const) {
    test(`a malformed stay in a link is corrected with a notice (${language}, ${viewport.label})`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const errors = watchErrors(page);
      const pages = [
        { base: paths.hotelList(language), ready: page.getByTestId('hotel-list-item').first() },
        { base: paths.hotelDetail(language, 'SHA001'), ready: page.getByTestId('room-type').first() },
        { base: `${paths.roomList(language)}?hotelCode=SHA001`, ready: page.getByTestId('room').first() },
      ];
      for (const { base, ready } of pages) {
        for (const stay of BAD_STAYS) {
          const address = `${base}${base.includes('?') ? '&' : '?'}${stay}`;
          const response = await page.goto(address);
          expect(response?.status(), address).toBeLessThan(500);
          await expect(page.getByText(NOTICE[language]), address).toBeVisible();
          await expect(ready, address).toBeVisible();
          await expect(page).not.toHaveURL(/abc|2026-13-45|zwei/);
          await expect(page.getByTestId('status-serverError')).toHaveCount(0);
          await expect(page.locator('body')).not.toContainText(/checkInDate|checkOutDate|adultsNumber|Invalid/);
        }
      }
      if (viewport.label === 'phone') await page.screenshot({ path: `test-results/links-${language}-phone.png` });
      expect(errors).toEqual([]);
    });
  }
}
