import { createHash, randomBytes } from 'node:crypto';
import type { OrderCreate } from '@hotel/contract/schemas/order';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName } from '../../platform/cookies.ts';

/**
 * The guest's browser session: a random httpOnly cookie the quote hands out (the booking flow always
 * quotes before it books), so an Idempotency-Key belongs to the browser that made it.
 */
export function guestSessionCookie(secure: boolean) {
  return sessionCookieName('hotel_guest', secure);
}

const GUEST_SESSION = /^[A-Za-z0-9_-]{22,64}$/;

export function guestSessionOf(request: FastifyRequest, secure: boolean): string | null {
  const value = request.cookies?.[guestSessionCookie(secure)];
  return value && GUEST_SESSION.test(value) ? value : null;
}

/** Gives a browser its guest session when it has none yet (a browser session cookie, no expiry). */
export function ensureGuestSession(request: FastifyRequest, reply: FastifyReply, secure: boolean) {
  if (guestSessionOf(request, secure)) return;
  reply.setCookie(guestSessionCookie(secure), randomBytes(18).toString('base64url'), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

/**
 * The Idempotency-Key as stored: prefixed with the client it belongs to (the member; else the guest's
 * browser session; else, for a client without cookies, a fingerprint of the booker and the stay), so
 * another client sending the same key gets its own order, never someone else's.
 */
export function scopedIdempotencyKey(
  key: string | undefined,
  client: { memberId: string | null; guestSession: string | null; order: OrderCreate },
): string | undefined {
  if (!key) return undefined;
  if (client.memberId) return `member:${client.memberId}|${key}`;
  if (client.guestSession) return `guest:${client.guestSession}|${key}`;
  const { booker, hotelCode, roomTypeCode, ratePlanCode, checkInDate, checkOutDate } = client.order;
  const fingerprint = createHash('sha256')
    .update(
      [
        booker.email.toLowerCase(),
        booker.mobile,
        hotelCode,
        roomTypeCode,
        ratePlanCode,
        checkInDate,
        checkOutDate,
      ].join('\n'),
    )
    .digest('base64url')
    .slice(0, 22);
  return `request:${fingerprint}|${key}`;
}
