import { useTranslation } from '../../lib/i18n/useTranslation.ts';

/** The first focusable element: jumps to the page's main content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow-md"
    >
      {t('ui.a11y.skipToContent')}
    </a>
  );
}
