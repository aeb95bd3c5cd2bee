import { pagePaths } from '@hotel/contract/routes';
import type { MemberProfile } from '@hotel/contract/schemas/member';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { loginPathWithRedirect } from './forcedSignIn.ts';
import { leaving, useMember } from './useMember.ts';

/** Shows its content to a signed-in member; a visitor goes to the login page and comes back after. */
export function RequireMember({ children }: { children: (member: MemberProfile) => ReactNode }) {
  const { t } = useTranslation();
  const { member, isLoading } = useMember();
  const localize = useLocalePath();
  const location = useLocation();
  if (isLoading) return <Spinner label={t('ui.common.loading')} />;
  if (!member) {
    // The member left on purpose (sign-out, deletion): to where the screen that left sends them, with a
    // clean address; the next page may still be loading, and another target here would win over it.
    if (leaving.active) return <Navigate to={localize(leaving.to)} replace />;
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={loginPathWithRedirect(localize(pagePaths.login()), back)} replace />;
  }
  return <>{children(member)}</>;
}
