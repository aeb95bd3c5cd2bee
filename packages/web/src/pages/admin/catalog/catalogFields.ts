import { BedType, MealPlan, OnlineChannel, SmokingPolicy, WindowType } from '@hotel/contract/enums';
import { inLanguage } from '@hotel/contract/localizedText';
import { ADDON_PRICING_UNITS, type AdminCity, HOTEL_FACILITIES } from '@hotel/contract/schemas/admin-catalog';
import type { ExchangeRateRecord } from '@hotel/contract/schemas/admin-content-records';
import { emptyLocalizedText } from '../../../features/admin/ui/fields.tsx';
import type { FieldSpec } from '../../../features/admin/ui/RecordEditForm.tsx';
import { useAdminQuery } from '../../../lib/api/adminApi.ts';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';

export type ItemKind = 'roomTypes' | 'ratePlans' | 'addons';

/** The field of each kind's code, shown only when creating. */
export const CODE_KEYS: Record<ItemKind | 'codes', string> = {
  roomTypes: 'roomTypeCode',
  ratePlans: 'ratePlanCode',
  addons: 'addonCode',
  codes: 'code',
};

/** IANA time zones the browser knows, for the hotel's time-zone chooser. */
const TIME_ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');

/**
 * Every field of a hotel, editable after creation as when it was created (`creating` adds its code):
 * choosers for city, time zone, currency (those with an exchange rate), facilities and payment channels;
 * taxes as percentages.
 */
export function useHotelFieldSpecs(creating: boolean): FieldSpec[] {
  const { t } = useTranslation();
  const cities = useAdminQuery<AdminCity[]>('/cities').data ?? [];
  const currencies = useAdminQuery<ExchangeRateRecord[]>('/exchange-rates').data ?? [];
  const language = useLanguage();
  const localized = (key: string, label: string, multiline = false): FieldSpec => ({
    key,
    label,
    kind: 'localized',
    multiline,
  });
  const number = (key: string, label: string): FieldSpec => ({ key, label, kind: 'number' });
  const text = (key: string, label: string): FieldSpec => ({ key, label, kind: 'text' });
  const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
  return [
    ...(creating ? [text('hotelCode', t('admin.common.code'))] : []),
    localized('name', t('admin.common.name')),
    text('brand', t('admin.catalog.brand')),
    {
      key: 'cityCode',
      label: t('admin.catalog.city'),
      kind: 'select',
      options: cities.map((city) => ({ value: city.cityCode, label: `${city.name} (${city.cityCode})` })),
    },
    {
      key: 'starRating',
      label: t('admin.catalog.starRating'),
      kind: 'select',
      numeric: true,
      options: [1, 2, 3, 4, 5].map((stars) => ({ value: String(stars), label: '★'.repeat(stars) })),
    },
    localized('shortDescription', t('admin.catalog.shortDescription'), true),
    localized('description', t('admin.catalog.description'), true),
    localized('address', t('admin.catalog.address')),
    localized('reservationNotice', t('admin.catalog.reservationNotice'), true),
    text('phone', t('admin.catalog.phone')),
    text('email', t('admin.signIn.email')),
    number('latitude', t('admin.catalog.latitude')),
    number('longitude', t('admin.catalog.longitude')),
    { key: 'timeZone', label: t('admin.catalog.timeZone'), kind: 'select', options: choices(TIME_ZONES) },
    {
      key: 'currency',
      label: t('admin.catalog.currency'),
      kind: 'select',
      options: currencies.map((rate) => ({
        value: rate.currency,
        label: `${rate.currency} · ${inLanguage(rate.name, language)}`,
      })),
    },
    text('checkInTime', t('admin.catalog.checkInTime')),
    text('checkOutTime', t('admin.catalog.checkOutTime')),
    {
      key: 'facilities',
      label: t('admin.catalog.facilities'),
      kind: 'checkboxes',
      options: HOTEL_FACILITIES.map((code) => ({ value: code, label: t(`results.facility.${code}`) })),
    },
    { key: 'taxRateBp', label: t('admin.catalog.taxRate'), kind: 'percent' },
    { key: 'serviceChargeBp', label: t('admin.catalog.serviceCharge'), kind: 'percent' },
    {
      key: 'paymentChannels',
      label: t('admin.catalog.paymentChannels'),
      kind: 'checkboxes',
      options: Object.values(OnlineChannel).map((channel) => ({
        value: channel,
        label: t(`enums.onlineChannel.${channel}`),
      })),
    },
    number('policyDisplayType', t('admin.catalog.policyDisplayType')),
    { key: 'isActive', label: t('admin.catalog.isActive'), kind: 'checkbox' },
    number('sortOrder', t('admin.catalog.sortOrder')),
  ];
}

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
  const hotelFields = useHotelFieldSpecs(false);
  return {
    hotel: hotelFields,
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
      { key: 'maxOccupancy', label: t('admin.catalog.maxOccupancy'), kind: 'number' },
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
      { key: 'childPricePerNight', label: t('admin.catalog.childPricePerNight'), kind: 'number' },
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
        childPricePerNight: 0,
        sortOrder: 0,
        derivedFromRatePlanCode: null,
        derivedPercent: null,
      };
    case 'addons':
      return { addonCode: '', addonType: 1, ...texts, price: 0, pricingUnit: 'perStay', sortOrder: 0 };
  }
}
