import { pagePaths } from '@hotel/contract/routes';
import type { MemberProfile } from '@hotel/contract/schemas/member';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api/client.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { notices } from '../../lib/notices/noticeStore.ts';
import { MEMBER_KEY, memberCalls, type SessionInfo, sessionQuery } from './memberApi.ts';

/**
 * The signed-in member, for any screen (the booking pages pre-fill guests and contact from it):
 * `member` is null for a visitor; `isLoading` while the session is being asked for. The session call
 * always answers 200, so a visitor's page logs no error.
 */
export function useMember(): { member: MemberProfile | null; isLoading: boolean; expired: boolean } {
  const language = useLanguage();
  const query = useQuery(sessionQuery(language));
  return {
    member: query.data?.signedIn ? query.data.member : null,
    isLoading: query.isLoading,
    expired: query.data?.expired ?? false,
  };
}

/** After sign-in, sign-out, a password change or a profile save: every member query is fetched again. */
export function useRefreshMember() {
  const client = useQueryClient();
  return useCallback(async () => {
    // A session asked for before the sign-in and still on its way would otherwise be the answer (a
    // refetch joins a first fetch in flight), and send the member pages back to the login page.
    await client.cancelQueries({ queryKey: MEMBER_KEY });
    // 'all': also the ones no screen shows at the moment.
    await client.invalidateQueries({ queryKey: MEMBER_KEY, refetchType: 'all' });
  }, [client]);
}

/** Queries whose answer changes with the session: the booking's price and the room list's rates. */
const PRICED_BY_MEMBER = [['booking'], ['rooms']] as const;

/**
 * After a sign-in: the member's queries, and the prices, which depend on who is signed in (members' rates,
 * spec section 2): the booking form a member comes back to asks again instead of showing the visitor's answer.
 */
export function useRefreshAfterSignIn() {
  const client = useQueryClient();
  const refresh = useRefreshMember();
  return useCallback(async () => {
    await refresh();
    await Promise.all(PRICED_BY_MEMBER.map((queryKey) => client.invalidateQueries({ queryKey })));
  }, [client, refresh]);
}

/** Forgets the member at once (the session ended): the header and the pages switch to the visitor's view. */
export function useForgetMember() {
  const client = useQueryClient();
  return useCallback(() => {
    client.setQueriesData<SessionInfo>({ queryKey: [...MEMBER_KEY, 'session'] }, () => ({
      signedIn: false,
      expired: false,
      member: null,
    }));
    client.removeQueries({ queryKey: MEMBER_KEY, predicate: (query) => query.queryKey[1] !== 'session' });
  }, [client]);
}

/**
 * Set while the member leaves on purpose (sign-out, sign-out everywhere, deletion): the member pages'
 * guard then sends to where the member was going (sign-in after sign-out, home after deletion) with a clean
 * address, not to "sign in and come back" to the account that left.
 * Cleared at the next sign-in.
 */
export const leaving = { active: false, to: pagePaths.login() };

/**
 * Signs out and goes to the sign-in screen with a clean address: it leaves the member page first, so
 * the page's guard never sends the visitor to sign in "and come back" to an account that just left.
 */
export function useSignOut() {
  const language = useLanguage();
  const forget = useForgetMember();
  const leave = useLeaveMemberArea();
  const { t } = useTranslation();
  return useCallback(async () => {
    leaving.active = true;
    await memberCalls.logout(language).catch(() => undefined);
    await leave(pagePaths.login());
    forget();
    notices.notify(t('member.account.signedOut'), 'info');
  }, [language, forget, leave, t]);
}

/** Goes to `path` (replacing the member page in the history) and waits until the router got there. */
export function useLeaveMemberArea() {
  const navigate = useNavigate();
  const localize = useLocalePath();
  return useCallback(
    async (path: string) => {
      leaving.to = path;
      await navigate(localize(path), { replace: true });
    },
    [navigate, localize],
  );
}

/** Whether a failed member call means the session is gone (401: expired or never there). */
export function isSessionGone(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}
