import { OrderStatus } from '@hotel/contract/enums';
import type { OrderDetail } from '@hotel/contract/schemas/order';
import { createEvent, type DateArray } from 'ics';
import { zonedTimeToUtc } from '../../catalog/catalog.module.ts';

const utcParts = (instant: Date): DateArray => [
  instant.getUTCFullYear(),
  instant.getUTCMonth() + 1,
  instant.getUTCDate(),
  instant.getUTCHours(),
  instant.getUTCMinutes(),
];

/**
 * The stay as an iCalendar event (RFC 5545), from check-in time on the first day to check-out time on
 * the last, in UTC (calendars show it in the reader's zone). One UID per order, so a calendar replaces
 * the event when the order changes and removes it when a cancellation arrives.
 */
export function stayCalendar(
  order: OrderDetail,
  texts: { title: string; description: string; orderUrl: string },
): string {
  const cancelled = order.status === OrderStatus.cancelled || order.status === OrderStatus.refunding;
  const { value, error } = createEvent({
    uid: `${order.transactionId}@aurora-hotels`,
    productId: 'aurora-hotels/booking',
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: cancelled ? 1 : 0,
    start: utcParts(zonedTimeToUtc(order.checkInDate, order.hotel.checkInTime, order.hotel.timeZone)),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(zonedTimeToUtc(order.checkOutDate, order.hotel.checkOutTime, order.hotel.timeZone)),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: texts.title,
    description: texts.description,
    location: `${order.hotel.name}, ${order.hotel.address}`,
    geo: { lat: order.hotel.latitude, lon: order.hotel.longitude },
    url: texts.orderUrl,
  });
  if (error || !value) throw error ?? new Error('calendar event not written');
  return value;
}
