import { randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../db/client.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { hashToken } from '../../platform/tokens.ts';
import type { StaffRow } from './staff.repo.ts';
import { staff } from './staff.schema.ts';

/** One time step either side of now is accepted (a phone's clock a little off). */
const EPOCH_TOLERANCE_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;
/** Recovery code letters: no 0/o, 1/l/i to misread. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const TOTP_ISSUER = 'Aurora Hotels back office';

const isTotpCode = (code: string) => /^\d{6}$/.test(code.trim());
const normaliseRecoveryCode = (code: string) => code.trim().toLowerCase().replace('-', '');
const epochOf = (now: Date) => Math.floor(now.getTime() / 1000);

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/**
 * The staff second factor: an authenticator app (TOTP, RFC 6238, by otplib) whose secret is kept
 * encrypted, a code accepted once (the time step of the last accepted code is stored), and ten
 * single-use recovery codes kept as SHA-256.
 */
export function createSecondFactor(deps: { db: Db; box: SecretBox }) {
  /** The time step a code matches, or null (wrong, or not after `afterTimeStep`). */
  async function matchingStep(sealedSecret: string, code: string, now: Date, afterTimeStep?: number) {
    const secret = deps.box.open(sealedSecret);
    if (!secret || !isTotpCode(code)) return null;
    const result = await verify({
      secret,
      token: code.trim(),
      epoch: epochOf(now),
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      ...(afterTimeStep === undefined ? {} : { afterTimeStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  /** Accepts a code of the app once: the step is claimed in one statement, so a replay or a race loses. */
  async function acceptAppCode(account: StaffRow, code: string, now: Date): Promise<boolean> {
    if (!account.totpSecret) return false;
    const step = await matchingStep(account.totpSecret, code, now, account.totpLastStep ?? undefined);
    if (step === null) return false;
    const claimed = await deps.db
      .update(staff)
      .set({ totpLastStep: step })
      .where(and(eq(staff.staffId, account.staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
      .returning({ staffId: staff.staffId });
    return claimed.length === 1;
  }

  /** Uses up a recovery code (removed in one statement: never twice). */
  async function spendRecoveryCode(account: StaffRow, code: string): Promise<boolean> {
    const hash = hashToken(normaliseRecoveryCode(code));
    const spent = await deps.db
      .update(staff)
      .set({ recoveryCodeHashes: sql`array_remove(${staff.recoveryCodeHashes}, ${hash})` })
      .where(and(eq(staff.staffId, account.staffId), sql`${hash} = any(${staff.recoveryCodeHashes})`))
      .returning({ staffId: staff.staffId });
    return spent.length === 1;
  }

  /** True when the code (app code or recovery code) proves the second factor of an enrolled account. */
  function check(account: StaffRow, code: string, now: Date): Promise<boolean> {
    return isTotpCode(code) ? acceptAppCode(account, code, now) : spendRecoveryCode(account, code);
  }

  /** Starts (or restarts) enrolment: a new secret kept as pending until a code from it is confirmed. */
  async function begin(account: StaffRow) {
    const secret = generateSecret();
    await deps.db
      .update(staff)
      .set({ totpPendingSecret: deps.box.seal(secret) })
      .where(eq(staff.staffId, account.staffId));
    return { secret, otpauthUri: generateURI({ issuer: TOTP_ISSUER, label: account.email, secret }) };
  }

  /**
   * Confirms enrolment with a code from the pending secret: the secret becomes the account's, and ten new
   * recovery codes are returned (only their hashes are kept). Null when the code is wrong.
   */
  async function confirm(account: StaffRow, code: string, now: Date): Promise<string[] | null> {
    if (!account.totpPendingSecret) return null;
    const step = await matchingStep(account.totpPendingSecret, code, now);
    if (step === null) return null;
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const confirmed = await deps.db
      .update(staff)
      .set({
        totpSecret: account.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: now,
        totpLastStep: step,
        recoveryCodeHashes: recoveryCodes.map((recovery) => hashToken(normaliseRecoveryCode(recovery))),
        failedLogins: 0,
        lockedUntil: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(staff.staffId, account.staffId),
          eq(staff.totpPendingSecret, account.totpPendingSecret),
          isNull(staff.totpEnabledAt),
        ),
      )
      .returning({ staffId: staff.staffId });
    return confirmed.length === 1 ? recoveryCodes : null;
  }

  /** Removes the second factor (a group administrator resets it when the phone is lost). */
  async function reset(tx: Db, staffId: string, now: Date) {
    await tx
      .update(staff)
      .set({
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        recoveryCodeHashes: [],
        updatedAt: now,
      })
      .where(eq(staff.staffId, staffId));
  }

  return { check, begin, confirm, reset };
}
export type SecondFactor = ReturnType<typeof createSecondFactor>;
