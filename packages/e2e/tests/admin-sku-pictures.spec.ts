import { mkdirSync } from 'node:fs';
import { paths } from '@hotel/contract/routes';
import { expect, type Page, test } from '@playwright/test';
import { GROUP_ADMIN, staffSignIn } from './staffAuth.ts';

const SHOTS = '/tmp/shots-office';
const GOODS = 'PILLOWCASE-SILK';

function watchCrashes(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  return crashes;
}

/** A real picture drawn in the browser, as a phone would hand it over (no fixture file needed). */
async function drawnPicture(page: Page, colour: string) {
  const bytes = await page.evaluate(async (colour) => {
    const canvas = new OffscreenCanvas(800, 600);
    const context = canvas.getContext('2d')!;
    context.fillStyle = colour;
    context.fillRect(0, 0, 800, 600);
    context.fillStyle = '#ffffff';
    context.fillRect(250, 200, 300, 200);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return [...new Uint8Array(await blob.arrayBuffer())];
  }, colour);
  return Buffer.from(bytes);
}

const CASES = [
  {
    lang: 'en-US',
    viewport: { width: 1280, height: 900 },
    sku: 'SILK-MIDNIGHT',
    colour: '#1b2a4a',
    edit: 'Edit',
    altLabel: /^English/,
    alt: 'Midnight blue silk pillowcase',
    other: 'Champagne',
    choose: 'Midnight',
  },
  {
    lang: 'zh-CN',
    viewport: { width: 390, height: 844 },
    sku: 'SILK-CHAMPAGNE',
    colour: '#d8c29a',
    edit: '编辑',
    altLabel: /^简体中文/,
    alt: '香槟色真丝枕套',
    other: '午夜蓝',
    choose: '香槟色',
  },
] as const;

for (const c of CASES) {
  test(`${c.lang}, ${c.viewport.width} px: a group administrator gives a SKU its own picture; the goods page shows it when the guest chooses the SKU`, async ({
    page,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    const crashes = watchCrashes(page);
    await page.setViewportSize(c.viewport);
    const alt = `${c.alt} ${Date.now()}`;
    await staffSignIn(page, GROUP_ADMIN);
    if (c.lang !== 'en-US') {
      await page.getByTestId('admin-language').selectOption(c.lang);
      await expect(page.getByTestId('admin-sign-out')).not.toHaveText('Sign out');
    }
    await page.getByTestId('admin-nav-mall').click();
    const row = page.getByTestId('mall-goods').locator('tbody tr', { hasText: GOODS });
    await row.getByRole('button', { name: c.edit }).click();
    const manager = page.getByTestId(`sku-${c.sku}-pictures`);
    await expect(manager).toBeVisible();
    const pictures = manager.getByTestId(`sku-${c.sku}-picture`);
    const before = await pictures.count();
    // A text file named like a picture is refused by its content; nothing is added.
    await manager.getByTestId(`sku-${c.sku}-picture-upload`).setInputFiles({
      name: 'pillow.png',
      mimeType: 'image/png',
      buffer: Buffer.from('plain text pretending to be a picture'),
    });
    await expect(manager.getByRole('alert')).toBeVisible();
    await expect(pictures).toHaveCount(before);
    await manager.getByTestId(`sku-${c.sku}-picture-upload`).setInputFiles({
      name: 'pillow.png',
      mimeType: 'image/png',
      buffer: await drawnPicture(page, c.colour),
    });
    await expect(pictures).toHaveCount(before + 1);
    const added = pictures.last();
    await added.locator('summary').click();
    await added.getByLabel(c.altLabel).fill(alt);
    await manager.scrollIntoViewIfNeeded();
    await manager.screenshot({ path: `${SHOTS}/sku-pictures-${c.lang}-${c.viewport.width}.png` });
    await manager.getByTestId(`sku-${c.sku}-pictures-save`).click();
    await expect(manager.getByRole('status')).toBeVisible();

    // The guest chooses another SKU, then this one: its picture is shown large.
    const guest = await (await page.context().browser()!.newContext()).newPage();
    await guest.setViewportSize(c.viewport);
    await guest.goto(paths.mallProduct(c.lang, GOODS));
    const picker = guest.getByTestId('spec-picker');
    await picker.getByText(c.other, { exact: true }).click();
    await picker.getByText(c.choose, { exact: true }).click();
    await expect(guest.getByTestId('product-picture').getByRole('img', { name: alt })).toBeVisible();
    await guest.getByTestId('product-picture').scrollIntoViewIfNeeded();
    await guest.screenshot({ path: `${SHOTS}/sku-goods-page-${c.lang}-${c.viewport.width}.png` });
    await guest.close();
    expect(crashes).toEqual([]);
  });
}
