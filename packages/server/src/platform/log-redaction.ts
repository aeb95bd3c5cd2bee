import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/**
 * Query parameters that carry a secret: reset and QR tokens, their secrets, preview keys, one-time
 * ids and codes. Matched by whole name, so `hotelCode` or `cityCode` stay readable.
 */
const SECRET_PARAMETER = /^(token|secret|key|preview|unionid|password|signature|code|access_?token)$/i;

/**
 * Path segments that are secrets: the order id (a guest's key to the order page) in API and page
 * addresses, the QR login token, and the preview key of an unpublished content page.
 */
const SECRET_SEGMENTS: ReadonlyArray<[RegExp, string]> = [
  [/(\/(?:orders|order|orderWaiting)\/)(?!hotel\b|payment\b|quote\b)[^/?#]+/g, `$1${REDACTED}`],
  [/(\/quicklogin\/)[^/?#]+/g, `$1${REDACTED}`],
  [/(\/page\/[^/?#]+\/)[^/?#]+/g, `$1${REDACTED}`],
];

/** A request address as it may be logged: secrets in its path and query replaced by `[redacted]`. */
export function scrubUrl(url: string): string {
  const [path = '', query] = splitOnce(url, '?');
  let scrubbed = path;
  for (const [pattern, replacement] of SECRET_SEGMENTS) scrubbed = scrubbed.replace(pattern, replacement);
  if (query === undefined) return scrubbed;
  const parameters = query
    .split('&')
    .map((pair) => {
      const [name = '', value] = splitOnce(pair, '=');
      return value !== undefined && SECRET_PARAMETER.test(decodeSafely(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${scrubbed}?${parameters}`;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The request as logged: method, scrubbed address, host and client (never headers or body). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? scrubUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * pino's redaction, for anything that logs a request's headers, a reply's cookies or an object
 * with a token: session tokens, authorization and cookies, reset tokens, order keys.
 */
export const LOG_REDACTION = {
  censor: REDACTED,
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["idempotency-key"]',
    'res.headers["set-cookie"]',
    'headers.authorization',
    'headers.cookie',
    'token',
    'secret',
    'password',
    'unionid',
    '*.token',
    '*.secret',
    '*.password',
    '*.unionid',
    '*.transactionId',
    'order',
    '*.idempotencyKey',
  ],
};
