import type { Language } from '@hotel/contract/languages';
import { API_PREFIX, paths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { urlWith } from './paths.ts';

const DEMO = { email: 'demo.member@aurora-hotels.example', password: 'Aurora@2026' };
const PHONE = { width: 390, height: 844 };

/** The latest 6-digit code sent to an address (`sms:<area> <number>` for phones), from the development outbox. */
async function sentCode(request: APIRequestContext, address: string): Promise<string> {
  const html = await (await request.get('/dev/outbox')).text();
  for (const article of html.split('<article>')) {
    if (!article.includes(address)) continue;
    const code = article.match(/<pre>[^<]*?\b(\d{6})\b/)?.[1];
    if (code) return code;
  }
  throw new Error(`no code for ${address} in the outbox`);
}

async function signInOnPage(page: Page, account: string, password: string) {
  const login = page.getByTestId('password-login');
  await login.locator('input[name="account"]').fill(account);
  await login.locator('input[name="password"]').fill(password);
  await login.locator('button[type="submit"]').click();
}

function watchCrashes(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  return crashes;
}

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`${lang}: the reservation link of a confirmation e-mail asks a signed-out member to sign in, then shows the reservation`, async ({
    page,
  }) => {
    const crashes = watchCrashes(page);
    // The demo member's upcoming stay, found through the API, then signed out again.
    await page.request.post(`${API_PREFIX}/member/login`, { data: { account: DEMO.email, password: DEMO.password } });
    const orders = (await (await page.request.get(`${API_PREFIX}/${lang}/orders?size=20`)).json()).data.list as {
      transactionId: string;
      status: number;
    }[];
    const upcoming = orders.find((order) => order.status === 1)!;
    await page.request.post(`${API_PREFIX}/member/logout`);

    await page.goto(paths.order(lang, upcoming.transactionId));
    await expect(page).toHaveURL(urlWith(paths.login(lang)));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(paths.order(lang, upcoming.transactionId));
    await signInOnPage(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(urlWith(paths.order(lang, upcoming.transactionId), { end: true }));
    await expect(page.getByText(upcoming.transactionId).first()).toBeVisible();
    expect(crashes).toEqual([]);
  });
}

