import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n/useTranslation.ts';
import { buttonClass, smallButtonClass } from './buttonClass.ts';

export interface PagerProps {
  /** 1-based. */
  page: number;
  size: number;
  total: number;
  /** Buttons that change the page in place... */
  onPage?: (page: number) => void;
  /** ...or links to each page's address (crawlable lists). */
  hrefOf?: (page: number) => string;
  /** Said before the steps (the back office's result count); with it the pager shows even for one page. */
  summary?: ReactNode;
  /** The back office's small buttons. */
  compact?: boolean;
}

/** Previous / next around "page x of y": the one pager of the guest site, the member pages and the back office. */
export function Pager({ page, size, total, onPage, hrefOf, summary, compact = false }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1 && summary === undefined) return null;
  const className = compact ? smallButtonClass : buttonClass('secondary');
  const step = (target: number, label: string) => {
    if (hrefOf && target >= 1 && target <= pages)
      return (
        <Link to={hrefOf(target)} className={className}>
          {label}
        </Link>
      );
    return (
      <button
        type="button"
        className={className}
        disabled={target < 1 || target > pages}
        onClick={() => onPage?.(target)}
      >
        {label}
      </button>
    );
  };
  const steps = (
    <>
      {step(page - 1, t('ui.pagination.previous'))}
      <span className={compact ? '' : 'text-sm text-muted'} aria-live="polite">
        {t('ui.pagination.page', { page, pages })}
      </span>
      {step(page + 1, t('ui.pagination.next'))}
    </>
  );
  return (
    <nav
      aria-label={t('ui.pagination.label')}
      className={`flex items-center justify-between gap-2 ${compact ? 'mt-3 text-sm' : 'mt-4'}`}
    >
      {summary === undefined ? (
        steps
      ) : (
        <>
          <span className="text-muted">{summary}</span>
          <div className="flex items-center gap-2">{steps}</div>
        </>
      )}
    </nav>
  );
}
