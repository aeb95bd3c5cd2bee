import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import type {
  GoodsDetail,
  GoodsPage,
  GoodsSearchQuery,
  GoodsSummary,
  MallCategory,
} from '@hotel/contract/schemas/mall';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { sanitizeRichText, withResizedPictures } from '../../platform/sanitize.ts';
import { findGoods, listCategories, listGoodsWithSkus } from './mall.repo.ts';
import { needsAddress } from './pricing.ts';
import { pageReviews } from './reviews.repo.ts';
import { pictureOf, skuView, summaryView } from './views.ts';

const SORTS: Record<GoodsSearchQuery['sort'], (a: GoodsSummary, b: GoodsSummary) => number> = {
  recommended: () => 0,
  priceAsc: (a, b) => a.price - b.price,
  priceDesc: (a, b) => b.price - a.price,
  newest: () => 0,
  sales: (a, b) => b.sales - a.sales,
  rating: (a, b) => b.rating.average - a.rating.average || b.rating.count - a.rating.count,
};

/** The mall's shop window: categories, search with filters and sorting, and the product page. */
export function createMallCatalog(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  async function categories(lang: Language): Promise<MallCategory[]> {
    const rows = await listCategories(db);
    return rows.map(({ category, goodsCount }) => ({
      categoryCode: category.categoryCode,
      name: inLanguage(category.name, lang),
      picture: category.picture ? pictureOf(category.picture, lang) : null,
      goodsCount,
    }));
  }

  async function search(query: GoodsSearchQuery, lang: Language): Promise<GoodsPage> {
    const now = deps.now();
    const rows = await listGoodsWithSkus(db, { categoryCode: query.categoryCode, kind: query.kind });
    const keyword = query.keyword?.toLocaleLowerCase(lang);
    let list = rows
      .filter(({ skus }) => skus.length > 0)
      .filter(({ goods }) => {
        if (!keyword) return true;
        const texts = [
          inLanguage(goods.name, lang),
          inLanguage(goods.subtitle, lang),
          goods.name['en-US'],
          goods.goodsCode,
        ];
        return texts.some((text) => text?.toLocaleLowerCase(lang).includes(keyword));
      })
      .map(({ goods, skus }) => ({ created: goods.createdAt.getTime(), summary: summaryView(goods, skus, lang, now) }));
    if (query.sort === 'newest') list.sort((a, b) => b.created - a.created);
    list = list.filter(({ summary }) => {
      if (query.minPrice !== undefined && summary.price < query.minPrice) return false;
      if (query.maxPrice !== undefined && summary.price > query.maxPrice) return false;
      if (query.flashSale === 'true' && !summary.flashSale) return false;
      if (query.inStock === 'true' && summary.soldOut) return false;
      return true;
    });
    const summaries = list.map(({ summary }) => summary).sort(SORTS[query.sort]);
    const start = (query.page - 1) * query.size;
    return {
      list: summaries.slice(start, start + query.size),
      total: summaries.length,
      page: query.page,
      size: query.size,
    };
  }

  async function detail(goodsCode: string, lang: Language): Promise<GoodsDetail> {
    const found = await findGoods(db, goodsCode);
    if (!found?.goods.isActive) throw new AppError('goodsNotFound');
    const now = deps.now();
    const { goods } = found;
    const skus = found.skus.filter((sku) => sku.isActive);
    const specNames: { name: string; values: string[] }[] = [];
    for (const sku of skus) {
      sku.specs.forEach((spec, index) => {
        specNames[index] ??= { name: inLanguage(spec.spec, lang), values: [] };
        const entry = specNames[index]!;
        if (!entry.values.includes(inLanguage(spec.value, lang))) entry.values.push(inLanguage(spec.value, lang));
      });
    }
    const reviews = await pageReviews(db, { goodsCode, hidden: false }, 1, 5, lang);
    const summary = summaryView(goods, skus, lang, now);
    return {
      ...summary,
      description: withResizedPictures(sanitizeRichText(inLanguage(goods.description, lang))),
      pictures: goods.pictures.map((picture) => pictureOf(picture, lang)),
      specs: specNames,
      skus: skus.map((sku) => skuView(goods, sku, lang, now)),
      minPurchase: goods.minPurchase,
      limits: goods.limits,
      voucher: goods.voucher
        ? {
            serviceName: inLanguage(goods.voucher.serviceName, lang),
            uses: goods.voucher.uses,
            validDays: goods.voucher.validDays,
            hotelCodes: goods.voucher.hotelCodes,
          }
        : null,
      refundable: goods.refundable,
      commissionRateBp: goods.commissionRateBp,
      needsAddress: needsAddress([goods.kind]),
      reviews: { rating: summary.rating, latest: reviews.list },
      serverTime: now.toISOString(),
    };
  }

  const reviews = (goodsCode: string, page: number, size: number, lang: Language, withPictures = false) =>
    pageReviews(db, { goodsCode, hidden: false, withPictures }, page, size, lang);

  return { categories, search, detail, reviews };
}
export type MallCatalog = ReturnType<typeof createMallCatalog>;
