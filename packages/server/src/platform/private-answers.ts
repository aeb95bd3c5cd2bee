import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * `Cache-Control: no-store` on every answer that may hold someone's own data: the member and staff
 * APIs, any API answer to a request bearing a session (Bearer token or session cookie), and any
 * answer that sets a cookie. Static files keep their caching (they are the same for everyone).
 */
export function noStoreForSessions(
  app: FastifyInstance,
  options: { sessionCookies: readonly string[]; privatePrefixes: readonly string[] },
) {
  const bearsSession = (request: FastifyRequest) =>
    Boolean(request.headers.authorization) || options.sessionCookies.some((name) => request.cookies?.[name]);
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url;
    const privateRoute = options.privatePrefixes.some((prefix) => path.startsWith(prefix));
    const api = path.startsWith('/api/') || path.startsWith('/quicklogin/');
    if (privateRoute || (api && bearsSession(request)) || reply.hasHeader('set-cookie')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

function originOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * Refuses a request another site made the browser send: `Sec-Fetch-Site: cross-site`, or an
 * `Origin` (else a `Referer`) naming another host than the one asked. For the state-changing
 * calls the spec makes GETs, which a Lax session cookie would otherwise accompany from any page.
 */
export function refuseCrossSite(request: FastifyRequest) {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('crossSiteRequest');
  const from = request.headers.origin ?? request.headers.referer;
  if (from !== undefined && originOf(from) !== request.host) throw new AppError('crossSiteRequest');
}
