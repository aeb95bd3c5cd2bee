/** A share of an amount in basis points (1/100 of a percent), rounded half up: the one rounding of charges. */
export const basisPoints = (amount: number, bp: number) => Math.floor((amount * bp + 5_000) / 10_000);

/**
 * A room amount with the hotel's charges: the service charge on the rooms, the tax on rooms plus
 * service. The booking charges exactly this (before add-ons and deductions); lists that show prices
 * "including taxes and fees" show the same figure.
 */
export function withCharges(roomAmount: number, hotel: { serviceChargeBp: number; taxRateBp: number }) {
  const serviceAmount = basisPoints(roomAmount, hotel.serviceChargeBp);
  const taxAmount = basisPoints(roomAmount + serviceAmount, hotel.taxRateBp);
  return { serviceAmount, taxAmount, total: roomAmount + serviceAmount + taxAmount };
}
