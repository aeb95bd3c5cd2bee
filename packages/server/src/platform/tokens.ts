import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque random token (256 bits), URL-safe. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** A 6-digit verification code, leading zeros kept. */
export function newVerificationCode(length = 6): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}

/** A salted SHA-256 of a short code: `salt:digest`. */
export function hashCode(code: string): string {
  const salt = randomBytes(12).toString('hex');
  return `${salt}:${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

export function codeMatches(stored: string, code: string): boolean {
  const [salt, digest] = stored.split(':');
  if (!salt || !digest) return false;
  return sameHash(digest, createHash('sha256').update(`${salt}:${code}`).digest('hex'));
}

/** A membership card number: 12 random digits after the programme's prefix 88. */
export function newCardNumber(): string {
  let digits = '88';
  for (let i = 0; i < 12; i++) digits += String(randomInt(10));
  return digits;
}
