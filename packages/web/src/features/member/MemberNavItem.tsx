import { pagePaths } from '@hotel/contract/routes';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { notices } from '../../lib/notices/noticeStore.ts';
import { useRouteName } from '../../lib/routing/useRouteName.ts';
import { useSiteConfig } from '../site/siteConfigApi.ts';
import { isSignInIgnored, loginPathWithRedirect, mustSignIn, SIGN_IN_EXEMPT_ROUTES } from './forcedSignIn.ts';
import { useDisplayName } from './useDisplayName.ts';
import { useForgetMember, useMember } from './useMember.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block max-w-[8rem] truncate rounded-md px-3 py-2 text-sm font-medium hover:bg-main-soft ${isActive ? 'text-main underline underline-offset-4' : 'text-text'}`;

/**
 * The header's account entry: "Sign in" for a visitor, the member's display name (linking to the
 * personal center) once signed in. It also carries the site-wide member rules every main page needs:
 * a site that forces sign-in (check scene type 1) sends visitors to the login page, a member whose
 * profile is incomplete completes it before the booking page, and an expired session says "login
 * expired" once and forgets the member.
 */
export function MemberNavItem() {
  const { t } = useTranslation();
  const localize = useLocalePath();
  const { member, isLoading, expired } = useMember();
  const name = useDisplayName(member);
  const site = useSiteConfig();
  const route = useRouteName();
  const navigate = useNavigate();
  const location = useLocation();
  const forget = useForgetMember();
  const warned = useRef(false);

  useEffect(() => {
    if (!expired || warned.current) return;
    warned.current = true;
    notices.notify(t('member.login.expired'), 'info');
    forget();
  }, [expired, forget, t]);

  useEffect(() => {
    const forced = mustSignIn({
      checkSceneType: site?.memberCheckScense?.checkSceneType,
      signedIn: member !== null,
      sessionKnown: !isLoading,
      ignored: isSignInIgnored(),
      route,
    });
    const here = `${location.pathname}${location.search}`;
    if (forced) {
      void navigate(loginPathWithRedirect(localize(pagePaths.login()), here), { replace: true });
      return;
    }
    // Members complete their profile before booking (spec section 5), then come back to the booking.
    if (route === 'roomBook' && member && !member.profileComplete) {
      notices.notify(t('member.profile.incomplete'), 'info');
      void navigate(`${localize(pagePaths.personalCenter())}?tab=profile&redirect=${encodeURIComponent(here)}`, {
        replace: true,
      });
    }
  }, [site, member, isLoading, route, location.pathname, location.search, navigate, localize, t]);

  // Signing in from any page comes back to it; from the sign-in screens themselves, nowhere in particular.
  const back = `${location.pathname}${location.search}`;
  const signInPath =
    route && SIGN_IN_EXEMPT_ROUTES.includes(route)
      ? localize(pagePaths.login())
      : loginPathWithRedirect(localize(pagePaths.login()), back);
  return (
    <li>
      {member ? (
        <NavLink to={localize(pagePaths.personalCenter())} className={linkClass} data-testid="member-nav" title={name}>
          {name}
        </NavLink>
      ) : (
        <NavLink to={signInPath} className={linkClass} data-testid="member-nav" end>
          {t('ui.nav.signIn')}
        </NavLink>
      )}
    </li>
  );
}
