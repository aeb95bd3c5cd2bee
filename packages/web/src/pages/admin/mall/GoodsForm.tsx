import { type AdminGoodsSave, adminGoodsSaveSchema, GOODS_KINDS } from '@hotel/contract/schemas/mall';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { SaveOutcome } from '../../../features/admin/ui/AdminError.tsx';
import { LocalizedTextFields } from '../../../features/admin/ui/fields.tsx';
import { categoriesQuery } from '../../../features/mall/mallApi.ts';
import { useAdminMutation } from '../../../lib/api/adminApi.ts';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxField } from '../../../ui/form/CheckboxField.tsx';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { FieldGroup } from '../../../ui/form/FieldGroup.tsx';
import { Form } from '../../../ui/form/Form.tsx';
import { applyServerErrors } from '../../../ui/form/messages.ts';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import { GOODS_FIELDS, type GoodsDraft, goodsSaveOf } from './goodsDraft.ts';
import { LimitRules } from './LimitRules.tsx';

const INVALIDATE = ['/mall/goods', '/audit'] as const;

/** The goods' categories as the guest site lists them (the stored code kept when it is not listed). */
function useCategoryOptions(current: string) {
  const language = useLanguage();
  const categories = useQuery(categoriesQuery(language));
  const options = (categories.data ?? []).map((row) => ({ value: row.categoryCode, label: row.name }));
  return current && !options.some((option) => option.value === current)
    ? [...options, { value: current, label: current }]
    : options;
}

/** The flash sale's discount and window, shown while it is switched on. */
function FlashSaleFields() {
  const { t } = useTranslation();
  const on = useWatch<GoodsDraft, 'flashOn'>({ name: 'flashOn' });
  return (
    <FieldGroup legend={t('admin.mall.form.flashSale')}>
      <CheckboxField<GoodsDraft> name="flashOn" label={t('admin.mall.form.flashOn')} />
      {on ? (
        <div className="flex flex-wrap items-start gap-3">
          <TextField<GoodsDraft>
            name="flashSale.discountPercent"
            type="number"
            min={1}
            step={1}
            label={t('admin.mall.form.flashPercent')}
            className="w-40"
          />
          <TextField<GoodsDraft>
            name="flashSale.startsAt"
            type="datetime-local"
            label={t('admin.mall.form.flashStartsAt')}
          />
          <TextField<GoodsDraft>
            name="flashSale.endsAt"
            type="datetime-local"
            label={t('admin.mall.form.flashEndsAt')}
          />
        </div>
      ) : null}
    </FieldGroup>
  );
}

/**
 * Creates (`isNew`) or edits one goods: category, kind, texts in six languages, sale window, flash sale,
 * purchase limits and commission; checked with the contract's schema, the server's refusals per field.
 */
export function GoodsForm({
  initial,
  isNew,
  onSaved,
  onClose,
}: {
  initial: GoodsDraft;
  isNew: boolean;
  onSaved: (goodsCode: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useContractForm(adminGoodsSaveSchema, initial, { toRequest: goodsSaveOf, fieldNames: GOODS_FIELDS });
  const save = useAdminMutation<AdminGoodsSave, { goodsCode: string }>('PUT', () => '/mall/goods', {
    invalidate: INVALIDATE,
  });
  const categories = useCategoryOptions(initial.categoryCode);
  const submit = (goods: AdminGoodsSave) =>
    save.mutate(goods, {
      onSuccess: (saved) => onSaved(saved.goodsCode),
      onError: (error) => applyServerErrors(form, error, t, GOODS_FIELDS),
    });
  const title = isNew ? t('admin.mall.newGoods') : t('admin.mall.editGoodsOf', { code: initial.goodsCode });
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={title}
      data-testid={isNew ? 'mall-goods-create' : 'mall-goods-edit'}
      className="flex flex-col gap-4 rounded-md border border-border bg-background p-4"
    >
      <h2 className="font-semibold">{title}</h2>
      <div className="flex flex-wrap items-start gap-3">
        <TextField<GoodsDraft>
          name="goodsCode"
          label={t('admin.mall.form.goodsCode')}
          readOnly={!isNew}
          className="w-56"
        />
        <SelectField<GoodsDraft>
          // Mounted again when the categories arrive, so the stored one shows.
          key={categories.length}
          name="categoryCode"
          label={t('admin.mall.form.category')}
          options={categories}
          placeholder={t('admin.common.choose')}
          className="w-56"
        />
        <SelectField<GoodsDraft>
          name="kind"
          label={t('admin.mall.kind')}
          options={GOODS_KINDS.map((kind) => ({ value: kind, label: t(`admin.mall.kinds.${kind}`) }))}
          className="w-56"
        />
        <TextField<GoodsDraft>
          name="currency"
          label={t('admin.mall.form.currency')}
          rules={{ setValueAs: (text: string) => text.toUpperCase() }}
          maxLength={3}
          className="w-28"
          inputClassName="uppercase"
        />
      </div>
      <LocalizedTextFields name="name" label={t('admin.mall.form.name')} />
      <LocalizedTextFields name="subtitle" label={t('admin.mall.form.subtitle')} />
      <LocalizedTextFields name="description" label={t('admin.mall.form.description')} multiline />
      <p className="text-sm text-muted">{t('admin.mall.form.picturesNote')}</p>
      <FieldGroup legend={t('admin.mall.form.saleWindow')}>
        <div className="flex flex-wrap items-start gap-3">
          <TextField<GoodsDraft> name="saleStartsAt" type="datetime-local" label={t('admin.mall.form.saleStartsAt')} />
          <TextField<GoodsDraft> name="saleEndsAt" type="datetime-local" label={t('admin.mall.form.saleEndsAt')} />
        </div>
      </FieldGroup>
      <FlashSaleFields />
      <div className="flex flex-wrap items-start gap-3">
        <TextField<GoodsDraft>
          name="minPurchase"
          type="number"
          min={1}
          step={1}
          label={t('admin.mall.form.minPurchase')}
          className="w-40"
        />
        <TextField<GoodsDraft>
          name="commissionPercent"
          type="number"
          min={0}
          max={50}
          step={0.01}
          label={t('admin.mall.form.commissionPercent')}
          className="w-48"
        />
        <TextField<GoodsDraft>
          name="sortOrder"
          type="number"
          step={1}
          label={t('admin.mall.form.sortOrder')}
          className="w-32"
        />
      </div>
      <LimitRules />
      <div className="flex flex-wrap gap-4">
        <CheckboxField<GoodsDraft> name="refundable" label={t('admin.mall.refundable')} />
        <CheckboxField<GoodsDraft> name="isActive" label={t('admin.mall.onSale')} />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('admin.common.save')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('admin.common.close')}
        </Button>
      </div>
      <SaveOutcome save={save} />
    </Form>
  );
}
