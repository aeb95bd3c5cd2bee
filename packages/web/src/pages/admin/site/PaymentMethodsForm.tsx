import { LABELLED_ENUMS } from '@hotel/contract/enums';
import { type PaymentMethods, paymentMethodsSchema } from '@hotel/contract/schemas/admin-content';
import { useState } from 'react';
import { useSavePaymentMethods } from '../../../features/admin/content/contentApi.ts';
import { AdminError, SaveOutcome } from '../../../features/admin/ui/AdminError.tsx';
import { CheckboxListField } from '../../../features/admin/ui/fields.tsx';
import { HotelChooser, useStaffHotels } from '../../../features/admin/ui/HotelField.tsx';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';

/** The online payment channels a hotel accepts. */
export function PaymentMethodsForm() {
  const hotels = useStaffHotels();
  const [chosen, setChosen] = useState('');
  const hotel = hotels.data?.find((item) => item.hotelCode === chosen) ?? hotels.data?.[0];
  return (
    <div className="flex flex-col gap-3">
      <HotelChooser value={hotel?.hotelCode ?? ''} onChange={setChosen} allowAll={false} />
      <AdminError error={hotels.error} />
      {hotel ? <Channels key={hotel.hotelCode} hotelCode={hotel.hotelCode} initial={hotel.paymentChannels} /> : null}
    </div>
  );
}

function Channels({ hotelCode, initial }: { hotelCode: string; initial: number[] }) {
  const { t } = useTranslation();
  const form = useContractForm(paymentMethodsSchema, { paymentChannels: initial });
  const save = useSavePaymentMethods(hotelCode);
  return (
    <Form
      form={form}
      className="flex flex-col gap-3"
      data-testid="payment-methods"
      onSubmit={(methods: PaymentMethods) => save.mutate(methods)}
    >
      <CheckboxListField
        name="paymentChannels"
        legend={t('admin.site.tabs.paymentMethods')}
        options={LABELLED_ENUMS.onlineChannel.map((channel) => ({
          value: Number(channel),
          label: t(`enums.onlineChannel.${channel}`),
        }))}
        className="flex flex-col gap-2"
      />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('admin.common.save')}
        </Button>
      </div>
      <SaveOutcome save={save} />
    </Form>
  );
}
