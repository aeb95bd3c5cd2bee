import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

const body = (text: string) => text.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');

/** A private RSA key given as PEM or as the bare base64 the providers' key tools print (PKCS#8 or PKCS#1). */
export function privateKeyOf(text: string): KeyObject | null {
  if (text.includes('-----BEGIN')) return attempt(() => createPrivateKey(text));
  const der = Buffer.from(body(text), 'base64');
  return (
    attempt(() => createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })) ??
    attempt(() => createPrivateKey({ key: der, format: 'der', type: 'pkcs1' }))
  );
}

/** A public RSA key (or the key of a certificate) given as PEM or bare base64 (SPKI). */
export function publicKeyOf(text: string): KeyObject | null {
  if (text.includes('-----BEGIN')) return attempt(() => createPublicKey(text));
  return attempt(() => createPublicKey({ key: Buffer.from(body(text), 'base64'), format: 'der', type: 'spki' }));
}

/** The key as PEM (PKCS#8 for private keys, SPKI for public ones). */
export function pemOf(key: KeyObject): string {
  return key.type === 'private'
    ? (key.export({ format: 'pem', type: 'pkcs8' }) as string)
    : (key.export({ format: 'pem', type: 'spki' }) as string);
}

function attempt(make: () => KeyObject): KeyObject | null {
  try {
    const key = make();
    return key.asymmetricKeyType === 'rsa' ? key : null;
  } catch {
    return null;
  }
}
