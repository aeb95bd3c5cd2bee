import { API_PREFIX, paths } from '@hotel/contract/routes';
import { expect, type Page, test } from '@playwright/test';
import {
  DESKTOP,
  openSection,
  PHONE,
  registerMember,
  signInOnPage,
  unreachable,
  watchCrashes,
} from './memberHelpers.ts';
import { urlWith } from './paths.ts';

const SECTIONS = [
  'overview',
  'profile',
  'points',
  'growth',
  'billing',
  'activity',
  'vouchers',
  'contacts',
  'invoiceTitles',
  'preferences',
  'password',
  'sessions',
  'data',
] as const;
const PASSWORD = 'Member@2026a';
const SHOTS = 'test-results/member-layout';

/** The header's parts, as boxes: the site's name, the member's entry, the language and currency selectors. */
async function headerBoxes(page: Page) {
  const header = page.locator('header').first();
  const box = async (testId: string) => (await header.getByTestId(testId).boundingBox())!;
  return {
    header: (await header.boundingBox())!,
    title: await box('site-title'),
    member: await box('member-nav'),
    menu: await box('header-menu'),
  };
}

const middle = (box: { y: number; height: number }) => box.y + box.height / 2;

for (const lang of ['en-US', 'ko-KR'] as const) {
  test(`${lang}: a 13-character name keeps the header on one row at 1280 px, notices stay off the header, and every section fits at 390 px`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const crashes = watchCrashes(page);
    const email = `maximilianus.${lang.toLowerCase()}.${Date.now()}@example.com`;
    await registerMember(page.request, {
      email,
      password: PASSWORD,
      firstName: 'Maximilianus',
      lastName: 'Hohenstaufen',
    });
    await page.request.post(`${API_PREFIX}/member/logout`);

    // A new member signs in from the personal center's address and comes back to it.
    await page.setViewportSize(DESKTOP);
    await page.goto(paths.personalCenter(lang));
    await expect(page).toHaveURL(urlWith(paths.login(lang)));
    await signInOnPage(page, email, PASSWORD);
    await expect(page).toHaveURL(urlWith(paths.personalCenter(lang), { end: true }));
    await expect(page.getByTestId('member-greeting')).toContainText('Maximilianus');

    // 1280 px: the name (shortened, whole in its title) and the selectors share the site name's row.
    const member = page.getByTestId('member-nav');
    await expect(member).toHaveAttribute('title', /Maximilianus/);
    const boxes = await headerBoxes(page);
    expect(Math.abs(middle(boxes.menu) - middle(boxes.title))).toBeLessThan(8);
    expect(Math.abs(middle(boxes.member) - middle(boxes.title))).toBeLessThan(8);
    for (const selector of await page.locator('header select').all()) {
      const box = (await selector.boundingBox())!;
      expect(Math.abs(middle(box) - middle(boxes.title))).toBeLessThan(8);
    }
    expect(boxes.header.height).toBeLessThan(90);

    // A notice (profile saved) appears clear of the header.
    await openSection(page, 'profile');
    await page.getByTestId('profile-edit').click();
    await page.getByTestId('profile-save').click();
    const notice = page.locator('[aria-live="polite"] > div').first();
    await expect(notice).toBeVisible();
    const noticeBox = (await notice.boundingBox())!;
    expect(noticeBox.y).toBeGreaterThan(boxes.header.y + boxes.header.height);
    await page.screenshot({ path: `${SHOTS}/${lang}-1280-header-notice.png` });

    // Every section at 1280 px, then at 390 px: nothing runs off the window out of reach.
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto(paths.personalCenter(lang));
      for (const section of SECTIONS) {
        if (section !== 'overview') await openSection(page, section);
        await expect(page.locator('main h1').first()).toBeVisible();
        // Each section's data has come (no spinner left), so what is measured is what the member sees.
        await expect(page.locator('main [role="status"]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect(await unreachable(page), `${section} at ${size.width}px`).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/${lang}-${size.width}-${section}.png`, fullPage: true });
      }
    }
    // At 390 px the header folds into its menu; opened, the long name and the selectors fit the width.
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('member-nav')).toBeVisible();
    expect(await unreachable(page, 'header')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${lang}-390-header-menu.png` });
    expect(crashes).toEqual([]);
  });
}

for (const { lang, size } of [
  { lang: 'ko-KR', size: PHONE },
  { lang: 'en-US', size: DESKTOP },
] as const) {
  test(`${lang} at ${size.width}px: invoice titles are added, checked and removed in the personal center`, async ({
    page,
  }) => {
    const crashes = watchCrashes(page);
    await page.setViewportSize(size);
    const email = `titles.${lang.toLowerCase()}.${Date.now()}@example.com`;
    await registerMember(page.request, { email, password: PASSWORD, firstName: 'Jiwoo', lastName: 'Kim' });
    const saved = async () =>
      (await (await page.request.get(`${API_PREFIX}/member/invoice-titles`)).json()).data as {
        kind: string;
        name: string;
        taxNumber: string | null;
      }[];
    await page.goto(paths.personalCenter(lang, { tab: 'invoiceTitles' }));
    const form = page.getByTestId('invoice-title-form');
    await expect(form).toBeVisible();

    // A company without its taxpayer number, then with a malformed one: refused in words, nothing saved.
    await form.locator('input[value="company"]').check();
    await form.getByTestId('invoice-title-name').fill('Aurora Trading Co., Ltd.');
    await form.getByTestId('invoice-title-save').click();
    const taxError = form.locator('[id$="-error"], [role="alert"]').first();
    await expect(taxError).toBeVisible();
    await expect(taxError).not.toContainText('taxNumber');
    await form.getByTestId('invoice-title-tax').fill('12-34');
    await form.getByTestId('invoice-title-save').click();
    await expect(taxError).toBeVisible();
    expect(await saved()).toEqual([]);

    // A valid company title, then a personal one: both listed and held by the server as typed.
    await form.getByTestId('invoice-title-tax').fill('91310000ma1fl8xq3x');
    await form.getByTestId('invoice-title-save').click();
    const titles = page.getByTestId('invoice-title');
    await expect(titles).toHaveCount(1);
    await expect(titles.first()).toContainText('91310000MA1FL8XQ3X');
    await form.locator('input[value="personal"]').check();
    await expect(form.getByTestId('invoice-title-tax')).toBeHidden();
    await form.getByTestId('invoice-title-name').fill('Kim Jiwoo');
    await form.getByTestId('invoice-title-save').click();
    await expect(titles).toHaveCount(2);
    expect(
      (await saved())
        .map(({ kind, name, taxNumber }) => ({ kind, name, taxNumber }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { kind: 'company', name: 'Aurora Trading Co., Ltd.', taxNumber: '91310000MA1FL8XQ3X' },
      { kind: 'personal', name: 'Kim Jiwoo', taxNumber: null },
    ]);
    expect(await unreachable(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${lang}-${size.width}-invoice-titles-filled.png`, fullPage: true });

    // Removing one leaves the other, on the screen and on the server.
    await titles.filter({ hasText: 'Kim Jiwoo' }).getByRole('button').click();
    await expect(titles).toHaveCount(1);
    expect((await saved()).map((title) => title.name)).toEqual(['Aurora Trading Co., Ltd.']);
    expect(crashes).toEqual([]);
  });
}

