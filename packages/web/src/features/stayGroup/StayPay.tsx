import { PaymentType } from '@hotel/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { paymentTypeQuery } from '../booking/bookingApi.ts';
import { describeBookingError } from '../booking/bookingErrors.ts';
import { ChannelPicker } from '../booking/ChannelPicker.tsx';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { startStayPayment } from './stayGroupApi.ts';

/** Pays what a reservation of several rooms still asks, in one payment: the hotel's channels, then the provider. */
export function StayPay({
  groupId,
  hotelCode,
  ratePlanCode,
  amount,
  currency,
}: {
  groupId: string;
  hotelCode: string;
  ratePlanCode: string;
  amount: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const info = useQuery({ ...paymentTypeQuery(language, hotelCode, ratePlanCode), meta: { silent: true } });
  const channels = info.data?.channels ?? [];
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const channel = chosen ?? channels[0];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!info.data || info.data.paymentType !== PaymentType.online) return null;
  const pay = async () => {
    if (!channel) return;
    setBusy(true);
    setError(null);
    try {
      window.location.assign((await startStayPayment(language, groupId, channel)).payUrl);
    } catch (failure) {
      setError(describeBookingError(failure, t).message);
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-3" data-testid="stay-pay">
      <ChannelPicker channels={channels} value={channel} onChange={setChosen} />
      {error ? (
        <div role="alert">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
      <Button onClick={pay} disabled={busy || !channel} data-testid="stay-pay-button">
        {t('booking.group.payNow', { amount: format.money(amount, currency) })}
      </Button>
    </div>
  );
}
