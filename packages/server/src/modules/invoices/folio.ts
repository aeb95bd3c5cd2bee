import { OrderStatus, PaymentType } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import type { OrderDetail } from '@hotel/contract/schemas/order';
import type { Folio } from '@hotel/contract/schemas/stay';

/** A payment of the order as the payments pipeline keeps it. */
export interface FolioPayment {
  paymentId: string;
  amount: number;
  status: string;
  createdAt: string;
  settledAt: string | null;
}

/** Payments that took the guest's money (whatever happened to it later). */
const TAKEN = new Set(['succeeded', 'refundDue', 'refunded', 'refundFailed']);
/** Rates the guest pays at the hotel: settled at check-out, recorded as the order's amount to pay. */
const AT_HOTEL = new Set<number>([PaymentType.payAtHotel, PaymentType.creditCardGuarantee]);

/**
 * The folio of a stay: each night, the add-ons, service charge and taxes, deductions, and the money
 * taken and given back, every figure as the database holds it.
 */
export function folioOf(order: OrderDetail, payments: FolioPayment[], language: Language): Folio {
  const taken = payments.filter((payment) => TAKEN.has(payment.status));
  const settledAtHotel = AT_HOTEL.has(order.paymentType) && order.status === OrderStatus.completed;
  const paymentLines = taken.map((payment) => ({
    kind: 'online' as 'online' | 'hotel',
    reference: payment.paymentId,
    at: payment.settledAt ?? payment.createdAt,
    amount: payment.amount,
  }));
  if (settledAtHotel && order.amounts.payAmount.amount > 0)
    paymentLines.push({
      kind: 'hotel',
      reference: order.confirmationNumber,
      at: order.checkOutDate,
      amount: order.amounts.payAmount.amount,
    });
  const refunds = taken
    .filter((payment) => payment.status === 'refunded')
    .map((payment) => ({
      reference: payment.paymentId,
      at: payment.settledAt ?? payment.createdAt,
      amount: payment.amount,
    }));
  const sum = (lines: { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);
  const amounts = order.amounts;
  const paid = sum(paymentLines);
  const refunded = sum(refunds);
  return {
    transactionId: order.transactionId,
    confirmationNumber: order.confirmationNumber,
    language,
    hotel: {
      name: order.hotel.name,
      address: order.hotel.address,
      phone: order.hotel.phone,
      timeZone: order.hotel.timeZone,
    },
    guestName: order.booker.name,
    roomType: order.roomType.name,
    ratePlan: order.ratePlan.name,
    checkInDate: order.checkInDate,
    checkOutDate: order.checkOutDate,
    roomCount: order.roomCount,
    currency: order.currency,
    nights: order.nightlyPrices.map((night) => ({
      night: night.night,
      rooms: order.roomCount,
      amount: night.amount * order.roomCount,
    })),
    addons: order.addons.map((addon) => ({ name: addon.name, quantity: addon.quantity, amount: addon.amount })),
    charges: {
      roomAmount: amounts.roomAmount.amount,
      addonAmount: amounts.addonAmount.amount,
      serviceAmount: amounts.serviceAmount.amount,
      taxAmount: amounts.taxAmount.amount,
      pointDiscount: amounts.pointDiscount.amount,
      voucherDiscount: amounts.voucherDiscount.amount,
      totalAmount: amounts.totalAmount.amount,
      payAmount: amounts.payAmount.amount,
    },
    payments: paymentLines,
    refunds,
    paid,
    refunded,
    balanceDue: Math.max(0, amounts.payAmount.amount - (paid - refunded)),
  };
}
