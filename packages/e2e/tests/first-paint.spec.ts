import { API_PREFIX, paths } from '@hotel/contract/routes';
import { expect, test } from '@playwright/test';

/** `yyyy-MM-dd` of today plus `days` in the browser's (and this process's) time zone. */
function localDate(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const PHONE = { width: 390, height: 844 };

const CASES = [
  { lang: 'en-US', title: /^Rooms at \S/, signIn: 'Sign in', shop: 'Shop' },
  { lang: 'ja', title: /\Sの客室$/, signIn: 'ログイン', shop: 'ショップ' },
] as const;

for (const { lang, title, signIn, shop } of CASES) {
  test(`${lang}: the room list and sign-in paint their title before the app, then show the page without asking again what the server gave`, async ({
    browser,
  }) => {
    const stay = { hotelCode: 'SHA001', checkInDate: localDate(7), checkOutDate: localDate(9) };
    const roomList = `${paths.roomList(lang, undefined, stay)}`;

    // Without the app (scripts off) a phone already sees the screen's translated title.
    const bare = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const still = await bare.newPage();
    await still.goto(roomList);
    await expect(still.getByRole('heading', { level: 1 })).toHaveText(title);
    // ...and the first room's picture (the screen's largest paint).
    await expect(still.locator('img[data-first-paint]')).toBeVisible();
    await still.goto(paths.login(lang));
    await expect(still.getByRole('heading', { level: 1 })).toHaveText(signIn);
    // A visitor of the member area is sent to sign-in: that is what the server paints for them.
    await still.goto(`/${lang}/personalCenter`);
    await expect(still.getByRole('heading', { level: 1 })).toHaveText(signIn);
    // The mall's title and first product's picture, a product's name and picture.
    await still.goto(`/${lang}/mall`);
    await expect(still.getByRole('heading', { level: 1 })).toHaveText(shop);
    await expect(still.locator('img[data-first-paint]')).toBeVisible();
    await still.goto(`/${lang}/mall/goods/PILLOW-CLOUD`);
    await expect(still.getByRole('heading', { level: 1 })).toHaveText(/\S/);
    await expect(still.locator('img[data-first-paint]')).toBeVisible();
    await bare.close();

    // With the app: the rooms show, and the header's and footer's answers came with the page.
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith(API_PREFIX)) asked.push(`${url.pathname}${url.search}`);
    });
    await page.goto(roomList);
    await expect(page.getByTestId('room').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/\S/);
    expect(asked.filter((path) => path.includes('/hotel-configs'))).toEqual([]);
    expect(asked.filter((path) => path.includes('/hotels/cities'))).toEqual([]);
    // The rooms were asked once, as the app started, and the page used that answer.
    expect(asked.filter((path) => path.startsWith(`${API_PREFIX}/${lang}/rooms?`))).toHaveLength(1);
    // The hotel came with the page.
    expect(asked.filter((path) => path === `${API_PREFIX}/${lang}/hotels/SHA001`)).toEqual([]);

    // The mall and a product show what the server gave without asking for it again.
    asked.length = 0;
    await page.goto(`/${lang}/mall`);
    await expect(page.getByTestId('goods-list')).toBeVisible();
    expect(asked.filter((path) => path.startsWith(`${API_PREFIX}/${lang}/mall/goods?`))).toEqual([]);
    asked.length = 0;
    await page.goto(`/${lang}/mall/goods/PILLOW-CLOUD`);
    await expect(page.getByTestId('mall-product')).toBeVisible();
    expect(asked.filter((path) => path === `${API_PREFIX}/${lang}/mall/goods/PILLOW-CLOUD`)).toEqual([]);

    // A visitor of the member area lands on sign-in, with the session the server gave.
    asked.length = 0;
    await page.goto(`/${lang}/personalCenter`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/login`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(signIn);
    await context.close();
  });
}
