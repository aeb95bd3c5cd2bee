import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useSiteFormat } from '../../pricing/useSiteFormat.ts';
import { activityQuery } from '../memberApi.ts';
import { useSessionGuard } from '../useSessionGuard.ts';

/** Browser family and system from a user agent, enough to recognise one's own devices. */
export function deviceOf(userAgent: string): string {
  if (!userAgent) return '—';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Chrome\//.test(userAgent)
      ? 'Chrome'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : userAgent.split(/[\s/]/)[0];
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return [browser, system].filter(Boolean).join(' · ');
}

/** Sign-ins, failures, locks, password and profile changes: so a member spots what was not them. */
export function ActivitySection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...activityQuery(language, page), placeholderData: keepPreviousData });
  useSessionGuard(query.error);
  if (query.isLoading) return <Spinner label={t('ui.common.loading')} />;
  const rows = query.data?.list ?? [];
  if (rows.length === 0) return <p className="text-muted">{t('member.activity.empty')}</p>;
  return (
    <div>
      <ul className="divide-y divide-border" data-testid="account-activity">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
            <span
              className={
                row.kind === 'signInFailed' || row.kind === 'locked' ? 'font-medium text-danger' : 'font-medium'
              }
            >
              {t(`member.activity.kind.${row.kind}`)}
              {row.method ? ` ${t(`member.activity.method.${row.method}`)}` : ''}
            </span>
            <span className="text-muted">
              {format.instant(row.at)} · {deviceOf(row.userAgent)}
              {row.ip ? ` · ${row.ip}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <Pager page={page} size={query.data?.size ?? 10} total={query.data?.total ?? 0} onPage={setPage} />
    </div>
  );
}
