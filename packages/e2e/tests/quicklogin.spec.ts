import { paths } from '@hotel/contract/routes';
import { expect, test } from '@playwright/test';
import { urlWith } from './paths.ts';

const DEMO = { email: 'demo.member@aurora-hotels.example', password: 'Aurora@2026' };
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

test('QR quick login: the phone page shows who is asking, Enter approves nothing, a click on Approve does', async ({
  browser,
}) => {
  const site = await browser.newContext();
  try {
    const page = await site.newPage();
    await page.goto(paths.login('en-US'));
    await page.getByRole('tab', { name: 'Scan QR code' }).click();
    const confirmUrl = await page.getByTestId('qr-phone-link').getAttribute('href');
    const path = new URL(confirmUrl!).pathname;

    for (const [lang, width, heading] of [
      ['ja', 390, 'サインインを求めている端末'],
      ['en-US', 1280, 'Who is asking to sign in'],
      ['en-US', 390, 'Who is asking to sign in'],
    ] as const) {
      const phone = await browser.newContext({ viewport: { width, height: 844 } });
      const phonePage = await phone.newPage();
      await phonePage.goto(`${path}?lang=${lang}`);
      await expect(phonePage.getByRole('heading', { name: heading })).toBeVisible();
      await expect(phonePage.locator('[data-requester="browser"]')).toHaveText(/Chrome \d+ on Linux/);
      await expect(phonePage.locator('[data-requester="address"]')).toHaveText('127.0.0.1');
      await expect(phonePage.locator('[data-requester="time"]')).toContainText(String(new Date().getUTCFullYear()));
      if (SHOTS) await phonePage.screenshot({ path: `${SHOTS}/quicklogin-${lang}-${width}.png`, fullPage: true });
      await phone.close();
    }
    await expect(page.getByTestId('qr-status')).toHaveAttribute('data-status', 'scanned');

    const phone = await browser.newContext();
    const phonePage = await phone.newPage();
    await phonePage.goto(`${path}?lang=en-US`);
    await phonePage.locator('input[name="account"]').fill(DEMO.email);
    await phonePage.locator('input[name="password"]').fill(DEMO.password);
    await phonePage.locator('input[name="password"]').press('Enter');
    await phonePage.waitForTimeout(500);
    await expect(phonePage.getByRole('button', { name: 'Approve the sign-in' })).toBeVisible();
    await expect(page.getByTestId('qr-status')).toHaveAttribute('data-status', 'scanned');

    await phonePage.getByRole('button', { name: 'Approve the sign-in' }).click();
    await expect(phonePage.getByRole('status')).toContainText('signed in on the website');
    await expect(page).toHaveURL(urlWith(paths.personalCenter('en-US')));
    await phone.close();
  } finally {
    await site.close();
  }
});
