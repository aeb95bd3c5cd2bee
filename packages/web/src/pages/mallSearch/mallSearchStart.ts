import type { Language } from '@hotel/contract/languages';
import { DEFAULT_GOODS_QUERY, MALL_API } from '@hotel/contract/mall';
import type { QueryClient } from '@tanstack/react-query';
import { inlinedAnswer } from '../../app/boot.ts';
import { goodsQuery } from '../../features/mall/mallApi.ts';
import { filtersOf } from './mallFilters.ts';

/** Where the server inlines the mall's first page (platform/first-paint.ts): its path and query. */
export const defaultGoodsPath = (language: Language) =>
  `${MALL_API.goods(language)}?${new URLSearchParams(
    Object.entries(DEFAULT_GOODS_QUERY).map(([key, value]): [string, string] => [key, String(value)]),
  )}`;

/**
 * Starts the mall's goods at start-up, as MallSearchPage asks for them (same key): the first page the
 * server inlined for an address that names no search, else asked at once. Resolves when they are there.
 */
export async function startMallSearch(queryClient: QueryClient, language: Language, search: string): Promise<unknown> {
  const params = new URLSearchParams(search);
  const query = goodsQuery(language, filtersOf(params));
  const searched = [...params.keys()].some((key) => !key.startsWith('utm_'));
  const inlined = searched ? undefined : inlinedAnswer(defaultGoodsPath(language), language);
  if (inlined !== undefined) {
    queryClient.setQueryData(query.queryKey, inlined as never);
    return undefined;
  }
  return queryClient.prefetchQuery(query);
}
