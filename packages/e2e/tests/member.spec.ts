import AxeBuilder from '@axe-core/playwright';
import type { Language } from '@hotel/contract/languages';
import { API_PREFIX, paths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { pageUrl, urlWith } from './paths.ts';

const PASSWORD = 'Journey@2026';
const DEMO = { email: 'demo.member@aurora-hotels.example', password: 'Aurora@2026' };

/** A stay date `days` from today (UTC), `yyyy-MM-dd`. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The latest 6-digit code mailed to an address, read from the development outbox. */
async function mailedCode(request: APIRequestContext, address: string): Promise<string> {
  const html = await (await request.get('/dev/outbox')).text();
  for (const article of html.split('<article>')) {
    if (!article.includes(address)) continue;
    const code = article.match(/<pre>[^<]*?\b(\d{6})\b/)?.[1];
    if (code) return code;
  }
  throw new Error(`no code for ${address} in the outbox`);
}

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response =
    method === 'GET' ? await request.get(`${API_PREFIX}${path}`) : await request.post(`${API_PREFIX}${path}`, { data });
  const body = await response.json();
  expect(body.errorCode, `${method} ${path}: ${JSON.stringify(body)}`).toBe(0);
  return body.data as T;
}

/** A prepaid, cancellable rate of a room with rooms left for the stay (found through the API). */
async function onlineRate(request: APIRequestContext, lang: Language, checkInDate: string, checkOutDate: string) {
  const rooms = await api<{
    list: {
      roomTypeCode: string;
      roomRates: {
        ratePlanCode: string;
        paymentType: number;
        cancellationFlag: number;
        isFull: number;
        memberOnly: boolean;
        requiresSignIn: boolean;
      }[];
    }[];
  }>(
    request,
    'GET',
    `/${lang}/rooms?hotelCode=SHA001&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}&roomCount=1&adultsNumber=1&childNumber=0`,
  );
  for (const room of rooms.list) {
    const rate = room.roomRates.find(
      (r) => r.paymentType === 1 && r.cancellationFlag !== 0 && r.isFull === 0 && !r.memberOnly && !r.requiresSignIn,
    );
    if (rate) return { hotelCode: 'SHA001', roomTypeCode: room.roomTypeCode, ratePlanCode: rate.ratePlanCode };
  }
  throw new Error('no online rate');
}

function watchCrashes(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  return crashes;
}

