import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sessionCookieName } from '../../platform/cookies.ts';
import { AppError } from '../../platform/errors.ts';
import { hashToken } from '../../platform/tokens.ts';
import { type ClientInfo, findLiveSession, type MemberRow, touchSession } from './member.repo.ts';

/** The member session cookie; `__Host-hotel_member` when the site is served over HTTPS. */
export const SESSION_COOKIE = 'hotel_member';
/** Refresh `last_seen_at` at most this often per session. */
const TOUCH_EVERY_MS = 60_000;

export interface SignedIn {
  member: MemberRow;
  tokenHash: string;
}

/** The session token of a request: `Authorization: Bearer <token>`, else the httpOnly cookie. */
export function tokenOf(request: FastifyRequest, cookieName = SESSION_COOKIE): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return token;
  }
  const cookie = request.cookies?.[cookieName];
  return cookie ? cookie : null;
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip ?? '', userAgent: String(request.headers['user-agent'] ?? '') };
}

/**
 * Who a request is signed in as. Resolved once per request from the token (looked up by its SHA-256);
 * a revoked, expired or unknown token means nobody.
 */
export function createMemberAuth(deps: { db: Db; now: () => Date; ttlHours: number; secureCookie: boolean }) {
  const resolved = new WeakMap<FastifyRequest, Promise<SignedIn | null>>();
  const cookieName = sessionCookieName(SESSION_COOKIE, deps.secureCookie);

  async function lookup(request: FastifyRequest): Promise<SignedIn | null> {
    const token = tokenOf(request, cookieName);
    if (!token || token.length > 200) return null;
    const tokenHash = hashToken(token);
    const now = deps.now();
    const row = await findLiveSession(deps.db, tokenHash, now);
    if (!row) return null;
    if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await touchSession(deps.db, tokenHash, now);
    }
    return { member: row.member, tokenHash };
  }

  /** The signed-in member of a request, or null for a visitor (or a dead token). */
  function signedIn(request: FastifyRequest): Promise<SignedIn | null> {
    let pending = resolved.get(request);
    if (!pending) {
      pending = lookup(request);
      resolved.set(request, pending);
    }
    return pending;
  }

  async function memberOf(request: FastifyRequest): Promise<MemberRow | null> {
    return (await signedIn(request))?.member ?? null;
  }

  /**
   * The signed-in member, or 401: `sessionExpired` (401) when a token came but is no longer valid, so
   * the site says "login expired" and clears its member state; `pleaseLogIn` when none came at all.
   */
  async function requireMember(request: FastifyRequest): Promise<SignedIn> {
    const found = await signedIn(request);
    if (found) return found;
    throw new AppError(tokenOf(request, cookieName) ? 'sessionExpired' : 'pleaseLogIn');
  }

  function setCookie(reply: FastifyReply, token: string) {
    reply.setCookie(cookieName, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.secureCookie,
      path: '/',
      maxAge: deps.ttlHours * 3600,
    });
  }

  function clearCookie(reply: FastifyReply) {
    reply.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: deps.secureCookie });
  }

  return {
    signedIn,
    memberOf,
    requireMember,
    setCookie,
    clearCookie,
    tokenOf: (request: FastifyRequest) => tokenOf(request, cookieName),
    forget: (r: FastifyRequest) => resolved.delete(r),
  };
}
export type MemberAuth = ReturnType<typeof createMemberAuth>;

/** How a request is priced: as a member (with the tier's benefit on member rates) or as a visitor. */
export type MemberPricing = (
  request: FastifyRequest,
  siteCode: string,
) => Promise<{ isMember: boolean; memberDiscountPercent: number }>;

export function createMemberPricing(
  auth: MemberAuth,
  tierOf: (memberId: string, siteCode: string) => Promise<{ discountPercent: number }>,
): MemberPricing {
  return async (request, siteCode) => {
    const member = await auth.memberOf(request);
    if (!member) return { isMember: false, memberDiscountPercent: 0 };
    return { isMember: true, memberDiscountPercent: (await tierOf(member.memberId, siteCode)).discountPercent };
  };
}
