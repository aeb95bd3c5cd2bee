import { pagePaths } from '@hotel/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { notices } from '../../../lib/notices/noticeStore.ts';
import { Button } from '../../../ui/Button.tsx';
import { serverMessage } from '../../../ui/form/messages.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useSiteFormat } from '../../pricing/useSiteFormat.ts';
import { memberCalls, sessionsQuery } from '../memberApi.ts';
import { leaving, useForgetMember, useLeaveMemberArea } from '../useMember.ts';
import { useSessionGuard } from '../useSessionGuard.ts';
import { deviceOf } from './ActivitySection.tsx';

/** Where the account is signed in (this device marked), signing one out, or all of them. */
export function SessionsSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const client = useQueryClient();
  const forget = useForgetMember();
  const leave = useLeaveMemberArea();
  const query = useQuery(sessionsQuery(language));
  const [busy, setBusy] = useState(false);
  useSessionGuard(query.error);
  if (query.isLoading) return <Spinner label={t('ui.common.loading')} />;
  const sessions = query.data ?? [];

  async function run(action: () => Promise<unknown>, after: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
      await after();
    } catch (error) {
      leaving.active = false;
      notices.notify(serverMessage(error, t), 'error');
    } finally {
      setBusy(false);
    }
  }

  const everywhere = () =>
    run(
      () => {
        leaving.active = true;
        return memberCalls.signOutEverywhere(language);
      },
      async () => {
        await leave(pagePaths.login());
        forget();
        notices.notify(t('member.sessions.signedOutEverywhere'), 'info');
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('member.sessions.intro')}</p>
      <ul className="flex flex-col gap-2" data-testid="sessions">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3"
            data-testid="session"
            data-current={session.current}
          >
            <div className="flex flex-col gap-0.5 text-sm">
              <span className="font-semibold">
                {deviceOf(session.userAgent)}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-main-soft px-2 py-0.5 text-xs text-main">
                    {t('member.sessions.current')}
                  </span>
                ) : null}
              </span>
              <span className="text-muted">
                {t('member.sessions.detail', {
                  signedIn: format.instant(session.signedInAt),
                  lastSeen: format.instant(session.lastSeenAt),
                  ip: session.ip || '—',
                })}
              </span>
            </div>
            {session.current ? null : (
              <Button
                variant="secondary"
                disabled={busy}
                data-testid="session-revoke"
                onClick={() =>
                  run(
                    () => memberCalls.revokeSession(language, session.id),
                    async () => {
                      await client.invalidateQueries({ queryKey: sessionsQuery(language).queryKey });
                      notices.notify(t('member.sessions.revoked'), 'success');
                    },
                  )
                }
              >
                {t('member.sessions.revoke')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div>
        <Button variant="secondary" disabled={busy} onClick={everywhere} data-testid="sign-out-everywhere">
          {t('member.sessions.everywhere')}
        </Button>
      </div>
    </div>
  );
}
