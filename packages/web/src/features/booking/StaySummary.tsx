import { nightsBetween } from '@hotel/contract/schemas/common';
import type { OrderHotel, TimePeriodPrice } from '@hotel/contract/schemas/orderFlow';
import type { ReactNode } from 'react';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Picture } from '../../ui/Picture.tsx';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { usePolicies } from './usePolicies.ts';

/** The stay being booked: hotel, room, rate, dates with the hotel's times, nights, rooms, guests and policies. */
export function StaySummary({
  hotel,
  roomName,
  picture,
  rate,
  checkInDate,
  checkOutDate,
  roomCount,
  adultCount,
  childCount,
  paymentType,
  footer,
}: {
  hotel: OrderHotel;
  roomName: string;
  picture?: { url: string; alt: string };
  rate: Pick<TimePeriodPrice, 'name' | 'mealPlan' | 'cancellationFlag' | 'cancellationDeadline'>;
  checkInDate: string;
  checkOutDate: string;
  roomCount: number;
  adultCount: number;
  childCount: number;
  paymentType?: number;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const format = useSiteFormat();
  const policies = usePolicies();
  const nights = nightsBetween(checkInDate, checkOutDate);
  return (
    <section aria-labelledby="stay-summary-title" className="flex flex-col gap-4" data-testid="stay-summary">
      <div className="flex gap-3">
        {picture ? (
          <Picture
            src={picture.url}
            alt={picture.alt || roomName}
            width={96}
            height={72}
            className="h-18 w-24 shrink-0 rounded-md"
          />
        ) : null}
        <div className="min-w-0">
          <h2 id="stay-summary-title" className="font-semibold leading-snug" data-testid="summary-hotel">
            {hotel.name}
          </h2>
          <p className="text-xs text-muted">{hotel.address}</p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted">{t('booking.summary.room')}</dt>
        <dd className="font-medium" data-testid="summary-room">
          {roomName}
        </dd>
        <dt className="text-muted">{t('booking.summary.rate')}</dt>
        <dd>
          <span className="font-medium" data-testid="summary-rate">
            {rate.name}
          </span>
          {rate.mealPlan ? <span className="text-muted"> · {label('mealPlan', rate.mealPlan)}</span> : null}
        </dd>
        <dt className="text-muted">{t('booking.summary.checkIn')}</dt>
        <dd>
          {format.date(checkInDate, 'full')}
          {hotel.checkInTime ? (
            <span className="text-muted"> · {t('booking.summary.from', { time: hotel.checkInTime })}</span>
          ) : null}
        </dd>
        <dt className="text-muted">{t('booking.summary.checkOut')}</dt>
        <dd>
          {format.date(checkOutDate, 'full')}
          {hotel.checkOutTime ? (
            <span className="text-muted"> · {t('booking.summary.until', { time: hotel.checkOutTime })}</span>
          ) : null}
        </dd>
        <dt className="text-muted">{t('booking.summary.stay')}</dt>
        <dd>
          {t('booking.summary.stayLength', {
            nights: t('booking.summary.nights', { count: nights }),
            rooms: t('booking.summary.rooms', { count: roomCount }),
          })}
        </dd>
        <dt className="text-muted">{t('booking.summary.guests')}</dt>
        <dd>{t('booking.summary.party', { adults: adultCount, children: childCount })}</dd>
      </dl>
      <ul className="flex flex-col gap-1 text-xs">
        <li className={rate.cancellationFlag === 0 ? 'text-danger' : 'text-success'} data-testid="summary-cancellation">
          {policies.cancellation(rate.cancellationFlag, rate.cancellationDeadline, hotel.timeZone)}
        </li>
        {paymentType ? <li className="text-muted">{policies.guarantee(paymentType)}</li> : null}
      </ul>
      {footer}
    </section>
  );
}
