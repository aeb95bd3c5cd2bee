import type { Language } from '@hotel/contract/languages';
import { adminSkuSaveSchema } from '@hotel/contract/schemas/mall';
import { type FormEvent, useState } from 'react';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import {
  CheckboxField,
  emptyLocalizedText,
  FieldGroup,
  LocalizedTextFields,
  TextField,
} from '../../../features/admin/ui/fields.tsx';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { smallButtonClass } from '../../../ui/buttonClass.ts';
import { errorsUnder, type SkuDraft, skuSaveOf } from './goodsDraft.ts';
import { useCheckedSave } from './useCheckedSave.ts';

const MAX_SPECS = 4;
type Spec = SkuDraft['specs'][number];

/** The specifications of a SKU (e.g. size: king), each named and valued in six languages. */
function SpecFields({
  value,
  onChange,
  errors,
}: {
  value: Spec[];
  onChange: (specs: Spec[]) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const change = (index: number, spec: Partial<Spec>) =>
    onChange(value.map((old, at) => (at === index ? { ...old, ...spec } : old)));
  return (
    <FieldGroup legend={t('admin.mall.form.specs')}>
      {value.map((spec, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: specs have no identity of their own
        <div key={index} className="flex flex-col gap-2 border-l-2 border-border pl-3">
          <LocalizedTextFields
            label={t('admin.mall.form.specName')}
            value={spec.spec}
            onChange={(text) => change(index, { spec: text })}
            errors={errorsUnder(errors, `${index}.spec`) as Partial<Record<Language, string>>}
          />
          <LocalizedTextFields
            label={t('admin.mall.form.specValue')}
            value={spec.value}
            onChange={(text) => change(index, { value: text })}
            errors={errorsUnder(errors, `${index}.value`) as Partial<Record<Language, string>>}
          />
          <div>
            <button
              type="button"
              className={smallButtonClass}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
            >
              {t('admin.mall.form.removeSpec')}
            </button>
          </div>
        </div>
      ))}
      {value.length < MAX_SPECS ? (
        <div>
          <button
            type="button"
            className={smallButtonClass}
            onClick={() => onChange([...value, { spec: emptyLocalizedText(), value: emptyLocalizedText() }])}
          >
            {t('admin.mall.form.addSpec')}
          </button>
        </div>
      ) : null}
    </FieldGroup>
  );
}

/** Creates or edits one SKU of a goods (`PUT /mall/goods/:goodsCode/skus`): specs, price, stock, on sale. */
export function SkuForm({
  goodsCode,
  currency,
  initial,
  isNew,
  onSaved,
}: {
  goodsCode: string;
  currency: string;
  initial: SkuDraft;
  isNew: boolean;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const { submit, errors, save } = useCheckedSave(
    adminSkuSaveSchema,
    `/mall/goods/${encodeURIComponent(goodsCode)}/skus`,
    ['/mall/goods', '/audit'],
  );
  const set = <K extends keyof SkuDraft>(key: K, value: SkuDraft[K]) => setDraft((old) => ({ ...old, [key]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(skuSaveOf(draft, currency), () => onSaved?.());
  };
  const title = isNew ? t('admin.mall.form.newSku') : t('admin.mall.form.editSku', { sku: draft.skuCode });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={title}
      data-testid={isNew ? 'mall-sku-create' : `mall-sku-${draft.skuCode}`}
      className="flex flex-col gap-3 border-t border-border pt-3"
    >
      <h4 className="font-semibold">{title}</h4>
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          label={t('admin.mall.form.skuCode')}
          value={draft.skuCode}
          onChange={(value) => set('skuCode', value)}
          error={errors.skuCode}
          readOnly={!isNew}
          className="w-48"
        />
        <TextField
          type="number"
          min={0}
          step="any"
          label={t('admin.mall.form.priceIn', { currency })}
          value={draft.price}
          onChange={(value) => set('price', value)}
          error={errors.price}
          className="w-40"
        />
        <TextField
          type="number"
          min={0}
          step={1}
          label={t('admin.mall.stock')}
          value={draft.stock}
          onChange={(value) => set('stock', value)}
          error={errors.stock}
          className="w-32"
        />
      </div>
      <SpecFields value={draft.specs} onChange={(specs) => set('specs', specs)} errors={errorsUnder(errors, 'specs')} />
      <CheckboxField label={t('admin.mall.onSale')} checked={draft.isActive} onChange={(on) => set('isActive', on)} />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('admin.mall.form.saveSku')}
        </Button>
      </div>
      <AdminError error={save.error} />
      {save.isSuccess ? (
        <p role="status" className="text-sm text-success">
          {t('admin.common.saved')}
        </p>
      ) : null}
    </form>
  );
}
