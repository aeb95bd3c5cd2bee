import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { staffSignIn } from './staffAuth.ts';

const MANAGER = 'manager.sha@aurora-hotels.example';
const HOTEL = 'SHA001';
const SHOTS = '/tmp/shots-names';

function watchCrashes(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  return crashes;
}

const TEXTS = {
  'en-US': {
    roomTypesTab: 'Room types',
    ratePlansTab: 'Rate plans',
    edit: 'Edit',
    save: 'Save',
    jaOptional: /日本語 \(optional\)/,
    fallbackJa: 'Guests reading 日本語 now see:',
    remove: 'Remove',
    deleted: /was deleted with its prices/,
  },
  'zh-CN': {
    roomTypesTab: '房型',
    ratePlansTab: '价格计划',
    edit: '编辑',
    save: '保存',
    jaOptional: /日本語/,
    fallbackJa: '日本語',
    remove: '移除',
    deleted: /已连同价格删除/,
  },
} as const;

/**
 * Each variant keeps one room type of its own (created when missing, renamed otherwise, sort order 900), and
 * its rate plan is created and removed within the journey, so a run leaves no new plan behind.
 */
const VARIANTS = [
  { lang: 'en-US', width: 1280, height: 900, room: 'NMENE2E', plan: 'RMENE2E', guestLang: 'ja' },
  { lang: 'zh-CN', width: 390, height: 844, room: 'NMZHE2E', plan: 'RMZHE2E', guestLang: 'ko-KR' },
] as const;

for (const { lang, width, height, room, plan, guestLang } of VARIANTS) {
  test(`${lang} at ${width} px: a hotel manager names a room type in English only, ${guestLang} guests read the English name, and a plan is removed after confirming`, async ({
    page,
    browser,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    const text = TEXTS[lang];
    const shot = (name: string) => `${SHOTS}/${name}-${lang}-${width}.png`;
    const crashes = watchCrashes(page);
    await page.setViewportSize({ width, height });
    await staffSignIn(page, MANAGER);
    if (lang !== 'en-US') {
      await page.getByTestId('admin-language').selectOption(lang);
      await expect(page.getByTestId('admin-sign-out')).not.toHaveText('Sign out');
    }
    const openTab = async (tab: string) => {
      await page.getByTestId('admin-nav-catalog').click();
      const chooser = page.locator('main').getByRole('combobox').first();
      await expect(async () => {
        await chooser.selectOption(HOTEL);
        await expect(page.getByRole('form', { name: new RegExp(HOTEL) })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByTestId('catalog-items')).toBeVisible();
    };
    const rowOf = (code: string) => page.getByTestId('catalog-items').locator('tbody tr', { hasText: code });

    // A room type written in English only: the other languages say optional and show the English text.
    const name = `Garden loft ${Date.now().toString(36)}`;
    await openTab(text.roomTypesTab);
    const exists = (await rowOf(room).count()) > 0;
    if (exists) await rowOf(room).getByRole('button', { name: text.edit }).click();
    else await page.getByTestId('catalog-new').click();
    const form = page.getByTestId(exists ? 'catalog-edit' : 'catalog-create');
    if (!exists) {
      await form.locator('[name="roomTypeCode"]').fill(room);
      await form.locator('[name="floor"]').fill('9');
      await form.locator('[name="sortOrder"]').fill('900');
    }
    for (const language of ['zh-CN', 'zh-TW', 'ja', 'ko-KR', 'th-TH']) {
      await form.locator(`[name="name.${language}"]`).fill('');
      await form.locator(`[name="description.${language}"]`).fill('');
    }
    await form.locator('[name="name.en-US"]').fill(name);
    await form.locator('[name="description.en-US"]').fill('A loft over the garden, written in English only.');
    await expect(form.getByLabel(text.jaOptional).first()).toBeVisible();
    await expect(form.locator('[name="name.ja"]')).toHaveAttribute('placeholder', name);
    const fallback = form.getByTestId('fallback-name-ja');
    await expect(fallback).toContainText(text.fallbackJa);
    await expect(fallback).toContainText(name);
    await fallback.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('room-type-form') });
    await form.getByRole('button', { name: text.save }).click();
    await expect(form)
      .toBeHidden({ timeout: 15_000 })
      .catch(() => undefined);
    await expect(rowOf(room)).toContainText(name, { timeout: 15_000 });

    // A guest reading another language sees the English name on the hotel page, never an empty one.
    const guest = await browser.newPage({ viewport: { width, height } });
    await expect(async () => {
      await guest.goto(`/${guestLang}/hotelDetail/${HOTEL}`);
      await expect(guest.getByText(name).first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
    await guest.getByText(name).first().scrollIntoViewIfNeeded();
    await guest.screenshot({ path: shot(`guest-${guestLang}`) });
    await guest.close();

    // A rate plan without reservations: Remove asks first, then deletes it.
    // Still on the hotel's catalogue: its tabs are there.
    await page.getByRole('tab', { name: text.ratePlansTab }).click();
    await expect(page.getByTestId('catalog-items')).toBeVisible();
    if ((await rowOf(plan).count()) === 0) {
      await page.getByTestId('catalog-new').click();
      const create = page.getByTestId('catalog-create');
      await create.locator('[name="ratePlanCode"]').fill(plan);
      await create.locator('[name="name.en-US"]').fill('Removable saver');
      await create.locator('[name="description.en-US"]').fill('Made to be removed');
      await create.locator('[name="sortOrder"]').fill('900');
      await create.getByRole('button', { name: text.save }).click();
      await expect(rowOf(plan)).toBeVisible({ timeout: 15_000 });
    }
    await rowOf(plan).getByTestId(`plan-remove-${plan}`).click();
    const dialog = page.getByTestId('plan-remove-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(plan);
    await page.screenshot({ path: shot('plan-remove-dialog') });
    await dialog.getByTestId('plan-remove-confirm').click();
    await expect(page.getByTestId('plan-removed')).toHaveText(text.deleted);
    await expect(rowOf(plan)).toHaveCount(0);
    await page.screenshot({ path: shot('plan-removed') });
    expect(crashes).toEqual([]);
  });
}
