import type { RoomRate } from '@hotel/contract/schemas/rooms';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { MAX_SELECTED, staySelection, useStaySelection } from './selection.ts';

/** "Add to selection" under a rate's Book: one room of this type, rate and nights into the selection. */
export function AddToSelection({
  rate,
  hotelCode,
  roomTypeCode,
  roomName,
  stay,
}: {
  rate: RoomRate;
  hotelCode: string;
  roomTypeCode: string;
  roomName: string;
  stay: URLSearchParams;
}) {
  const { t } = useTranslation();
  const selection = useStaySelection();
  const [full, setFull] = useState(false);
  const checkInDate = stay.get('checkInDate') ?? '';
  const checkOutDate = stay.get('checkOutDate') ?? '';
  if (!checkInDate || !checkOutDate) return null;
  const rooms = Number(stay.get('roomCount')) || 1;
  const room = {
    hotelCode,
    roomTypeCode,
    roomName,
    ratePlanCode: rate.ratePlanCode,
    rateName: rate.name,
    checkInDate,
    checkOutDate,
    adults: Math.max(1, Math.floor((Number(stay.get('adultsNumber')) || rooms) / rooms)),
    // The list's total is for all the searched rooms; the selection holds one room.
    total: Math.round(rate.total.amount / rooms),
    currency: rate.total.currency,
  };
  const chosen = selection.filter(
    (other) =>
      other.hotelCode === hotelCode &&
      other.roomTypeCode === roomTypeCode &&
      other.ratePlanCode === rate.ratePlanCode &&
      other.checkInDate === checkInDate &&
      other.checkOutDate === checkOutDate,
  ).length;
  return (
    <div className="flex flex-col items-start gap-1 md:items-end">
      <Button variant="secondary" onClick={() => setFull(!staySelection.add(room))} data-testid="rate-add-to-selection">
        {t('booking.group.add')}
      </Button>
      {chosen > 0 ? (
        <span className="text-xs text-success" data-testid="rate-selected">
          {t('booking.group.added', { count: chosen })}
        </span>
      ) : null}
      {full ? (
        <span role="alert" className="text-xs text-danger">
          {t('booking.group.full', { count: MAX_SELECTED })}
        </span>
      ) : null}
    </div>
  );
}
