import type { Language } from '@hotel/contract/languages';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api/client.ts';
import type { Agreement, Article, ArticleList, ContentPage, GalleryPicture } from './contentTypes.ts';
import { TEN_MINUTES } from './siteContentApi.ts';

/** Articles, content pages, gallery pictures and agreements (spec section 7). */

export const articlesQuery = (language: Language, options: { typeCode?: string; limit?: number } = {}) =>
  queryOptions({
    queryKey: ['content', 'articles', language, options.typeCode ?? '', options.limit ?? 10] as const,
    queryFn: ({ signal }) =>
      apiGet<ArticleList>(`/${language}/articles`, {
        language,
        signal,
        query: { typeCode: options.typeCode, limit: options.limit ?? 10 },
      }),
    staleTime: TEN_MINUTES,
  });

/** An article; its 404 is the page's own not-found state. */
export const articleQuery = (language: Language, code: string) =>
  queryOptions({
    queryKey: ['content', 'article', language, code] as const,
    queryFn: ({ signal }) => apiGet<Article>(`/${language}/articles/${encodeURIComponent(code)}`, { language, signal }),
    staleTime: TEN_MINUTES,
    meta: { mainResource: true },
  });

/** A content page; `preview` (the preview key of /page/:pageId/:preview) also shows an unpublished one. */
export const contentPageQuery = (language: Language, pageId: string, preview?: string) =>
  queryOptions({
    queryKey: ['content', 'page', language, pageId, preview ?? ''] as const,
    queryFn: ({ signal }) =>
      apiGet<ContentPage>(`/${language}/pages/${encodeURIComponent(pageId)}`, {
        language,
        signal,
        query: { preview },
      }),
    staleTime: preview ? 0 : TEN_MINUTES,
    meta: { mainResource: true },
  });

export const galleryQuery = (language: Language, dir: string) =>
  queryOptions({
    queryKey: ['content', 'gallery', language, dir] as const,
    queryFn: ({ signal }) => apiGet<GalleryPicture[]>('/pictures', { language, signal, query: { dir } }),
    staleTime: TEN_MINUTES,
    meta: { mainResource: true },
  });

export const agreementsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['content', 'agreements', language] as const,
    queryFn: ({ signal }) => apiGet<Agreement[]>(`/${language}/protocol`, { language, signal }),
    staleTime: TEN_MINUTES,
  });
