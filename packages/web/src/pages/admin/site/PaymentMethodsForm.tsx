import { LABELLED_ENUMS } from '@hotel/contract/enums';
import { useState } from 'react';
import { useSavePaymentMethods } from '../../../features/admin/content/contentApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { CheckboxField, FieldGroup } from '../../../features/admin/ui/fields.tsx';
import { HotelField, useStaffHotels } from '../../../features/admin/ui/HotelField.tsx';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';

/** The online payment channels a hotel accepts. */
export function PaymentMethodsForm() {
  const hotels = useStaffHotels();
  const [chosen, setChosen] = useState('');
  const hotel = hotels.data?.find((item) => item.hotelCode === chosen) ?? hotels.data?.[0];
  return (
    <div className="flex flex-col gap-3">
      <HotelField value={hotel?.hotelCode ?? ''} onChange={setChosen} allowAll={false} />
      <AdminError error={hotels.error} />
      {hotel ? <Channels key={hotel.hotelCode} hotelCode={hotel.hotelCode} initial={hotel.paymentChannels} /> : null}
    </div>
  );
}

function Channels({ hotelCode, initial }: { hotelCode: string; initial: number[] }) {
  const { t } = useTranslation();
  const [channels, setChannels] = useState<number[]>(initial);
  const save = useSavePaymentMethods(hotelCode);
  const toggle = (channel: number, on: boolean) =>
    setChannels(on ? [...channels, channel] : channels.filter((item) => item !== channel));
  return (
    <form
      className="flex flex-col gap-3"
      data-testid="payment-methods"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ paymentChannels: channels });
      }}
    >
      <FieldGroup legend={t('admin.site.tabs.paymentMethods')}>
        {LABELLED_ENUMS.onlineChannel.map((channel) => (
          <CheckboxField
            key={channel}
            label={t(`enums.onlineChannel.${channel}`)}
            checked={channels.includes(Number(channel))}
            onChange={(on) => toggle(Number(channel), on)}
          />
        ))}
      </FieldGroup>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('admin.common.save')}
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
