import type { RouteName } from '@hotel/contract/routes';

/** Screens a forced sign-in never sends away from (spec section 2: login, register, agreements; and the reset). */
export const SIGN_IN_EXEMPT_ROUTES: readonly RouteName[] = ['login', 'register', 'agreementDetails', 'resetPassword'];

const IGNORE_KEY = 'hotel.memberCheckIgnore';

/** "Continue as a guest" sets the flag for the session; a forced sign-in then lets the visitor browse. */
export function setSignInIgnored(): void {
  try {
    sessionStorage.setItem(IGNORE_KEY, '1');
  } catch {
    // Storage may be unavailable (private mode); the visitor is then asked again.
  }
}

export function isSignInIgnored(): boolean {
  try {
    return sessionStorage.getItem(IGNORE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Whether a visitor must be sent to sign in (spec section 2): the site demands a member check (check
 * scene type 1), nobody is signed in, the visitor did not choose to continue as a guest, and the page
 * is not one of the exempt ones.
 */
export function mustSignIn(input: {
  checkSceneType: number | undefined;
  signedIn: boolean;
  sessionKnown: boolean;
  ignored: boolean;
  route: RouteName | undefined;
}): boolean {
  return (
    input.checkSceneType === 1 &&
    input.sessionKnown &&
    !input.signedIn &&
    !input.ignored &&
    input.route !== undefined &&
    !SIGN_IN_EXEMPT_ROUTES.includes(input.route)
  );
}

/** The login path with where to return afterwards (a path of this site only). */
export function loginPathWithRedirect(loginPath: string, returnTo: string): string {
  return `${loginPath}?redirect=${encodeURIComponent(returnTo)}`;
}

/** A redirect target from the query, kept only when it is a path of this site (no `//host`, no scheme). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