for (const lang of ['ko-KR', 'en-US'] as const) {
  test(`${lang}: register, sign in, book with points and a coupon, see it in the personal center, cancel, get both back`, async ({
    page,
  }) => {
    const crashes = watchCrashes(page);
    const email = `journey.${lang.toLowerCase()}.${Date.now()}@example.com`;
    const phone = `139${String(Date.now()).slice(-8)}`;

    // Register by e-mail with the mailed code.
    await page.goto(paths.register(lang));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (lang === 'ko-KR') await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\uac00-\ud7af]/);
    const form = page.getByTestId('register-form');
    await form.locator('input[name="email"]').fill(email);
    await form.getByTestId('send-code').click();
    await expect(form.getByTestId('form-info')).toBeVisible();
    await form.locator('input[name="code"]').fill(await mailedCode(page.request, email));
    await form.locator('input[name="newPassword"]').fill(PASSWORD);
    await form.locator('input[name="confirmPassword"]').fill(PASSWORD);
    await form.locator('input[name="acceptAgreement"]').check();
    await form.locator('input[name="acceptPrivacy"]').check();
    await form.locator('button[type="submit"]').click();

    // A new member completes the profile before booking.
    await expect(page).toHaveURL(urlWith(paths.personalCenter(lang, { tab: 'profile' })));
    // Without a name yet the overview welcomes the member (not "Hello, My account").
    await page.goto(paths.personalCenter(lang, { tab: 'overview' }));
    await expect(page.getByTestId('member-greeting')).toHaveText(lang === 'en-US' ? 'Welcome!' : '환영합니다!');
    await page.goto(paths.personalCenter(lang, { tab: 'profile' }));
    const profile = page.getByTestId('profile-form');
    await profile.locator('select[name="title"]').selectOption('Ms');
    await profile.locator('input[name="lastName"]').fill('Kim');
    await profile.locator('input[name="firstName"]').fill('Jiwoo');
    await profile.locator('input[name="birthday"]').fill('1992-04-05');
    await profile.getByTestId('profile-save').click();
    await expect(page.getByTestId('profile-view')).toBeVisible();
    await expect(page.getByTestId('member-nav')).toHaveText('Jiwoo Kim');
    // The mobile is added with the password and a code sent to it by SMS (the outbox in development).
    const contact = page.getByTestId('contact-section');
    await contact.getByTestId('change-phone').click();
    await contact.locator('input[name="password"]').fill(PASSWORD);
    await contact.locator('input[name="phone"]').fill(phone);
    await contact.getByTestId('send-code').click();
    await expect(contact.getByTestId('form-info')).toBeVisible();
    await contact.locator('input[name="code"]').fill(await mailedCode(page.request, `sms:86 ${phone}`));
    await contact.getByTestId('contact-submit').click();
    await expect(contact.getByTestId('contact-phone')).toHaveText(`+86 ${phone}`);

    // Sign out, then sign in with the password.
    await page.getByTestId('center-tab-overview').click();
    await page.getByTestId('sign-out').click();
    await expect(page.getByTestId('member-nav')).toHaveAttribute('href', paths.login(lang));
    await page.goto(paths.login(lang));
    const login = page.getByTestId('password-login');
    await login.locator('input[name="account"]').fill(email);
    await login.locator('input[name="password"]').fill(PASSWORD);
    await login.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(urlWith(paths.personalCenter(lang)));
    await expect(page.getByTestId('member-points')).toHaveText('1,000');

    // Book through the site: the room list, a prepaid rate, the review step pre-filled from the profile.
    const [coupon] = await api<{ couponCode: string; source: string }[]>(
      page.request,
      'GET',
      `/member/${lang}/coupon/couponList?status=unused`,
    );
    const checkInDate = inDays(40);
    const checkOutDate = inDays(41);
    const rate = await onlineRate(page.request, lang, checkInDate, checkOutDate);
    const stay = new URLSearchParams({
      hotelCode: rate.hotelCode,
      checkInDate,
      checkOutDate,
      roomCount: '1',
      adultsNumber: '1',
      childNumber: '0',
    });
    await page.goto(paths.roomList(lang, rate.roomTypeCode, stay));
    await page
      .locator(`[data-testid="rate"][data-rate-code="${rate.ratePlanCode}"][data-full="false"]`)
      .first()
      .getByTestId('rate-book')
      .click();
    await expect(page).toHaveURL(
      urlWith(
        paths.roomBook(lang, { ...rate, checkInDate, checkOutDate, roomCount: 1, adultsNumber: 1, childNumber: 0 }),
      ),
    );
    await expect(page.getByTestId('guest-form')).toBeVisible();
    await expect(page.locator('#bk-contact-name')).toHaveValue('Jiwoo Kim');
    await expect(page.locator('#bk-contact-email')).toHaveValue(email);
    await expect(page.locator('#bk-contact-mobile')).toHaveValue(phone);
    await expect(page.locator('#bk-rooms-0-guests-0-title')).toHaveValue('Ms');
    await expect(page.locator('#bk-rooms-0-guests-0-firstName')).toHaveValue('Jiwoo');
    await expect(page.locator('#bk-rooms-0-guests-0-lastName')).toHaveValue('Kim');
    await page.locator('#bk-consent').check();
    await page.getByTestId('continue-to-payment').click();
    await expect(page.getByTestId('payment-step')).toBeVisible();

    // 500 points and the welcome coupon, each quoted again and shown as a deduction.
    const perks = page.getByTestId('member-perks');
    await expect(perks.getByTestId('points-balance')).toContainText('1,000');
    const payAmount = page.getByTestId('pay-amount').first();
    const fullPrice = await payAmount.textContent();
    await perks.getByTestId('points-input').fill('500');
    await perks.getByTestId('points-apply').click();
    await expect(payAmount).not.toHaveText(fullPrice ?? '');
    const afterPoints = await payAmount.textContent();
    await perks.getByTestId('coupon-select').selectOption(coupon!.couponCode);
    await expect(payAmount).not.toHaveText(afterPoints ?? '');
    const breakdown = page.getByTestId('price-breakdown').first();
    await expect(breakdown.getByTestId('point-discount')).toBeVisible();
    await expect(breakdown.getByTestId('voucher-discount')).toBeVisible();

    // Pay the rest on the sandbox page (or, fully covered, the booking is confirmed at once); the amount
    // shown afterwards is the one quoted after the points and the coupon.
    const quotedPay = ((await payAmount.textContent()) ?? '').trim();
    let confirmation: string;
    if (await page.getByTestId('paid-in-full').isVisible()) {
      await page.getByTestId('confirm-booking').click();
      await expect(page.getByTestId('confirmation-step')).toBeVisible();
      await expect(page.getByTestId('confirmation-pay-amount')).toHaveText(quotedPay);
      confirmation = ((await page.getByTestId('confirmation-number').textContent()) ?? '').trim();
    } else {
      await expect(page.getByTestId('payment-type')).toHaveText(lang === 'en-US' ? 'Points + online payment' : /.+/);
      await page.getByTestId('confirm-booking').click();
      await page.waitForURL(/\/sandbox-pay\//);
      await page.getByRole('button', { name: lang === 'en-US' ? 'Pay now' : '지금 결제', exact: true }).click();
      await page.waitForURL(pageUrl(lang, 'orderWaiting'));
      await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'completed');
      await expect(page.getByTestId('waiting-amount')).toHaveText(quotedPay);
      confirmation = ((await page.getByTestId('waiting-confirmation-number').textContent()) ?? '').trim();
    }
    expect(confirmation).toMatch(/^[A-Z0-9]{6,}$/);
    const order = { confirmationNumber: confirmation };

    // The personal center shows the points taken, the coupon used and the reservation.
    await page.goto(paths.personalCenter(lang));
    await expect(page.getByTestId('member-points')).toHaveText('500');
    await page.getByTestId('center-tab-vouchers').click();
    await page.getByRole('tab').nth(1).click();
    await expect(page.getByTestId('coupons-used').getByTestId('coupon-code')).toHaveText(coupon!.couponCode);
    // The used coupon says when and on which reservation, and links to it.
    const booked = (
      (await (await page.request.get(`${API_PREFIX}/${lang}/orders?size=20`)).json()).data.list as {
        transactionId: string;
        confirmationNumber: string;
      }[]
    ).find((row) => row.confirmationNumber === order.confirmationNumber)!;
    const used = (
      (await (await page.request.get(`${API_PREFIX}/member/${lang}/coupon/couponList?status=used`)).json()).data as {
        couponCode: string;
        usedAt: string;
        transactionId: string;
      }[]
    ).find((row) => row.couponCode === coupon!.couponCode)!;
    expect(used.transactionId).toBe(booked.transactionId);
    const usedLine = page.getByTestId('coupons-used').getByTestId('coupon-used');
    await expect(usedLine).toContainText(booked.transactionId);
    await expect(usedLine).toContainText(used.usedAt.slice(0, 4));
    await usedLine.getByRole('link').click();
    await expect(page).toHaveURL(urlWith(paths.order(lang, booked.transactionId)));
    await expect(page.getByText(order.confirmationNumber).first()).toBeVisible();
    await page.goto(paths.personalCenter(lang));
    await page.getByTestId('center-tab-points').click();
    await expect(page.getByTestId('history-integral').locator('tbody tr')).toHaveCount(2);

    await page.goto(paths.orderList(lang));
    const reservation = page.getByTestId('member-order').filter({ hasText: order.confirmationNumber });
    await expect(reservation).toBeVisible();
    await expect(reservation.getByTestId('order-status')).toHaveAttribute('class', /.+/);

    // Cancel with the confirmation prompt: the points and the coupon come back.
    await reservation.getByTestId('order-cancel').click();
    const dialog = page.getByTestId('cancel-dialog');
    await expect(dialog).toContainText(order.confirmationNumber);
    await dialog.getByTestId('confirm-cancel').click();
    await expect(reservation).toHaveAttribute('data-status', '4');
    await page.goto(paths.personalCenter(lang));
    await expect(page.getByTestId('member-points')).toHaveText('1,000');
    await page.getByTestId('center-tab-vouchers').click();
    await expect(page.getByTestId('coupons-unused').getByTestId('coupon-code')).toHaveText(coupon!.couponCode);
    expect(crashes).toEqual([]);
  });
}

