import { withCharges } from '@hotel/contract/charges';
import { CancellationFlag, OrderStatus, PaymentType } from '@hotel/contract/enums';
import { addDays, nightsBetween } from '@hotel/contract/schemas/common';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findHotel, releaseSoldRooms } from '../catalog/catalog.module.ts';
import type { NewOrder, OrderRow } from './booking.repo.ts';
import { orderNights } from './booking.schema.ts';
import { roomNightsOf } from './booking.service.ts';

/** Paid by points alone: the price stays as paid (points are not given back for unused nights). */
const PAID_IN_POINTS = new Set<number>([PaymentType.points]);
/** Money taken online: on a rate that allows it the unused nights' price goes back from the payment. */
export const PREPAID_ONLINE = new Set<number>([PaymentType.online, PaymentType.pointsPlusOnline]);

/**
 * The day a guest in house leaves when checked out on the hotel's `today`: the night they arrived is
 * always used, so a check-out on the arrival day still counts one night. Null when no night is left unused.
 */
export function earlyDepartureDate(order: OrderRow, today: string): string | null {
  if (order.status !== OrderStatus.checkedIn) return null;
  const leaves = today > order.checkInDate ? today : addDays(order.checkInDate, 1);
  return leaves < order.checkOutDate ? leaves : null;
}

/**
 * Whether the rate lets the unused nights go unpaid: a cancellable rate (a refundable one), not paid in
 * points alone. Paid online, their price is refunded from the payment (`unusedRefund`).
 */
export function repricesUnusedNights(order: Pick<OrderRow, 'cancellationFlag' | 'paymentType'>): boolean {
  return order.cancellationFlag !== CancellationFlag.nonCancellable && !PAID_IN_POINTS.has(order.paymentType);
}

/** What an early departure gives back of a stay paid online: the pay amount less the repriced one, else 0. */
export function unusedRefund(order: OrderRow, changes: Partial<NewOrder>): number {
  if (!PREPAID_ONLINE.has(order.paymentType) || !order.paidAt || changes.payAmount === undefined) return 0;
  return Math.max(0, order.payAmount - changes.payAmount);
}

/**
 * Early departure, inside the check-out's transaction: the unused nights go back to the hotel's
 * stock, and on a rate that allows it the stay is repriced to the nights used (their sold prices, the
 * hotel's charges on them, add-ons and deductions kept). Returns the order's changes to write with
 * the check-out; a stay paid online gets back the difference (`unusedRefund`, refunded by the caller).
 */
export async function departEarly(tx: Db, order: OrderRow, leaves: string): Promise<Partial<NewOrder>> {
  const unused = { ...roomNightsOf(order), checkInDate: leaves };
  await releaseSoldRooms(tx, unused);
  const stay = { checkOutDate: leaves, nights: nightsBetween(order.checkInDate, leaves), version: order.version + 1 };
  if (!repricesUnusedNights(order)) return stay;
  const sold = await tx.select().from(orderNights).where(eq(orderNights.transactionId, order.transactionId));
  const soldSum = sold.reduce((sum, night) => sum + night.amount, 0);
  const usedSum = sold.filter((night) => night.night < leaves).reduce((sum, night) => sum + night.amount, 0);
  // The room amount as sold (discounts included) scaled to the nights used, in whole minor units.
  const roomAmount = soldSum > 0 ? Math.round((order.roomAmount * usedSum) / soldSum) : 0;
  const hotel = (await findHotel(tx, order.hotelCode))!.hotel;
  const { serviceAmount, taxAmount } = withCharges(roomAmount, hotel);
  const totalAmount = roomAmount + serviceAmount + taxAmount + order.addonAmount;
  const pointDiscount = Math.min(order.pointDiscount, totalAmount);
  const voucherDiscount = Math.min(order.voucherDiscount, totalAmount - pointDiscount);
  await tx
    .delete(orderNights)
    .where(and(eq(orderNights.transactionId, order.transactionId), gte(orderNights.night, leaves)));
  return {
    ...stay,
    roomAmount,
    discountAmount: Math.round((order.discountAmount * usedSum) / Math.max(soldSum, 1)),
    serviceAmount,
    taxAmount,
    totalAmount,
    pointDiscount,
    voucherDiscount,
    payAmount: totalAmount - pointDiscount - voucherDiscount,
  };
}
