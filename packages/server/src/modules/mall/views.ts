import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import { pictureAltIn } from '@hotel/contract/pictures';
import type { GoodsSummary, MallPicture, Sku } from '@hotel/contract/schemas/mall';
import type { StoredPicture } from '../../db/columns.ts';
import type { GoodsRow, SkuRow } from './mall.repo.ts';
import type { StoredSpec } from './mall.schema.ts';
import { flashPrice, flashStateOf, saleStateOf, unitPriceOf } from './pricing.ts';

export function pictureOf(picture: StoredPicture, lang: Language): MallPicture {
  return { url: picture.url, alt: pictureAltIn(picture.alt, lang), width: picture.width, height: picture.height };
}

export function specTextOf(specs: readonly StoredSpec[], lang: Language): string {
  return specs.map((spec) => `${inLanguage(spec.spec, lang)}: ${inLanguage(spec.value, lang)}`).join(' / ');
}

/** Whether a SKU can be bought now: active, in stock, product active and on sale. */
export function skuAvailable(goods: GoodsRow, sku: SkuRow, now: Date): boolean {
  return goods.isActive && sku.isActive && sku.stock > 0 && saleStateOf(goods, now) === 'onSale';
}

export function skuView(goods: GoodsRow, sku: SkuRow, lang: Language, now: Date): Sku {
  const paid = unitPriceOf(sku.price, goods, now);
  return {
    skuCode: sku.skuCode,
    specs: sku.specs.map((spec) => ({ spec: inLanguage(spec.spec, lang), value: inLanguage(spec.value, lang) })),
    price: paid.price,
    originalPrice: sku.price,
    flashPrice: goods.flashDiscountPercent ? flashPrice(sku.price, goods.flashDiscountPercent) : null,
    points: sku.points,
    tierPrices: [...sku.tierPrices].sort((a, b) => a.tier - b.tier),
    stock: sku.stock,
    pictures: sku.pictures.map((picture) => pictureOf(picture, lang)),
    available: skuAvailable(goods, sku, now),
  };
}

export function ratingOf(goods: GoodsRow) {
  return {
    average: goods.ratingCount ? Math.round((goods.ratingSum / goods.ratingCount) * 10) / 10 : 0,
    count: goods.ratingCount,
  };
}

export function summaryView(goods: GoodsRow, skus: SkuRow[], lang: Language, now: Date): GoodsSummary {
  const active = skus.filter((sku) => sku.isActive);
  const prices = active.map((sku) => unitPriceOf(sku.price, goods, now).price);
  const regular = active.map((sku) => sku.price);
  const flash = flashStateOf(goods, now);
  const first = goods.pictures[0];
  return {
    goodsCode: goods.goodsCode,
    categoryCode: goods.categoryCode,
    kind: goods.kind as GoodsSummary['kind'],
    name: inLanguage(goods.name, lang),
    subtitle: inLanguage(goods.subtitle, lang),
    picture: first ? pictureOf(first, lang) : null,
    price: prices.length ? Math.min(...prices) : 0,
    originalPrice: regular.length ? Math.min(...regular) : 0,
    currency: goods.currency,
    points: active.length ? Math.min(...active.map((sku) => sku.points)) : 0,
    saleStartsAt: goods.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: goods.saleEndsAt?.toISOString() ?? null,
    saleState: saleStateOf(goods, now),
    flashSale:
      flash === 'none'
        ? null
        : {
            discountPercent: goods.flashDiscountPercent!,
            startsAt: goods.flashStartsAt!.toISOString(),
            endsAt: goods.flashEndsAt!.toISOString(),
            active: flash === 'active',
            price: Math.min(...regular.map((price) => flashPrice(price, goods.flashDiscountPercent!))),
          },
    soldOut: active.every((sku) => sku.stock <= 0),
    sales: goods.sales,
    rating: ratingOf(goods),
  };
}
