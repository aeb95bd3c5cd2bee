import { and, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../platform/mail.schema.ts';
import type { TestContext } from '../../test/context.ts';

export const API = '/api/v1/booking';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as a member (Bearer token) or a visitor, with optional extra headers. */
export function caller(ctx: () => TestContext) {
  return (
    method: Method,
    url: string,
    token?: string | null,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    ctx().app.inject({
      method,
      url: url.startsWith('/api/') || url.startsWith('/quicklogin') ? url : `${API}${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
}

/** The 6-digit code of the latest mail or SMS sent to an address (`sms:<area> <number>` for phones). */
export async function latestCode(db: Db, address: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = mail?.textBody.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${address}`);
  return code;
}

export async function latestResetToken(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.textBody, '%resetPwd?token=%')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = mail?.textBody.match(/resetPwd\?token=([A-Za-z0-9_%-]+)/)?.[1];
  if (!token) throw new Error(`no reset link sent to ${email}`);
  return decodeURIComponent(token);
}

export const PASSWORD = 'Hotel@2026a';

/** Registers a member by e-mail through the API (code from the outbox); returns the session token. */
export async function registerByEmail(ctx: () => TestContext, email: string, password = PASSWORD) {
  const call = caller(ctx);
  const sent = await call('POST', '/member/captcha', null, { purpose: 'register', email });
  if (sent.statusCode !== 200) throw new Error(`captcha: ${sent.body}`);
  const code = await latestCode(ctx().database.db, email.toLowerCase());
  const registered = await call('POST', '/member/register', null, {
    email,
    code,
    password,
    confirmPassword: password,
    acceptAgreement: true,
    acceptPrivacy: true,
  });
  if (registered.statusCode !== 200) throw new Error(`register: ${registered.body}`);
  const data = registered.json().data as { token: string; member: { memberId: string; cardNumber: string } };
  return { token: data.token, memberId: data.member.memberId, cardNumber: data.member.cardNumber };
}

/** The outbox address of a code: the e-mail, or `sms:<area code> <number>`. */
export function outboxAddress(address: { email?: string; mobileCountryNumber?: string; phone?: string }) {
  return address.phone ? `sms:${address.mobileCountryNumber ?? '86'} ${address.phone}` : address.email!.toLowerCase();
}

/** Changes a member's e-mail or mobile the only way there is: the password, then the code sent to the new address. */
export async function changeContact(
  ctx: () => TestContext,
  token: string,
  address: { email?: string; mobileCountryNumber?: string; phone?: string },
  password = PASSWORD,
) {
  const call = caller(ctx);
  const sent = await call('POST', '/member/contact/code', token, { password, ...address });
  if (sent.statusCode !== 200) throw new Error(`contact code: ${sent.body}`);
  const code = await latestCode(ctx().database.db, outboxAddress(address));
  const changed = await call('POST', '/member/contact/change', token, { password, ...address, code });
  if (changed.statusCode !== 200) throw new Error(`contact change: ${changed.body}`);
  return changed;
}

/** Fills in every profile field a booking needs; the mobile is added with the password and a code. */
export async function completeProfile(ctx: () => TestContext, token: string, phone: string) {
  const response = await caller(ctx)('PUT', '/member/memberInfo', token, {
    title: 'Ms',
    call: 'ms',
    sex: 2,
    firstName: 'Mei',
    lastName: 'Lin',
    birthday: '1991-03-04',
    isEuResident: false,
  });
  if (response.statusCode !== 200) throw new Error(`profile: ${response.body}`);
  await changeContact(ctx, token, { mobileCountryNumber: '86', phone });
}

/** A signed-in member ready to book: registered, profile complete. */
export async function bookingMember(ctx: () => TestContext, name: string, phone: string) {
  const email = `${name}@example.com`;
  const member = await registerByEmail(ctx, email);
  await completeProfile(ctx, member.token, phone);
  return { ...member, email };
}
