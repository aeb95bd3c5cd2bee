import { inLanguage } from '@hotel/contract/localizedText';
import { adminStockSchema } from '@hotel/contract/schemas/mall';
import { useState } from 'react';
import {
  type MallGoodsRow,
  useMallGoods,
  useMallGoodsItem,
  useSetStock,
} from '../../../features/admin/mall/mallAdminApi.ts';
import { AdminError, SaveOutcome } from '../../../features/admin/ui/AdminError.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { typedNumber } from '../../../features/admin/ui/draftForm.ts';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { smallButtonClass } from '../../../ui/buttonClass.ts';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import { GoodsEditor } from './GoodsEditor.tsx';

const stockOf = (draft: { stock: string }) => ({ stock: typedNumber(draft.stock) });

/** One SKU's stock: the number on hand, set to a new figure (never below zero). */
function StockForm({ skuCode, stock }: { skuCode: string; stock: number }) {
  const { t } = useTranslation();
  const save = useSetStock(skuCode);
  const form = useContractForm(adminStockSchema, { stock: String(stock) }, { toRequest: stockOf });
  return (
    <Form
      form={form}
      onSubmit={(change) => save.mutate({ stock: change.stock ?? 0 })}
      className="flex flex-wrap items-end gap-2"
      data-testid={`stock-${skuCode}`}
    >
      <TextField
        name="stock"
        label={t('admin.mall.stockOf', { sku: skuCode })}
        type="number"
        min={0}
        step={1}
        className="w-40"
      />
      <button type="submit" className={smallButtonClass} disabled={save.isPending}>
        {t('admin.common.save')}
      </button>
      <SaveOutcome save={save} />
    </Form>
  );
}

/** The SKUs of one goods, with price and a stock form each. */
function Skus({ goods }: { goods: MallGoodsRow }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormat({ isFloat: true });
  const item = useMallGoodsItem(goods.goodsCode);
  return (
    <section
      aria-labelledby="mall-skus"
      className="flex flex-col gap-2 rounded-md border border-border bg-background p-4"
    >
      <h3 id="mall-skus" className="font-semibold">
        {t('admin.mall.skusOf', { name: goods.name })}
      </h3>
      <AdminError error={item.error} />
      <ul className="flex flex-col gap-3">
        {(item.data?.skus ?? []).map((sku) => (
          <li key={sku.skuCode} className="flex flex-col gap-1 border-t border-border pt-2">
            <p className="text-sm">
              <span className="font-semibold">{sku.skuCode}</span>{' '}
              {sku.specs
                .map((spec) => `${inLanguage(spec.spec, language)}: ${inLanguage(spec.value, language)}`)
                .join(' · ')}{' '}
              · {format.money(sku.price, goods.currency)} ·{' '}
              {t(sku.isActive ? 'admin.mall.onSale' : 'admin.mall.offSale')}
            </p>
            <StockForm skuCode={sku.skuCode} stock={sku.stock} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The goods of the mall (all, on sale or not) with their stock; choose one to see and restock its SKUs. */
export function MallGoods() {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const goods = useMallGoods();
  const [chosen, setChosen] = useState<string | null>(null);
  /** The goods in the editor: null for a new one; undefined when the editor is closed. */
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const edit = (goodsCode: string | null) => {
    setChosen(null);
    setEditing(goodsCode);
  };
  const current = goods.data?.find((row) => row.goodsCode === chosen);
  const columns: Column<MallGoodsRow>[] = [
    { key: 'code', header: t('admin.common.code'), render: (row) => row.goodsCode },
    { key: 'name', header: t('admin.common.name'), render: (row) => row.name },
    { key: 'kind', header: t('admin.mall.kind'), render: (row) => t(`admin.mall.kinds.${row.kind}`) },
    {
      key: 'price',
      header: t('admin.mall.price'),
      numeric: true,
      render: (row) => format.money(row.price, row.currency),
    },
    { key: 'skus', header: t('admin.mall.skus'), numeric: true, render: (row) => format.number(row.skuCount) },
    { key: 'stock', header: t('admin.mall.stock'), numeric: true, render: (row) => format.number(row.stock) },
    { key: 'sales', header: t('admin.mall.sales'), numeric: true, render: (row) => format.number(row.sales) },
    {
      key: 'commission',
      header: t('admin.mall.commissionRate'),
      numeric: true,
      render: (row) => format.percent(row.commissionRateBp / 10_000),
    },
    {
      key: 'active',
      header: t('admin.common.status'),
      render: (row) => t(row.isActive ? 'admin.mall.onSale' : 'admin.mall.offSale'),
    },
    {
      key: 'open',
      header: t('admin.common.actions'),
      render: (row) => (
        <div className="flex flex-wrap gap-1">
          <button
            type="button"
            className={smallButtonClass}
            onClick={() => {
              setEditing(undefined);
              setChosen(row.goodsCode);
            }}
          >
            {t('admin.mall.manageStock')}
          </button>
          <button type="button" className={smallButtonClass} onClick={() => edit(row.goodsCode)}>
            {t('admin.common.edit')}
          </button>
        </div>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button variant="secondary" data-testid="mall-goods-new" onClick={() => edit(null)}>
          {t('admin.mall.newGoods')}
        </Button>
      </div>
      {editing !== undefined ? (
        <GoodsEditor
          key={editing ?? 'new'}
          goodsCode={editing}
          onClose={() => setEditing(undefined)}
          onCreated={(goodsCode) => setEditing(goodsCode)}
        />
      ) : null}
      <AdminError error={goods.error} />
      {goods.data ? (
        <DataTable
          caption={t('admin.mall.tabs.goods')}
          columns={columns}
          rows={goods.data}
          rowKey={(row) => row.goodsCode}
          testId="mall-goods"
        />
      ) : null}
      {current ? <Skus key={current.goodsCode} goods={current} /> : null}
    </div>
  );
}
