import { PaymentType } from '@hotel/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { paymentTypeQuery, startPayment } from '../booking/bookingApi.ts';
import { describeBookingError } from '../booking/bookingErrors.ts';
import { readBookingSession, saveBookingSession } from '../booking/bookingSession.ts';
import { ChannelPicker } from '../booking/ChannelPicker.tsx';

/**
 * Pays an order still waiting for payment (again, after a failed or abandoned payment): the hotel's
 * enabled channels, then the hosted payment page. 90007 says the time to pay has run out. `start`
 * starts another payment of the order than the booking's own (a change's difference).
 */
export function PayOrder({
  transactionId,
  hotelCode,
  ratePlanCode,
  label,
  start,
  buttonTestId = 'pay-again',
}: {
  transactionId: string;
  hotelCode: string;
  ratePlanCode: string;
  label: string;
  start?: (channel: number) => Promise<{ payUrl: string }>;
  buttonTestId?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const info = useQuery({ ...paymentTypeQuery(language, hotelCode, ratePlanCode), meta: { silent: true } });
  const stored = readBookingSession();
  const channels = info.data?.channels ?? [];
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const preferred = stored?.orderId === transactionId ? stored.paymentChannel : undefined;
  const channel = chosen ?? (preferred && channels.includes(preferred) ? preferred : channels[0]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!info.data || info.data.paymentType !== PaymentType.online) return null;

  const pay = async () => {
    if (!channel) return;
    setBusy(true);
    setError(null);
    try {
      const started = await (start ?? ((chosenChannel) => startPayment(language, transactionId, chosenChannel)))(
        channel,
      );
      const session = readBookingSession();
      if (session?.orderId === transactionId) saveBookingSession({ ...session, paymentChannel: channel });
      window.location.assign(started.payUrl);
    } catch (failure) {
      setError(describeBookingError(failure, t).message);
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3" data-testid="pay-order">
      <ChannelPicker channels={channels} value={channel} onChange={setChosen} />
      {error ? (
        <div role="alert">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
      <Button onClick={pay} disabled={busy || !channel} className="self-start" data-testid={buttonTestId}>
        {busy ? t('booking.payment.processing') : label}
      </Button>
    </div>
  );
}
