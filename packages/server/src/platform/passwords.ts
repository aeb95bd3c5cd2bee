import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP's recommended minimum: 19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of nothing, verified against when an account does not exist, so both cases take as long. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hash('decoy-password-never-used');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
