import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { contentPageQuery } from '../../features/content/contentApi.ts';
import { NotFoundContent } from '../../features/content/NotFoundContent.tsx';
import { RichText } from '../../features/content/RichText.tsx';
import { isApiError } from '../../lib/api/client.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { usePageDescription } from '../../lib/routing/pageDescription.ts';
import { usePageTitle } from '../../lib/routing/pageTitle.ts';
import { PageSkeleton } from '../../ui/PageSkeleton.tsx';

/** A preview is for the site's editors: search engines are asked not to index it. */
function useNoIndex(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, [active]);
}

/**
 * A content page (about us, FAQ, privacy...). `/page/:pageId/:preview` passes the preview key to the
 * API, which then also shows an unpublished page; a page that is not there is the not-found page.
 */
export function ContentPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pageId = '', preview } = useParams();
  const page = useQuery(contentPageQuery(language, pageId, preview));
  usePageTitle(page.data?.title);
  usePageDescription(page.data?.description);
  useNoIndex(preview !== undefined);

  if (page.isPending) return <PageSkeleton label={t('ui.common.loading')} />;
  if (page.isError) {
    if (isApiError(page.error) && page.error.status === 404) return <NotFoundContent />;
    return <p className="py-16 text-center text-muted">{t('ui.error.loadFailed')}</p>;
  }
  const data = page.data;
  return (
    <article aria-labelledby="page-title" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      {!data.isPublish ? (
        <p
          role="status"
          className="rounded-md border-l-4 border-accent bg-surface px-4 py-3 text-sm"
          data-testid="page-preview"
        >
          {t('ui.page.preview')}
        </p>
      ) : null}
      <header className="flex flex-col gap-3 border-b border-border pb-6">
        <h1 id="page-title" className="text-3xl font-bold leading-tight sm:text-4xl" data-testid="page-title">
          {data.title}
        </h1>
        {data.description ? <p className="text-lg text-muted">{data.description}</p> : null}
        <p className="text-xs text-muted">{t('ui.page.updated', { date: formatDate(data.updatedAt, language) })}</p>
      </header>
      <div data-testid="page-body">
        <RichText html={data.body} />
      </div>
    </article>
  );
}
