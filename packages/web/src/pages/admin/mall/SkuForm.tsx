import { type AdminSkuSave, adminSkuSaveSchema } from '@hotel/contract/schemas/mall';
import { useFieldArray } from 'react-hook-form';
import { SaveOutcome } from '../../../features/admin/ui/AdminError.tsx';
import { emptyLocalizedText, LocalizedTextFields } from '../../../features/admin/ui/fields.tsx';
import { useAdminMutation } from '../../../lib/api/adminApi.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { smallButtonClass } from '../../../ui/buttonClass.ts';
import { CheckboxField } from '../../../ui/form/CheckboxField.tsx';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { FieldGroup } from '../../../ui/form/FieldGroup.tsx';
import { Form } from '../../../ui/form/Form.tsx';
import { applyServerErrors } from '../../../ui/form/messages.ts';
import { TextField } from '../../../ui/form/TextField.tsx';
import { MEMBER_TIER_NUMBERS, type SkuDraft, skuSaveOf } from './goodsDraft.ts';

const MAX_SPECS = 4;

/** The specifications of the SKU form (e.g. size: king), each named and valued in six languages. */
function SpecFields() {
  const { t } = useTranslation();
  const specs = useFieldArray<SkuDraft, 'specs'>({ name: 'specs' });
  return (
    <FieldGroup<SkuDraft> legend={t('admin.mall.form.specs')} name="specs">
      {specs.fields.map((spec, index) => (
        <div key={spec.id} className="flex flex-col gap-2 border-l-2 border-border pl-3">
          <LocalizedTextFields name={`specs.${index}.spec`} label={t('admin.mall.form.specName')} />
          <LocalizedTextFields name={`specs.${index}.value`} label={t('admin.mall.form.specValue')} />
          <div>
            <button type="button" className={smallButtonClass} onClick={() => specs.remove(index)}>
              {t('admin.mall.form.removeSpec')}
            </button>
          </div>
        </div>
      ))}
      {specs.fields.length < MAX_SPECS ? (
        <div>
          <button
            type="button"
            className={smallButtonClass}
            onClick={() => specs.append({ spec: emptyLocalizedText(), value: emptyLocalizedText() })}
          >
            {t('admin.mall.form.addSpec')}
          </button>
        </div>
      ) : null}
    </FieldGroup>
  );
}

/** A price for members of each tier; a tier left empty pays the regular price. */
function TierPriceFields({ currency }: { currency: string }) {
  const { t } = useTranslation();
  return (
    <FieldGroup<SkuDraft> legend={t('admin.mall.form.tierPrices', { currency })} name="tierPrices">
      <div className="flex flex-wrap gap-3">
        {MEMBER_TIER_NUMBERS.map((tier, index) => (
          <TextField<SkuDraft>
            key={tier}
            name={`tierPrices.${index}`}
            type="number"
            min={0}
            step="any"
            label={t(`enums.tier.${tier}`)}
            className="w-32"
          />
        ))}
      </div>
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
  const form = useContractForm(adminSkuSaveSchema, initial, { toRequest: (draft) => skuSaveOf(draft, currency) });
  const save = useAdminMutation<AdminSkuSave>('PUT', () => `/mall/goods/${encodeURIComponent(goodsCode)}/skus`, {
    invalidate: ['/mall/goods', '/audit'],
  });
  const submit = (sku: AdminSkuSave) =>
    save.mutate(sku, {
      onSuccess: () => onSaved?.(),
      onError: (error) => applyServerErrors(form, error, t),
    });
  const title = isNew ? t('admin.mall.form.newSku') : t('admin.mall.form.editSku', { sku: initial.skuCode });
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={title}
      data-testid={isNew ? 'mall-sku-create' : `mall-sku-${initial.skuCode}`}
      className="flex flex-col gap-3 border-t border-border pt-3"
    >
      <h4 className="font-semibold">{title}</h4>
      <div className="flex flex-wrap items-start gap-3">
        <TextField<SkuDraft> name="skuCode" label={t('admin.mall.form.skuCode')} readOnly={!isNew} className="w-48" />
        <TextField<SkuDraft>
          name="price"
          type="number"
          min={0}
          step="any"
          label={t('admin.mall.form.priceIn', { currency })}
          className="w-40"
        />
        <TextField<SkuDraft>
          name="stock"
          type="number"
          min={0}
          step={1}
          label={t('admin.mall.stock')}
          className="w-32"
        />
        <TextField<SkuDraft>
          name="points"
          type="number"
          min={0}
          step={1}
          label={t('admin.mall.form.points')}
          className="w-40"
        />
      </div>
      <SpecFields />
      <TierPriceFields currency={currency} />
      <CheckboxField<SkuDraft> name="isActive" label={t('admin.mall.onSale')} />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('admin.mall.form.saveSku')}
        </Button>
      </div>
      <SaveOutcome save={save} />
    </Form>
  );
}
