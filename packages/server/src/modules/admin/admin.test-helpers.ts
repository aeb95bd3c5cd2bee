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

/** Signs a demo staff account in; returns its session token. */
export async function staffToken(ctx: () => TestContext, role: DemoRole): Promise<string> {
  const response = await ctx().app.inject({
    method: 'POST',
    url: `${ADMIN}/session`,
    payload: { email: STAFF_EMAILS[role], password: DEMO_STAFF_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`staff sign-in: ${response.body}`);
  return response.json().data.token as string;
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
