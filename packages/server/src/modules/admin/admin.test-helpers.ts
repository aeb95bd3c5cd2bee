import { generate } from 'otplib';
import { DEMO_STAFF_PASSWORD } from '../../seed/staff.ts';
import type { TestContext } from '../../test/context.ts';

export const ADMIN = '/api/v1/admin';

export const STAFF_EMAILS = {
  groupAdmin: 'admin@aurora-hotels.example',
  hotelManager: 'manager.sha@aurora-hotels.example',
  frontDesk: 'frontdesk.sha@aurora-hotels.example',
  contentEditor: 'editor@aurora-hotels.example',
} as const;
export type DemoRole = keyof typeof STAFF_EMAILS;

/** An enrolled authenticator as a test holds it: the secret, the unused recovery codes, the last step used. */
export interface TestAuthenticator {
  secret: string;
  recoveryCodes: string[];
  lastStep: number;
}

const TOTP_PERIOD_MS = 30_000;
/** The demo group administrator's authenticator, per app (each test file has its own database). */
const adminAuthenticators = new WeakMap<TestContext['app'], TestAuthenticator>();

/** The code of an authenticator app at a time step (what the phone would show). */
export function appCode(secret: string, step: number): Promise<string> {
  return generate({ secret, epoch: step * (TOTP_PERIOD_MS / 1000) });
}

export function timeStepOf(now: Date): number {
  return Math.floor(now.getTime() / TOTP_PERIOD_MS);
}

/**
 * A code the server accepts now: the app's code of the next unused step within the one-step tolerance
 * (a code is never accepted twice), else a recovery code.
 */
export async function nextCode(ctx: () => TestContext, authenticator: TestAuthenticator): Promise<string> {
  const step = timeStepOf(ctx().clock.now);
  const candidate = Math.max(step - 1, authenticator.lastStep + 1);
  if (candidate <= step + 1) {
    authenticator.lastStep = candidate;
    return appCode(authenticator.secret, candidate);
  }
  const recovery = authenticator.recoveryCodes.pop();
  if (!recovery) throw new Error('the test authenticator has no codes left');
  return recovery;
}

/** Enrols the second factor of a signed-in staff member (setup, then the app's code of now). */
export async function enrolSecondFactor(ctx: () => TestContext, token: string): Promise<TestAuthenticator> {
  const call = adminCaller(ctx);
  const setup = await call('POST', '/me/second-factor/setup', token);
  if (setup.statusCode !== 200) throw new Error(`second factor setup: ${setup.body}`);
  const { secret } = setup.json().data as { secret: string };
  const step = timeStepOf(ctx().clock.now);
  const confirmed = await call('POST', '/me/second-factor/confirm', token, { code: await appCode(secret, step) });
  if (confirmed.statusCode !== 200) throw new Error(`second factor confirm: ${confirmed.body}`);
  return { secret, recoveryCodes: confirmed.json().data.recoveryCodes as string[], lastStep: step };
}

/**
 * Signs a demo staff account in; returns its session token. The group administrator must have a second
 * factor: the first sign-in enrols it, later ones pass a code computed with otplib.
 */
export async function staffToken(ctx: () => TestContext, role: DemoRole): Promise<string> {
  const app = ctx().app;
  const authenticator = role === 'groupAdmin' ? adminAuthenticators.get(app) : undefined;
  const response = await app.inject({
    method: 'POST',
    url: `${ADMIN}/session`,
    payload: {
      email: STAFF_EMAILS[role],
      password: DEMO_STAFF_PASSWORD,
      ...(authenticator ? { code: await nextCode(ctx, authenticator) } : {}),
    },
  });
  if (response.statusCode !== 200) throw new Error(`staff sign-in: ${response.body}`);
  const token = response.json().data.token as string;
  if (role === 'groupAdmin' && !authenticator) adminAuthenticators.set(app, await enrolSecondFactor(ctx, token));
  return token;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the admin API as a staff member (token) or nobody (null). */
export function adminCaller(ctx: () => TestContext) {
  return (method: Method, url: string, token: string | null, payload?: unknown) =>
    ctx().app.inject({
      method,
      url: `${ADMIN}${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
}

/** Tokens of every demo role, signed in once per test file. */
export async function allTokens(ctx: () => TestContext): Promise<Record<DemoRole, string>> {
  const entries = await Promise.all(
    (Object.keys(STAFF_EMAILS) as DemoRole[]).map(async (role) => [role, await staffToken(ctx, role)] as const),
  );
  return Object.fromEntries(entries) as Record<DemoRole, string>;
}
