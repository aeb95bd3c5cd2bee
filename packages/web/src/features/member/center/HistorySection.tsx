import { pagePaths } from '@hotel/contract/routes';
import type { LedgerEntry } from '@hotel/contract/schemas/loyalty';
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
import { PointLots } from './PointLots.tsx';

interface Column {
  id: string;
  label: string;
  numeric?: boolean;
  cell: (row: LedgerEntry) => React.ReactNode;
}

/** The columns of one history: the billing history is the stay history, with what each stay earned. */
function useColumns(kind: HistoryKind): Column[] {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const signed = (value: number) => `${value > 0 ? '+' : ''}${format.number(value)}`;
  const date: Column = { id: 'date', label: t('member.history.date'), cell: (row) => format.date(row.at) };
  const order: Column = {
    id: 'order',
    label: t('member.history.order'),
    cell: (row) =>
      row.transactionId ? (
        <LocaleLink to={pagePaths.order(row.transactionId)} className="text-main underline">
          {t('member.orders.view')}
        </LocaleLink>
      ) : (
        // No reservation (a welcome bonus, a correction): a dash, not an empty line under the label.
        <span className="text-muted">—</span>
      ),
  };
  if (kind === 'consumption') {
    return [
      date,
      { id: 'hotel', label: t('member.history.hotel'), cell: (row) => row.hotelName },
      {
        id: 'amount',
        label: t('member.history.amount'),
        numeric: true,
        cell: (row) => (row.amount !== null && row.currency ? format.money(row.amount, row.currency) : ''),
      },
      {
        id: 'points',
        label: t('member.history.pointsEarned'),
        numeric: true,
        cell: (row) => signed(row.pointsEarned ?? 0),
      },
      order,
    ];
  }
  const detail: Column = {
    id: 'detail',
    label: t('member.history.detail'),
    cell: (row) => t(`member.history.kind.${row.kind}`),
  };
  const change: Column = {
    id: 'change',
    label: t('member.history.change'),
    numeric: true,
    cell: (row) => <span className={row.delta < 0 ? 'text-danger' : ''}>{signed(row.delta)}</span>,
  };
  const balance: Column = {
    id: 'balance',
    label: t('member.history.balance'),
    numeric: true,
    cell: (row) => format.number(row.balance ?? 0),
  };
  return kind === 'integral' ? [date, detail, change, balance, order] : [date, detail, change, order];
}

/**
 * Points, growth or billing (stay) history from the ledgers, newest first, paged: a table on wide
 * screens, one card per row on a phone (no column hidden, nothing to scroll sideways).
 */
export function HistorySection({ kind }: { kind: HistoryKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const columns = useColumns(kind);
  const query = useQuery({ ...historyQuery(language, kind, page), placeholderData: keepPreviousData });
  useSessionGuard(query.error);
  if (query.isLoading) return <Spinner label={t('ui.common.loading')} />;
  const rows = query.data?.list ?? [];
  return (
    <div className="flex flex-col gap-6">
      {kind === 'integral' ? <PointLots /> : null}
      {rows.length === 0 ? (
        <p className="text-muted">{t('member.history.empty')}</p>
      ) : (
        <div>
          <table className="hidden w-full text-left text-sm sm:table" data-testid={`history-${kind}`}>
            <thead className="border-b border-border text-xs uppercase tracking-wide text-muted">
              <tr>
                {columns.map((column) => (
                  <th key={column.id} scope="col" className={`py-2 pr-4 ${column.numeric ? 'text-right' : ''}`}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-border/60">
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className={`py-2 pr-4 ${column.numeric ? 'text-right tabular-nums' : ''} ${column.id === 'date' ? 'whitespace-nowrap' : ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="flex flex-col gap-2 sm:hidden" data-testid={`history-${kind}-cards`}>
            {rows.map((row) => (
              <li key={row.id} className="rounded-md border border-border p-3">
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  {columns.map((column) => (
                    <div key={column.id} className="contents">
                      <dt className="text-muted">{column.label}</dt>
                      <dd className={column.numeric ? 'tabular-nums' : ''}>{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Pager page={page} size={query.data?.size ?? 10} total={query.data?.total ?? 0} onPage={setPage} />
    </div>
  );
}
