import { isLanguage } from '@hotel/contract/languages';
import { STAFF_AREAS, STAFF_SESSION_COOKIE, type StaffMe, type StaffRole } from '@hotel/contract/schemas/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sessionCookieName } from '../../platform/cookies.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { createSecondFactor } from './second-factor.ts';
import {
  clearStaffFailures,
  countStaffFailure,
  findLiveStaffSession,
  findStaffByEmail,
  hotelCodesOf,
  insertStaffSession,
  revokeStaffSession,
  type StaffRow,
  touchStaffSession,
} from './staff.repo.ts';

export { hashPassword as hashStaffPassword };

/** A signed-in staff member: the account, the hotels it works for and its session. */
export interface StaffPrincipal {
  staff: StaffRow;
  role: StaffRole;
  hotelCodes: string[];
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `StaffAccess.guard` before an admin handler runs. */
    staffPrincipal?: StaffPrincipal;
  }
}

export { STAFF_AREAS };

const TOUCH_EVERY_MS = 60_000;

export function staffTokenOf(request: FastifyRequest, cookieName = STAFF_SESSION_COOKIE): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return token;
  }
  return request.cookies?.[cookieName] || null;
}

/** True when the staff member may act on every hotel (group administrators). */
export function allHotels(principal: StaffPrincipal): boolean {
  return principal.role === 'groupAdmin';
}

/** The hotels a staff member may see: null for all. */
export function hotelScopeOf(principal: StaffPrincipal): string[] | null {
  return allHotels(principal) ? null : principal.hotelCodes;
}

/** 403 `staffHotelDenied` unless the staff member works for the hotel (group administrators: all). */
export function assertHotel(principal: StaffPrincipal, hotelCode: string | null | undefined): void {
  if (allHotels(principal)) return;
  if (!hotelCode || !principal.hotelCodes.includes(hotelCode)) {
    throw new AppError('staffHotelDenied', { hotelCode: hotelCode ?? null });
  }
}

/** 403 `staffRoleDenied` unless the role is one of `roles`. */
export function assertRole(principal: StaffPrincipal, roles: readonly StaffRole[]): void {
  if (!roles.includes(principal.role)) throw new AppError('staffRoleDenied', { role: principal.role });
}

/** Group administrators must have a second factor; the other roles may add one. */
export function secondFactorRequired(role: StaffRole): boolean {
  return role === 'groupAdmin';
}

/** True while an account that must have a second factor has none: only enrolment is open to it. */
export function mustEnrol(principal: StaffPrincipal): boolean {
  return secondFactorRequired(principal.role) && !principal.staff.totpEnabledAt;
}

export function staffMe(principal: StaffPrincipal): StaffMe {
  const { staff } = principal;
  return {
    id: staff.staffId,
    name: staff.name,
    email: staff.email,
    role: principal.role,
    hotelCodes: principal.hotelCodes,
    language: isLanguage(staff.language) ? staff.language : 'en-US',
    secondFactor: { enabled: Boolean(staff.totpEnabledAt), required: secondFactorRequired(principal.role) },
  };
}

export interface StaffAccessSettings {
  db: Db;
  now: () => Date;
  ttlHours: number;
  /** A session unused this long ends (the absolute `ttlHours` still applies). */
  idleMinutes: number;
  lockoutMinutes: number;
  secureCookie: boolean;
  /** Encrypts the authenticator secrets kept in the database. */
  secretKey: string;
}

export interface GuardOptions {
  /** Open to a group administrator who has not enrolled a second factor yet (who am I, enrolment). */
  beforeEnrolment?: boolean;
}

/** An admin route as declared, with the roles its guard lets in (null: open, e.g. signing in). */
export interface AdminRouteAccess {
  method: string;
  url: string;
  roles: readonly StaffRole[] | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every admin route with the roles its guard lets in (filled as routes are declared). */
    adminRouteAccess?: readonly AdminRouteAccess[];
  }
  interface FastifyContextConfig {
    /** An admin route anyone may call (signing in and out); every other admin route needs a guard. */
    staffPublic?: boolean;
  }
}

const guardRoles = new WeakMap<object, readonly StaffRole[]>();

