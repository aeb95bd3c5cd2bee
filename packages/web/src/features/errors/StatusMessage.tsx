import { pagePaths } from '@hotel/contract/routes';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../ui/buttonClass.ts';

export type StatusKind = 'forbidden' | 'notFound' | 'serverError';

const CODES: Record<StatusKind, number> = { forbidden: 403, notFound: 404, serverError: 500 };

/** The content of the 403, 404 and 500 pages: code, translated title and text, a link home. */
export function StatusMessage({ kind }: { kind: StatusKind }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="status-title"
      data-testid={`status-${kind}`}
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center"
    >
      <p aria-hidden="true" className="text-6xl font-bold text-main">
        {CODES[kind]}
      </p>
      <h1 id="status-title" className="text-2xl font-semibold">
        {t(`ui.error.${kind}.title`)}
      </h1>
      <p className="text-muted">{t(`ui.error.${kind}.description`)}</p>
      <LocaleLink to={pagePaths.home()} className={buttonClass('primary')}>
        {t('ui.common.backHome')}
      </LocaleLink>
    </section>
  );
}
