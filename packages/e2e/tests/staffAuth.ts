import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_API_PREFIX, adminPaths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { generate } from 'otplib';

/**
 * Staff sign-in for the journeys, second factor included: the group administrator must enrol on first
 * sign-in (the key is read from the enrolment screen, as a person would type it into an app) and then
 * signs in with codes computed here with otplib. The server is shared by every journey of a run, so the
 * authenticator is kept in a file beside the run (by port); a fresh server asks to enrol again.
 */
export const STAFF_PASSWORD = 'Staff@2026';
export const GROUP_ADMIN = 'admin@aurora-hotels.example';

const PERIOD_MS = 30_000;
const port = Number(process.env.E2E_PORT ?? 3210);
const stateFile = path.join(os.tmpdir(), `hotel-e2e-authenticators-${port}.json`);

export interface Authenticator {
  secret: string;
  recoveryCodes: string[];
  /** The time step of the last code used: a code is accepted only once. */
  lastStep: number;
}

function readAll(): Record<string, Authenticator> {
  try {
    return JSON.parse(readFileSync(stateFile, 'utf8')) as Record<string, Authenticator>;
  } catch {
    return {};
  }
}

export function authenticatorOf(email: string): Authenticator | undefined {
  return readAll()[email];
}

export function saveAuthenticator(email: string, authenticator: Authenticator) {
  writeFileSync(stateFile, JSON.stringify({ ...readAll(), [email]: authenticator }));
}

const stepNow = () => Math.floor(Date.now() / PERIOD_MS);

export function codeAt(secret: string, step: number): Promise<string> {
  return generate({ secret, epoch: step * (PERIOD_MS / 1000) });
}

/**
 * The app's code the server accepts now for this account, never one already used: this step's, or the
 * next one's (within the server's one-step tolerance), else it waits for the clock to get there.
 */
export async function nextCode(email: string): Promise<string> {
  const authenticator = authenticatorOf(email);
  if (!authenticator) throw new Error(`no authenticator kept for ${email}`);
  let step = stepNow();
  const wanted = Math.max(step, authenticator.lastStep + 1);
  while (wanted > step + 1) {
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * PERIOD_MS - Date.now() + 200));
    step = stepNow();
  }
  saveAuthenticator(email, { ...authenticator, lastStep: wanted });
  return codeAt(authenticator.secret, wanted);
}

/** A recovery code of the account, used up. */
export function takeRecoveryCode(email: string): string {
  const authenticator = authenticatorOf(email);
  const code = authenticator?.recoveryCodes[0];
  if (!authenticator || !code) throw new Error(`no recovery code left for ${email}`);
  saveAuthenticator(email, { ...authenticator, recoveryCodes: authenticator.recoveryCodes.slice(1) });
  return code;
}

/** On the enrolment screen: shows the key, types the app's code, keeps the recovery codes. */
export async function enrolOnScreen(page: Page, email: string): Promise<string[]> {
  const panel = page.getByTestId('second-factor');
  const start = panel.getByTestId('second-factor-start');
  if (await start.isVisible()) await start.click();
  await expect(panel.getByTestId('totp-secret')).toBeVisible();
  const secret = ((await panel.getByTestId('totp-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const step = stepNow();
  await panel.getByTestId('second-factor-code').fill(await codeAt(secret, step));
  await panel.getByTestId('second-factor-confirm').click();
  const list = panel.getByTestId('recovery-codes');
  await expect(list.locator('li')).toHaveCount(10);
  const recoveryCodes = (await list.locator('li').allTextContents()).map((code) => code.trim());
  saveAuthenticator(email, { secret, recoveryCodes, lastStep: step });
  return recoveryCodes;
}

/** Fills e-mail and password (and, when given, the code) on the sign-in form and sends it. */
export async function submitSignIn(page: Page, email: string, code?: string) {
  const form = page.getByTestId('admin-sign-in');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(STAFF_PASSWORD);
  if (code !== undefined) await form.getByTestId('admin-sign-in-code').fill(code);
  await form.locator('button[type="submit"]').click();
}

/**
 * Signs a staff member in on the back office's own form, whatever the second factor asks: enrolment
 * (a group administrator's first sign-in) or a code.
 */
export async function staffSignIn(page: Page, email: string) {
  await page.goto(adminPaths.root());
  await expect(page.getByTestId('admin-sign-in')).toBeVisible();
  await submitSignIn(page, email);
  const whoami = page.getByTestId('admin-whoami');
  const enrol = page.getByTestId('second-factor');
  const code = page.getByTestId('admin-sign-in-code');
  await expect(whoami.or(enrol).or(code)).toBeVisible();
  if (await enrol.isVisible()) {
    await enrolOnScreen(page, email);
    await page.getByTestId('second-factor-done').click();
  } else if (await code.isVisible()) {
    await code.fill(await nextCode(email));
    await page.getByTestId('admin-sign-in').locator('button[type="submit"]').click();
  }
  await expect(whoami).toBeVisible();
}

/** Signs a staff member in through the API (the request keeps the cookie), enrolling through the API if asked. */
export async function staffApiSignIn(request: APIRequestContext, email: string) {
  const known = authenticatorOf(email);
  const session = await request.post(`${ADMIN_API_PREFIX}/session`, {
    data: { email, password: STAFF_PASSWORD, ...(known ? { code: await nextCode(email) } : {}) },
  });
  const body = (await session.json()) as {
    errorCode: number;
    data: { staff: { secondFactor: { enabled: boolean; required: boolean } } };
  };
  expect(body.errorCode, `${email} sign-in: ${JSON.stringify(body)}`).toBe(0);
  const { secondFactor } = body.data.staff;
  if (secondFactor.required && !secondFactor.enabled) {
    const setup = await (await request.post(`${ADMIN_API_PREFIX}/me/second-factor/setup`, { data: {} })).json();
    const secret = setup.data.secret as string;
    const step = stepNow();
    const confirmed = await (
      await request.post(`${ADMIN_API_PREFIX}/me/second-factor/confirm`, { data: { code: await codeAt(secret, step) } })
    ).json();
    expect(confirmed.errorCode, JSON.stringify(confirmed)).toBe(0);
    saveAuthenticator(email, { secret, recoveryCodes: confirmed.data.recoveryCodes, lastStep: step });
  }
}
