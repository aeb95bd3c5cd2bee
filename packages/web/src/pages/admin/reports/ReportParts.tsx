import type { ReactNode } from 'react';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Spinner } from '../../../ui/Spinner.tsx';

/** A headed block of the reports screen with its CSV download links. */
export function ReportBlock({
  id,
  title,
  downloads,
  query,
  children,
}: {
  id: string;
  title: string;
  downloads: readonly { label: string; href: string; testId: string }[];
  query: { isPending: boolean; error: unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby={`report-${id}`}
      data-testid={`report-${id}`}
      className="flex flex-col gap-3 rounded-md border border-border bg-background p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`report-${id}`} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="flex flex-wrap gap-2">
          {downloads.map((link) => (
            <a
              key={link.href}
              href={link.href}
              download
              data-testid={link.testId}
              className="rounded-md border border-border px-3 py-1.5 text-sm text-main underline hover:bg-surface"
            >
              {t('admin.reports.csv', { what: link.label })}
            </a>
          ))}
        </div>
      </div>
      {query.isPending ? <Spinner label={t('admin.common.loading')} /> : null}
      <AdminError error={query.error} />
      {children}
    </section>
  );
}

/** Headline figures: a label and a value each. */
export function Figures({ items }: { items: readonly { label: string; value: string; testId: string }[] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.testId} className="rounded-md bg-surface p-3">
          <dt className="text-xs font-semibold uppercase text-muted">{item.label}</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
