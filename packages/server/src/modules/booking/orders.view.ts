import { policyInForce } from '@hotel/contract/cancellation';
import { CancellationFlag, OrderStatus } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import { isRefundable, refundTimingOf } from '@hotel/contract/refunds';
import type { OnlinePaid, OrderDetail, Refund } from '@hotel/contract/schemas/order';
import type { PendingChange } from '@hotel/contract/schemas/orderChange';
import type { Db } from '../../db/client.ts';
import { bindDb } from '../../platform/bind-db.ts';
import { localToday } from '../../platform/clock.ts';
import { minorUnitDigits } from '../../platform/money.ts';
import { findHotel, listAddons, listRatePlans, listRoomTypes } from '../catalog/catalog.module.ts';
import { findOrder, findOrderByConfirmation, type OrderRow, orderDetails } from './booking.repo.ts';

/** Whether a guest may still cancel: by the rate's flag and, for limited-time rates, its deadline. */
export function canCancel(order: OrderRow, now: Date): boolean {
  if (order.status !== OrderStatus.waitingForPayment && order.status !== OrderStatus.reserved) return false;
  if (order.status === OrderStatus.waitingForPayment) return true;
  if (order.cancellationFlag === CancellationFlag.nonCancellable) return false;
  if (order.cancellationFlag === CancellationFlag.limitedTime) {
    return order.cancellationDeadline !== null && now < order.cancellationDeadline;
  }
  return true;
}

/** An order's online payment and its refunds (the payments pipeline's `refundState`), or null. */
export type OnlinePaidOf = (transactionId: string) => Promise<OnlinePaid | null>;

/**
 * The online money an order gives back when cancelled: what every payment that paid it (the booking's and
 * its changes') took less what part refunds gave back already (a cancellation refunds only that), or,
 * with nothing known of its payments, the order's pay amount.
 */
export function refundOf(order: OrderRow, online: OnlinePaid | null = null): Refund | null {
  if (!isRefundable(order) || order.paymentChannel === null) return null;
  if (order.status === OrderStatus.cancelled && !order.refundLabel?.startsWith('cancelledRefund')) return null;
  // Part refunds gave some back already; a whole refund (its id a payment's own) is the cancellation's, and so is
  // a room's part refund of its group's payment (`cancelled`).
  const wholes = new Set(online?.payments.map((payment) => payment.paymentId));
  const parts = online?.refunds.filter((refund) => !wholes.has(refund.refundId) && refund.reason !== 'cancelled') ?? [];
  const amount = online ? online.paid - parts.reduce((sum, part) => sum + part.amount, 0) : order.payAmount;
  return {
    amount: { amount, currency: order.currency },
    channel: order.paymentChannel,
    timing: refundTimingOf(order.paymentChannel),
  };
}

/** Points are earned per whole unit of the room amount, shown as an estimate until the stay completes. */
export function pointsEstimate(order: Pick<OrderRow, 'roomAmount' | 'currency'>): number {
  return Math.floor(order.roomAmount / 10 ** minorUnitDigits(order.currency));
}

const pointsEstimateOf = async (order: OrderRow) => pointsEstimate(order);

const ENDED_WITHOUT_STAY: readonly number[] = [OrderStatus.cancelled, OrderStatus.failed, OrderStatus.noShow];

/** Only a member's booking earns points, and not once it was cancelled, failed or not turned up to. */
export function earnsPoints(order: Pick<OrderRow, 'memberId' | 'status'>): boolean {
  return order.memberId !== null && !ENDED_WITHOUT_STAY.includes(order.status);
}

/** The points a stay should earn by the programme's rules (see member/loyalty.ts). */
export type PointsEstimator = (order: OrderRow) => Promise<number>;

