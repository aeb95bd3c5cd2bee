import { readFile } from 'node:fs/promises';
import type { Language } from '@hotel/contract/languages';
import { formatMoneyText } from '@hotel/contract/money';
import { ADMIN_API_PREFIX, API_PREFIX, paths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO, DESKTOP, openSection, PHONE, registerMember, signInOnPage, watchCrashes } from './memberHelpers.ts';
import { urlWith } from './paths.ts';
import { GROUP_ADMIN, staffApiSignIn } from './staffAuth.ts';
import { dayFromToday, plentifulFirst } from './stayHelpers.ts';

const PASSWORD = 'Journey@2026';

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API_PREFIX}${path}`);
  const body = await response.json();
  expect(body.errorCode, `${path}: ${JSON.stringify(body)}`).toBe(0);
  return body.data as T;
}

/** The demo shop's coupon template (`MALL20`, seeded with the mall): staff give the demo member one. */
async function giveShopCoupon(request: APIRequestContext): Promise<string> {
  await staffApiSignIn(request, GROUP_ADMIN);
  const response = await request.post(`${ADMIN_API_PREFIX}/coupon-templates/MALL20/vouchers`, {
    data: { memberId: DEMO.email, quantity: 1 },
  });
  const body = (await response.json()) as { errorCode: number; data: { couponCode: string }[] };
  expect(body.errorCode, JSON.stringify(body)).toBe(0);
  return body.data[0]!.couponCode;
}

interface RoomRate {
  ratePlanCode: string;
  paymentType: number;
  isFull: number;
  memberOnly: boolean;
  requiresSignIn: boolean;
}

/** The first room of SHA001 (most rooms left first) with a rate that fits, for the stay. */
async function rateAt(
  request: APIRequestContext,
  lang: Language,
  checkInDate: string,
  checkOutDate: string,
  fits: (rate: RoomRate) => boolean,
) {
  const rooms = await apiData<{
    list: { roomTypeCode: string; fewRoomsLeft?: number | null; roomRates: RoomRate[] }[];
  }>(
    request,
    `/${lang}/rooms?hotelCode=SHA001&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}&roomCount=1&adultsNumber=1&childNumber=0`,
  );
  for (const room of plentifulFirst(rooms.list)) {
    const rate = room.roomRates.find((candidate) => candidate.isFull === 0 && fits(candidate));
    if (rate) {
      return {
        hotelCode: 'SHA001',
        roomTypeCode: room.roomTypeCode,
        ratePlanCode: rate.ratePlanCode,
        checkInDate,
        checkOutDate,
        roomCount: 1,
        adultsNumber: 1,
        childNumber: 0,
      };
    }
  }
  throw new Error('no rate of that kind at SHA001');
}

// Item 7: the registration page names each refusal of spec section 8 in the page's language.
const REGISTER_ERRORS = {
  'en-US': {
    isEmail: 'Password cannot be your e-mail address.',
    differ: 'The passwords do not match.',
    phone: 'Please enter a valid phone number.',
    isPhone: 'Password cannot be your phone number.',
  },
  'zh-CN': {
    isEmail: '密码不能是邮箱地址。',
    differ: '两次输入的密码不一致。',
    phone: '请输入有效的手机号。',
    isPhone: '密码不能是手机号。',
  },
} as const;

for (const { lang, viewport } of [
  { lang: 'zh-CN', viewport: PHONE },
  { lang: 'en-US', viewport: DESKTOP },
] as const) {
  test(`${lang} at ${viewport.width}px: registration names the password that is the e-mail or the phone, passwords that differ and a bad phone`, async ({
    page,
  }) => {
    const crashes = watchCrashes(page);
    await page.setViewportSize(viewport);
    const words = REGISTER_ERRORS[lang];
    await page.goto(paths.register(lang));
    const form = page.getByTestId('register-form');
    // An address that also keeps the password rules (8-16 characters, upper, lower, digit, "@" and "."), so
    // only "it is the e-mail" refuses it as the password (pc0101); the confirmation differs (pc0103).
    const email = `Xy${String(Date.now()).slice(-4)}@ex.io`;
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="code"]').fill('123456');
    await form.locator('input[name="newPassword"]').fill(email);
    await form.locator('input[name="confirmPassword"]').fill(`${email}x`);
    await form.locator('input[name="acceptAgreement"]').check();
    await form.locator('input[name="acceptPrivacy"]').check();
    await form.locator('button[type="submit"]').click();
    await expect(form.getByText(words.isEmail)).toBeVisible();
    await expect(form.getByText(words.differ)).toBeVisible();
    await expect(form.locator('input[name="newPassword"]')).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: `test-results/member-issue20/${lang}-${viewport.width}-register-email.png` });

    // By phone: an invalid number (pc1004), then the phone itself as the password (pc0102).
    await form.getByRole('radio').nth(1).check();
    await form.locator('input[name="phone"]').fill('12');
    await form.locator('input[name="newPassword"]').fill(PASSWORD);
    await form.locator('input[name="confirmPassword"]').fill(PASSWORD);
    await form.locator('button[type="submit"]').click();
    await expect(form.getByText(words.phone)).toBeVisible();
    await expect(form.getByText(words.isEmail)).toHaveCount(0);
    await expect(form.getByText(words.differ)).toHaveCount(0);
    // The phone as the password breaks the rules too, but the page names what is wrong with it.
    await form.locator('input[name="phone"]').fill('13800138000');
    await form.locator('input[name="newPassword"]').fill('13800138000');
    await form.locator('input[name="confirmPassword"]').fill('13800138000');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByText(words.isPhone)).toBeVisible();
    await expect(form.getByText(words.phone)).toHaveCount(0);
    await expect(form.locator('input[name="newPassword"]')).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: `test-results/member-issue20/${lang}-${viewport.width}-register-phone.png` });
    // Nothing was registered: the page is still the registration form.
    await expect(page).toHaveURL(urlWith(paths.register(lang)));
    expect(crashes).toEqual([]);
  });
}

// Item 3: a members' rate asks a signed-out guest to sign in and brings the member back to the same form.
for (const { lang, viewport } of [
  { lang: 'ko-KR', viewport: PHONE },
  { lang: 'en-US', viewport: DESKTOP },
] as const) {
  test(`${lang} at ${viewport.width}px: signing in from a members' rate comes back to the same booking form`, async ({
    page,
  }) => {
    const crashes = watchCrashes(page);
    await page.setViewportSize(viewport);
    const checkInDate = dayFromToday(45);
    const checkOutDate = dayFromToday(46);
    const rate = await rateAt(page.request, lang, checkInDate, checkOutDate, (candidate) => candidate.requiresSignIn);
    const booking = paths.roomBook(lang, rate);
    await page.goto(booking);
    const prompt = page.getByTestId('sign-in-prompt');
    await expect(prompt).toBeVisible();
    await expect(page.getByTestId('guest-form')).toHaveCount(0);
    await prompt.getByRole('link').click();
    await expect(page).toHaveURL(urlWith(paths.login(lang)));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(booking);
    await signInOnPage(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(urlWith(booking, { end: true }));
    await expect(page.getByTestId('guest-form')).toBeVisible();
    await expect(page.getByTestId('sign-in-prompt')).toHaveCount(0);
    await expect(page.locator('#bk-contact-email')).toHaveValue(DEMO.email);
    await page.screenshot({ path: `test-results/member-issue20/${lang}-${viewport.width}-member-rate.png` });
    expect(crashes).toEqual([]);
  });
}

