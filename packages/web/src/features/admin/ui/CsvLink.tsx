import { useTranslation } from '../../../lib/i18n/useTranslation.ts';

/** A CSV download of what a list's filters find (every page, not only the one shown). */
export function CsvLink({ href, testId }: { href: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      download
      data-testid={testId}
      className="rounded-md border border-border px-3 py-1.5 text-sm text-main underline hover:bg-surface"
    >
      {t('admin.common.downloadCsv')}
    </a>
  );
}