for (const { lang, width, height } of [
  { lang: 'zh-CN', ...PHONE },
  { lang: 'en-US', width: 1280, height: 900 },
] as const) {
  test(`${lang} at ${width}px: sections by one menu, points by lot, stays with points, contacts by locale, consents, devices`, async ({
    page,
  }) => {
    const crashes = watchCrashes(page);
    await page.setViewportSize({ width, height });
    await page.goto(paths.login(lang));
    await signInOnPage(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(urlWith(paths.personalCenter(lang)));
    await expect(page.getByTestId('tier-progress')).toBeVisible();
    // The bar shows the member's growth as the server holds it (other journeys' stays may have added to it).
    const standing = await (await page.request.get(`${API_PREFIX}/member/memberInfo/memberGetPoint`)).json();
    expect(standing.data.growth).toBeGreaterThanOrEqual(5040);
    await expect(page.getByTestId('tier-progress-growth').getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      String(standing.data.growth),
    );
    // Nights: those of the completed stays dated in this qualifying year, as the member's orders hold them.
    const period = standing.data.qualifyingPeriodEnd as string;
    expect(period).toMatch(/^\d{4}-12-31$/);
    const orders = (await (await page.request.get(`${API_PREFIX}/${lang}/orders?status=2&size=50`)).json()).data
      .list as {
      status: number;
      checkInDate: string;
      checkOutDate: string;
    }[];
    let nights = 0;
    for (const order of orders.filter((row) => row.status === 2)) {
      for (
        let night = new Date(`${order.checkInDate}T00:00:00Z`);
        night < new Date(`${order.checkOutDate}T00:00:00Z`);
      ) {
        if (night.toISOString().startsWith(period.slice(0, 5))) nights++;
        night = new Date(night.getTime() + 86_400_000);
      }
    }
    expect(standing.data.qualifyingNights).toBe(nights);
    const tierBar = page.getByTestId('tier-progress');
    await expect(tierBar.getByTestId('tier-progress-nights').getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      String(nights),
    );
    // "N more nights or G more growth to reach Platinum", and when the period ends.
    const left = tierBar.getByTestId('tier-progress-left');
    await expect(left).toContainText(String(standing.data.nightsToNextTier));
    await expect(left).toContainText(standing.data.growthToNextTier.toLocaleString('en-US'));
    await expect(left).toContainText(lang === 'zh-CN' ? '白金' : 'Platinum');
    await expect(left).toContainText(lang === 'zh-CN' ? '晚' : 'more nights');
    await expect(tierBar.getByTestId('qualifying-period')).toContainText(period.slice(0, 4));
    await expect(tierBar.getByTestId('qualifying-period')).toContainText(lang === 'zh-CN' ? '12月31日' : 'Dec');
    await page.screenshot({ path: `test-results/member-layout/${lang}-${width}-tier-progress.png`, fullPage: true });
    // The card page shows the same progress under the member's own card.
    await page.locator('main a[href*="/card/"]').first().click();
    await expect(page.getByTestId('my-card')).toBeVisible();
    await expect(page.getByTestId('tier-progress-left')).toHaveText((await left.textContent()) ?? '');
    await expect(page.getByTestId('qualifying-period')).toContainText(period.slice(0, 4));
    await page.screenshot({ path: `test-results/member-layout/${lang}-${width}-card.png`, fullPage: true });
    await page.goBack();
    await expect(page.getByTestId('tier-progress')).toBeVisible();

    const open = async (section: string) => {
      if (width < 768) {
        await expect(page.getByTestId('center-nav')).toBeHidden();
        await page.getByTestId('center-menu').locator('select').selectOption(section);
      } else {
        await page.getByTestId(`center-tab-${section}`).click();
      }
      await expect(page).toHaveURL(new RegExp(`tab=${section}`));
    };

    // Points by lot, each with the day it expires.
    await open('points');
    const lots = page.getByTestId('point-lots');
    await expect(lots.getByTestId('lot-points').first()).toBeVisible();
    await expect(lots.getByTestId('lot-expiry').first()).toContainText(/20\d\d/);

    // The stay (billing) history: on a phone one card per stay, with the points it earned.
    await open('billing');
    const stays = page.getByTestId(width < 768 ? 'history-consumption-cards' : 'history-consumption');
    await expect(stays).toBeVisible();
    await expect(stays).toContainText(lang === 'zh-CN' ? '获得积分' : 'Points earned');
    await expect(stays).toContainText('+2,640');

    // Frequent contacts: the name in the language's order, the mobile with its country code.
    await open('contacts');
    await expect(page.getByTestId('contacts')).toContainText(lang === 'zh-CN' ? 'Schmidt Anna' : 'Anna Schmidt');
    await expect(page.getByTestId('contacts').getByTestId('contact-mobile').nth(1)).toHaveText('+49 15100000003');

    // E-mail and SMS consent, each on its own.
    await open('preferences');
    const consents = page.getByTestId('consents');
    await consents.locator('input[name="emailConsent"]').check();
    await page.getByTestId('preferences-form').locator('button[type="submit"]').click();
    await expect(page.getByTestId('preferences-form').getByTestId('form-success')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('consents').locator('input[name="emailConsent"]')).toBeChecked();
    await expect(page.getByTestId('consents').locator('input[name="smsConsent"]')).not.toBeChecked();

    // The signed-in devices; signing out everywhere ends this one too and leaves a clean address.
    await open('sessions');
    await expect(page.locator('[data-testid="session"][data-current="true"]')).toHaveCount(1);
    await page.getByTestId('sign-out-everywhere').click();
    await expect(page).toHaveURL(urlWith(paths.login(lang), { end: true }));
    const session = await (await page.request.get(`${API_PREFIX}/member/session`)).json();
    expect(session.data.signedIn).toBe(false);
    expect(crashes).toEqual([]);
  });
}

for (const { lang, width } of [
  { lang: 'ko-KR', width: PHONE.width },
  { lang: 'en-US', width: 1280 },
] as const satisfies readonly { lang: Language; width: number }[]) {
  test(`${lang} at ${width}px: a member with only a phone resets the password by SMS code`, async ({ page }) => {
    const crashes = watchCrashes(page);
    await page.setViewportSize({ width, height: 844 });
    const phone = `137${String(Date.now()).slice(-8)}`;
    const sms = `sms:86 ${phone}`;
    const first = 'First@2026a';
    const fresh = 'Fresh@2026b';
    // Registered through the API by phone only.
    await page.request.post(`${API_PREFIX}/member/captcha`, {
      data: { purpose: 'register', mobileCountryNumber: '86', phone },
    });
    const registered = await page.request.post(`${API_PREFIX}/member/register`, {
      data: {
        mobileCountryNumber: '86',
        phone,
        code: await sentCode(page.request, sms),
        password: first,
        confirmPassword: first,
        acceptAgreement: true,
        acceptPrivacy: true,
      },
    });
    expect((await registered.json()).errorCode).toBe(0);
    await page.request.post(`${API_PREFIX}/member/logout`);

    await page.goto(paths.resetPassword(lang));
    await page.getByTestId('reset-ways').getByRole('tab').nth(1).click();
    const form = page.getByTestId('reset-by-code');
    await expect(form.locator('input[name="phone"]')).toBeVisible();
    await form.locator('input[name="phone"]').fill(phone);
    await form.getByTestId('send-code').click();
    await expect(form.getByTestId('form-info')).toContainText(phone);
    await form.locator('input[name="code"]').fill(await sentCode(page.request, sms));
    await form.locator('input[name="newPassword"]').fill(fresh);
    await form.locator('input[name="confirmPassword"]').fill(fresh);
    await form.locator('button[type="submit"]').click();
    await page.getByTestId('reset-to-login').click();
    await expect(page).toHaveURL(urlWith(paths.login(lang)));
    await signInOnPage(page, phone, fresh);
    await expect(page).toHaveURL(urlWith(paths.personalCenter(lang)));
    expect(crashes).toEqual([]);
  });
}
