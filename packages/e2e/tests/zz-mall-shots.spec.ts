import { paths } from '@hotel/contract/routes';
import { expect, test } from '@playwright/test';

const DEMO = { email: 'demo.member@aurora-hotels.example', password: 'Aurora@2026' };
for (const [lang, width] of [['zh-CN', 390], ['en-US', 1280]] as const) {
  test(`shots ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(paths.login(lang));
    const login = page.getByTestId('password-login');
    await login.locator('input[name="account"]').fill(DEMO.email);
    await login.locator('input[name="password"]').fill(DEMO.password);
    await login.locator('button[type="submit"]').click();
    await page.waitForURL(/personalCenter/);
    await page.goto(paths.mallProduct(lang, 'PILLOWCASE-SILK'));
    await expect(page.getByTestId('buy-box')).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/mall-shots/product-${lang}.png` });
    await page.goto(paths.mallCheckout(lang, { buy: 'BATHROBE-M', qty: '1' }));
    await expect(page.getByTestId('checkout')).toBeVisible();
    await page.screenshot({ path: `/tmp/mall-shots/checkout-${lang}.png`, fullPage: true });
    await page.goto(paths.orderList(lang, { tab: 'shop' }));
    await expect(page.getByTestId('shop-orders')).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/mall-shots/orders-${lang}.png`, fullPage: true });
    const first = page.getByTestId('shop-order-view').first();
    if (await first.count()) {
      await first.click();
      await expect(page.getByTestId('mall-order')).toBeVisible();
      await page.screenshot({ path: `/tmp/mall-shots/order-${lang}.png`, fullPage: true });
    }
    await page.goto(paths.mallDistribution(lang));
    await expect(page.getByTestId('distribution')).toBeVisible();
    await page.screenshot({ path: `/tmp/mall-shots/distribution-${lang}.png` });
  });
}
