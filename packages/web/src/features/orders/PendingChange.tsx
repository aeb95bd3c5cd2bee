import type { OrderDetail } from '@hotel/contract/schemas/order';
import { orderChangePaths } from '@hotel/contract/schemas/orderChange';
import type { StartedPayment } from '@hotel/contract/schemas/orderFlow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { apiSend, paymentTypeQuery } from '../booking/bookingApi.ts';
import { describeBookingError } from '../booking/bookingErrors.ts';
import { ChannelPicker } from '../booking/ChannelPicker.tsx';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';

/**
 * A change of a prepaid booking that raises its price, waiting for the guest's payment of the difference
 * (ADR 0017): the new stay, the amount and the deadline, the hotel's channels, then the provider's page.
 * The booking stays as it is until the payment succeeded.
 */
export function PendingChange({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const pending = order.pendingChange;
  const info = useQuery({
    ...paymentTypeQuery(language, order.hotel.hotelCode, order.ratePlan.ratePlanCode),
    meta: { silent: true },
  });
  const channels = info.data?.channels ?? [];
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const channel = chosen ?? channels[0];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!pending) return null;
  const amount = format.money(pending.difference, pending.currency);

  const pay = async () => {
    if (!channel) return;
    setBusy(true);
    setError(null);
    try {
      const started = await apiSend<StartedPayment>(orderChangePaths.payment(language, order.transactionId), {
        language,
        method: 'POST',
        body: { changeId: pending.changeId, channel },
      });
      window.location.assign(started.payUrl);
    } catch (failure) {
      setError(describeBookingError(failure, t).message);
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="pending-change-title"
      className="flex flex-col gap-3 rounded-md border border-main bg-main-soft/40 p-4"
      data-testid="pending-change"
    >
      <h2 id="pending-change-title" className="font-semibold">
        {t('booking.change.pendingTitle', { amount })}
      </h2>
      <p className="text-sm">
        {t('booking.change.pendingBody', {
          checkIn: format.date(pending.checkInDate),
          checkOut: format.date(pending.checkOutDate),
          nights: String(pending.nights),
          room: pending.roomTypeName,
          total: format.money(pending.payAmount, pending.currency),
        })}
      </p>
      <p className="text-sm text-muted">
        {t('booking.change.pendingDeadline', { deadline: format.instant(pending.deadline, order.hotel.timeZone) })}
      </p>
      <ChannelPicker channels={channels} value={channel} onChange={setChosen} />
      {error ? (
        <div role="alert">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
      <Button onClick={pay} disabled={busy || !channel} className="self-start" data-testid="pay-change">
        {busy ? t('booking.payment.processing') : t('booking.change.payDifference', { amount })}
      </Button>
    </section>
  );
}
