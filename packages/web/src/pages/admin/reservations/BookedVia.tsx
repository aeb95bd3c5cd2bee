import type { ReservationSummary } from '@hotel/contract/schemas/admin-reservations';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';

/** Where a reservation was booked (online, walk-in, phone) and, at the desk, by whom. */
export function BookedVia({ reservation }: { reservation: Pick<ReservationSummary, 'channel' | 'bookedByName'> }) {
  const { t } = useTranslation();
  const channel = t(`admin.deskBooking.channels.${reservation.channel}`);
  return (
    <span data-testid="booked-via" data-channel={reservation.channel}>
      {reservation.bookedByName
        ? t('admin.deskBooking.bookedBy', { channel, name: reservation.bookedByName })
        : channel}
    </span>
  );
}
