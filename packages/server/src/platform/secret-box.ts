import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encrypts short secrets kept in the database (AES-256-GCM, a fresh IV each time) with a key derived from
 * a configured passphrase: a copy of the database alone does not give them away.
 */
export function createSecretBox(passphrase: string) {
  const key = createHash('sha256').update(`secret-box:${passphrase}`).digest();

  function seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The plain text, or null when the box was sealed with another key or altered. */
  function open(boxed: string): string | null {
    const [version, iv, tag, sealed] = boxed.split('.');
    if (version !== 'v1' || !iv || !tag || sealed === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  return { seal, open };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
