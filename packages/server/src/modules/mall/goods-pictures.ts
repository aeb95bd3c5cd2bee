import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import type { PictureArrangement } from '@hotel/contract/schemas/admin-catalog';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { PictureOwner, PictureSets } from '../../platform/picture-sets.ts';
import type { MallAudit } from './admin.service.ts';
import { mallGoods, mallSkus } from './mall.schema.ts';
import { specTextOf } from './views.ts';

type GoodsRow = typeof mallGoods.$inferSelect;
type SkuRow = typeof mallSkus.$inferSelect;

/** Goods as the owner of their gallery, each new picture described by the goods' name. */
function goodsOwner(goodsCode: string, now: () => Date): PictureOwner<GoodsRow> {
  const key = eq(mallGoods.goodsCode, goodsCode);
  return {
    folder: 'goods',
    filePrefix: goodsCode,
    async lock(tx) {
      const [goods] = await tx.select().from(mallGoods).where(key).for('update');
      if (!goods) throw new AppError('goodsNotFound');
      return goods;
    },
    async save(tx, pictures) {
      const [after] = await tx.update(mallGoods).set({ pictures, updatedAt: now() }).where(key).returning();
      return after!;
    },
    describe: (goods) => goods.name,
  };
}

/**
 * A SKU as the owner of its own pictures (what that colour or size looks like), each new picture described by
 * the goods' name and the SKU's specification until staff write what it shows.
 */
function skuOwner(skuCode: string): PictureOwner<SkuRow> {
  const key = eq(mallSkus.skuCode, skuCode);
  let description: GoodsRow['name'] | null = null;
  return {
    folder: 'goods',
    filePrefix: skuCode,
    async lock(tx) {
      const [row] = await tx
        .select({ sku: mallSkus, goods: mallGoods })
        .from(mallSkus)
        .innerJoin(mallGoods, eq(mallGoods.goodsCode, mallSkus.goodsCode))
        .where(key)
        .for('update');
      if (!row) throw new AppError('specificationIdError');
      description = Object.fromEntries(
        Object.entries(row.goods.name).map(([lang, name]) => [
          lang,
          [name, specTextOf(row.sku.specs, lang as Language)].filter(Boolean).join(' · '),
        ]),
      ) as GoodsRow['name'];
      return row.sku;
    },
    async save(tx, pictures) {
      const [after] = await tx.update(mallSkus).set({ pictures }).where(key).returning();
      return after!;
    },
    describe: () => description!,
  };
}

/** Goods' pictures through the one picture service (see platform/picture-sets.ts), audited as the mall's. */
export function createGoodsPictures(deps: { db: Db; sets: PictureSets; now: () => Date }) {
  const { db, sets, now } = deps;
  const auditAs =
    (audit: MallAudit, action: string, goodsCode: string) => (tx: Db, before: GoodsRow | null, after: GoodsRow) =>
      audit(tx, {
        action,
        entityType: 'mallGoods',
        entityId: goodsCode,
        before: { pictures: before?.pictures ?? null },
        after: { pictures: after.pictures },
      });
  const skuAudit =
    (audit: MallAudit, action: string, skuCode: string) => (tx: Db, before: SkuRow | null, after: SkuRow) =>
      audit(tx, {
        action,
        entityType: 'mallSku',
        entityId: skuCode,
        before: { pictures: before?.pictures ?? null },
        after: { pictures: after.pictures },
      });
  return {
    addSkuPictures: (skuCode: string, uploads: Buffer[], audit: MallAudit) =>
      sets.add(db, skuOwner(skuCode), uploads, skuAudit(audit, 'mall.sku.picturesAdded', skuCode)),
    arrangeSkuPictures: (skuCode: string, arrangement: PictureArrangement, audit: MallAudit) =>
      sets.arrange(db, skuOwner(skuCode), arrangement, skuAudit(audit, 'mall.sku.picturesArranged', skuCode)),
    addGoodsPictures: (goodsCode: string, uploads: Buffer[], audit: MallAudit) =>
      sets.add(db, goodsOwner(goodsCode, now), uploads, auditAs(audit, 'mall.goods.picturesAdded', goodsCode)),
    arrangeGoodsPictures: (goodsCode: string, arrangement: PictureArrangement, audit: MallAudit) =>
      sets.arrange(
        db,
        goodsOwner(goodsCode, now),
        arrangement,
        auditAs(audit, 'mall.goods.picturesArranged', goodsCode),
      ),
  };
}
export type GoodsPictures = ReturnType<typeof createGoodsPictures>;

/** What the audit log calls goods and their SKUs: the goods' name (and the SKU's specification). */
export function goodsAuditNames(db: Db) {
  return {
    mallGoods: async (ids: string[], lang: Language) => {
      const rows = await db.select().from(mallGoods).where(inArray(mallGoods.goodsCode, ids));
      return new Map(rows.map((row) => [row.goodsCode, inLanguage(row.name, lang) || row.goodsCode]));
    },
    mallSku: async (ids: string[], lang: Language) => {
      const rows = await db
        .select({ sku: mallSkus, goods: mallGoods })
        .from(mallSkus)
        .innerJoin(mallGoods, eq(mallGoods.goodsCode, mallSkus.goodsCode))
        .where(inArray(mallSkus.skuCode, ids));
      return new Map(
        rows.map(({ sku, goods }) => [
          sku.skuCode,
          [inLanguage(goods.name, lang) || goods.goodsCode, specTextOf(sku.specs, lang)].filter(Boolean).join(' · '),
        ]),
      );
    },
  };
}
