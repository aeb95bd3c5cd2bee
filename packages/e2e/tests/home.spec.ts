import { paths } from '@hotel/contract/routes';
import { expect, type Page, test } from '@playwright/test';
import { urlWith } from './paths.ts';

/** Collects console errors and failed requests, which a healthy page has none of. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the home page shows the group hotels in English and in Chinese', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(paths.home('en-US'));
  const names = page.getByTestId('hotel-name');
  await expect(names.first()).toBeVisible();
  // The server painted the opening picture and the app started after it (allowed by the CSP: no error).
  await expect(page.locator('script[data-app]')).toHaveCount(1);
  await expect(page.locator('script[type="module"][src*="/assets/index-"]')).toHaveCount(1);
  const english = await names.allTextContents();
  expect(english.length).toBeGreaterThanOrEqual(8);
  expect(english.join(' ')).toMatch(/[A-Za-z]/);
  expect(english.join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await page.goto(paths.home('zh-CN'));
  await expect(names.first()).toBeVisible();
  const chinese = await names.allTextContents();
  expect(chinese).toHaveLength(english.length);
  expect(chinese.every((name) => /[\u4e00-\u9fff]/.test(name))).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(/[\u4e00-\u9fff]/);
  expect(errors).toEqual([]);
});

test('the language switcher changes the page at once and keeps the choice', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(paths.home(null));
  await expect(page.getByTestId('hotel-name').first()).toBeVisible();
  await page.getByTestId('language-switcher').selectOption('ja');
  await expect(page).toHaveURL(urlWith(paths.home('ja'), { end: true }));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByTestId('hotel-name').first()).toHaveText(/[\u3040-\u30ff\u4e00-\u9fff]/);
  await page.goto(paths.hotelList(null));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(errors).toEqual([]);
});

test('an unknown address shows the translated not-found page, never a blank screen, with HTTP 404', async ({
  page,
}) => {
  expect((await page.goto('/ko-KR/no/such/page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\uac00-\ud7af]/);
  await expect(page.getByRole('link', { name: /[\uac00-\ud7af]/ }).first()).toBeVisible();
  expect((await page.goto(paths.hotelDetail('en-US', 'NOPE999')))?.status()).toBe(404);
  await expect(page.getByTestId('status-notFound')).toBeVisible();
  expect((await page.goto(paths.hotelDetail('en-US', 'SHA001')))?.status()).toBe(200);
});
