import { DEFAULT_CURRENCY } from '@hotel/contract/constants';
import { hotelCreateSchema } from '@hotel/contract/schemas/admin-catalog';
import { useState } from 'react';
import { emptyLocalizedText } from '../../../features/admin/ui/fields.tsx';
import { type FieldSpec, RecordEditForm } from '../../../features/admin/ui/RecordEditForm.tsx';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';

const blankHotel = () => ({
  hotelCode: '',
  brand: '',
  cityCode: '',
  name: emptyLocalizedText(),
  shortDescription: emptyLocalizedText(),
  description: emptyLocalizedText(),
  address: emptyLocalizedText(),
  reservationNotice: emptyLocalizedText(),
  phone: '',
  email: '',
  starRating: 5,
  latitude: null,
  longitude: null,
  timeZone: 'Asia/Shanghai',
  currency: DEFAULT_CURRENCY,
  checkInTime: '14:00',
  checkOutTime: '12:00',
  facilities: [],
  policyDisplayType: 1,
  taxRateBp: 0,
  serviceChargeBp: 0,
  paymentChannels: [1, 2, 10],
  isActive: true,
  sortOrder: 0,
});

function useHotelCreateFields(): FieldSpec[] {
  const { t } = useTranslation();
  const localized = (key: string, label: string, multiline = false): FieldSpec => ({
    key,
    label,
    kind: 'localized',
    multiline,
  });
  const number = (key: string, label: string): FieldSpec => ({ key, label, kind: 'number' });
  const text = (key: string, label: string): FieldSpec => ({ key, label, kind: 'text' });
  return [
    text('hotelCode', t('admin.common.code')),
    text('brand', t('admin.catalog.brand')),
    text('cityCode', t('admin.catalog.cityCode')),
    localized('name', t('admin.common.name')),
    localized('shortDescription', t('admin.catalog.shortDescription'), true),
    localized('description', t('admin.catalog.description'), true),
    localized('address', t('admin.catalog.address')),
    localized('reservationNotice', t('admin.catalog.reservationNotice'), true),
    text('phone', t('admin.catalog.phone')),
    text('email', t('admin.signIn.email')),
    number('starRating', t('admin.catalog.starRating')),
    number('latitude', t('admin.catalog.latitude')),
    number('longitude', t('admin.catalog.longitude')),
    text('timeZone', t('admin.catalog.timeZone')),
    text('currency', t('admin.catalog.currency')),
    text('checkInTime', t('admin.catalog.checkInTime')),
    text('checkOutTime', t('admin.catalog.checkOutTime')),
    { key: 'facilities', label: t('admin.catalog.facilities'), kind: 'list' },
    number('policyDisplayType', t('admin.catalog.policyDisplayType')),
    number('taxRateBp', t('admin.catalog.taxRateBp')),
    number('serviceChargeBp', t('admin.catalog.serviceChargeBp')),
    { key: 'paymentChannels', label: t('admin.catalog.paymentChannels'), kind: 'numberList' },
    { key: 'isActive', label: t('admin.catalog.isActive'), kind: 'checkbox' },
    number('sortOrder', t('admin.catalog.sortOrder')),
  ];
}

/** Creates a hotel (group administrators): every fact the catalogue needs, texts in six languages. */
export function NewHotelForm({ onCreated }: { onCreated: (hotelCode: string) => void }) {
  const { t } = useTranslation();
  const fields = useHotelCreateFields();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <div>
        <Button variant="secondary" data-testid="hotel-new" onClick={() => setOpen(true)}>
          {t('admin.catalog.newHotel')}
        </Button>
      </div>
    );
  return (
    <RecordEditForm
      title={t('admin.catalog.newHotel')}
      record={blankHotel()}
      schema={hotelCreateSchema}
      fields={fields}
      method="POST"
      path="/hotels"
      invalidate={['/hotels']}
      onSaved={(saved) => {
        setOpen(false);
        onCreated((saved as { hotelCode: string }).hotelCode);
      }}
      onDone={() => setOpen(false)}
      testId="hotel-create"
    />
  );
}
