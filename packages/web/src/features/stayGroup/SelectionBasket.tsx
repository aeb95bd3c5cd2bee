import { pagePaths } from '@hotel/contract/routes';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { type SelectedRoom, staySelection, useStaySelection } from './selection.ts';

/** One line of the selection: room, rate, nights and the room list's price, with Remove where it may change. */
export function SelectedRoomLine({ room, removable = true }: { room: SelectedRoom; removable?: boolean }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="selection-room">
      <div className="min-w-0">
        <p className="font-medium">{room.roomName}</p>
        <p className="text-sm text-muted">
          {room.rateName} ·{' '}
          {t('booking.order.dateRange', {
            checkIn: format.date(room.checkInDate, 'short'),
            checkOut: format.date(room.checkOutDate, 'short'),
          })}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className="tabular-nums">{format.money(room.total, room.currency)}</span>
        {removable ? (
          <Button variant="secondary" onClick={() => staySelection.remove(room.id)} data-testid="selection-remove">
            {t('booking.group.remove')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * "Your selection" on the room list of a hotel: the rooms added with "Add to selection" (other types,
 * other nights), and Book together once there are two or more.
 */
export function SelectionBasket({ hotelCode }: { hotelCode: string }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const rooms = useStaySelection().filter((room) => room.hotelCode === hotelCode);
  if (!rooms.length) return null;
  const total = rooms.reduce((sum, room) => sum + room.total, 0);
  return (
    <section
      aria-labelledby="selection-title"
      className="rounded-lg border-2 border-main bg-background p-4 md:sticky md:top-2 md:z-10"
      data-testid="selection"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="selection-title" className="text-lg font-semibold">
          {t('booking.group.basketTitle')}
        </h2>
        <button type="button" className="text-sm text-main hover:underline" onClick={() => staySelection.clear()}>
          {t('booking.group.clear')}
        </button>
      </div>
      <p className="text-sm text-muted">{t('booking.group.basketHint')}</p>
      <ul className="divide-y divide-border">
        {rooms.map((room) => (
          <SelectedRoomLine key={room.id} room={room} />
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
        <p>
          {t('booking.group.total')}{' '}
          <strong className="tabular-nums" data-testid="selection-total">
            {format.money(total, rooms[0]!.currency)}
          </strong>{' '}
          <span className="text-xs text-muted">{t('ui.price.excludesCharges')}</span>
        </p>
        {rooms.length >= 2 ? (
          <LocaleLink to={pagePaths.stayBook()} className={buttonClass('primary')} data-testid="selection-book">
            {t('booking.group.bookTogether', { count: rooms.length })}
          </LocaleLink>
        ) : (
          <p className="text-sm text-muted" data-testid="selection-need-two">
            {t('booking.group.needTwo')}
          </p>
        )}
      </div>
    </section>
  );
}
