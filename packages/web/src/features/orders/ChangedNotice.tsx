import type { OrderDetail } from '@hotel/contract/schemas/order';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Notice } from '../../ui/Notice.tsx';

/** Said on the order after the guest changed it: the new confirmation went to the booker's e-mail. */
export function ChangedNotice({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="changed-notice">
      <Notice tone="success">{t('booking.change.done', { email: order.booker.email })}</Notice>
    </div>
  );
}
