import { pagePaths } from '@hotel/contract/routes';
import { formatDate } from '../../lib/format/dates.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { Card } from '../../ui/Card.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import type { ArticleSummary } from './contentTypes.ts';

/** An article in a list: cover, type and date, title (the link) and summary. */
export function ArticleCard({ article, typeName }: { article: ArticleSummary; typeName?: string }) {
  const language = useLanguage();
  const cover = article.cover[0];
  return (
    <Card as="article" className="relative flex flex-col transition-shadow hover:shadow-md" data-testid="article-card">
      <Picture
        src={cover?.url}
        alt={cover?.alt ?? ''}
        width={480}
        height={320}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[3/2] w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-accent">
          {typeName ? <span>{typeName} · </span> : null}
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, language)}</time>
        </p>
        <h3 className="text-lg font-semibold leading-snug">
          <LocaleLink
            to={pagePaths.article(article.articleCode)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-main hover:underline"
            data-testid="article-link"
          >
            {article.title}
          </LocaleLink>
        </h3>
        <p className="line-clamp-3 text-sm text-muted">{article.summary}</p>
      </div>
    </Card>
  );
}

/** The shape of an article card while it loads. */
export function ArticleCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-lg border border-border" data-testid="skeleton">
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-5 w-5/6" />
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}
