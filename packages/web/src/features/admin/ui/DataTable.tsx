// biome-ignore-all lint/a11y/noRedundantRoles: the table is displayed as blocks on phones, which drops the implicit roles in some browsers
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';

/** A cell on a phone: its column's header before the value, side by side. */
const PHONE_CELL =
  'flex gap-3 px-3 py-1 before:w-28 before:shrink-0 before:font-semibold before:text-muted before:content-[attr(data-label)] sm:before:content-none';

export interface Column<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** Right-aligned (numbers, money). */
  numeric?: boolean;
}

/**
 * A plain, accessible table: a caption, column headers, one row per item, a message when empty. On a
 * phone each row is a card of "header: value" lines (the header from `data-label`) instead of columns
 * squeezed to a few letters; the roles are explicit so the table stays one for screen readers.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  testId,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table role="table" data-testid={testId} className="block w-full border-collapse text-sm sm:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="sr-only bg-surface text-left sm:not-sr-only sm:table-header-group">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.key}
                role="columnheader"
                scope="col"
                className={`whitespace-nowrap px-3 py-2 font-semibold ${column.numeric ? 'text-right' : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block sm:table-row-group">
          {rows.length === 0 ? (
            <tr role="row" className="block sm:table-row">
              <td role="cell" colSpan={columns.length} className="block px-3 py-6 text-center text-muted sm:table-cell">
                {empty ?? t('admin.common.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} role="row" className="block border-t border-border py-2 sm:table-row sm:py-0">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    role="cell"
                    data-label={column.header}
                    className={`${PHONE_CELL} sm:table-cell sm:px-3 sm:py-2 sm:align-top ${column.numeric ? 'tabular-nums sm:whitespace-nowrap sm:text-right' : ''}`}
                  >
                    <div className="min-w-0 break-words">{column.render(row)}</div>
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
