import type { OrderDetail } from '@hotel/contract/schemas/order';
import type { CancelResult } from '@hotel/contract/schemas/orderFlow';
import { useState } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { cancelOrder } from '../booking/bookingApi.ts';
import { describeBookingError } from '../booking/bookingErrors.ts';
import { usePolicies } from '../booking/usePolicies.ts';
import { RefundNote } from './RefundNote.tsx';

/**
 * The Cancel button of an order that may still be cancelled: a confirmation dialog first (the
 * policy read back), then `DELETE /{lang}/orders`; 90005 and other refusals are shown translated.
 */
export function CancelOrder({
  order,
  onCancelled,
}: {
  order: OrderDetail;
  onCancelled: (result: CancelResult) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const policies = usePolicies();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await cancelOrder(language, order.transactionId);
      setOpen(false);
      onCancelled(result);
    } catch (failure) {
      setError(describeBookingError(failure, t).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="cancel-order">
        {t('booking.cancel.button')}
      </Button>
      {error && !open ? (
        <div role="alert" data-testid="cancel-error">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
      <ModalDialog
        isOpen={open}
        onOpenChange={(next) => {
          if (!busy) setOpen(next);
        }}
        title={t('booking.cancel.title')}
        testId="cancel-dialog"
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              {t('booking.cancel.keep')}
            </Button>
            <Button onClick={confirm} disabled={busy} data-testid="confirm-cancel">
              {busy ? t('booking.cancel.cancelling') : t('booking.cancel.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('booking.cancel.question', { number: order.confirmationNumber })}</p>
        <p className="mt-2 text-muted">
          {policies.cancellation(order.cancellationFlag, order.cancellationDeadline, order.hotel.timeZone)}
        </p>
        <div className="mt-3 rounded-md bg-surface p-3 text-sm">
          <RefundNote refund={order.refund} status={order.status} />
        </div>
        {error ? (
          <div role="alert" className="mt-3">
            <Notice tone="error">{error}</Notice>
          </div>
        ) : null}
      </ModalDialog>
    </>
  );
}
