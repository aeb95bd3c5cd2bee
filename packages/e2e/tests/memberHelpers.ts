import { API_PREFIX } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo.member@aurora-hotels.example', password: 'Aurora@2026' };
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** The latest 6-digit code sent to an address (`sms:<area> <number>` for phones), from the development outbox. */
export async function sentCode(request: APIRequestContext, address: string): Promise<string> {
  const html = await (await request.get('/dev/outbox')).text();
  for (const article of html.split('<article>')) {
    if (!article.includes(address)) continue;
    const code = article.match(/<pre>[^<]*?\b(\d{6})\b/)?.[1];
    if (code) return code;
  }
  throw new Error(`no code for ${address} in the outbox`);
}

export async function signInOnPage(page: Page, account: string, password: string) {
  const login = page.getByTestId('password-login');
  await login.locator('input[name="account"]').fill(account);
  await login.locator('input[name="password"]').fill(password);
  await login.locator('button[type="submit"]').click();
}

export function watchCrashes(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  return crashes;
}

/**
 * A new member registered by e-mail through the API (the page's context holds the session), with the
 * given names and the rest of a complete profile.
 */
export async function registerMember(
  request: APIRequestContext,
  who: { email: string; password: string; firstName: string; lastName: string },
) {
  const phone = `136${String(Date.now()).slice(-8)}`;
  await request.post(`${API_PREFIX}/member/captcha`, { data: { purpose: 'register', email: who.email } });
  const registered = await request.post(`${API_PREFIX}/member/register`, {
    data: {
      email: who.email,
      code: await sentCode(request, who.email),
      password: who.password,
      confirmPassword: who.password,
      acceptAgreement: true,
      acceptPrivacy: true,
    },
  });
  expect((await registered.json()).errorCode).toBe(0);
  const profile = await request.put(`${API_PREFIX}/member/memberInfo`, {
    data: {
      title: 'Mr',
      call: 'mr',
      sex: 1,
      firstName: who.firstName,
      lastName: who.lastName,
      birthday: '1988-04-12',
      isEuResident: false,
    },
  });
  expect((await profile.json()).errorCode, await profile.text()).toBe(0);
  // The mobile, the last field a complete profile needs, is added with the password and a code.
  const mobile = { password: who.password, mobileCountryNumber: '86', phone };
  await request.post(`${API_PREFIX}/member/contact/code`, { data: mobile });
  const changed = await request.post(`${API_PREFIX}/member/contact/change`, {
    data: { ...mobile, code: await sentCode(request, `sms:86 ${phone}`) },
  });
  expect((await changed.json()).errorCode, await changed.text()).toBe(0);
  return { phone };
}

/** Opens a section of the personal center: the menu's select on a phone, the side links on a desktop. */
export async function openSection(page: Page, section: string) {
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  if (phone) {
    await expect(page.getByTestId('center-nav')).toBeHidden();
    await page.getByTestId('center-menu').locator('select').selectOption(section);
  } else {
    await page.getByTestId(`center-tab-${section}`).click();
  }
  await expect(page).toHaveURL(new RegExp(`tab=${section}`));
}

/**
 * What a person cannot reach at this width: visible elements of the main area whose right edge passes the
 * window and that no horizontally scrolling box holds, and table headers hidden by the page. Empty when
 * everything can be seen.
 */
export async function unreachable(page: Page, root = 'main'): Promise<string[]> {
  return page.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width + 1)
      problems.push(`page is ${document.documentElement.scrollWidth}px wide`);
    const scrolls = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
      }
      return false;
    };
    for (const element of Array.from(document.querySelectorAll(`${root} *`))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > width + 1 && !scrolls(element.parentElement)) {
        problems.push(
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ends at ${Math.round(box.right)}px`,
        );
      }
    }
    for (const table of Array.from(document.querySelectorAll(`${root} table`))) {
      if (table.getBoundingClientRect().width === 0) continue;
      for (const header of Array.from(table.querySelectorAll('th'))) {
        if (getComputedStyle(header).display === 'none') problems.push(`column "${header.textContent}" is hidden`);
      }
    }
    return problems.slice(0, 5);
  }, root);
}
