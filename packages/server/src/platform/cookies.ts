/**
 * The name a session cookie is set and read under: over HTTPS with the `__Host-` prefix, which the
 * browser accepts only as Secure, for path `/` and without a Domain, so no other host of the domain
 * (a subdomain, a plain-HTTP page) can set or shadow it. Plain HTTP (development) keeps the bare name.
 */
export function sessionCookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}
