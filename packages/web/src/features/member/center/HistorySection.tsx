import { pagePaths } from '@hotel/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LocaleLink } from '../../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useSiteFormat } from '../../pricing/useSiteFormat.ts';
import { type HistoryKind, historyQuery } from '../memberApi.ts';
import { useSessionGuard } from '../useSessionGuard.ts';

/** Points, growth or consumption history from the ledgers, newest first, paged. */
export function HistorySection({ kind }: { kind: HistoryKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...historyQuery(language, kind, page), placeholderData: keepPreviousData });
  useSessionGuard(query.error);
  if (query.isLoading) return <Spinner label={t('ui.common.loading')} />;
  const rows = query.data?.list ?? [];
  if (rows.length === 0) return <p className="text-muted">{t('member.history.empty')}</p>;
  const consumption = kind === 'consumption';
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid={`history-${kind}`}>
          <thead className="border-b border-border text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="py-2 pr-4">
                {t('member.history.date')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {consumption ? t('member.history.hotel') : t('member.history.detail')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {consumption ? t('member.history.amount') : t('member.history.change')}
              </th>
              {kind === 'integral' ? (
                <th scope="col" className="py-2 pr-4 text-right">
                  {t('member.history.balance')}
                </th>
              ) : null}
              <th scope="col" className="py-2">
                {t('member.history.order')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-border/60">
                <td className="py-2 pr-4 whitespace-nowrap">{format.date(row.at)}</td>
                <td className="py-2 pr-4">{consumption ? row.hotelName : t(`member.history.kind.${row.kind}`)}</td>
                <td
                  className={`py-2 pr-4 text-right tabular-nums ${!consumption && row.delta < 0 ? 'text-danger' : ''}`}
                >
                  {consumption && row.amount !== null && row.currency
                    ? format.money(row.amount, row.currency)
                    : `${row.delta > 0 ? '+' : ''}${format.number(row.delta)}`}
                </td>
                {kind === 'integral' ? (
                  <td className="py-2 pr-4 text-right tabular-nums">{format.number(row.balance ?? 0)}</td>
                ) : null}
                <td className="py-2">
                  {row.transactionId ? (
                    <LocaleLink to={pagePaths.order(row.transactionId)} className="text-main underline">
                      {t('member.orders.view')}
                    </LocaleLink>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} size={query.data?.size ?? 10} total={query.data?.total ?? 0} onPage={setPage} />
    </div>
  );
}
