import type { Language } from '@hotel/contract/languages';
import { MALL_API } from '@hotel/contract/mall';
import type { GoodsDetail } from '@hotel/contract/schemas/mall';
import type { QueryClient } from '@tanstack/react-query';
import { inlinedAnswer } from '../../app/boot.ts';
import { goodsDetailQuery } from '../../features/mall/mallApi.ts';

/**
 * Starts a product's detail at start-up, as MallProductPage asks for it (same key): the answer the server
 * inlined (platform/first-paint.ts), else asked at once. The inlined answer counts as fetched when the page
 * was asked for (the countdowns take the server clock's offset from it). Resolves when it is there.
 */
export async function startMallProduct(
  queryClient: QueryClient,
  language: Language,
  goodsCode: string,
): Promise<unknown> {
  const query = goodsDetailQuery(language, goodsCode);
  const inlined = inlinedAnswer<GoodsDetail>(MALL_API.goodsDetail(language, goodsCode), language);
  if (inlined !== undefined) {
    queryClient.setQueryData(query.queryKey, inlined, { updatedAt: Math.round(performance.timeOrigin) });
    return undefined;
  }
  return queryClient.prefetchQuery(query).catch(() => undefined);
}
