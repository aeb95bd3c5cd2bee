import { OrderStatus } from '@hotel/contract/enums';
import type { Refund } from '@hotel/contract/schemas/order';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';

/**
 * What happens to the money: the amount refunded (or refunded if cancelled now) to the channel paid
 * with, and how fast that channel's refunds arrive (spec section 9); or that nothing was paid online.
 */
export function RefundNote({
  refund,
  status,
  refundDone = false,
}: {
  refund: Refund | null;
  /** The order's status: a reserved order is asked about ("if you cancel now"), a cancelled one told. */
  status: number;
  refundDone?: boolean;
}) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const format = useSiteFormat();
  if (!refund) return <p data-testid="refund-note">{t('booking.refund.nothingPaid')}</p>;
  const values = {
    amount: format.money(refund.amount.amount, refund.amount.currency),
    channel: label('onlineChannel', refund.channel),
  };
  const key =
    status === OrderStatus.reserved
      ? 'booking.refund.ifCancelled'
      : refundDone
        ? 'booking.refund.done'
        : 'booking.refund.inProgress';
  return (
    <div className="flex flex-col gap-1" data-testid="refund-note">
      <p className="font-medium" data-testid="refund-amount" data-refund={refund.amount.amount}>
        {t(key, values)}
      </p>
      <p className="text-muted" data-testid="refund-timing">
        {t(`booking.refund.timing.${refund.timing}`)}
      </p>
    </div>
  );
}