for (const { lang, size } of [
  { lang: 'zh-CN', size: PHONE },
  { lang: 'en-US', size: DESKTOP },
] as const) {
  test(`${lang} at ${size.width}px: deleting the account leaves a clean home address, and the account is gone`, async ({
    page,
  }) => {
    const crashes = watchCrashes(page);
    await page.setViewportSize(size);
    const email = `leaving.${lang.toLowerCase()}.${Date.now()}@example.com`;
    await registerMember(page.request, { email, password: PASSWORD, firstName: 'Lea', lastName: 'Weber' });
    await page.request.post(`${API_PREFIX}/member/logout`);
    // Signed in through the personal center's redirect, the way that used to leave `?redirect=` behind.
    await page.goto(paths.personalCenter(lang, { tab: 'data' }));
    await expect(page).toHaveURL(/redirect=/);
    await signInOnPage(page, email, PASSWORD);
    await expect(page).toHaveURL(/tab=data/);

    await page.getByRole('button', { name: lang === 'en-US' ? 'Delete my account' : '注销我的账号' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="password"]').fill(PASSWORD);
    await dialog.getByRole('button').last().click();
    await expect(page).toHaveURL(urlWith(paths.home(lang), { end: true }));
    // Still clean once the member's guards have run.
    await page.waitForTimeout(1500);
    expect(page.url()).not.toContain('redirect');
    await expect(page).toHaveURL(urlWith(paths.home(lang), { end: true }));
    const session = await (await page.request.get(`${API_PREFIX}/member/session`)).json();
    expect(session.data.signedIn).toBe(false);
    const again = await page.request.post(`${API_PREFIX}/member/login`, {
      data: { account: email, password: PASSWORD },
    });
    expect((await again.json()).errorCode).not.toBe(0);
    expect(crashes).toEqual([]);
  });
}
