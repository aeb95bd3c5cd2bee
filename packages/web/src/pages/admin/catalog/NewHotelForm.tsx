import { DEFAULT_CURRENCY } from '@hotel/contract/constants';
import { hotelCreateSchema } from '@hotel/contract/schemas/admin-catalog';
import { useState } from 'react';
import { emptyLocalizedText } from '../../../features/admin/ui/fields.tsx';
import { RecordEditForm } from '../../../features/admin/ui/RecordEditForm.tsx';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { useHotelFieldSpecs } from './catalogFields.ts';

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

/** Creates a hotel (group administrators): every fact the catalogue needs, texts in six languages. */
export function NewHotelForm({ onCreated }: { onCreated: (hotelCode: string) => void }) {
  const { t } = useTranslation();
  const fields = useHotelFieldSpecs(true);
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