function hooksOf(hooks: RouteOptions['onRequest']): object[] {
  if (!hooks) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Staff sessions (opaque token stored hashed, cookie `hotel_staff` or Bearer), sign-in with lockout,
 * and the guard every admin route runs: 401 without a live session, 403 for a role not allowed.
 */
export function createStaffAccess(deps: StaffAccessSettings) {
  const resolved = new WeakMap<FastifyRequest, Promise<StaffPrincipal | null>>();
  const secondFactor = createSecondFactor({ db: deps.db, box: createSecretBox(deps.secretKey) });
  const routes: AdminRouteAccess[] = [];
  const cookieName = sessionCookieName(STAFF_SESSION_COOKIE, deps.secureCookie);

  async function lookup(request: FastifyRequest): Promise<StaffPrincipal | null> {
    const token = staffTokenOf(request, cookieName);
    if (!token || token.length > 200) return null;
    const tokenHash = hashToken(token);
    const now = deps.now();
    const row = await findLiveStaffSession(deps.db, tokenHash, now);
    if (!row) return null;
    if (now.getTime() - row.session.lastSeenAt.getTime() > deps.idleMinutes * 60_000) {
      await revokeStaffSession(deps.db, tokenHash, now);
      return null;
    }
    if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await touchStaffSession(deps.db, tokenHash, now);
    }
    const hotelCodes = await hotelCodesOf(deps.db, row.staff.staffId);
    return { staff: row.staff, role: row.staff.role as StaffRole, hotelCodes, tokenHash };
  }

  /** The signed-in staff member of a request, or null. */
  function signedIn(request: FastifyRequest): Promise<StaffPrincipal | null> {
    let pending = resolved.get(request);
    if (!pending) {
      pending = lookup(request);
      resolved.set(request, pending);
    }
    return pending;
  }

  /**
   * The signed-in staff member (401 when none, or idle too long) with one of `roles` (403 otherwise);
   * a group administrator without a second factor gets 403 `staffEnrolmentRequired` but for enrolment.
   */
  async function requireStaff(
    request: FastifyRequest,
    roles: readonly StaffRole[] = STAFF_AREAS.anyone,
    options: GuardOptions = {},
  ): Promise<StaffPrincipal> {
    const principal = await signedIn(request);
    if (!principal)
      throw new AppError(staffTokenOf(request, cookieName) ? 'staffSessionExpired' : 'staffSignInRequired');
    if (!options.beforeEnrolment && mustEnrol(principal)) throw new AppError('staffEnrolmentRequired');
    assertRole(principal, roles);
    request.staffPrincipal = principal;
    return principal;
  }

  /**
   * The access check of an admin route, run when the request arrives (`onRequest`): before the body is
   * read or validated, so a caller who may not call the route learns nothing of its fields. A hotel in
   * the path is checked here too. Declare it as `{ onRequest: access.guard(STAFF_AREAS.catalogue) }`.
   */
  function guard(roles: readonly StaffRole[] = STAFF_AREAS.anyone, options: GuardOptions = {}) {
    const hook = async (request: FastifyRequest) => {
      const principal = await requireStaff(request, roles, options);
      const hotelCode = (request.params as Record<string, string> | undefined)?.hotelCode;
      if (hotelCode !== undefined) assertHotel(principal, hotelCode);
    };
    guardRoles.set(hook, roles);
    return hook;
  }

  /**
   * Makes every route later declared on `app` prove its access check: a route without a guard in
   * `onRequest` (and not marked `staffPublic`) stops the server at start-up. Records each route and
   * its roles (`routes`) so tests can call every one of them.
   */
  function enforceOn(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      const guarded = hooksOf(route.onRequest)
        .map((hook) => guardRoles.get(hook))
        .find(Boolean);
      if (!guarded && !route.config?.staffPublic) {
        throw new Error(`admin route ${route.method} ${route.url} has no staff access guard in onRequest`);
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, roles: guarded ?? null });
      }
    });
  }

  /** The principal a guard resolved (for handlers behind `guard`). */
  function staffOf(request: FastifyRequest): StaffPrincipal {
    if (!request.staffPrincipal) throw new AppError('staffSignInRequired');
    return request.staffPrincipal;
  }

  async function signIn(
    input: { email: string; password: string; code?: string | undefined },
    threshold: number,
    client: { ip: string; userAgent: string },
  ) {
    const now = deps.now();
    const account = await findStaffByEmail(deps.db, input.email);
    if (!account?.isActive) {
      await verifyPassword(null, input.password);
      throw new AppError('accountOrPasswordWrong');
    }
    if (account.lockedUntil && account.lockedUntil > now) {
      throw new AppError('accountLocked', { unlockAt: account.lockedUntil.toISOString() });
    }
    if (!(await verifyPassword(account.passwordHash, input.password))) {
      await failed(account, threshold, 'accountOrPasswordWrong');
    }
    if (account.totpEnabledAt) {
      if (!input.code) throw new AppError('staffCodeRequired');
      if (!(await secondFactor.check(account, input.code, now))) await failed(account, threshold, 'staffCodeWrong');
    }
    if (account.failedLogins > 0 || account.lockedUntil) await clearStaffFailures(deps.db, account.staffId);
    const token = newToken();
    const expiresAt = new Date(now.getTime() + deps.ttlHours * 3_600_000);
    const tokenHash = hashToken(token);
    await insertStaffSession(deps.db, { tokenHash, staffId: account.staffId, expiresAt, now, ...client });
    const hotelCodes = await hotelCodesOf(deps.db, account.staffId);
    const principal: StaffPrincipal = { staff: account, role: account.role as StaffRole, hotelCodes, tokenHash };
    return { token, expiresAt, principal };
  }

  /** Counts a wrong password or code like sign-in does (locking at `threshold`) and throws. */
  async function failed(
    account: StaffRow,
    threshold: number,
    code: 'accountOrPasswordWrong' | 'staffCodeWrong',
  ): Promise<never> {
    const now = deps.now();
    const until = new Date(now.getTime() + deps.lockoutMinutes * 60_000);
    const row = await countStaffFailure(deps.db, account.staffId, threshold, now, until);
    if (row?.lockedUntil && row.lockedUntil > now) {
      throw new AppError('tooManyLoginFailures', { unlockAt: row.lockedUntil.toISOString(), threshold });
    }
    throw new AppError(code, { remainingAttempts: Math.max(0, threshold - (row?.failedLogins ?? 0)) });
  }

  /** Shows a new authenticator secret to a signed-in staff member without a second factor yet. */
  async function beginEnrolment(principal: StaffPrincipal) {
    if (principal.staff.totpEnabledAt) throw new AppError('staffAlreadyEnrolled');
    return secondFactor.begin(principal.staff);
  }

  /** Confirms enrolment with the app's first code; a wrong code counts like a wrong password. */
  async function confirmEnrolment(principal: StaffPrincipal, code: string, threshold: number) {
    const account = await findStaffByEmail(deps.db, principal.staff.email);
    if (!account) throw new AppError('staffSignInRequired');
    if (account.totpEnabledAt) throw new AppError('staffAlreadyEnrolled');
    if (!account.totpPendingSecret) throw new AppError('staffEnrolmentNotStarted');
    const now = deps.now();
    if (account.lockedUntil && account.lockedUntil > now) {
      throw new AppError('accountLocked', { unlockAt: account.lockedUntil.toISOString() });
    }
    const recoveryCodes = await secondFactor.confirm(account, code, now);
    if (!recoveryCodes) return failed(account, threshold, 'staffCodeWrong');
    return recoveryCodes;
  }

  async function signOut(request: FastifyRequest) {
    const principal = await signedIn(request);
    if (principal) await revokeStaffSession(deps.db, principal.tokenHash, deps.now());
    resolved.delete(request);
  }

  function setCookie(reply: FastifyReply, token: string) {
    reply.setCookie(cookieName, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: deps.secureCookie,
      path: '/',
      maxAge: deps.ttlHours * 3600,
    });
  }

  function clearCookie(reply: FastifyReply) {
    reply.clearCookie(cookieName, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: deps.secureCookie,
    });
  }

  return {
    signedIn,
    requireStaff,
    guard,
    enforceOn,
    routes,
    staffOf,
    signIn,
    signOut,
    beginEnrolment,
    confirmEnrolment,
    resetSecondFactor: secondFactor.reset,
    setCookie,
    clearCookie,
  };
}
export type StaffAccess = ReturnType<typeof createStaffAccess>;
