import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { notices } from '../../lib/notices/noticeStore.ts';
import { isSessionGone, useForgetMember } from './useMember.ts';

/**
 * A member call answered 401 (spec section 8): the session ended elsewhere or expired. Say "login
 * expired", forget the member; the page's guard then sends the visitor to sign in.
 */
export function useSessionGuard(...errors: unknown[]) {
  const { t } = useTranslation();
  const forget = useForgetMember();
  const gone = errors.some(isSessionGone);
  useEffect(() => {
    if (!gone) return;
    notices.notify(t('member.login.expired'), 'info');
    forget();
  }, [gone, forget, t]);
}
