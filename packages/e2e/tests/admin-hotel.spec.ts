import { expect, type Page, test } from '@playwright/test';
import { GROUP_ADMIN, staffSignIn } from './staffAuth.ts';

/** Every fact of a hotel is editable after creation, with choosers instead of codes typed by hand. */

const HOTEL = 'Lumen by Aurora Bangkok Sukhumvit (BKK002)';

function watchCrashes(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  return crashes;
}

/** Chooses the hotel on the catalogue screen, again if the screen was still settling and kept the first one. */
async function chooseHotel(page: Page, label: string) {
  const chooser = page.locator('main').getByRole('combobox').first();
  await expect(async () => {
    await chooser.selectOption({ label });
    await expect(page.getByRole('form', { name: /BKK002/ })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

async function openHotel(page: Page) {
  await page.getByTestId('admin-nav-catalog').click();
  await chooseHotel(page, HOTEL);
  return page.getByRole('form', { name: /BKK002/ });
}

test('a group administrator adds a facility to a hotel with a tick, and guests see it on the hotel page', async ({
  page,
}) => {
  const crashes = watchCrashes(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, GROUP_ADMIN);
  const form = await openHotel(page);
  // Taxes read as percentages, the time zone and currency as choices, facilities and channels as ticks.
  await expect(form.getByLabel('Tax (%)')).toHaveValue('7');
  await expect(form.getByLabel('Time zone')).toHaveValue('Asia/Bangkok');
  await expect(form.getByLabel('Currency')).toHaveValue('THB');
  await expect(form.getByRole('checkbox', { name: 'Swimming pool' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Spa' })).not.toBeChecked();
  await expect(form).not.toContainText('comma-separated');
  await form.getByRole('checkbox', { name: 'Spa' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('hotel-fields-1280-en.png'), fullPage: true });

  const guest = await page.context().newPage();
  await guest.goto('/en-US/hotelDetail/BKK002');
  await expect(guest.getByTestId('hotel-facilities')).toContainText('Spa');
  await guest.close();

  await form.getByRole('checkbox', { name: 'Spa' }).uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toBeVisible();
  expect(crashes).toEqual([]);
});

test('a group administrator adds a picture, describes it and moves it first; guests see it first', async ({ page }) => {
  const crashes = watchCrashes(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, GROUP_ADMIN);
  await openHotel(page);
  const pictures = page.getByTestId('hotel-picture');
  await expect(pictures.first()).toBeVisible();
  const before = await pictures.count();
  // A real photo-sized PNG drawn in the browser (no fixture file needed).
  const png = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(640, 427);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2a6f97';
    context.fillRect(0, 0, 640, 427);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  await page.getByTestId('hotel-picture-upload').setInputFiles({
    name: 'rooftop.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png),
  });
  await expect(pictures).toHaveCount(before + 1);
  const added = pictures.last();
  await added.locator('summary').click();
  await added.getByLabel('English').fill('Rooftop pool at sunset');
  for (let step = 0; step < before; step++)
    await pictures
      .nth(before - step)
      .getByRole('button', { name: 'Move earlier' })
      .click();
  await expect(pictures.first().locator('summary')).toContainText('Rooftop pool at sunset');
  await page.getByTestId('hotel-pictures-save').click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('hotel-pictures-1280-en.png'), fullPage: true });

  const guest = await page.context().newPage();
  await guest.goto('/en-US/hotelDetail/BKK002');
  await expect(guest.getByRole('img', { name: 'Rooftop pool at sunset' }).first()).toBeVisible();
  await guest.close();
  expect(crashes).toEqual([]);
});

test('on a phone in Japanese the hotel form names every field in Japanese', async ({ page }) => {
  const crashes = watchCrashes(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await staffSignIn(page, GROUP_ADMIN);
  await page.getByTestId('admin-language').selectOption('ja');
  await expect(page.getByTestId('admin-nav-catalog')).toHaveText('カタログ');
  await page.getByTestId('admin-nav-catalog').click();
  await chooseHotel(page, 'ルーメン バイ オーロラ バンコク スクンビット (BKK002)');
  const form = page.getByRole('form', { name: /BKK002/ });
  await expect(form.getByLabel('税率（%）')).toHaveValue('7');
  await expect(form.getByRole('group', { name: '設備' })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Alipay（アリペイ）' })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('hotel-fields-390-ja.png'), fullPage: true });
  await page.getByTestId('admin-language').selectOption('en-US');
  expect(crashes).toEqual([]);
});
