import { mkdirSync } from 'node:fs';
import { adminPaths } from '@hotel/contract/routes';
import { expect, type Page, test } from '@playwright/test';
import { urlWith } from './paths.ts';
import { staffSignIn } from './staffAuth.ts';

const EDITOR = 'editor@aurora-hotels.example';
const SHOTS = '/tmp/shots-office';

function watchCrashes(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  return crashes;
}

const CASES = [
  {
    lang: 'en-US',
    viewport: { width: 1280, height: 900 },
    title: 'Title',
    optional: 'optional',
    shown: 'Guests reading 日本語 now see:',
  },
  {
    lang: 'zh-CN',
    viewport: { width: 390, height: 844 },
    title: '标题',
    optional: '选填',
    shown: '使用日本語的访客现在看到：',
  },
] as const;

for (const c of CASES) {
  test(`${c.lang}, ${c.viewport.width} px: an article's plain title and summary mark the other languages optional and show, while one is empty, the English guests read`, async ({
    page,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    const crashes = watchCrashes(page);
    await page.setViewportSize(c.viewport);
    await staffSignIn(page, EDITOR);
    await expect(page).toHaveURL(urlWith(adminPaths.section('content'), { end: true }));
    if (c.lang !== 'en-US') {
      await page.getByTestId('admin-language').selectOption(c.lang);
      await expect(page.getByTestId('admin-sign-out')).not.toHaveText('Sign out');
    }
    await page.getByTestId('articles-new').click();
    const form = page.getByTestId('articles-create');
    const english = form.locator('[name="title.en-US"]');
    const japanese = form.locator('[name="title.ja"]');
    // The default language is needed (*), the others say they are optional.
    await expect(english).toHaveAccessibleName(`${c.title} · English *`);
    await expect(japanese).toHaveAccessibleName(`${c.title} · 日本語 (${c.optional})`);
    const title = `Autumn in Hangzhou ${Date.now()}`;
    await english.fill(title);
    // Left empty, the Japanese title shows what guests reading Japanese will see: the English one.
    const fallback = form.getByTestId('fallback-title-ja');
    await expect(fallback).toContainText(c.shown);
    await expect(fallback).toContainText(title);
    await expect(form.getByTestId('fallback-title-th-TH')).toContainText(title);
    await expect(form.getByTestId('fallback-title-en-US')).toHaveCount(0);
    await fallback.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/localized-fallback-${c.lang}-${c.viewport.width}.png` });
    await page.screenshot({
      path: `${SHOTS}/localized-fallback-full-${c.lang}-${c.viewport.width}.png`,
      fullPage: true,
    });
    // Typed in, the text is Japanese guests' own: the fallback goes.
    await japanese.fill('杭州の秋');
    await expect(fallback).toHaveCount(0);
    // The summary (a text area) does the same.
    await form.locator('[name="summary.en-US"]').fill('Lakeside walks and tea fields.');
    await expect(form.getByTestId('fallback-summary-ko-KR')).toContainText('Lakeside walks and tea fields.');
    expect(crashes).toEqual([]);
  });
}
