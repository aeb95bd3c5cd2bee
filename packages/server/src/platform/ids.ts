import { randomBytes, randomInt } from 'node:crypto';

/** Crockford's base32 without I, L, O, U: nothing a guest misreads on the phone. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A confirmation number like AU7K2QW9XM4D: 50 random bits, not sequential, not guessable. */
export function newConfirmationNumber(): string {
  let code = 'AU';
  for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The order id (`transactionId`): 128 random bits, URL-safe; it is also the guest's key to the order page. */
export function newTransactionId(): string {
  return randomBytes(16).toString('base64url');
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}
