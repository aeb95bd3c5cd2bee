import { withCharges } from '@hotel/contract/charges';
import { ADDON_FLAG_CODES, AddonType } from '@hotel/contract/enums';
import type { OrderCreate } from '@hotel/contract/schemas/order';
import { V } from '@hotel/contract/validation';
import { fieldError } from '../../platform/errors.ts';
import type { AddonRow } from '../catalog/catalog.module.ts';

export interface AddonLine {
  roomIndex: number;
  addonCode: string;
  addonType: number;
  useDate: string | null;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export interface OrderAmounts {
  roomAmount: number;
  /** The children's part of the room amount. */
  childAmount: number;
  discountAmount: number;
  serviceAmount: number;
  taxAmount: number;
  addonAmount: number;
  pointDiscount: number;
  voucherDiscount: number;
  totalAmount: number;
  payAmount: number;
}

/** Basis points of an amount, rounded half up, in integer minor units. */
export { basisPoints } from '@hotel/contract/charges';

function lineAmount(addon: AddonRow, quantity: number, nights: number, dated: boolean): number {
  const perNight = addon.pricingUnit === 'perNight' || addon.pricingUnit === 'perPersonPerNight';
  return addon.price * quantity * (perNight && !dated ? nights : 1);
}

/**
 * Prices the add-ons chosen for each room: the code must be the hotel's and of the stated type, a
 * dated booking must fall on a night of the stay, and flags (BKA, BKC) are booked once per room.
 */
export function priceAddons(order: Pick<OrderCreate, 'roomInfo'>, addons: AddonRow[], nights: string[]): AddonLine[] {
  const byCode = new Map(addons.map((addon) => [addon.addonCode, addon]));
  return order.roomInfo.flatMap((room, roomIndex) =>
    room.addOns.map((choice, index) => {
      const field = `roomInfo.${roomIndex}.addOns.${index}`;
      const addon = byCode.get(choice.addonCode);
      if (!addon || addon.addonType !== choice.addonType) throw fieldError(`${field}.addonCode`, V.invalid);
      const isFlag = (ADDON_FLAG_CODES as readonly string[]).includes(addon.addonCode);
      if (isFlag && choice.quantity !== 1) throw fieldError(`${field}.quantity`, V.tooBig);
      const dated = addon.addonType === AddonType.bookable && !isFlag && Boolean(choice.useDate);
      if (choice.useDate && (!dated || !nights.includes(choice.useDate))) throw fieldError(`${field}.useDate`, V.date);
      return {
        roomIndex: choice.roomIndex ?? roomIndex,
        addonCode: addon.addonCode,
        addonType: addon.addonType,
        useDate: dated ? choice.useDate! : null,
        quantity: choice.quantity,
        unitPrice: addon.price,
        amount: lineAmount(addon, choice.quantity, nights.length, dated),
      };
    }),
  );
}

/** Every amount of an order from the room prices, the hotel's charges and the add-ons. */
export function orderAmounts(input: {
  roomAmount: number;
  childAmount?: number;
  originalRoomAmount: number;
  serviceChargeBp: number;
  taxRateBp: number;
  addons: AddonLine[];
  pointDiscount?: number;
  voucherDiscount?: number;
}): OrderAmounts {
  const { serviceAmount, taxAmount } = withCharges(input.roomAmount, input);
  const addonAmount = input.addons.reduce((sum, line) => sum + line.amount, 0);
  const totalAmount = input.roomAmount + serviceAmount + taxAmount + addonAmount;
  const pointDiscount = Math.min(input.pointDiscount ?? 0, totalAmount);
  const voucherDiscount = Math.min(input.voucherDiscount ?? 0, totalAmount - pointDiscount);
  return {
    roomAmount: input.roomAmount,
    childAmount: input.childAmount ?? 0,
    discountAmount: input.originalRoomAmount - input.roomAmount,
    serviceAmount,
    taxAmount,
    addonAmount,
    pointDiscount,
    voucherDiscount,
    totalAmount,
    payAmount: totalAmount - pointDiscount - voucherDiscount,
  };
}