export async function toOrderDetail(
  db: Db,
  order: OrderRow,
  lang: Language,
  now: Date,
  estimatePoints?: PointsEstimator,
  onlinePaidOf?: OnlinePaidOf,
): Promise<OrderDetail> {
  const [hotelRow, roomTypes, ratePlans, addons, details, online] = await Promise.all([
    findHotel(db, order.hotelCode),
    listRoomTypes(db, order.hotelCode),
    listRatePlans(db, order.hotelCode),
    listAddons(db, order.hotelCode),
    orderDetails(db, order.transactionId),
    order.paidAt && onlinePaidOf ? onlinePaidOf(order.transactionId) : null,
  ]);
  const hotel = hotelRow!.hotel;
  const room = roomTypes.find((r) => r.roomTypeCode === order.roomTypeCode);
  const rate = ratePlans.find((r) => r.ratePlanCode === order.ratePlanCode);
  const money = (amount: number) => ({ amount, currency: order.currency });
  return {
    transactionId: order.transactionId,
    confirmationNumber: order.confirmationNumber,
    cancellationNumber: order.cancellationNumber,
    status: order.status,
    refundLabel: order.refundLabel,
    orderDate: order.createdAt.toISOString(),
    hotel: {
      hotelCode: hotel.hotelCode,
      name: inLanguage(hotel.name, lang),
      address: inLanguage(hotel.address, lang),
      phone: hotel.phone,
      timeZone: hotel.timeZone,
      checkInTime: hotel.checkInTime,
      checkOutTime: hotel.checkOutTime,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
    },
    roomType: { roomTypeCode: order.roomTypeCode, name: inLanguage(room?.name, lang) || order.roomTypeCode },
    ratePlan: {
      ratePlanCode: order.ratePlanCode,
      name: inLanguage(rate?.name, lang) || order.ratePlanCode,
      mealPlan: rate?.mealPlan ?? '',
    },
    checkInDate: order.checkInDate,
    checkOutDate: order.checkOutDate,
    nights: order.nights,
    roomCount: order.roomCount,
    adultsPerRoom: order.adultsPerRoom,
    childrenPerRoom: order.childrenPerRoom,
    rooms: details.rooms.map((r) => ({
      roomIndex: r.roomIndex,
      adults: r.adults,
      children: r.children,
      childAges: r.childAges,
      guests: r.guests,
      specialRequests: r.specialRequests,
      comment: r.comment,
    })),
    booker: { name: order.bookerName, email: order.bookerEmail, mobile: order.bookerMobile },
    paymentType: order.paymentType,
    paymentChannel: order.paymentChannel,
    paidAt: order.paidAt?.toISOString() ?? null,
    paymentDeadline: order.paymentDeadline?.toISOString() ?? null,
    nightlyPrices: details.nights.map((n) => ({ night: n.night, amount: n.amount })),
    addons: details.addons.map((line) => ({
      addonCode: line.addonCode,
      name: inLanguage(addons.find((a) => a.addonCode === line.addonCode)?.name, lang) || line.addonCode,
      roomIndex: line.roomIndex,
      useDate: line.useDate,
      quantity: line.quantity,
      amount: line.amount,
    })),
    currency: order.currency,
    amounts: {
      roomAmount: money(order.roomAmount),
      childAmount: money(order.childAmount),
      discountAmount: money(order.discountAmount),
      serviceAmount: money(order.serviceAmount),
      taxAmount: money(order.taxAmount),
      addonAmount: money(order.addonAmount),
      pointDiscount: money(order.pointDiscount),
      voucherDiscount: money(order.voucherDiscount),
      totalAmount: money(order.totalAmount),
      payAmount: money(order.payAmount),
    },
    pointsUsed: order.pointsUsed,
    pointsEarnedEstimate: earnsPoints(order) ? await (estimatePoints ?? pointsEstimateOf)(order) : 0,
    // What the guest can do now: a free-cancellation deadline that has passed is not offered any more.
    ...policyInForce(
      {
        cancellationFlag: order.cancellationFlag as CancellationFlag,
        cancellationDeadline: order.cancellationDeadline?.toISOString() ?? null,
      },
      now,
    ),
    canCancel: canCancel(order, now),
    canChange:
      order.status === OrderStatus.reserved &&
      canCancel(order, now) &&
      localToday(hotel.timeZone, now) < order.checkInDate,
    refund: refundOf(order, online),
    onlinePaid: online,
    card: order.cardType && order.cardMasked ? { cardType: order.cardType, maskedNumber: order.cardMasked } : null,
  };
}

/** What the guest's order routes read, the database given: an order by id or confirmation number, its detail. */
export const orderReadsOf = (db: Db, onlinePaidOf?: OnlinePaidOf, pendingChangeOf?: PendingChangeOf) => ({
  ...bindDb(db, { findOrder, findOrderByConfirmation }),
  toOrderDetail: async (order: OrderRow, lang: Language, now: Date, estimatePoints?: PointsEstimator) => {
    const detail = await toOrderDetail(db, order, lang, now, estimatePoints, onlinePaidOf);
    return pendingChangeOf ? { ...detail, ...(await pendingChangeOf(order, lang)) } : detail;
  },
});
/** The order's change waiting for the guest's payment of its difference (change-payments.ts). */
export type PendingChangeOf = (
  order: OrderRow,
  lang: Language,
) => Promise<{ pendingChange: PendingChange | null; lastChange: OrderDetail['lastChange'] }>;
export type OrderReads = ReturnType<typeof orderReadsOf>;
export type { OrderRow } from './booking.repo.ts';
