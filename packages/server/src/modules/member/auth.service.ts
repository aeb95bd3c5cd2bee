import {
  DEFAULT_AREA_CODE,
  ONE_HOUR_MS,
  ONE_MINUTE_MS,
  VERIFICATION_CODE_RESEND_SECONDS,
} from '@hotel/contract/constants';
import type { Language } from '@hotel/contract/languages';
import { paths } from '@hotel/contract/routes';
import type {
  CaptchaRequest,
  CodePurpose,
  ContactChangeCodeInput,
  ContactChangeInput,
  PasswordResetByCode,
} from '@hotel/contract/schemas/member';
import { passwordIdentityIssue, passwordSchema } from '@hotel/contract/schemas/password';
import { V } from '@hotel/contract/validation';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import {
  codeMatches,
  hashCode,
  hashToken,
  newCardNumber,
  newToken,
  newVerificationCode,
  sameHash,
} from '../../platform/tokens.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { summariseBrowser } from '../../platform/user-agent.ts';
import type { CouponService } from '../promotions/promotions.module.ts';
import type { LoyaltyService } from './loyalty.ts';
import {
  type ClientInfo,
  findMember,
  findMemberByAccount,
  findMemberByEmail,
  findMemberByPhone,
  insertSession,
  logEvent,
  type MemberRow,
  revokeAllSessions,
  revokeSession,
} from './member.repo.ts';
import { members, passwordResets, quickLogins, unknownAccountFailures, verificationCodes } from './member.schema.ts';
import type { MemberMessages } from './messages.ts';

export interface AuthSettings {
  sessionTtlHours: number;
  lockoutMinutes: number;
  codeTtlSeconds: number;
  codeMaxAttempts: number;
  resetTtlMinutes: number;
  quickLoginTtlSeconds: number;
  publicBaseUrl: string;
}

/** What a code is for: the spec's registration and sign-in, and a change of the member's own e-mail or mobile. */
type CodeUse = CodePurpose | 'changeContact';

/** A wrong password: at sign-in the spec's "account or password wrong"; for a signed-in member, "current password wrong". */
type WrongPassword = { code: 'accountOrPasswordWrong' } | { code: 'oldPasswordWrong'; field: string };

/** The failure-count key of an account name no member has: the name as typed, trimmed, lower case, without spaces, `+` or `-`. */
function unknownAccountKey(account: string): string {
  return hashToken(
    `account:${account
      .trim()
      .toLowerCase()
      .replace(/[\s+-]/g, '')}`,
  );
}

/** An address shown to its former owner with most of it hidden: `n***@example.com`, `+86 138****5678`. */
export function maskedAddress(target: { channel: 'email' | 'phone'; address: string }): string {
  if (target.channel === 'email') {
    const [local = '', domain = ''] = target.address.split('@');
    return `${local.slice(0, 1)}***@${domain}`;
  }
  const [areaCode = '', number = ''] = target.address.split(' ');
  const kept = number.length >= 8 ? 4 : 2;
  return `+${areaCode} ${number.slice(0, 3)}${'*'.repeat(Math.max(2, number.length - 3 - kept))}${number.slice(-kept)}`;
}

/** Where a code goes: `email:<address>` or `phone:<area code> <number>`. */
export function codeTarget(input: { email?: string; mobileCountryNumber?: string; phone?: string }) {
  if (input.phone) {
    const areaCode = (input.mobileCountryNumber ?? DEFAULT_AREA_CODE).replace(/^\+/, '');
    return {
      key: `phone:${areaCode} ${input.phone}`,
      channel: 'phone' as const,
      address: `${areaCode} ${input.phone}`,
    };
  }
  const email = input.email!.trim().toLowerCase();
  return { key: `email:${email}`, channel: 'email' as const, address: email };
}

export interface NewSession {
  token: string;
  expiresAt: Date;
  member: MemberRow;
}

/**
 * Accounts and sign-in: registration with a verification code, password sign-in with lockout, code
 * sign-in, QR quick login, sessions (opaque tokens stored hashed), password change and reset.
 */
