import { defaultHotelListQuery } from '@hotel/contract/hotelList';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { hotelSearchQuery } from '../../features/hotels/hotelSearchApi.ts';
import { localToday } from '../../features/search/searchState.ts';
import { startHotelList } from './hotelListStart.ts';
import { hotelListParams, searchWithStay } from './useHotelListParams.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('first-paint-data')?.remove();
  sessionStorage.clear();
});

it("asks, for a guest who has searched nothing, the very search the server answers in the list's first paint", () => {
  sessionStorage.clear();
  const { query } = searchWithStay(new URLSearchParams());
  const asked = Object.fromEntries(Object.entries(hotelListParams(query)).map(([key, value]) => [key, String(value)]));
  const answered = Object.fromEntries(
    Object.entries(defaultHotelListQuery(localToday())).map(([key, value]) => [key, String(value)]),
  );
  expect(asked).toEqual(answered);
});

it("puts the server's answer in the cache and asks the server only for the rest", async () => {
  const answer = { total: 1, list: [{ hotelCode: 'SHA001' }], otherData: { isAllFull: false } };
  const search = new URLSearchParams(
    Object.entries(defaultHotelListQuery(localToday())).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'first-paint-data';
  script.textContent = JSON.stringify({ language: 'ja', responses: { [`/ja/hotels/search?${search}`]: answer } });
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
  await startHotelList(queryClient, 'ja', '');
  const { query } = searchWithStay(new URLSearchParams());
  expect(queryClient.getQueryData(hotelSearchQuery('ja', hotelListParams(query)).queryKey)).toEqual(answer);
  expect(asked.some((url) => url.includes('/hotels/search'))).toBe(false);
  expect(asked.some((url) => url.includes('/hotels/filter'))).toBe(true);
});
