import { pagePaths } from '@hotel/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ArticleCard } from '../../features/content/ArticleCard.tsx';
import { articleQuery, articlesQuery } from '../../features/content/contentApi.ts';
import { NotFoundContent } from '../../features/content/NotFoundContent.tsx';
import { RichText } from '../../features/content/RichText.tsx';
import { isApiError } from '../../lib/api/client.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { usePageDescription } from '../../lib/routing/pageDescription.ts';
import { usePageTitle } from '../../lib/routing/pageTitle.ts';
import { PageSkeleton } from '../../ui/PageSkeleton.tsx';
import { Picture } from '../../ui/Picture.tsx';

/** An article: type and date, title, summary, cover and sanitised body; then other recent articles. */
export function ArticlePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { articleId = '' } = useParams();
  const article = useQuery(articleQuery(language, articleId));
  const recent = useQuery({ ...articlesQuery(language, { limit: 4 }), enabled: article.isSuccess });
  usePageTitle(article.data?.title);
  usePageDescription(article.data?.summary);

  if (article.isPending) return <PageSkeleton label={t('ui.common.loading')} withPicture />;
  if (article.isError) {
    if (isApiError(article.error) && article.error.status === 404) return <NotFoundContent />;
    return <p className="py-16 text-center text-muted">{t('ui.error.loadFailed')}</p>;
  }
  const data = article.data;
  const typeName = recent.data?.types.find((type) => type.typeCode === data.typeCode)?.name;
  const others = (recent.data?.list ?? []).filter((item) => item.articleCode !== data.articleCode).slice(0, 3);
  const cover = data.cover[0];
  return (
    <div className="flex flex-col gap-16">
      <article aria-labelledby="article-title" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <nav aria-label={t('ui.a11y.breadcrumb')} className="text-sm text-muted">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <LocaleLink to={pagePaths.home()} className="hover:text-main hover:underline">
                {t('ui.nav.home')}
              </LocaleLink>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="text-text">
              {t('ui.pageTitle.article')}
            </li>
          </ol>
        </nav>
        <header className="flex flex-col gap-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-accent">
            {typeName ? <span>{typeName} · </span> : null}
            <time dateTime={data.publishedAt}>{formatDate(data.publishedAt, language)}</time>
          </p>
          <h1 id="article-title" className="text-3xl font-bold leading-tight sm:text-4xl" data-testid="article-title">
            {data.title}
          </h1>
          {data.summary ? <p className="text-lg text-muted">{data.summary}</p> : null}
        </header>
        {cover ? (
          <Picture
            src={cover.url}
            alt={cover.alt}
            width={cover.width > 0 ? Math.min(cover.width, 800) : 800}
            height={cover.width > 0 ? Math.round((Math.min(cover.width, 800) * cover.height) / cover.width) : 533}
            sizes="(min-width: 800px) 768px, 100vw"
            eager
            className="aspect-[3/2] w-full rounded-xl"
          />
        ) : null}
        <div data-testid="article-body">
          <RichText html={data.body} className="text-base sm:text-lg" />
        </div>
      </article>
      {others.length > 0 ? (
        <section aria-labelledby="article-more" className="flex flex-col gap-6">
          <h2 id="article-more" className="text-2xl font-semibold">
            {t('ui.article.more')}
          </h2>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((item) => (
              <ArticleCard
                key={item.articleCode}
                article={item}
                typeName={recent.data?.types.find((type) => type.typeCode === item.typeCode)?.name}
              />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