export function createAuthService(deps: {
  db: Db;
  now: () => Date;
  settings: AuthSettings;
  messages: MemberMessages;
  loyalty: LoyaltyService;
  coupons: CouponService;
}) {
  const { db, settings } = deps;

  async function openSession(member: MemberRow, method: string, client: ClientInfo): Promise<NewSession> {
    const token = newToken();
    const expiresAt = new Date(deps.now().getTime() + settings.sessionTtlHours * ONE_HOUR_MS);
    await insertSession(db, { tokenHash: hashToken(token), memberId: member.memberId, method, expiresAt, client });
    await logEvent(db, member.memberId, 'signIn', client, method);
    return { token, expiresAt, member };
  }

  /** Refuses a sign-in while the account is locked (pc0004), telling when it unlocks. */
  function refuseIfLocked(member: MemberRow) {
    if (member.lockedUntil && member.lockedUntil > deps.now()) {
      throw new AppError('accountLocked', { unlockAt: member.lockedUntil.toISOString() });
    }
  }

  /**
   * Counts a wrong password in one statement (a lock that has run out starts the count again) and
   * locks the account for `lockoutMinutes` when the count reaches the site's threshold (3 or 6).
   */
  async function recordFailure(
    member: MemberRow,
    threshold: number,
    client: ClientInfo,
    wrong: WrongPassword = { code: 'accountOrPasswordWrong' },
  ): Promise<never> {
    const now = deps.now();
    const until = new Date(now.getTime() + settings.lockoutMinutes * ONE_MINUTE_MS);
    const [row] = await db
      .update(members)
      .set({
        failedLogins: sql`case when ${members.lockedUntil} is not null and ${members.lockedUntil} <= ${now} then 1 else ${members.failedLogins} + 1 end`,
        lockedUntil: sql`case
          when ${members.lockedUntil} is not null and ${members.lockedUntil} <= ${now} then null
          when ${members.failedLogins} + 1 >= ${threshold} then ${until}
          else ${members.lockedUntil} end`,
      })
      .where(eq(members.memberId, member.memberId))
      .returning({ failedLogins: members.failedLogins, lockedUntil: members.lockedUntil });
    await logEvent(db, member.memberId, 'signInFailed', client);
    if (row?.lockedUntil && row.lockedUntil > now) await logEvent(db, member.memberId, 'locked', client);
    throw failureAnswer(row, threshold, wrong);
  }

  /** The answer to a wrong password: attempts left, or the lock that the failure set off (pc0005). */
  function failureAnswer(
    row: { failedLogins: number; lockedUntil: Date | null } | undefined,
    threshold: number,
    wrong: WrongPassword,
  ): AppError {
    if (row?.lockedUntil && row.lockedUntil > deps.now()) {
      return new AppError('tooManyLoginFailures', { unlockAt: row.lockedUntil.toISOString(), threshold });
    }
    const remainingAttempts = Math.max(0, threshold - (row?.failedLogins ?? 0));
    return new AppError(wrong.code, { remainingAttempts, ...('field' in wrong ? { field: wrong.field } : {}) });
  }

  /**
   * Counts a wrong password for an account name no member has, exactly as a member's is counted, so
   * the answers (attempts left, lock, unlock time) cannot tell the two apart.
   */
  async function recordUnknownFailure(account: string, threshold: number): Promise<never> {
    const now = deps.now();
    const until = new Date(now.getTime() + settings.lockoutMinutes * ONE_MINUTE_MS);
    const table = unknownAccountFailures;
    const [row] = await db
      .insert(table)
      .values({
        accountKey: unknownAccountKey(account),
        failedLogins: 1,
        lockedUntil: threshold <= 1 ? until : null,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: table.accountKey,
        set: {
          failedLogins: sql`case when ${table.lockedUntil} is not null and ${table.lockedUntil} <= ${now} then 1 else ${table.failedLogins} + 1 end`,
          lockedUntil: sql`case
            when ${table.lockedUntil} is not null and ${table.lockedUntil} <= ${now} then null
            when ${table.failedLogins} + 1 >= ${threshold} then ${until}
            else ${table.lockedUntil} end`,
          updatedAt: now,
        },
      })
      .returning({ failedLogins: table.failedLogins, lockedUntil: table.lockedUntil });
    throw failureAnswer(row, threshold, { code: 'accountOrPasswordWrong' });
  }

  /** Refuses an account name no member has while its failures have it "locked", like a member's. */
  async function refuseIfUnknownLocked(account: string) {
    const [row] = await db
      .select({ lockedUntil: unknownAccountFailures.lockedUntil })
      .from(unknownAccountFailures)
      .where(eq(unknownAccountFailures.accountKey, unknownAccountKey(account)));
    if (row?.lockedUntil && row.lockedUntil > deps.now()) {
      throw new AppError('accountLocked', { unlockAt: row.lockedUntil.toISOString() });
    }
  }

  async function clearFailures(memberId: string) {
    await db.update(members).set({ failedLogins: 0, lockedUntil: null }).where(eq(members.memberId, memberId));
  }

  /** Checks an account and password with the lockout rules; the member on success. */
  async function checkPassword(account: string, password: string, threshold: number, client: ClientInfo) {
    const member = await findMemberByAccount(db, account);
    if (!member) {
      await refuseIfUnknownLocked(account);
      await verifyPassword(null, password);
      return recordUnknownFailure(account, threshold);
    }
    refuseIfLocked(member);
    if (!(await verifyPassword(member.passwordHash, password))) await recordFailure(member, threshold, client);
    if (member.failedLogins > 0 || member.lockedUntil) await clearFailures(member.memberId);
    return member;
  }

  /**
   * Confirms a signed-in member's current password (password change, account deletion, e-mail or
   * mobile change) with the sign-in lockout: a locked account is refused (pc0004), a wrong password
   * counts on the same counter (pc0105 with the attempts left, then pc0005), a right one clears it.
   */
  async function confirmPassword(
    member: MemberRow,
    password: string,
    threshold: number,
    client: ClientInfo,
    field: string,
  ) {
    refuseIfLocked(member);
    if (!(await verifyPassword(member.passwordHash, password))) {
      await recordFailure(member, threshold, client, { code: 'oldPasswordWrong', field });
    }
    if (member.failedLogins > 0 || member.lockedUntil) await clearFailures(member.memberId);
  }

  async function loginWithPassword(
    input: { account: string; password: string },
    threshold: number,
    client: ClientInfo,
  ): Promise<NewSession> {
    const member = await checkPassword(input.account, input.password, threshold, client);
    return openSession(member, 'password', client);
  }

  /** The member an address belongs to (an e-mail, or an area code and number). */
  function memberAt(input: { email?: string; mobileCountryNumber?: string; phone?: string }) {
    return input.phone
      ? findMemberByPhone(db, (input.mobileCountryNumber ?? DEFAULT_AREA_CODE).replace(/^\+/, ''), input.phone)
      : findMemberByEmail(db, input.email!);
  }

  /** Refuses a new code for the same address and use before the resend countdown is over (429, seconds left). */
  async function waitForResend(targetKey: string, purpose: CodeUse, memberId: string | null) {
    const [latest] = await db
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.target, targetKey),
          eq(verificationCodes.purpose, purpose),
          memberId ? eq(verificationCodes.memberId, memberId) : undefined,
        ),
      )
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    const waited = latest ? (deps.now().getTime() - latest.createdAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
    if (waited < VERIFICATION_CODE_RESEND_SECONDS) {
      throw new AppError('tooManyRequests', {
        retryAfterSeconds: Math.ceil(VERIFICATION_CODE_RESEND_SECONDS - waited),
      });
    }
  }

  /** Stores a new code (hashed) for an address and use, replacing any earlier live one; the code to send. */
  async function storeCode(targetKey: string, purpose: CodeUse, memberId: string | null) {
    const code = newVerificationCode();
    const now = deps.now();
    await db.transaction(async (tx) => {
      await tx
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(verificationCodes.target, targetKey),
            eq(verificationCodes.purpose, purpose),
            memberId ? eq(verificationCodes.memberId, memberId) : undefined,
            isNull(verificationCodes.consumedAt),
          ),
        );
      await tx.insert(verificationCodes).values({
        purpose,
        target: targetKey,
        memberId,
        codeHash: hashCode(code),
        maxAttempts: settings.codeMaxAttempts,
        expiresAt: new Date(now.getTime() + settings.codeTtlSeconds * 1000),
        createdAt: now,
      });
    });
    return code;
  }

  const codeSent = () => ({
    resendAfterSeconds: VERIFICATION_CODE_RESEND_SECONDS,
    expiresInSeconds: settings.codeTtlSeconds,
  });

  /**
   * Sends a 6-digit code, answering the same whether or not a member has the address: a new code
   * for the same address and purpose waits out the resend countdown (429 with the seconds left) and
   * replaces any earlier one. A code is stored either way, so a wrong or guessed code is answered
   * alike; but a sign-in code for an unknown address is sent nowhere, and a registration code for a
   * member's address is not sent: the address's owner is told instead that it already has an account.
   */
  async function sendCode(input: CaptchaRequest, lang: Language) {
    const target = codeTarget(input);
    const existing = await memberAt(input);
    await waitForResend(target.key, input.purpose, null);
    const code = await storeCode(target.key, input.purpose, null);
    const language = existing && isLang(existing.language) ? existing.language : lang;
    const to = target.channel === 'phone' ? { phone: target.address } : { email: target.address };
    if (input.purpose === 'register' && existing) await deps.messages.sendAddressTaken(to, language);
    else if (input.purpose === 'register' || existing) {
      await deps.messages.sendCode(to, code, Math.round(settings.codeTtlSeconds / 60), language);
    }
    return codeSent();
  }

  /**
   * Uses a code once: the latest live code of the address and purpose must match before it expires
   * and within its attempts. A wrong code counts an attempt (pc1006 phone / pc1007 e-mail); an
   * expired, spent or exhausted code asks for a new one (pc0011 / pc0012). The consuming UPDATE is
   * conditional, so two requests with the same code cannot both succeed.
   */
  async function useCode(
    purpose: CodeUse,
    input: { email?: string; mobileCountryNumber?: string; phone?: string },
    code: string,
    memberId: string | null = null,
  ) {
    const target = codeTarget(input);
    const phone = target.channel === 'phone';
    const now = deps.now();
    const [live] = await db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.target, target.key),
          eq(verificationCodes.purpose, purpose),
          memberId ? eq(verificationCodes.memberId, memberId) : undefined,
          isNull(verificationCodes.consumedAt),
        ),
      )
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    const reacquire = () => new AppError(phone ? 'reacquirePhoneCode' : 'reacquireEmailCode', { field: 'code' });
    if (!live || live.expiresAt <= now || live.attempts >= live.maxAttempts) throw reacquire();
    if (!codeMatches(live.codeHash, code)) {
      const [counted] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, live.id))
        .returning({ attempts: verificationCodes.attempts });
      if ((counted?.attempts ?? live.maxAttempts) >= live.maxAttempts) throw reacquire();
      throw new AppError(phone ? 'phoneCodeWrong' : 'emailCodeWrong', { field: 'code' });
    }
    const [used] = await db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.id, live.id),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, now),
          sql`${verificationCodes.attempts} < ${verificationCodes.maxAttempts}`,
        ),
      )
      .returning({ id: verificationCodes.id });
    if (!used) throw reacquire();
  }

  async function loginWithCode(
    input: { email?: string; mobileCountryNumber?: string; phone?: string; code: string },
    client: ClientInfo,
  ): Promise<NewSession> {
    const member = await memberAt(input);
    if (member) refuseIfLocked(member);
    else await refuseIfUnknownLocked(codeTarget(input).address);
    await useCode('login', input, input.code);
    // A code stored for an address no member has was sent nowhere: only a guess can match it.
    if (!member) throw new AppError(input.phone ? 'phoneCodeWrong' : 'emailCodeWrong', { field: 'code' });
    return openSession(member, 'code', client);
  }

  /** The password rules of the spec, with their own codes (pc0100-pc0103). */
  function checkNewPassword(
    password: string,
    confirm: string,
    identity: { email?: string | null; phone?: string | null },
  ) {
    if (password !== confirm) throw new AppError('passwordsDiffer', { field: 'confirmPassword' });
    if (!passwordSchema.safeParse(password).success) throw new AppError('passwordBreaksRules', { field: 'password' });
    const issue = passwordIdentityIssue(password, identity);
    if (issue === V.passwordIsEmail) throw new AppError('passwordIsEmail', { field: 'password' });
    if (issue === V.passwordIsPhone) throw new AppError('passwordIsPhone', { field: 'password' });
  }

  async function register(
    input: {
      email?: string;
      mobileCountryNumber?: string;
      phone?: string;
      code: string;
      password: string;
      confirmPassword: string;
    },
    context: { lang: Language; siteCode: string; client: ClientInfo },
  ): Promise<NewSession> {
    const email = input.phone ? null : input.email!.trim().toLowerCase();
    const areaCode = input.phone ? (input.mobileCountryNumber ?? DEFAULT_AREA_CODE).replace(/^\+/, '') : null;
    checkNewPassword(input.password, input.confirmPassword, { email, phone: input.phone });
    // The code first: only the address's owner gets past it, so "already registered" is told to no one else.
    await useCode('register', input, input.code);
    if (email && (await findMemberByEmail(db, email))) throw new AppError('emailExists');
    if (input.phone && (await findMemberByPhone(db, areaCode!, input.phone))) throw new AppError('phoneExists');
    const passwordHash = await hashPassword(input.password);
    const settingsRow = await deps.loyalty.settingsFor(context.siteCode);
    let member: MemberRow;
    try {
      member = await inTransaction(db, async (tx) => {
        const [created] = await tx
          .insert(members)
          .values({
            memberId: newId('mem'),
            cardNumber: newCardNumber(),
            email,
            mobileCountryNumber: areaCode,
            phone: input.phone ?? null,
            passwordHash,
            passwordChangedAt: deps.now(),
            siteCode: context.siteCode,
            language: context.lang,
          })
          .returning();
        await deps.loyalty.grantPoints(tx, created!.memberId, 'welcome', settingsRow.welcomePoints);
        await deps.coupons.issueWelcomeCoupons(tx, created!.memberId);
        return created!;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(input.phone ? 'phoneExists' : 'emailExists');
      throw error;
    }
    await logEvent(db, member.memberId, 'registered', context.client);
    return openSession(member, 'register', context.client);
  }

  async function logout(tokenHash: string, memberId: string, client: ClientInfo) {
    await revokeSession(db, tokenHash, deps.now());
    await logEvent(db, memberId, 'signOut', client);
  }

  /** Changes the password (pc0100-pc0105) and ends every session of the member. */
  async function changePassword(
    member: MemberRow,
    input: { oldPassword: string; newPassword: string; confirmPassword: string },
    threshold: number,
    client: ClientInfo,
  ) {
    refuseIfLocked(member);
    checkNewPassword(input.newPassword, input.confirmPassword, { email: member.email, phone: member.phone });
    if (input.newPassword === input.oldPassword) throw new AppError('newPasswordEqualsOld', { field: 'newPassword' });
    await confirmPassword(member, input.oldPassword, threshold, client, 'oldPassword');
    const now = deps.now();
    await db
      .update(members)
      .set({ passwordHash: await hashPassword(input.newPassword), passwordChangedAt: now, updatedAt: now })
      .where(eq(members.memberId, member.memberId));
    await revokeAllSessions(db, member.memberId, now);
    await logEvent(db, member.memberId, 'passwordChanged', client);
  }

  // E-mail and mobile changes -----------------------------------------------------------------------

  /** The address is already the member's own (pc: nothing to change). */
  function refuseIfUnchanged(member: MemberRow, target: ReturnType<typeof codeTarget>) {
    const current =
      target.channel === 'email'
        ? member.email
        : member.phone
          ? `${member.mobileCountryNumber ?? ''} ${member.phone}`
          : null;
    if (current === target.address) throw new AppError('contactUnchanged', { field: target.channel });
  }

  /**
   * First step of an e-mail or mobile change: the current password (with the sign-in lockout), then a
   * code sent to the NEW address. An address another member has gets no code (its owner is told that
   * it is taken) and the same answer, so the change cannot be used to find out who is a member.
   */
  async function requestContactCode(
    member: MemberRow,
    input: ContactChangeCodeInput,
    threshold: number,
    client: ClientInfo,
    lang: Language,
  ) {
    await confirmPassword(member, input.password, threshold, client, 'password');
    const target = codeTarget(input);
    refuseIfUnchanged(member, target);
    await waitForResend(target.key, 'changeContact', member.memberId);
    const code = await storeCode(target.key, 'changeContact', member.memberId);
    const owner = await memberAt(input);
    const to = target.channel === 'phone' ? { phone: target.address } : { email: target.address };
    if (owner) await deps.messages.sendAddressTaken(to, isLang(owner.language) ? owner.language : lang);
    else {
      const language = isLang(member.language) ? member.language : lang;
      await deps.messages.sendCode(to, code, Math.round(settings.codeTtlSeconds / 60), language);
    }
    return codeSent();
  }

  /**
   * Second step: the password again and the code the new address received. Only then does the
   * e-mail or mobile change; the address it replaces (or, when there was none, the member's other
   * address) is told, in the member's language.
   */
  async function changeContact(member: MemberRow, input: ContactChangeInput, threshold: number, client: ClientInfo) {
    await confirmPassword(member, input.password, threshold, client, 'password');
    const target = codeTarget(input);
    refuseIfUnchanged(member, target);
    await useCode('changeContact', input, input.code, member.memberId);
    const phone = target.channel === 'phone';
    const taken = () =>
      new AppError(phone ? 'phoneBoundByAnotherUser' : 'emailBoundByAnotherUser', { field: target.channel });
    if (await memberAt(input)) throw taken();
    const now = deps.now();
    const change = phone
      ? { mobileCountryNumber: target.address.split(' ')[0]!, phone: input.phone! }
      : { email: target.address };
    let updated: MemberRow | undefined;
    try {
      [updated] = await db
        .update(members)
        .set({ ...change, updatedAt: now })
        .where(eq(members.memberId, member.memberId))
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
    await logEvent(db, member.memberId, phone ? 'phoneChanged' : 'emailChanged', client);
    const oldPhone = member.phone ? { phone: `${member.mobileCountryNumber ?? ''} ${member.phone}` } : null;
    const oldEmail = member.email ? { email: member.email } : null;
    const told = phone ? (oldPhone ?? oldEmail) : (oldEmail ?? oldPhone);
    if (told) {
      await deps.messages.sendContactChanged(told, {
        channel: target.channel,
        masked: maskedAddress(target),
        at: now,
        language: isLang(member.language) ? member.language : 'en-US',
      });
    }
    return updated!;
  }

  /** E-mails a single-use reset link when the address belongs to a member; answers the same either way. */
  async function requestReset(email: string, lang: Language) {
    const member = await findMemberByEmail(db, email);
    if (!member) return;
    const token = newToken();
    const now = deps.now();
    await db.insert(passwordResets).values({
      tokenHash: hashToken(token),
      memberId: member.memberId,
      expiresAt: new Date(now.getTime() + settings.resetTtlMinutes * ONE_MINUTE_MS),
    });
    const language = isLang(member.language) ? member.language : lang;
    const url = `${settings.publicBaseUrl.replace(/\/$/, '')}${paths.resetPassword(language, { token })}`;
    await deps.messages.sendResetLink(member.email!, url, settings.resetTtlMinutes, language);
  }

  /** Whether a reset link's token can still be used (not used, not expired): asked before the form is shown. */
  async function checkResetLink(token: string) {
    const [reset] = await db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    if (!reset || reset.usedAt || reset.expiresAt <= deps.now()) throw new AppError('resetLinkInvalid');
  }

  /**
   * Sets a new password with a code sent to the member's mobile or e-mail (purpose `reset`): the
   * password rules are checked before the code is spent, so a refused password keeps the code. Like
   * the link, it ends every session and lifts a lock.
   */
  async function resetPasswordWithCode(input: PasswordResetByCode, client: ClientInfo) {
    const member = await memberAt(input);
    if (member)
      checkNewPassword(input.newPassword, input.confirmPassword, { email: member.email, phone: member.phone });
    await useCode('reset', input, input.code);
    // A code stored for an address no member has was sent nowhere: only a guess can match it.
    if (!member) throw new AppError(input.phone ? 'phoneCodeWrong' : 'emailCodeWrong', { field: 'code' });
    const now = deps.now();
    const passwordHash = await hashPassword(input.newPassword);
    await db
      .update(members)
      .set({ passwordHash, passwordChangedAt: now, failedLogins: 0, lockedUntil: null, updatedAt: now })
      .where(eq(members.memberId, member.memberId));
    await revokeAllSessions(db, member.memberId, now);
    await logEvent(db, member.memberId, 'passwordReset', client, 'code');
  }

  /** Sets a new password with a reset link's token once; ends every session and lifts a lock. */
  async function resetPassword(
    input: { token: string; newPassword: string; confirmPassword: string },
    client: ClientInfo,
  ) {
    const now = deps.now();
    const tokenHash = hashToken(input.token);
    const [reset] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash));
    if (!reset || reset.usedAt || reset.expiresAt <= now) throw new AppError('resetLinkInvalid');
    const member = await findMember(db, reset.memberId);
    if (!member) throw new AppError('resetLinkInvalid');
    checkNewPassword(input.newPassword, input.confirmPassword, { email: member.email, phone: member.phone });
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      const [used] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
        .returning({ tokenHash: passwordResets.tokenHash });
      if (!used) throw new AppError('resetLinkInvalid');
      await tx
        .update(members)
        .set({ passwordHash, passwordChangedAt: now, failedLogins: 0, lockedUntil: null, updatedAt: now })
        .where(eq(members.memberId, member.memberId));
    });
    await revokeAllSessions(db, member.memberId, now);
    await logEvent(db, member.memberId, 'passwordReset', client);
  }

  // QR quick login -------------------------------------------------------------------------------

  /** A QR code for the browser that asks (its browser and address are recorded for the approval page). */
  async function startQuickLogin(client: ClientInfo) {
    const token = newToken(24);
    const secret = newToken(24);
    const now = deps.now();
    const expiresAt = new Date(now.getTime() + settings.quickLoginTtlSeconds * 1000);
    await db.insert(quickLogins).values({
      token,
      secretHash: hashToken(secret),
      expiresAt,
      createdAt: now,
      requesterBrowser: summariseBrowser(client.userAgent).slice(0, 120),
      requesterAddress: client.ip.slice(0, 64),
    });
    const confirmUrl = `${settings.publicBaseUrl.replace(/\/$/, '')}/quicklogin/${encodeURIComponent(token)}`;
    return { token, secret, confirmUrl, expiresAt: expiresAt.toISOString() };
  }

  async function quickLoginRow(token: string) {
    const [row] = await db.select().from(quickLogins).where(eq(quickLogins.token, token));
    return row;
  }

  /** Who asked for a QR login still open: browser, address and time, for the approval page. */
  async function quickLoginRequester(token: string) {
    const row = await quickLoginRow(token);
    if (!row || row.expiresAt <= deps.now() || !['pending', 'scanned'].includes(row.status)) return null;
    return { browser: row.requesterBrowser, address: row.requesterAddress, askedAt: row.createdAt };
  }

  /** The phone-side page was opened: pending becomes scanned (the site says "confirm on your phone"). */
  async function markScanned(token: string): Promise<'ok' | 'expired' | 'missing'> {
    const row = await quickLoginRow(token);
    if (!row) return 'missing';
    if (row.expiresAt <= deps.now() || !['pending', 'scanned'].includes(row.status)) return 'expired';
    await db
      .update(quickLogins)
      .set({ status: 'scanned' })
      .where(and(eq(quickLogins.token, token), eq(quickLogins.status, 'pending')));
    return 'ok';
  }

  /**
   * The phone approves (or declines) a QR login for the member who signs in there: the password is
   * checked with the same lockout as any sign-in. A one-time unionid is minted for the site.
   */
  async function confirmQuickLogin(
    input: { token: string; account: string; password: string; approve: boolean },
    threshold: number,
    client: ClientInfo,
  ) {
    const row = await quickLoginRow(input.token);
    if (!row || row.expiresAt <= deps.now() || !['pending', 'scanned'].includes(row.status)) {
      throw new AppError('qrCodeFailed');
    }
    if (!input.approve) {
      await db.update(quickLogins).set({ status: 'declined' }).where(eq(quickLogins.token, input.token));
      return { status: 'declined' as const };
    }
    const member = await checkPassword(input.account, input.password, threshold, client);
    const [approved] = await db
      .update(quickLogins)
      .set({ status: 'approved', memberId: member.memberId, approvedAt: deps.now() })
      .where(
        and(
          eq(quickLogins.token, input.token),
          sql`${quickLogins.status} in ('pending', 'scanned')`,
          gt(quickLogins.expiresAt, deps.now()),
        ),
      )
      .returning({ token: quickLogins.token });
    if (!approved) throw new AppError('qrCodeFailed');
    return { status: 'approved' as const };
  }

  /**
   * The site's poll, answered only to the holder of the QR's secret: its status and, once approved, a
   * fresh one-time unionid (its hash replaces any earlier one, so only the latest signs in). Nothing
   * lives in memory, so any process can answer.
   */
  async function pollQuickLogin(input: { token: string; secret: string }) {
    const row = await quickLoginRow(input.token);
    if (!row || !sameHash(row.secretHash, hashToken(input.secret))) throw new AppError('authorisationCodeInvalid');
    const expired = row.expiresAt <= deps.now();
    if (row.status === 'approved' && !expired) {
      const unionid = newToken(24);
      await db
        .update(quickLogins)
        .set({ unionidHash: hashToken(unionid) })
        .where(and(eq(quickLogins.token, input.token), eq(quickLogins.status, 'approved')));
      return { status: 'approved' as const, unionid, expiresAt: row.expiresAt.toISOString() };
    }
    const status = expired && row.status !== 'consumed' ? 'expired' : row.status;
    return {
      status: status as 'pending' | 'scanned' | 'declined' | 'consumed' | 'expired',
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /** Signs the site in with an approved QR login, once. */
  async function loginWithUnionid(input: { token: string; secret: string; unionid: string }, client: ClientInfo) {
    const row = await quickLoginRow(input.token);
    if (
      !row?.memberId ||
      !row.unionidHash ||
      !sameHash(row.secretHash, hashToken(input.secret)) ||
      !sameHash(row.unionidHash, hashToken(input.unionid))
    ) {
      throw new AppError('authorisationCodeInvalid');
    }
    const [consumed] = await db
      .update(quickLogins)
      .set({ status: 'consumed' })
      .where(
        and(
          eq(quickLogins.token, input.token),
          eq(quickLogins.status, 'approved'),
          gt(quickLogins.expiresAt, deps.now()),
        ),
      )
      .returning({ memberId: quickLogins.memberId });
    if (!consumed?.memberId) throw new AppError('authorisationCodeInvalid');
    const member = await findMember(db, consumed.memberId);
    if (!member) throw new AppError('authorisationCodeInvalid');
    refuseIfLocked(member);
    return openSession(member, 'qr', client);
  }

  return {
    loginWithPassword,
    loginWithCode,
    sendCode,
    useCode,
    register,
    logout,
    changePassword,
    confirmPassword,
    requestContactCode,
    changeContact,
    requestReset,
    resetPassword,
    checkResetLink,
    resetPasswordWithCode,
    startQuickLogin,
    quickLoginRequester,
    markScanned,
    confirmQuickLogin,
    pollQuickLogin,
    loginWithUnionid,
    checkPassword,
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

function isLang(value: string): value is Language {
  return ['zh-CN', 'zh-TW', 'en-US', 'ja', 'ko-KR', 'th-TH'].includes(value);
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
