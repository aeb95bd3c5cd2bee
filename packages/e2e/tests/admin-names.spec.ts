import { API_PREFIX } from '@hotel/contract/routes';
import { MALL_API } from '@hotel/contract/schemas/mall';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DESKTOP, PHONE, registerMember, watchCrashes } from './memberHelpers.ts';
import { GROUP_ADMIN, staffSignIn } from './staffAuth.ts';

const SHOTS = '/tmp/shots-office';
/** What an internal member id looks like: staff never read one. */
const MEMBER_ID = /mem_[a-z0-9_]+/;

/** A new member (with the welcome voucher) who places a mall order, not paid: their card number and name. */
async function memberWithOrder(request: APIRequestContext, tag: string) {
  const who = {
    email: `names.${tag}.${Date.now()}@example.com`,
    password: 'Aurora@2026',
    firstName: 'Lan',
    lastName: `Names${tag}`,
  };
  await registerMember(request, who);
  const profile = await (await request.get(`${API_PREFIX}/member/memberInfo`)).json();
  const cardNumber: string = profile.data.cardNumber;
  expect(cardNumber).toMatch(/^\d+$/);
  const address = { name: 'Lan Names', phone: '13900000009', region: 'Shanghai', detail: '9 Bund Road' };
  const body = { items: [{ skuCode: 'CANDLE-200G', quantity: 1 }], address };
  const quote = await (await request.post(`${API_PREFIX}${MALL_API.checkoutQuote('en-US')}`, { data: body })).json();
  const placed = await request.post(`${API_PREFIX}${MALL_API.checkout('en-US')}`, {
    data: { ...body, verifyAmount: quote.data.payAmount },
  });
  expect((await placed.json()).errorCode, await placed.text()).toBe(0);
  return { cardNumber, name: `${who.firstName} ${who.lastName}` };
}

async function searchByMember(page: Page, label: string, search: string, cardNumber: string) {
  await page.getByRole('textbox', { name: label, exact: true }).fill(cardNumber);
  await page.getByRole('button', { name: search, exact: true }).click();
}

async function expectNoMemberIds(page: Page) {
  await expect(page.locator('main')).not.toHaveText(MEMBER_ID);
}

const CASES = [
  {
    lang: 'en-US',
    viewport: DESKTOP,
    memberLabel: 'Member: card number, e-mail or mobile',
    search: 'Search',
    card: (card: string) => `card ${card}`,
    /** A new member's tier, translated. */
    tier: 'Classic',
  },
  {
    lang: 'zh-CN',
    viewport: PHONE,
    memberLabel: '会员：卡号、邮箱或手机号',
    search: '搜索',
    card: (card: string) => `卡号 ${card}`,
    tier: '经典会员',
  },
] as const;

for (const c of CASES) {
  test(`${c.lang}, ${c.viewport.width} px: the mall's orders and the issued vouchers name the member by name, card number and tier, never an internal id`, async ({
    page,
    browser,
  }) => {
    const crashes = watchCrashes(page);
    await page.setViewportSize(c.viewport);
    // The member has a browser of their own.
    const buyer = await browser.newContext();
    const member = await memberWithOrder(buyer.request, c.lang.replace('-', '').toLowerCase());
    await buyer.close();
    await staffSignIn(page, GROUP_ADMIN);
    if (c.lang !== 'en-US') {
      await page.getByTestId('admin-language').selectOption(c.lang);
      await expect(page.getByTestId('admin-sign-out')).not.toHaveText('Sign out');
    }

    await page.getByTestId('admin-nav-mall').click();
    await page.getByTestId('mall-tab-orders').click();
    const orders = page.getByTestId('mall-orders');
    await expect(orders).toBeVisible();
    await expectNoMemberIds(page);
    await searchByMember(page, c.memberLabel, c.search, member.cardNumber);
    await expect(orders.locator('tbody tr')).toHaveCount(1);
    await expect(orders.getByTestId('member-label')).toHaveText(
      `${member.name} · ${c.card(member.cardNumber)} · ${c.tier}`,
    );
    await expectNoMemberIds(page);
    await page.screenshot({ path: `${SHOTS}/mall-orders-${c.lang}-${c.viewport.width}.png`, fullPage: true });

    await page.getByTestId('admin-nav-promotions').click();
    await page.getByTestId('promotions-tab-vouchers').click();
    const vouchers = page.getByTestId('voucher-table');
    await expect(vouchers).toBeVisible();
    await expectNoMemberIds(page);
    await searchByMember(page, c.memberLabel, c.search, member.cardNumber);
    await expect(vouchers.getByTestId('member-label').first()).toHaveText(
      `${member.name} · ${c.card(member.cardNumber)} · ${c.tier}`,
    );
    await expectNoMemberIds(page);
    await page.screenshot({ path: `${SHOTS}/vouchers-${c.lang}-${c.viewport.width}.png`, fullPage: true });
    expect(crashes).toEqual([]);
  });
}
