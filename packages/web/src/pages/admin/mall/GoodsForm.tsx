import type { Language } from '@hotel/contract/languages';
import { adminGoodsSaveSchema, GOODS_KINDS } from '@hotel/contract/schemas/mall';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import {
  CheckboxField,
  FieldGroup,
  LocalizedTextFields,
  SelectField,
  TextField,
} from '../../../features/admin/ui/fields.tsx';
import { categoriesQuery } from '../../../features/mall/mallApi.ts';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { errorsUnder, type GoodsDraft, goodsSaveOf } from './goodsDraft.ts';
import { LimitRules } from './LimitRules.tsx';
import { useCheckedSave } from './useCheckedSave.ts';

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
  const [draft, setDraft] = useState(initial);
  const { submit, errors, save } = useCheckedSave<{ goodsCode: string }>(
    adminGoodsSaveSchema,
    '/mall/goods',
    INVALIDATE,
  );
  const categories = useCategoryOptions(draft.categoryCode);
  const set = <K extends keyof GoodsDraft>(key: K, value: GoodsDraft[K]) =>
    setDraft((old) => ({ ...old, [key]: value }));
  const localized = (key: 'name' | 'subtitle' | 'description', multiline = false) => (
    <LocalizedTextFields
      label={t(`admin.mall.form.${key}`)}
      value={draft[key]}
      onChange={(text) => set(key, text)}
      errors={errorsUnder(errors, key) as Partial<Record<Language, string>>}
      multiline={multiline}
    />
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(goodsSaveOf(draft), (saved) => onSaved(saved.goodsCode));
  };
  const title = isNew ? t('admin.mall.newGoods') : t('admin.mall.editGoodsOf', { code: draft.goodsCode });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={title}
      data-testid={isNew ? 'mall-goods-create' : 'mall-goods-edit'}
      className="flex flex-col gap-4 rounded-md border border-border bg-background p-4"
    >
      <h2 className="font-semibold">{title}</h2>
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          label={t('admin.mall.form.goodsCode')}
          value={draft.goodsCode}
          onChange={(value) => set('goodsCode', value)}
          error={errors.goodsCode}
          readOnly={!isNew}
          className="w-56"
        />
        <SelectField
          label={t('admin.mall.form.category')}
          value={draft.categoryCode}
          onChange={(value) => set('categoryCode', value)}
          options={categories}
          placeholder={t('admin.common.choose')}
          error={errors.categoryCode}
          className="w-56"
        />
        <SelectField
          label={t('admin.mall.kind')}
          value={draft.kind}
          onChange={(value) => set('kind', value as GoodsDraft['kind'])}
          options={GOODS_KINDS.map((kind) => ({ value: kind, label: t(`admin.mall.kinds.${kind}`) }))}
          error={errors.kind}
          className="w-56"
        />
        <TextField
          label={t('admin.mall.form.currency')}
          value={draft.currency}
          onChange={(value) => set('currency', value.toUpperCase())}
          error={errors.currency}
          maxLength={3}
          className="w-28"
        />
      </div>
      {localized('name')}
      {localized('subtitle')}
      {localized('description', true)}
      <p className="text-sm text-muted">{t('admin.mall.form.picturesNote')}</p>
      <FieldGroup legend={t('admin.mall.form.saleWindow')}>
        <div className="flex flex-wrap items-start gap-3">
          <TextField
            type="datetime-local"
            label={t('admin.mall.form.saleStartsAt')}
            value={draft.saleStartsAt}
            onChange={(value) => set('saleStartsAt', value)}
            error={errors.saleStartsAt}
          />
          <TextField
            type="datetime-local"
            label={t('admin.mall.form.saleEndsAt')}
            value={draft.saleEndsAt}
            onChange={(value) => set('saleEndsAt', value)}
            error={errors.saleEndsAt}
          />
        </div>
      </FieldGroup>
      <FieldGroup legend={t('admin.mall.form.flashSale')}>
        <CheckboxField
          label={t('admin.mall.form.flashOn')}
          checked={draft.flashOn}
          onChange={(checked) => set('flashOn', checked)}
        />
        {draft.flashOn ? (
          <div className="flex flex-wrap items-start gap-3">
            <TextField
              type="number"
              min={1}
              step={1}
              label={t('admin.mall.form.flashPercent')}
              value={draft.flashPercent}
              onChange={(value) => set('flashPercent', value)}
              error={errors['flashSale.discountPercent'] ?? errors.flashSale}
              className="w-40"
            />
            <TextField
              type="datetime-local"
              label={t('admin.mall.form.flashStartsAt')}
              value={draft.flashStartsAt}
              onChange={(value) => set('flashStartsAt', value)}
              error={errors['flashSale.startsAt']}
            />
            <TextField
              type="datetime-local"
              label={t('admin.mall.form.flashEndsAt')}
              value={draft.flashEndsAt}
              onChange={(value) => set('flashEndsAt', value)}
              error={errors['flashSale.endsAt']}
            />
          </div>
        ) : null}
      </FieldGroup>
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          type="number"
          min={1}
          step={1}
          label={t('admin.mall.form.minPurchase')}
          value={draft.minPurchase}
          onChange={(value) => set('minPurchase', value)}
          error={errors.minPurchase}
          className="w-40"
        />
        <TextField
          type="number"
          min={0}
          max={50}
          step={0.01}
          label={t('admin.mall.form.commissionPercent')}
          value={draft.commissionPercent}
          onChange={(value) => set('commissionPercent', value)}
          error={errors.commissionRateBp}
          className="w-48"
        />
        <TextField
          type="number"
          step={1}
          label={t('admin.mall.form.sortOrder')}
          value={draft.sortOrder}
          onChange={(value) => set('sortOrder', value)}
          error={errors.sortOrder}
          className="w-32"
        />
      </div>
      <LimitRules
        value={draft.limits}
        onChange={(limits) => set('limits', limits)}
        errors={errorsUnder(errors, 'limits')}
      />
      <div className="flex flex-wrap gap-4">
        <CheckboxField
          label={t('admin.mall.refundable')}
          checked={draft.refundable}
          onChange={(on) => set('refundable', on)}
        />
        <CheckboxField label={t('admin.mall.onSale')} checked={draft.isActive} onChange={(on) => set('isActive', on)} />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('admin.common.save')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('admin.common.close')}
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
