import { DEFAULT_CURRENCY } from '@hotel/contract/constants';
import { GOODS_KINDS, GOODS_SORTS, type GoodsKind, type GoodsSort, MALL_PAGE_SIZE } from '@hotel/contract/mall';
import type { GoodsFilters } from '../../features/mall/mallApi.ts';
import { toMinorUnits } from '../../features/mall/priceFilter.ts';

/** The mall's search of a page address (`?q=&category=&kind=&flash=&inStock=&min=&max=&sort=&page=`). */
export function filtersOf(params: URLSearchParams): GoodsFilters {
  const kind = params.get('kind');
  const sort = params.get('sort');
  return {
    keyword: params.get('q') || undefined,
    categoryCode: params.get('category') || undefined,
    kind: (GOODS_KINDS as readonly string[]).includes(kind ?? '') ? (kind as GoodsKind) : undefined,
    flashSale: params.get('flash') === 'true' ? 'true' : undefined,
    inStock: params.get('inStock') === 'true' ? 'true' : undefined,
    minPrice: toMinorUnits(params.get('min'), DEFAULT_CURRENCY),
    maxPrice: toMinorUnits(params.get('max'), DEFAULT_CURRENCY),
    sort: (GOODS_SORTS as readonly string[]).includes(sort ?? '') ? (sort as GoodsSort) : 'recommended',
    page: Math.max(1, Number(params.get('page')) || 1),
    size: MALL_PAGE_SIZE,
  };
}