// Item 2: the confirmation step of a pay-at-hotel booking with the welcome voucher shows what the order says.
for (const { lang, viewport } of [
  { lang: 'en-US', viewport: DESKTOP },
  { lang: 'zh-CN', viewport: PHONE },
] as const) {
  test(`${lang} at ${viewport.width}px: the confirmation of a pay-at-hotel booking with the CNY 50 voucher shows the order's pay amount`, async ({
    page,
  }) => {
    const crashes = watchCrashes(page);
    await page.setViewportSize(viewport);
    await registerMember(page.request, {
      email: `voucher.${lang.toLowerCase()}.${Date.now()}@example.com`,
      password: PASSWORD,
      firstName: 'Lena',
      lastName: 'Fischer',
    });
    const [coupon] = await apiData<{ couponCode: string; templateCode: string }[]>(
      page.request,
      `/member/${lang}/coupon/couponList?status=unused`,
    );
    expect(coupon!.templateCode).toBe('WELCOME50');
    const checkInDate = dayFromToday(50);
    const checkOutDate = dayFromToday(51);
    const rate = await rateAt(
      page.request,
      lang,
      checkInDate,
      checkOutDate,
      (candidate) => candidate.paymentType === 2 && !candidate.requiresSignIn && !candidate.memberOnly,
    );
    await page.goto(paths.roomBook(lang, rate));
    await expect(page.getByTestId('guest-form')).toBeVisible();
    await expect(page.locator('#bk-rooms-0-guests-0-lastName')).toHaveValue('Fischer');
    await page.locator('#bk-consent').check();
    await page.getByTestId('continue-to-payment').click();
    await expect(page.getByTestId('payment-step')).toBeVisible();
    const payAmount = page.getByTestId('pay-amount').first();
    const before = ((await payAmount.textContent()) ?? '').trim();
    await page.getByTestId('member-perks').getByTestId('coupon-select').selectOption(coupon!.couponCode);
    await expect(payAmount).not.toHaveText(before);
    await page.getByTestId('confirm-booking').click();
    const confirmation = page.getByTestId('confirmation-step');
    await expect(confirmation).toBeVisible();
    const number = ((await page.getByTestId('confirmation-number').textContent()) ?? '').trim();

    const { list } = await apiData<{ list: { transactionId: string; confirmationNumber: string }[] }>(
      page.request,
      `/${lang}/orders?size=20`,
    );
    const booked = list.find((row) => row.confirmationNumber === number)!;
    const order = await apiData<{
      currency: string;
      amounts: { totalAmount: { amount: number }; voucherDiscount: { amount: number }; payAmount: { amount: number } };
    }>(page.request, `/${lang}/orders/${booked.transactionId}`);
    expect(order.amounts.voucherDiscount.amount).toBe(5000);
    expect(order.amounts.payAmount.amount).toBe(order.amounts.totalAmount.amount - 5000);
    await expect(confirmation.getByTestId('confirmation-pay-amount')).toHaveText(
      formatMoneyText(order.amounts.payAmount.amount, order.currency, lang),
    );
    await expect(confirmation.getByTestId('confirmation-total')).toHaveText(
      formatMoneyText(order.amounts.totalAmount.amount, order.currency, lang),
    );
    await page.screenshot({
      path: `test-results/member-issue20/${lang}-${viewport.width}-confirmation.png`,
      fullPage: true,
    });
    expect(crashes).toEqual([]);
  });
}

