import type { Language } from '@hotel/contract/languages';
import { API_PREFIX, paths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { urlWith } from './paths.ts';

const PASSWORD = 'Identity@2026';
const SHOTS = 'test-results/identity';

/** The mails of the development outbox (newest first) sent to an address: their text. */
async function outboxTo(request: APIRequestContext, address: string): Promise<string[]> {
  const html = await (await request.get('/dev/outbox')).text();
  return html
    .split('<article>')
    .filter((article) => article.includes(`${address} ·`))
    .map((article) => article.match(/<pre>([\s\S]*?)<\/pre>/)?.[1] ?? '');
}

async function latestCode(request: APIRequestContext, address: string): Promise<string> {
  for (const text of await outboxTo(request, address)) {
    const code = text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
  }
  throw new Error(`no code for ${address} in the outbox`);
}

/** A new member registered through the API in the given language (so its e-mails are in that language). */
async function registerMember(request: APIRequestContext, email: string, lang: Language) {
  const headers = { 'accept-language': lang };
  const sent = await request.post(`${API_PREFIX}/member/captcha`, { data: { purpose: 'register', email }, headers });
  expect((await sent.json()).errorCode).toBe(0);
  const registered = await request.post(`${API_PREFIX}/member/register`, {
    headers,
    data: {
      email,
      code: await latestCode(request, email),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptAgreement: true,
      acceptPrivacy: true,
    },
  });
  expect((await registered.json()).errorCode).toBe(0);
}

async function signIn(page: Page, lang: Language, account: string) {
  await page.goto(paths.login(lang));
  const login = page.getByTestId('password-login');
  await login.locator('input[name="account"]').fill(account);
  await login.locator('input[name="password"]').fill(PASSWORD);
  await login.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(urlWith(paths.personalCenter(lang)));
}

const cases = [
  { lang: 'en-US', width: 1280, height: 900 },
  { lang: 'ko-KR', width: 1280, height: 900 },
  { lang: 'en-US', width: 390, height: 844 },
  { lang: 'ko-KR', width: 390, height: 844 },
] as const;

for (const { lang, width, height } of cases) {
  test(`${lang} at ${width} px: the e-mail changes with the password and a mailed code, the old address is told, the new one signs in`, async ({
    page,
    request,
  }) => {
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    await page.setViewportSize({ width, height });
    const stamp = `${lang.toLowerCase()}.${width}.${Date.now()}`;
    const oldEmail = `before.${stamp}@example.com`;
    const newEmail = `after.${stamp}@example.com`;
    await registerMember(request, oldEmail, lang);
    await signIn(page, lang, oldEmail);

    await page.goto(paths.personalCenter(lang, { tab: 'profile' }));
    const section = page.getByTestId('contact-section');
    await expect(section.getByTestId('contact-email')).toHaveText(oldEmail);
    await section.getByTestId('change-email').click();
    const form = section.getByTestId('contact-form');

    // A wrong password: no code, and the attempts left before the lock, in the page's language.
    await form.locator('input[name="password"]').fill('Wrong@2026x');
    await form.locator('input[name="email"]').fill(newEmail);
    await form.getByTestId('send-code').click();
    await expect(form.getByTestId('form-error')).toContainText(lang === 'ko-KR' ? '5' : '5 attempts left');
    if (lang === 'ko-KR') await expect(form.getByTestId('form-error')).toHaveText(/[\uac00-\ud7af]/);
    expect(await outboxTo(request, newEmail)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${lang}-${width}-wrong-password.png`, fullPage: true });

    // The right password: a code goes to the NEW address; nothing changes until it is confirmed.
    await form.locator('input[name="password"]').fill(PASSWORD);
    await form.getByTestId('send-code').click();
    await expect(form.getByTestId('form-info')).toContainText(newEmail);
    await form.locator('input[name="code"]').fill(await latestCode(request, newEmail));
    await page.screenshot({ path: `${SHOTS}/${lang}-${width}-code-entered.png`, fullPage: true });
    await form.getByTestId('contact-submit').click();
    await expect(section.getByTestId('contact-email')).toHaveText(newEmail);
    await expect(section.getByTestId('form-success')).toContainText(newEmail);
    await page.screenshot({ path: `${SHOTS}/${lang}-${width}-changed.png`, fullPage: true });

    // The old address is told, in the member's language, with the new address mostly hidden.
    const [notice] = await outboxTo(request, oldEmail);
    expect(notice).toContain(`a***@example.com`);
    expect(notice).not.toContain(newEmail);
    if (lang === 'ko-KR') expect(notice).toMatch(/[\uac00-\ud7af]/);

    // Sign out; the old e-mail no longer signs in, the new one does.
    await page.getByTestId('sign-out').click();
    await expect(page.getByTestId('member-nav')).toHaveAttribute('href', paths.login(lang));
    await page.goto(paths.login(lang));
    const login = page.getByTestId('password-login');
    await login.locator('input[name="account"]').fill(oldEmail);
    await login.locator('input[name="password"]').fill(PASSWORD);
    await login.locator('button[type="submit"]').click();
    await expect(login.getByTestId('form-error')).toBeVisible();
    await signIn(page, lang, newEmail);
    await page.goto(paths.personalCenter(lang, { tab: 'profile' }));
    await expect(page.getByTestId('contact-email')).toHaveText(newEmail);
    expect(crashes).toEqual([]);
  });
}
