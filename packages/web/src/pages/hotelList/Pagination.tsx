import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../ui/buttonClass.ts';

/** Previous / next links that change the `offset` of the current URL. */
export function Pagination({ offset, limit, total }: { offset: number; limit: number; total: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (total <= limit) return null;
  const page = Math.floor(offset / limit) + 1;
  const pages = Math.ceil(total / limit);
  const link = (nextOffset: number) => {
    const params = new URLSearchParams(location.search);
    if (nextOffset > 0) params.set('offset', String(nextOffset));
    else params.delete('offset');
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  return (
    <nav aria-label={t('ui.pagination.label')} className="flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={link(offset - limit)} className={buttonClass('secondary')}>
          {t('ui.pagination.previous')}
        </Link>
      ) : null}
      <span className="text-sm text-muted">{t('ui.pagination.page', { page, pages })}</span>
      {page < pages ? (
        <Link to={link(offset + limit)} className={buttonClass('secondary')}>
          {t('ui.pagination.next')}
        </Link>
      ) : null}
    </nav>
  );
}