// Item 4: one name rule and a birthday between 1900 and today, on the profile and in frequent contacts.
const NAME_ERRORS = {
  'en-US': {
    digits: 'English names cannot contain digits.',
    birthday: 'Please enter a birthday between 1900 and today.',
    markup: 'Enter the name as shown on the ID: letters, spaces, apostrophes, dots and hyphens only.',
  },
  'ko-KR': {
    digits: '영문 이름에는 숫자를 사용할 수 없습니다.',
    birthday: '1900년부터 오늘 사이의 생일을 입력해 주세요.',
    markup: '신분증에 표시된 대로 이름을 입력해 주세요(문자, 공백, 아포스트로피, 마침표, 하이픈만 가능).',
  },
} as const;

for (const { lang, viewport } of [
  { lang: 'ko-KR', viewport: PHONE },
  { lang: 'en-US', viewport: DESKTOP },
] as const) {
  test(`${lang} at ${viewport.width}px: the profile refuses "John2" and a birthday in the future, contacts refuse markup`, async ({
    page,
  }) => {
    const crashes = watchCrashes(page);
    await page.setViewportSize(viewport);
    const words = NAME_ERRORS[lang];
    await registerMember(page.request, {
      email: `names.${lang.toLowerCase()}.${Date.now()}@example.com`,
      password: PASSWORD,
      firstName: 'John',
      lastName: 'Baker',
    });
    await page.goto(paths.personalCenter(lang, { tab: 'profile' }));
    await page.getByTestId('profile-edit').click();
    const profile = page.getByTestId('profile-form');
    await profile.locator('input[name="firstName"]').fill('John2');
    await profile.locator('input[name="birthday"]').fill(dayFromToday(30));
    await profile.getByTestId('profile-save').click();
    await expect(profile.getByText(words.digits)).toBeVisible();
    await expect(profile.getByText(words.birthday)).toBeVisible();
    await page.screenshot({
      path: `test-results/member-issue20/${lang}-${viewport.width}-profile-refused.png`,
      fullPage: true,
    });
    // Nothing was saved.
    const info = await apiData<{ firstName: string; birthday: string }>(page.request, '/member/memberInfo');
    expect(info).toMatchObject({ firstName: 'John', birthday: '1988-04-12' });

    await openSection(page, 'contacts');
    await page.getByTestId('contact-add').click();
    const contact = page.getByTestId('contact-form');
    await contact.locator('input[name="lastName"]').fill('<b>x</b>');
    await contact.locator('input[name="firstName"]').fill('Anna');
    await contact.locator('input[name="mobile"]').fill('13800138000');
    await contact.locator('input[name="email"]').fill('anna@example.com');
    await contact.locator('button[type="submit"]').click();
    await expect(contact.getByText(words.markup)).toBeVisible();
    await page.screenshot({
      path: `test-results/member-issue20/${lang}-${viewport.width}-contact-refused.png`,
      fullPage: true,
    });
    expect(await apiData<unknown[]>(page.request, '/pc/CONFIGORDER/wechatfans/getCommonPeople')).toEqual([]);
    expect(crashes).toEqual([]);
  });
}

