import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { ArticleCard, ArticleCardSkeleton } from '../ArticleCard.tsx';
import { articlesQuery } from '../contentApi.ts';
import type { HomeBlock } from '../contentTypes.ts';
import { SectionHeader } from './SectionHeader.tsx';

/**
 * Articles (block type 6, content kinds hotArticles and articleTypes): the latest ones as cards; with
 * `byType`, buttons above the list choose one article type.
 */
export function ArticlesBlock({
  id,
  block,
  limit = 3,
  byType = false,
  skip = 0,
}: {
  id: string;
  block: HomeBlock;
  limit?: number;
  byType?: boolean;
  /** The latest articles an earlier block of the page already shows: left out here, so none repeats. */
  skip?: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [typeCode, setTypeCode] = useState<string | undefined>(undefined);
  const skipped = typeCode ? 0 : skip;
  const articles = useQuery({
    ...articlesQuery(language, { typeCode, limit: limit + skipped }),
    placeholderData: keepPreviousData,
  });
  const types = articles.data?.types ?? [];
  const typeName = (code: string) => types.find((type) => type.typeCode === code)?.name;
  const list = (articles.data?.list ?? []).slice(skipped);
  if (articles.isSuccess && list.length === 0 && !typeCode) return null;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-6"
      data-testid="home-block"
      data-block-type={block.blockType}
    >
      <SectionHeader
        id={id}
        title={block.title || t('ui.home.articles')}
        body={block.body}
        link={block.link}
        linkLabel={t('ui.home.more')}
      />
      {byType && types.length > 0 ? (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">{t('ui.article.types')}</legend>
          {[{ typeCode: undefined, name: t('ui.article.allTypes') }, ...types].map((type) => (
            <button
              key={type.typeCode ?? 'all'}
              type="button"
              aria-pressed={typeCode === type.typeCode}
              onClick={() => setTypeCode(type.typeCode)}
              className="rounded-full border border-border px-4 py-1.5 text-sm hover:border-main aria-pressed:border-main aria-pressed:bg-main aria-pressed:text-on-main"
            >
              {type.name}
            </button>
          ))}
        </fieldset>
      ) : null}
      {articles.isError ? <p className="text-muted">{t('ui.error.loadFailed')}</p> : null}
      {articles.isSuccess && list.length === 0 ? <p className="text-muted">{t('ui.article.none')}</p> : null}
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={articles.isPending || undefined}>
        {articles.isPending
          ? Array.from({ length: limit }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count, without ids.
              <ArticleCardSkeleton key={index} />
            ))
          : list.map((article) => (
              <ArticleCard key={article.articleCode} article={article} typeName={typeName(article.typeCode)} />
            ))}
      </div>
    </section>
  );
}
