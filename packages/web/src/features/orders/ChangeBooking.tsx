import type { OrderDetail } from '@hotel/contract/schemas/order';
import {
  type OrderChange,
  type OrderChangeApply,
  type OrderChangeQuote,
  orderChangePaths,
} from '@hotel/contract/schemas/orderChange';
import { useCallback, useState } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { apiSend } from '../booking/bookingApi.ts';
import { ChangeBookingForm } from './ChangeBookingForm.tsx';

/**
 * "Change booking" on the order page (a member's order, or a guest's found by confirmation number): the
 * dialog that re-quotes the stay as the guest changes it and applies it; the page then shows the new order.
 */
export function ChangeBooking({ order, onChanged }: { order: OrderDetail; onChanged: (order: OrderDetail) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const quote = useCallback(
    (change: OrderChange) =>
      apiSend<OrderChangeQuote>(orderChangePaths.quote(language, order.transactionId), {
        language,
        method: 'POST',
        body: change,
      }),
    [language, order.transactionId],
  );
  const apply = async (change: OrderChangeApply) => {
    const changed = await apiSend<OrderDetail>(orderChangePaths.apply(language, order.transactionId), {
      language,
      method: 'POST',
      body: change,
    });
    onChanged(changed);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="change-order">
        {t('booking.change.button')}
      </Button>
      <ModalDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t('booking.change.title')}
        testId="change-dialog"
        actions={null}
      >
        {open ? (
          <ChangeBookingForm
            stay={{
              hotelCode: order.hotel.hotelCode,
              roomCount: order.roomCount,
              currency: order.currency,
              checkInDate: order.checkInDate,
              checkOutDate: order.checkOutDate,
              roomTypeCode: order.roomType.roomTypeCode,
              ratePlanCode: order.ratePlan.ratePlanCode,
              adultsPerRoom: order.adultsPerRoom,
              childrenPerRoom: order.childrenPerRoom,
            }}
            quote={quote}
            apply={apply}
            onApplied={() => setOpen(false)}
            onCancel={() => setOpen(false)}
          />
        ) : null}
      </ModalDialog>
    </>
  );
}
