import { ADMIN_API_PREFIX, adminPaths } from '@hotel/contract/routes';
import { expect, type Page, test } from '@playwright/test';
import { GROUP_ADMIN, staffSignIn } from './staffAuth.ts';

/** A group administrator runs the staff accounts: create, change, disable; never locks the group out. */

const NEW_DESK = { name: 'Wang Qian', email: `desk.pek.${Date.now()}@aurora-hotels.example` };

function watchCrashes(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  return crashes;
}

async function openStaffAccounts(page: Page) {
  await page.goto(adminPaths.section('staff'));
  await expect(page.getByTestId('staff-table')).toBeVisible();
}

test('a group administrator creates a front desk account for one hotel; a weak password is explained, not named', async ({
  page,
}) => {
  const crashes = watchCrashes(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, GROUP_ADMIN);
  await openStaffAccounts(page);
  const table = page.getByTestId('staff-table');
  await expect(table.getByText('manager.sha@aurora-hotels.example')).toBeVisible();
  await expect(table.getByRole('row', { name: /frontdesk\.sha/ })).toContainText('Aurora Grand Shanghai');

  await page.getByTestId('staff-new-open').click();
  const form = page.getByTestId('staff-new');
  await form.getByLabel('Name').fill(NEW_DESK.name);
  await form.getByLabel('E-mail (sign-in)').fill(NEW_DESK.email);
  await form.getByLabel('First password').fill('short');
  await form.getByTestId('staff-role').selectOption('frontDesk');
  await form.getByRole('checkbox', { name: 'Aurora Grand Beijing Wangfujing' }).check();
  await form.getByTestId('staff-save').click();
  await expect(form.getByRole('alert').or(form.locator('[aria-invalid="true"]')).first()).toBeVisible();
  await expect(form).not.toContainText('password:');
  await form.getByLabel('First password').fill('Desk@Beijing2026');
  await form.getByTestId('staff-save').click();
  await expect(page.getByTestId('staff-notice')).toContainText(`Account created for ${NEW_DESK.name}`);
  const row = table.getByRole('row', { name: new RegExp(NEW_DESK.email.replaceAll('.', '\\.')) });
  await expect(row).toContainText('Front desk');
  await expect(row).toContainText('Aurora Grand Beijing Wangfujing');
  await expect(row).toContainText('Active');
  await page.screenshot({ path: test.info().outputPath('staff-accounts-1280-en.png'), fullPage: true });

  // The administrator's own row: disabling it is refused with the reason, and nothing changes.
  const me = table.getByRole('row', { name: new RegExp(GROUP_ADMIN.replaceAll('.', '\\.')) });
  await me.getByTestId('staff-edit-open').click();
  const edit = page.getByTestId('staff-edit');
  await edit.getByLabel('May sign in').uncheck();
  await edit.getByTestId('staff-save').click();
  await expect(edit).toContainText('You cannot disable your own account');
  await page.reload();
  await expect(table.getByRole('row', { name: new RegExp(GROUP_ADMIN.replaceAll('.', '\\.')) })).toContainText(
    'Active',
  );
  expect(crashes).toEqual([]);
});

test('on a phone in Chinese, the administrator disables an account and it shows as disabled', async ({ page }) => {
  const crashes = watchCrashes(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await staffSignIn(page, GROUP_ADMIN);
  const email = `editor.${Date.now()}@aurora-hotels.example`;
  const created = await page.request.post(`${ADMIN_API_PREFIX}/staff`, {
    data: {
      name: 'Lin Yu',
      email,
      password: 'Editor@Lin2026',
      role: 'contentEditor',
      hotelCodes: [],
      language: 'zh-CN',
      isActive: true,
    },
  });
  expect((await created.json()).errorCode).toBe(0);
  await page.getByTestId('admin-language').selectOption('zh-CN');
  await expect(page.getByTestId('admin-nav-staff')).toHaveText('员工账号');
  await page.getByTestId('admin-nav-staff').click();
  await expect(page.getByTestId('staff-table')).toBeVisible();
  await expect(page.getByRole('heading', { name: '员工账号' })).toBeVisible();
  const table = page.getByTestId('staff-table');
  const rowOf = () => table.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) });
  await expect(rowOf()).toContainText('内容编辑');
  await expect(rowOf()).toContainText('整个集团');
  await rowOf().getByTestId('staff-edit-open').click();
  const edit = page.getByTestId('staff-edit');
  await edit.getByLabel('允许登录').uncheck();
  await edit.getByTestId('staff-save').click();
  await expect(page.getByTestId('staff-notice')).toContainText('已保存');
  await expect(rowOf()).toContainText('已停用');
  await page.screenshot({ path: test.info().outputPath('staff-accounts-390-zh.png'), fullPage: true });
  const signIn = await page.request.post(`${ADMIN_API_PREFIX}/session`, {
    data: { email, password: 'Editor@Lin2026' },
  });
  expect((await signIn.json()).errorCode).not.toBe(0);
  await page.getByTestId('admin-language').selectOption('en-US');
  expect(crashes).toEqual([]);
});
