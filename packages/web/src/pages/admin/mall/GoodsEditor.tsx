import { inLanguage } from '@hotel/contract/localizedText';
import type { StoredMallGoodsItem } from '@hotel/contract/schemas/admin-content-records';
import { useState } from 'react';
import { PictureManager } from '../../../features/admin/pictures/PictureManager.tsx';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { useAdminQuery } from '../../../lib/api/adminApi.ts';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { GoodsForm } from './GoodsForm.tsx';
import { goodsDraftOf, newGoodsDraft, newSkuDraft, skuDraftOf } from './goodsDraft.ts';
import { SkuForm } from './SkuForm.tsx';

/** The SKUs of a saved goods: one form each, and one for a new SKU (cleared after each save). */
function SkuForms({ item }: { item: StoredMallGoodsItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [added, setAdded] = useState(0);
  const { goodsCode, currency } = item.goods;
  return (
    <section aria-label={t('admin.mall.skusOf', { name: goodsCode })} className="flex flex-col gap-2">
      <h3 className="font-semibold">{t('admin.mall.skusOf', { name: goodsCode })}</h3>
      {item.skus.map((sku) => (
        <div key={sku.skuCode} className="flex flex-col gap-2">
          <SkuForm goodsCode={goodsCode} currency={currency} initial={skuDraftOf(sku, currency)} isNew={false} />
          {/* The SKU's own pictures (what this colour or size looks like): guests see them when they choose it. */}
          <PictureManager
            owner={sku}
            path={`/mall/skus/${encodeURIComponent(sku.skuCode)}/pictures`}
            invalidate={['/mall/goods']}
            title={t('admin.catalog.pictures.skuTitle', {
              name: [sku.skuCode, ...sku.specs.map((spec) => inLanguage(spec.value, language))]
                .filter(Boolean)
                .join(' · '),
            })}
            testId={`sku-${sku.skuCode}`}
          />
        </div>
      ))}
      <SkuForm
        key={`new-${added}`}
        goodsCode={goodsCode}
        currency={currency}
        initial={newSkuDraft()}
        isNew
        onSaved={() => setAdded(added + 1)}
      />
    </section>
  );
}

/** A stored goods loaded for editing, with its SKUs. */
function StoredGoods({ goodsCode, onClose }: { goodsCode: string; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const path = `/mall/goods/${encodeURIComponent(goodsCode)}`;
  const item = useAdminQuery<StoredMallGoodsItem>(path);
  if (item.error) return <AdminError error={item.error} />;
  if (!item.data || item.data.goods.goodsCode !== goodsCode) return null;
  return (
    <div className="flex flex-col gap-4 rounded-md border border-border p-4" data-testid="mall-goods-editor">
      <GoodsForm
        key={goodsCode}
        initial={goodsDraftOf(item.data.goods)}
        isNew={false}
        onSaved={() => undefined}
        onClose={onClose}
      />
      <PictureManager
        owner={item.data.goods}
        path={`${path}/pictures`}
        invalidate={['/mall/goods']}
        title={t('admin.catalog.pictures.goodsTitle', { name: inLanguage(item.data.goods.name, language) })}
        testId="goods"
      />
      <SkuForms item={item.data} />
    </div>
  );
}

/**
 * "New goods" (`goodsCode` null) then, once saved, the same goods with its SKU forms; or an existing
 * goods (`goodsCode` given) to edit.
 */
export function GoodsEditor({
  goodsCode,
  onClose,
  onCreated,
}: {
  goodsCode: string | null;
  onClose: () => void;
  onCreated: (goodsCode: string) => void;
}) {
  if (goodsCode) return <StoredGoods key={goodsCode} goodsCode={goodsCode} onClose={onClose} />;
  return <GoodsForm initial={newGoodsDraft()} isNew onSaved={onCreated} onClose={onClose} />;
}
