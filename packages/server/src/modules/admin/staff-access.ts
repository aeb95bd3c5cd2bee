import { isLanguage } from '@hotel/contract/languages';
import { STAFF_AREAS, STAFF_SESSION_COOKIE, type StaffMe, type StaffRole } from '@hotel/contract/schemas/admin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sessionCookieName } from '../../platform/cookies.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../member/passwords.ts';
import { hashToken, newToken } from '../member/tokens.ts';
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

export function staffMe(principal: StaffPrincipal): StaffMe {
  const { staff } = principal;
  return {
    id: staff.staffId,
    name: staff.name,
    email: staff.email,
    role: principal.role,
    hotelCodes: principal.hotelCodes,
    language: isLanguage(staff.language) ? staff.language : 'en-US',
  };
}

export interface StaffAccessSettings {
  db: Db;
  now: () => Date;
  ttlHours: number;
  lockoutMinutes: number;
  secureCookie: boolean;
}

/**
 * Staff sessions (opaque token stored hashed, cookie `hotel_staff` or Bearer), sign-in with lockout,
 * and the guard every admin route runs: 401 without a live session, 403 for a role not allowed.
 */
export function createStaffAccess(deps: StaffAccessSettings) {
  const resolved = new WeakMap<FastifyRequest, Promise<StaffPrincipal | null>>();
  const cookieName = sessionCookieName(STAFF_SESSION_COOKIE, deps.secureCookie);

  async function lookup(request: FastifyRequest): Promise<StaffPrincipal | null> {
    const token = staffTokenOf(request, cookieName);
    if (!token || token.length > 200) return null;
    const tokenHash = hashToken(token);
    const now = deps.now();
    const row = await findLiveStaffSession(deps.db, tokenHash, now);
    if (!row) return null;
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

  /** The signed-in staff member (401 when none) with one of `roles` (403 otherwise). */
  async function requireStaff(
    request: FastifyRequest,
    roles: readonly StaffRole[] = STAFF_AREAS.anyone,
  ): Promise<StaffPrincipal> {
    const principal = await signedIn(request);
    if (!principal)
      throw new AppError(staffTokenOf(request, cookieName) ? 'staffSessionExpired' : 'staffSignInRequired');
    assertRole(principal, roles);
    request.staffPrincipal = principal;
    return principal;
  }

  /** A preHandler for admin routes: `{ preHandler: access.guard(STAFF_AREAS.catalogue) }`. */
  function guard(roles: readonly StaffRole[] = STAFF_AREAS.anyone) {
    return async (request: FastifyRequest) => {
      await requireStaff(request, roles);
    };
  }

  /** The principal a guard resolved (for handlers behind `guard`). */
  function staffOf(request: FastifyRequest): StaffPrincipal {
    if (!request.staffPrincipal) throw new AppError('staffSignInRequired');
    return request.staffPrincipal;
  }

  async function signIn(
    input: { email: string; password: string },
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
      const until = new Date(now.getTime() + deps.lockoutMinutes * 60_000);
      const row = await countStaffFailure(deps.db, account.staffId, threshold, now, until);
      if (row?.lockedUntil && row.lockedUntil > now) {
        throw new AppError('tooManyLoginFailures', { unlockAt: row.lockedUntil.toISOString(), threshold });
      }
      throw new AppError('accountOrPasswordWrong', {
        remainingAttempts: Math.max(0, threshold - (row?.failedLogins ?? 0)),
      });
    }
    if (account.failedLogins > 0 || account.lockedUntil) await clearStaffFailures(deps.db, account.staffId);
    const token = newToken();
    const expiresAt = new Date(now.getTime() + deps.ttlHours * 3_600_000);
    const tokenHash = hashToken(token);
    await insertStaffSession(deps.db, { tokenHash, staffId: account.staffId, expiresAt, ...client });
    const hotelCodes = await hotelCodesOf(deps.db, account.staffId);
    const principal: StaffPrincipal = { staff: account, role: account.role as StaffRole, hotelCodes, tokenHash };
    return { token, expiresAt, principal };
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

  return { signedIn, requireStaff, guard, staffOf, signIn, signOut, setCookie, clearCookie };
}
export type StaffAccess = ReturnType<typeof createStaffAccess>;