// Item 6: the shop coupon's wording, the EU-resident answer, "staying now", another tier's card page.
const CARD_WORDS = {
  'en-US': { shop: 'on shop orders of', stays: 'on stays of', staying: 'Staying now', yes: 'Yes', no: 'No' },
  'ko-KR': { shop: '쇼핑몰 주문', stays: '숙박 시', staying: '투숙 중', yes: '예', no: '아니요' },
} as const;

for (const { lang, viewport } of [
  { lang: 'ko-KR', viewport: PHONE },
  { lang: 'en-US', viewport: DESKTOP },
] as const) {
  test(`${lang} at ${viewport.width}px: the shop coupon's wording, the EU-resident answer, one title question, staying now, another tier's card`, async ({
    page,
    request,
  }) => {
    const crashes = watchCrashes(page);
    await page.setViewportSize(viewport);
    const words = CARD_WORDS[lang];
    await page.goto(paths.login(lang));
    await signInOnPage(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(urlWith(paths.personalCenter(lang)));

    // The shop coupon: "on shop orders of CNY 100 or more", never the stay wording. The mall journeys of the
    // same run may spend the seeded one, so staff give the member a fresh one first.
    const mallCode = await giveShopCoupon(request);
    const coupons = await apiData<{ couponCode: string; minSpend: number; currency: string }[]>(
      page.request,
      `/member/${lang}/coupon/couponList?status=unused`,
    );
    const mall = coupons.find((coupon) => coupon.couponCode === mallCode);
    expect(mall, `the shop coupon ${mallCode} among the member's unused ones`).toBeDefined();
    expect(mall!.minSpend).toBeGreaterThan(0);
    await openSection(page, 'vouchers');
    const card = page.getByTestId('coupon').filter({ hasText: mallCode });
    await expect(card).toContainText(words.shop);
    await expect(card).toContainText(formatMoneyText(mall!.minSpend, mall!.currency, lang));
    await expect(card).not.toContainText(words.stays);
    await expect(card).not.toContainText('CN¥');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/member-issue20/${lang}-${viewport.width}-mall-coupon.png` });

    // The EU-resident flag reads as the member's answer, not "—"; the profile asks for the title once.
    const info = await apiData<{ isEuResident: boolean }>(page.request, '/member/memberInfo');
    await openSection(page, 'profile');
    const view = page.getByTestId('profile-view');
    const eu = view
      .locator('div')
      .filter({ has: page.locator('dt') })
      .filter({ hasText: lang === 'en-US' ? 'European Union' : '유럽연합' });
    await expect(eu.locator('dd')).toHaveText(info.isEuResident ? new RegExp(`^${words.yes}`) : words.no);
    await page.getByTestId('profile-edit').click();
    const profile = page.getByTestId('profile-form');
    await expect(profile.locator('select[name="title"]')).toHaveCount(1);
    await expect(profile.locator('select[name="call"]')).toHaveCount(0);
    await expect(profile.locator('select')).toHaveCount(2); // the title and the sex, nothing else

    // The hotel reservations tab: the demo member's in-house stay says "staying now".
    await page.goto(`${paths.orderList(lang)}?tab=hotel`);
    const staying = page.getByTestId('member-hotels').getByTestId('staying-now');
    await expect(staying).toHaveCount(1);
    await expect(staying).toContainText(words.staying);
    await page.screenshot({
      path: `test-results/member-issue20/${lang}-${viewport.width}-staying-now.png`,
      fullPage: true,
    });

    // Another tier's page describes that tier and never shows the member's card under its heading.
    await page.goto(paths.card(lang, 'platinum'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('card-number')).toHaveCount(0);
    await expect(page.locator('main a[href*="/card/gold"]')).toBeVisible();
    expect(crashes).toEqual([]);
  });
}

// Item 9: a reused reset link is refused before the form; the data export is a clean JSON file.
for (const { lang, viewport } of [
  { lang: 'zh-CN', viewport: PHONE },
  { lang: 'en-US', viewport: DESKTOP },
] as const) {
  test(`${lang} at ${viewport.width}px: a reused reset link is refused before the form, the data export is a clean JSON file`, async ({
    page,
  }) => {
    const crashes = watchCrashes(page);
    await page.setViewportSize(viewport);
    const email = `reset.${lang.toLowerCase()}.${Date.now()}@example.com`;
    await registerMember(page.request, { email, password: PASSWORD, firstName: 'Ada', lastName: 'Byron' });

    // The export: a download of the member's own data, not the API's { errorCode, data } envelope.
    await page.goto(paths.personalCenter(lang, { tab: 'data' }));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-data').click()]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(exported).not.toHaveProperty('errorCode');
    expect(JSON.stringify(exported)).toContain(email);
    await page.request.post(`${API_PREFIX}/member/logout`);

    // Ask for a reset link, use it once, then open it again.
    await page.goto(paths.resetPassword(lang));
    await page.getByTestId('reset-request').locator('input[name="email"]').fill(email);
    await page.getByTestId('reset-request').locator('button[type="submit"]').click();
    await expect(page.getByTestId('form-success')).toBeVisible();
    const html = await (await page.request.get('/dev/outbox')).text();
    const article = html.split('<article>').find((item) => item.includes(email) && item.includes('resetPwd?token='));
    const token = decodeURIComponent(article?.match(/resetPwd\?token=([A-Za-z0-9_%-]+)/)?.[1] ?? '');
    expect(token).not.toBe('');
    const link = paths.resetPassword(lang, { token });
    await page.goto(link);
    await page.getByTestId('reset-form').locator('input[name="newPassword"]').fill('Renewed@2026');
    await page.getByTestId('reset-form').locator('input[name="confirmPassword"]').fill('Renewed@2026');
    await page.getByTestId('reset-form').locator('button[type="submit"]').click();
    await expect(page.getByTestId('form-success')).toBeVisible();
    await page.goto(link);
    await expect(page.getByTestId('reset-link-invalid')).toBeVisible();
    await expect(page.getByTestId('reset-form')).toHaveCount(0);
    await expect(page.locator('input[name="newPassword"]')).toHaveCount(0);
    await page.screenshot({ path: `test-results/member-issue20/${lang}-${viewport.width}-reset-reused.png` });
    expect(crashes).toEqual([]);
  });
}

// Item 1: the billing history records what the member paid for the demo stay that used a voucher.
for (const { lang, viewport } of [
  { lang: 'zh-CN', viewport: PHONE },
  { lang: 'en-US', viewport: DESKTOP },
] as const) {
  test(`${lang} at ${viewport.width}px: the billing row of the demo stay with a voucher equals the order's pay amount`, async ({
    page,
  }) => {
    const crashes = watchCrashes(page);
    await page.setViewportSize(viewport);
    await page.goto(paths.login(lang));
    await signInOnPage(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(urlWith(paths.personalCenter(lang)));
    const order = await apiData<{
      confirmationNumber: string;
      currency: string;
      amounts: { totalAmount: { amount: number }; voucherDiscount: { amount: number }; payAmount: { amount: number } };
    }>(page.request, `/${lang}/orders/demo-past2-0002`);
    expect(order.amounts.voucherDiscount.amount).toBeGreaterThan(0);
    expect(order.amounts.payAmount.amount).toBe(
      order.amounts.totalAmount.amount - order.amounts.voucherDiscount.amount,
    );
    await openSection(page, 'billing');
    const stays = page.getByTestId(viewport.width < 768 ? 'history-consumption-cards' : 'history-consumption');
    const paid = formatMoneyText(order.amounts.payAmount.amount, order.currency, lang);
    const before = formatMoneyText(order.amounts.totalAmount.amount, order.currency, lang);
    // The row (a table row, or a card on a phone) that links to that order.
    const row = stays
      .locator(viewport.width < 768 ? 'li' : 'tbody tr')
      .filter({ has: page.locator('a[href*="demo-past2-0002"]') });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(paid);
    await expect(row).not.toContainText(before);
    await page.screenshot({
      path: `test-results/member-issue20/${lang}-${viewport.width}-billing.png`,
      fullPage: true,
    });
    expect(crashes).toEqual([]);
  });
}

// Item 5: the booking's contact picker names frequent contacts as the contacts tab does, in the language's order.
// Item 8: an order's dates say whose time they are, and its money has one format ("CNY 1,280", never "CN¥").
for (const { lang, viewport, annaName } of [
  { lang: 'en-US', viewport: DESKTOP, annaName: 'Anna Schmidt' },
  { lang: 'zh-CN', viewport: PHONE, annaName: 'Schmidt Anna' },
] as const) {
  test(`${lang} at ${viewport.width}px: the booking's contact picker names contacts in the language's order and fills the guest`, async ({
    page,
  }) => {
    const crashes = watchCrashes(page);
    await page.setViewportSize(viewport);
    await page.request.post(`${API_PREFIX}/member/login`, { data: { account: DEMO.email, password: DEMO.password } });
    const rate = await rateAt(
      page.request,
      lang,
      dayFromToday(60),
      dayFromToday(61),
      (candidate) => candidate.paymentType === 2 && !candidate.requiresSignIn,
    );
    await page.goto(paths.roomBook(lang, rate));
    await expect(page.getByTestId('guest-form')).toBeVisible();
    const picker = page.getByTestId('contact-picker').first();
    await expect(picker.locator('option', { hasText: annaName })).toHaveCount(1);
    await picker.selectOption({ label: annaName });
    await expect(page.locator('#bk-rooms-0-guests-0-firstName')).toHaveValue('Anna');
    await expect(page.locator('#bk-rooms-0-guests-0-lastName')).toHaveValue('Schmidt');
    expect(crashes).toEqual([]);
  });

  test(`${lang} at ${viewport.width}px: an order's dates name their time zone and its money reads CNY`, async ({
    page,
  }) => {
    const crashes = watchCrashes(page);
    await page.setViewportSize(viewport);
    await page.request.post(`${API_PREFIX}/member/login`, { data: { account: DEMO.email, password: DEMO.password } });
    const { list } = await apiData<{ list: { transactionId: string; hotelCode: string }[] }>(
      page.request,
      `/${lang}/orders?size=20`,
    );
    const stay = list.find((row) => row.hotelCode.startsWith('SHA') || row.hotelCode.startsWith('PEK'))!;
    const order = await apiData<{ currency: string; amounts: { payAmount: { amount: number } } }>(
      page.request,
      `/${lang}/orders/${stay.transactionId}`,
    );
    await page.goto(paths.order(lang, stay.transactionId));
    const detail = page.getByTestId('order-detail');
    await expect(detail).toBeVisible();
    // The order date in the hotel's zone, with the zone named (China: GMT+8).
    await expect(detail).toContainText(/GMT\+8/);
    await expect(detail).toContainText(formatMoneyText(order.amounts.payAmount.amount, order.currency, lang));
    await expect(detail).not.toContainText('CN¥');
    await expect(detail).not.toContainText('￥');
    await page.screenshot({
      path: `test-results/member-issue20/${lang}-${viewport.width}-order-zone.png`,
      fullPage: true,
    });
    expect(crashes).toEqual([]);
  });
}
