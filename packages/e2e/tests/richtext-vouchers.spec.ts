import { ADMIN_API_PREFIX, adminPaths, paths } from '@hotel/contract/routes';
import { expect, type Page, test } from '@playwright/test';
import { urlWith } from './paths.ts';
import { GROUP_ADMIN, staffSignIn } from './staffAuth.ts';

const EDITOR = 'editor@aurora-hotels.example';
const SHOTS = '/tmp/shots-richtext';

function watchCrashes(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  return crashes;
}

test('a content editor writes an article with a heading, a list and a link in the editor, previews it and guests read it (en-US, 1280 px)', async ({
  page,
}) => {
  const crashes = watchCrashes(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const code = `spring-${Date.now().toString(36)}`;
  const title = `Spring at the Bund ${Date.now()}`;
  await staffSignIn(page, EDITOR);
  await expect(page).toHaveURL(urlWith(adminPaths.section('content'), { end: true }));
  await page.getByTestId('articles-new').click();
  const form = page.getByTestId('articles-create');
  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByLabel('Article category').selectOption({ label: 'News' });
  await form.getByLabel('Title · English').fill(title);

  const body = form.getByRole('textbox', { name: 'Body (rich text) · English' });
  await body.click();
  await form.getByRole('button', { name: 'Heading', exact: true }).click();
  await expect(body.locator('h2')).toHaveCount(1);
  await expect(body).toBeFocused();
  await page.keyboard.type('Three good reasons');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Bulleted list' }).click();
  await expect(body.getByRole('listitem')).toHaveCount(1);
  await expect(body).toBeFocused();
  await page.keyboard.type('Breakfast on the terrace');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Late check-out');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Read the offer details');
  // Select the last paragraph's words and make them a link.
  await page.keyboard.press('Shift+Home');
  await form.getByRole('button', { name: 'Link', exact: true }).click();
  const address = form.getByLabel('Link address (empty removes the link)');
  await address.fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'must start with https://' })).toBeVisible();
  await address.fill('https://example.com/spring');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(body.getByRole('heading', { name: 'Three good reasons' })).toBeVisible();
  await expect(body.getByRole('listitem')).toHaveCount(2);
  await expect(body.getByRole('link', { name: 'Read the offer details' })).toHaveAttribute(
    'href',
    'https://example.com/spring',
  );

  // Another language left empty: guests reading it see the English text, shown beside the editor.
  await form.getByRole('tab', { name: /日本語/ }).click();
  await expect(form.getByTestId('rich-text-field-body').getByText('Guests reading 日本語 now see:')).toBeVisible();
  await form.getByRole('tab', { name: /English/ }).click();

  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = form.getByTestId('rich-text-preview-body');
  await expect(preview.getByRole('heading', { name: 'Three good reasons' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveCount(2);
  await expect(preview.getByRole('link', { name: 'Read the offer details' })).toBeVisible();
  await form.getByLabel('Published').check();
  await page.screenshot({ path: `${SHOTS}/editor-1280-en-US.png`, fullPage: true });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('articles-created')).toBeVisible();

  await page.goto(paths.article('en-US', code));
  await expect(page.getByTestId('article-title')).toHaveText(title);
  const article = page.getByTestId('article-body');
  await expect(article.getByRole('heading', { name: 'Three good reasons' })).toBeVisible();
  await expect(article.getByRole('listitem')).toHaveText(['Breakfast on the terrace', 'Late check-out']);
  await expect(article.getByRole('link', { name: 'Read the offer details' })).toHaveAttribute(
    'href',
    'https://example.com/spring',
  );
  await page.screenshot({ path: `${SHOTS}/article-1280-en-US.png`, fullPage: true });
  // A language left empty reads the English text.
  await page.goto(paths.article('ja', code));
  await expect(page.getByTestId('article-title')).toHaveText(title);
  await expect(page.getByTestId('article-body').getByRole('heading', { name: 'Three good reasons' })).toBeVisible();
  expect(crashes).toEqual([]);
});

for (const lang of ['ja'] as const) {
  const words = {
    ja: {
      nav: 'プロモーション',
      edit: '編集',
      tier: 'ゴールド',
      count: '会員数を確認',
      preview: /このセグメントの会員は現在 (\d+) 人です。/,
      issue: /枚のクーポンを発行する/,
      issued: /セグメントに \d+ 枚のクーポンを発行しました。/,
      criterion: '少なくとも 1 つの条件',
    },
    'zh-CN': {
      nav: '促销',
      edit: '编辑',
      tier: '金卡会员',
      count: '统计会员人数',
      preview: /此群体目前有 (\d+) 位会员。/,
      issue: /确认发放 \d+ 张优惠券/,
      issued: /已向该群体发放 \d+ 张优惠券。/,
      criterion: '请至少选择一个条件',
    },
  }[lang];
  test(`a group administrator issues vouchers to a segment after its count (${lang}, 390 px)`, async ({ page }) => {
    const crashes = watchCrashes(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await staffSignIn(page, GROUP_ADMIN);
    // A template of its own that no stay or order can use (its minimum spend is out of reach), so the
    // vouchers it gives the shared run's members change no other journey.
    const code = `SEG${Date.now().toString(36).toUpperCase()}`;
    const text = { 'zh-CN': code, 'zh-TW': code, 'en-US': code, ja: code, 'ko-KR': code, 'th-TH': code };
    const created = await page.request.post(`${ADMIN_API_PREFIX}/coupon-templates`, {
      data: {
        templateCode: code,
        name: text,
        terms: text,
        couponType: 1,
        amount: 100,
        discountPercent: 0,
        maxDiscount: null,
        minSpend: 1_000_000_000,
        currency: 'CNY',
        hotelCodes: ['SHA001'],
        validDays: 1,
        isWelcome: false,
        isActive: true,
      },
    });
    expect(((await created.json()) as { errorCode: number }).errorCode).toBe(0);
    await page.getByTestId('admin-nav-promotions').click();
    await expect(page).toHaveURL(urlWith(adminPaths.section('promotions'), { end: true }));
    await page.getByTestId('admin-language').selectOption(lang);
    await expect(page.getByTestId('admin-nav-promotions')).toHaveText(words.nav);
    const row = page.getByTestId('templates-table').locator('tbody tr', { hasText: code });
    await row.getByRole('button', { name: words.edit }).click();
    const segment = page.getByTestId('segment-vouchers');
    await segment.scrollIntoViewIfNeeded();
    // No criterion: refused in place, in words.
    await segment.getByTestId('segment-count').click();
    await expect(segment.getByRole('alert').filter({ hasText: words.criterion })).toBeVisible();
    await segment.getByRole('checkbox', { name: words.tier }).check();
    await segment.getByTestId('segment-count').click();
    await expect(segment.getByTestId('segment-preview')).toHaveText(words.preview);
    const counted = Number(words.preview.exec((await segment.getByTestId('segment-preview').textContent()) ?? '')?.[1]);
    expect(counted).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/segment-preview-390-${lang}.png`, fullPage: true });
    await expect(segment.getByTestId('segment-issue')).toHaveText(words.issue);
    await segment.getByTestId('segment-issue').click();
    await expect(segment.getByTestId('segment-issued')).toHaveText(words.issued);
    await expect(segment.getByTestId('segment-issued')).toContainText(String(counted));
    await page.screenshot({ path: `${SHOTS}/segment-issued-390-${lang}.png`, fullPage: true });
    await page.getByTestId('admin-language').selectOption('en-US');
    expect(crashes).toEqual([]);
  });
}
