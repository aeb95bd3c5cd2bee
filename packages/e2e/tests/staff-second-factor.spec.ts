import { ADMIN_API_PREFIX, adminPaths } from '@hotel/contract/routes';
import { expect, type Page, test } from '@playwright/test';
import {
  authenticatorOf,
  enrolOnScreen,
  GROUP_ADMIN,
  nextCode,
  STAFF_PASSWORD,
  staffApiSignIn,
  staffSignIn,
  submitSignIn,
  takeRecoveryCode,
} from './staffAuth.ts';

/** What a group administrator sees of two-step sign-in, in two languages (the screen's title and hint). */
const LANGUAGES = [
  { lang: 'en-US', title: 'Two-step sign-in', codeLabel: 'Code from the authenticator app, or a recovery code' },
  { lang: 'zh-CN', title: '两步验证登录', codeLabel: '身份验证器应用中的验证码或恢复码' },
] as const;
const WIDTHS = [
  { label: '1280px', width: 1280, height: 900 },
  { label: '390px', width: 390, height: 844 },
] as const;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/second-factor/${name}.png`, fullPage: true });

const adminEmail = (lang: string, width: number) => `second.admin.${lang.toLowerCase()}.${width}@aurora-hotels.example`;

/** New group administrators (created by the demo one, signed in once), who have no second factor yet. */
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await staffApiSignIn(request, GROUP_ADMIN);
  for (const { lang } of LANGUAGES) {
    for (const { width } of WIDTHS) {
      const created = await request.post(`${ADMIN_API_PREFIX}/staff`, {
        data: {
          email: adminEmail(lang, width),
          name: 'Second Admin',
          role: 'groupAdmin',
          hotelCodes: [],
          language: 'en-US',
          isActive: true,
          password: STAFF_PASSWORD,
        },
      });
      const body = await created.json();
      expect(body.errorCode, JSON.stringify(body)).toBe(0);
    }
  }
  await request.dispose();
});

async function signOut(page: Page) {
  await page.getByTestId('admin-sign-out').click();
  await expect(page.getByTestId('admin-sign-in')).toBeVisible();
}

for (const { lang, title, codeLabel } of LANGUAGES) {
  for (const viewport of WIDTHS) {
    test(`a group administrator enrols two-step sign-in and signs in with a code and a recovery code (${lang}, ${viewport.label})`, async ({
      page,
    }) => {
      const crashes: string[] = [];
      page.on('pageerror', (error) => crashes.push(error.message));
      const email = adminEmail(lang, viewport.width);
      await page.addInitScript((language) => localStorage.setItem('hotel.adminLanguage', language), lang);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const name = `${lang}-${viewport.label}`;

      // Right after the password: the enrolment screen, nothing else of the back office.
      await page.goto(adminPaths.root());
      await submitSignIn(page, email);
      const panel = page.getByTestId('second-factor');
      await expect(panel.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByTestId('admin-whoami')).toHaveCount(0);
      await panel.getByTestId('second-factor-start').click();
      await expect(panel.getByRole('img')).toBeVisible();
      await expect(panel.getByTestId('totp-secret')).toHaveText(/^[A-Z2-7]{16,}$/);
      await shot(page, `${name}-1-enrol`);

      // Scanning = reading the key shown beside the QR code; the app's code turns it on.
      const recoveryCodes = await enrolOnScreen(page, email);
      expect(new Set(recoveryCodes).size).toBe(10);
      await shot(page, `${name}-2-recovery-codes`);
      await page.getByTestId('second-factor-done').click();
      await expect(page.getByTestId('admin-whoami')).toBeVisible();
      await signOut(page);

      // Password alone is not enough any more: the form asks for the code.
      await submitSignIn(page, email);
      const code = page.getByTestId('admin-sign-in-code');
      await expect(page.getByLabel(codeLabel)).toBeVisible();
      await shot(page, `${name}-3-code`);
      await code.fill('000000');
      await page.getByTestId('admin-sign-in').locator('button[type="submit"]').click();
      await expect(page.getByTestId('admin-sign-in').getByRole('alert')).toBeVisible();
      await shot(page, `${name}-4-wrong-code`);
      await code.fill(await nextCode(email));
      await page.getByTestId('admin-sign-in').locator('button[type="submit"]').click();
      await expect(page.getByTestId('admin-whoami')).toBeVisible();
      await signOut(page);

      // A recovery code signs in once.
      const recovery = takeRecoveryCode(email);
      await submitSignIn(page, email);
      await code.fill(recovery);
      await page.getByTestId('admin-sign-in').locator('button[type="submit"]').click();
      await expect(page.getByTestId('admin-whoami')).toBeVisible();
      await shot(page, `${name}-5-signed-in`);
      await signOut(page);
      await submitSignIn(page, email);
      await code.fill(recovery);
      await page.getByTestId('admin-sign-in').locator('button[type="submit"]').click();
      await expect(page.getByTestId('admin-sign-in').getByRole('alert')).toBeVisible();
      await expect(page.getByTestId('admin-whoami')).toHaveCount(0);
      expect(authenticatorOf(email)?.recoveryCodes).toHaveLength(9);
      expect(crashes).toEqual([]);
    });
  }
}

test('a staff session the server has ended sends the back office to its sign-in page with a note', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, 'frontdesk.sha@aurora-hotels.example');
  await expect(page.getByTestId('admin-session-expired')).toHaveCount(0);
  // The server ends the session (as it does after STAFF_IDLE_MINUTES without a request); the page keeps its cookie.
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name.endsWith('hotel_staff'));
  expect(cookie).toBeTruthy();
  await request.delete(`${ADMIN_API_PREFIX}/session`, { headers: { authorization: `Bearer ${cookie?.value}` } });
  // The back office learns it on its next request (it may also refresh who is signed in by itself first).
  await page.reload();
  await expect(page.getByTestId('admin-sign-in')).toBeVisible();
  await expect(page.getByTestId('admin-session-expired')).toHaveText(
    'You were signed out after a while without activity. Please sign in again.',
  );
  await shot(page, 'en-US-1280px-6-session-ended');
  await staffSignIn(page, 'frontdesk.sha@aurora-hotels.example');
  await page.getByTestId('admin-sign-out').click();
  await expect(page.getByTestId('admin-session-expired')).toHaveCount(0);
});
