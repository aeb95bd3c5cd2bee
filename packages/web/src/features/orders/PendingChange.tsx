import type { OrderDetail } from '@hotel/contract/schemas/order';
import { orderChangePaths } from '@hotel/contract/schemas/orderChange';
import type { StartedPayment } from '@hotel/contract/schemas/orderFlow';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { apiSend } from '../booking/bookingApi.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { PayOrder } from './PayOrder.tsx';

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
  if (!pending) return null;
  const amount = format.money(pending.difference, pending.currency);

  const start = (channel: number) =>
    apiSend<StartedPayment>(orderChangePaths.payment(language, order.transactionId), {
      language,
      method: 'POST',
      body: { changeId: pending.changeId, channel },
    });

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
      <PayOrder
        transactionId={order.transactionId}
        hotelCode={order.hotel.hotelCode}
        ratePlanCode={order.ratePlan.ratePlanCode}
        label={t('booking.change.payDifference', { amount })}
        start={start}
        buttonTestId="pay-change"
      />
    </section>
  );
}