test('QR quick login: the site shows a code, the phone page approves, the site signs in', async ({ browser }) => {
  const site = await browser.newContext();
  const phone = await browser.newContext();
  try {
    const page = await site.newPage();
    const crashes = watchCrashes(page);
    await page.goto(paths.login('en-US'));
    await page.getByRole('tab', { name: 'Scan QR code' }).click();
    await expect(page.getByTestId('qr-login').getByRole('img', { name: 'QR code for signing in' })).toBeVisible();
    const confirmUrl = await page.getByTestId('qr-phone-link').getAttribute('href');
    expect(confirmUrl).toMatch(/\/quicklogin\//);

    const phonePage = await phone.newPage();
    await phonePage.goto(`${new URL(confirmUrl!).pathname}?lang=en-US`);
    await expect(page.getByTestId('qr-status')).toHaveAttribute('data-status', 'scanned');
    await phonePage.locator('input[name="account"]').fill(DEMO.email);
    await phonePage.locator('input[name="password"]').fill(DEMO.password);
    await phonePage.getByRole('button', { name: 'Approve the sign-in' }).click();
    await expect(phonePage.getByRole('status')).toContainText('signed in on the website');

    await expect(page).toHaveURL(urlWith(paths.personalCenter('en-US')));
    await expect(page.getByTestId('member-nav')).toHaveText('Mei Chen');
    await expect(page.getByTestId('member-tier')).toHaveText('Gold');
    expect(crashes).toEqual([]);
  } finally {
    await site.close();
    await phone.close();
  }
});

test('the member pages pass an accessibility scan (axe) and a forgotten password is reset by the mailed link', async ({
  page,
}) => {
  // Fifteen full-page scans: more than the default minute on a busy two-core machine.
  test.setTimeout(180_000);
  const scan = async (path: string) => {
    await page.goto(path);
    // The app has taken over from the server's first paint (a title alone): its header, the screen, no skeleton.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // The loading bar of a late request is not page content: scan once it has gone.
    await expect(page.locator('[role="progressbar"][aria-busy="true"]')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => `${path}: ${violation.id} ${violation.nodes[0]?.target}`)).toEqual([]);
  };
  await scan(paths.login('en-US'));
  await scan(paths.register('ja'));
  await scan(paths.resetPassword('en-US'));
  await scan(paths.couponCollection('en-US'));

  await page.goto(paths.login('en-US'));
  const login = page.getByTestId('password-login');
  await login.locator('input[name="account"]').fill(DEMO.email);
  await login.locator('input[name="password"]').fill(DEMO.password);
  await login.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(urlWith(paths.personalCenter('en-US')));
  for (const tab of [
    'overview',
    'profile',
    'points',
    'billing',
    'activity',
    'vouchers',
    'contacts',
    'preferences',
    'password',
    'data',
  ]) {
    await scan(paths.personalCenter('en-US', { tab }));
  }
  await scan(paths.orderList('en-US'));
  await scan(paths.card('zh-CN', 'gold'));
  await expect(page.getByTestId('card-number')).toHaveText('8800 2026 0001');
  // Another tier's page describes that tier and links to the member's own card, never shows it under that heading.
  await page.goto(paths.card('en-US', 'platinum'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('card-number')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Show my membership card' })).toBeVisible();
  await page.getByTestId('member-nav').click();
  await page.getByTestId('sign-out').click();

  // Reset: the link in the mail sets a new password once.
  await page.goto(paths.resetPassword('en-US'));
  await page.getByTestId('reset-request').locator('input[name="email"]').fill(DEMO.email);
  await page.getByTestId('reset-request').locator('button[type="submit"]').click();
  await expect(page.getByTestId('form-success')).toBeVisible();
  const html = await (await page.request.get('/dev/outbox')).text();
  const link = html.match(/resetPwd\?token=([A-Za-z0-9_%-]+)/)?.[1];
  expect(link).toBeTruthy();
  await page.goto(paths.resetPassword('en-US', { token: decodeURIComponent(link ?? '') }));
  await page.getByTestId('reset-form').locator('input[name="newPassword"]').fill('Renewed@2026');
  await page.getByTestId('reset-form').locator('input[name="confirmPassword"]').fill('Renewed@2026');
  await page.getByTestId('reset-form').locator('button[type="submit"]').click();
  await expect(page.getByTestId('form-success')).toBeVisible();
  await page.goto(paths.login('en-US'));
  await login.locator('input[name="account"]').fill(DEMO.email);
  await login.locator('input[name="password"]').fill('Renewed@2026');
  await login.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(urlWith(paths.personalCenter('en-US')));
  // Leave the demo member's password as the README gives it.
  await api(page.request, 'POST', '/member/passwordModify', {
    oldPassword: 'Renewed@2026',
    newPassword: DEMO.password,
    confirmPassword: DEMO.password,
  });
});
