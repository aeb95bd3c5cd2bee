import { OrderStatus } from '@hotel/contract/enums';
import type { ReservationDetail } from '@hotel/contract/schemas/admin-reservations';
import {
  type OrderChange,
  type OrderChangeApply,
  type OrderChangeQuote,
  orderChangePaths,
} from '@hotel/contract/schemas/orderChange';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ChangeBookingForm } from '../../../features/orders/ChangeBookingForm.tsx';
import { adminRequest } from '../../../lib/api/adminApi.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';

/**
 * "Modify" in the reservation detail: the guest's change form (dates, room type, rate, party, re-quoted
 * live) on the back office's routes, where the staff member is recorded in the history and the audit log.
 */
export function ModifyReservation({ reservation }: { reservation: ReservationDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const { transactionId } = reservation;
  const quote = useCallback(
    (change: OrderChange) =>
      adminRequest<OrderChangeQuote>('POST', orderChangePaths.adminQuote(transactionId), { body: change }),
    [transactionId],
  );
  if (reservation.status !== OrderStatus.reserved) return null;
  const apply = async (change: OrderChangeApply) => {
    await adminRequest<ReservationDetail>('POST', orderChangePaths.adminApply(transactionId), { body: change });
    await client.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === 'admin' && String(query.queryKey[1] ?? '').startsWith('/reservations'),
    });
  };
  return (
    <div className="flex">
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="modify-reservation">
        {t('admin.reservations.modify')}
      </Button>
      <ModalDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t('admin.reservations.modifyTitle')}
        testId="modify-dialog"
        actions={null}
      >
        {open ? (
          <ChangeBookingForm
            stay={{
              hotelCode: reservation.hotelCode,
              roomCount: reservation.roomCount,
              currency: reservation.currency,
              checkInDate: reservation.checkInDate,
              checkOutDate: reservation.checkOutDate,
              roomTypeCode: reservation.roomTypeCode,
              ratePlanCode: reservation.ratePlanCode,
              adultsPerRoom: reservation.adultsPerRoom,
              childrenPerRoom: reservation.childrenPerRoom,
            }}
            quote={quote}
            apply={apply}
            onApplied={() => setOpen(false)}
            onCancel={() => setOpen(false)}
          />
        ) : null}
      </ModalDialog>
    </div>
  );
}
