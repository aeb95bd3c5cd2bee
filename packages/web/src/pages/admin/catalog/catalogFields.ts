import { BedType, MealPlan, SmokingPolicy, WindowType } from '@hotel/contract/enums';
import { ADDON_PRICING_UNITS } from '@hotel/contract/schemas/admin-catalog';
import { emptyLocalizedText } from '../../../features/admin/ui/fields.tsx';
import type { FieldSpec } from '../../../features/admin/ui/RecordEditForm.tsx';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';

export type ItemKind = 'roomTypes' | 'ratePlans' | 'addons';

/** The field of each kind's code, shown only when creating. */
export const CODE_KEYS: Record<ItemKind | 'codes', string> = {
  roomTypes: 'roomTypeCode',
  ratePlans: 'ratePlanCode',
  addons: 'addonCode',
  codes: 'code',
};

/** The forms' fields of hotels, room types, rate plans, add-ons and codes, labelled in the active language. */
export function useFieldSpecs() {
  const { t } = useTranslation();
  const enumOptions = (group: string, values: readonly (string | number)[]) =>
    values.map((value) => ({ value: String(value), label: t(`enums.${group}.${value}`) }));
  const name: FieldSpec = { key: 'name', label: t('admin.common.name'), kind: 'localized' };
  const description: FieldSpec = {
    key: 'description',
    label: t('admin.catalog.description'),
    kind: 'localized',
    multiline: true,
  };
  const sortOrder: FieldSpec = { key: 'sortOrder', label: t('admin.catalog.sortOrder'), kind: 'number' };
  return {
    hotel: [
      name,
      { key: 'shortDescription', label: t('admin.catalog.shortDescription'), kind: 'localized', multiline: true },
      { key: 'address', label: t('admin.catalog.address'), kind: 'localized' },
      { key: 'phone', label: t('admin.catalog.phone'), kind: 'text' },
      { key: 'email', label: t('admin.signIn.email'), kind: 'text' },
      { key: 'checkInTime', label: t('admin.catalog.checkInTime'), kind: 'text' },
      { key: 'checkOutTime', label: t('admin.catalog.checkOutTime'), kind: 'text' },
      { key: 'timeZone', label: t('admin.catalog.timeZone'), kind: 'text' },
      { key: 'currency', label: t('admin.catalog.currency'), kind: 'text' },
      { key: 'isActive', label: t('admin.catalog.isActive'), kind: 'checkbox' },
      sortOrder,
    ] satisfies FieldSpec[],
    roomTypes: [
      name,
      description,
      { key: 'sizeSqm', label: t('admin.catalog.sizeSqm'), kind: 'number' },
      { key: 'floor', label: t('admin.catalog.floor'), kind: 'text' },
      {
        key: 'bedType',
        label: t('admin.catalog.bedType'),
        kind: 'select',
        options: enumOptions('bedType', Object.values(BedType)),
      },
      {
        key: 'window',
        label: t('admin.catalog.window'),
        kind: 'select',
        options: enumOptions('windowType', Object.values(WindowType)),
      },
      {
        key: 'smokingPolicy',
        label: t('admin.catalog.smokingPolicy'),
        kind: 'select',
        options: enumOptions('smokingPolicy', Object.values(SmokingPolicy)),
      },
      { key: 'maxAdults', label: t('admin.catalog.maxAdults'), kind: 'number' },
      { key: 'maxChildren', label: t('admin.catalog.maxChildren'), kind: 'number' },
      sortOrder,
    ] satisfies FieldSpec[],
    ratePlans: [
      name,
      description,
      {
        key: 'paymentType',
        label: t('admin.catalog.paymentType'),
        kind: 'select',
        numeric: true,
        options: enumOptions('paymentType', [1, 2, 3, 4, 5]),
      },
      {
        key: 'cancellationFlag',
        label: t('admin.catalog.cancellationFlag'),
        kind: 'select',
        numeric: true,
        options: [0, 1, 2].map((value) => ({ value: String(value), label: t(`admin.catalog.cancellation.${value}`) })),
      },
      { key: 'cancellationDeadlineHours', label: t('admin.catalog.deadlineHours'), kind: 'number' },
      {
        key: 'mealPlan',
        label: t('admin.catalog.mealPlan'),
        kind: 'select',
        options: enumOptions('mealPlan', Object.values(MealPlan)),
      },
      { key: 'memberOnly', label: t('admin.catalog.memberOnly'), kind: 'checkbox' },
      { key: 'codeOnly', label: t('admin.catalog.codeOnly'), kind: 'checkbox' },
      { key: 'minStay', label: t('admin.rates.minStay'), kind: 'number' },
      { key: 'maxStay', label: t('admin.catalog.maxStay'), kind: 'number' },
      sortOrder,
    ] satisfies FieldSpec[],
    addons: [
      {
        key: 'addonType',
        label: t('admin.catalog.addonType'),
        kind: 'select',
        numeric: true,
        options: enumOptions('addonType', [1, 2]),
      },
      name,
      description,
      { key: 'price', label: t('admin.catalog.priceMinor'), kind: 'number' },
      {
        key: 'pricingUnit',
        label: t('admin.catalog.pricingUnit'),
        kind: 'select',
        options: ADDON_PRICING_UNITS.map((unit) => ({ value: unit, label: t(`admin.catalog.pricing.${unit}`) })),
      },
      sortOrder,
    ] satisfies FieldSpec[],
  };
}

/** The starting values of a new room type, rate plan or add-on (every text empty, to be filled). */
export function newItem(kind: ItemKind): Record<string, unknown> {
  const texts = { name: emptyLocalizedText(), description: emptyLocalizedText() };
  switch (kind) {
    case 'roomTypes':
      return {
        roomTypeCode: '',
        ...texts,
        sizeSqm: 30,
        floor: '',
        window: WindowType.exterior,
        smokingPolicy: SmokingPolicy.nonSmoking,
        bedType: BedType.king,
        maxAdults: 2,
        maxChildren: 0,
        sortOrder: 0,
      };
    case 'ratePlans':
      return {
        ratePlanCode: '',
        ...texts,
        paymentType: 1,
        cancellationFlag: 2,
        cancellationDeadlineHours: null,
        mealPlan: MealPlan.roomOnly,
        memberOnly: false,
        codeOnly: false,
        minStay: 1,
        maxStay: 30,
        sortOrder: 0,
      };
    case 'addons':
      return { addonCode: '', addonType: 1, ...texts, price: 0, pricingUnit: 'perStay', sortOrder: 0 };
  }
}
