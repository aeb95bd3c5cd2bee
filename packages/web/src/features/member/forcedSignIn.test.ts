import { describe, expect, it } from 'vitest';
import { loginPathWithRedirect, mustSignIn, safeRedirect } from './forcedSignIn.ts';

describe('forced sign-in (check scene type 1)', () => {
  const base = { checkSceneType: 1, signedIn: false, sessionKnown: true, ignored: false, route: 'hotelList' } as const;

  it('sends a visitor on a forced site to sign in', () => {
    expect(mustSignIn(base)).toBe(true);
  });

  it.each([
    ['the site does not force it', { checkSceneType: 0 }],
    ['the member is signed in', { signedIn: true }],
    ['the session is still loading', { sessionKnown: false }],
    ['the visitor chose to continue as a guest', { ignored: true }],
    ['the page is the login page', { route: 'login' as const }],
    ['the page is the register page', { route: 'register' as const }],
    ['the page is the agreements page', { route: 'agreementDetails' as const }],
    ['the page is the password reset', { route: 'resetPassword' as const }],
  ])('leaves the visitor alone when %s', (_name, change) => {
    expect(mustSignIn({ ...base, ...change })).toBe(false);
  });

  it('returns only to paths of this site', () => {
    expect(loginPathWithRedirect('/ko-KR/login', '/ko-KR/hotelList?x=1')).toBe(
      '/ko-KR/login?redirect=%2Fko-KR%2FhotelList%3Fx%3D1',
    );
    expect(safeRedirect('/ko-KR/personalCenter')).toBe('/ko-KR/personalCenter');
    expect(safeRedirect('//evil.example/x')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
