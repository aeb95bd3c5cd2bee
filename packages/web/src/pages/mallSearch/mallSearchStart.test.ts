import { MALL_API } from '@hotel/contract/schemas/mall';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { goodsDetailQuery, goodsQuery } from '../../features/mall/mallApi.ts';
import { buildUrl, type QueryValue } from '../../lib/api/client.ts';
import { startMallProduct } from '../mallProduct/mallProductStart.ts';
import { filtersOf } from './mallFilters.ts';
import { defaultGoodsPath, startMallSearch } from './mallSearchStart.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('asks, for a guest who has searched nothing, the very page of goods the server answers in the first paint', () => {
  const asked = buildUrl(MALL_API.goods('ko-KR'), filtersOf(new URLSearchParams()) as Record<string, QueryValue>);
  expect(asked).toBe(buildUrl(defaultGoodsPath('ko-KR')));
});

it("puts the server's answers (the mall's first page, a product) in the cache instead of asking", async () => {
  const page = { total: 1, list: [{ goodsCode: 'PILLOW-CLOUD' }] };
  const product = { goodsCode: 'PILLOW-CLOUD', name: 'ピロー', serverTime: new Date().toISOString() };
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'first-paint-data';
  script.textContent = JSON.stringify({
    language: 'ja',
    responses: { [defaultGoodsPath('ja')]: page, '/ja/mall/goods/PILLOW-CLOUD': product },
  });
  document.body.append(script);
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(String(url));
      return new Response(JSON.stringify({ errorCode: 0, data: null, message: '' }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const queryClient = new QueryClient();
  await startMallSearch(queryClient, 'ja', '?utm_source=mail');
  await startMallProduct(queryClient, 'ja', 'PILLOW-CLOUD');
  expect(queryClient.getQueryData(goodsQuery('ja', filtersOf(new URLSearchParams())).queryKey)).toEqual(page);
  expect(queryClient.getQueryData(goodsDetailQuery('ja', 'PILLOW-CLOUD').queryKey)).toEqual(product);
  expect(asked).toEqual([]);
  // A guest's own search is asked for.
  await startMallSearch(queryClient, 'ja', '?q=pillow');
  expect(asked.some((url) => url.includes('keyword=pillow'))).toBe(true);
  script.remove();
});
