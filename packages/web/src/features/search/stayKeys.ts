/** The query keys that describe a stay; links from a result to the next page carry them over. */
export const STAY_KEYS = [
  'checkInDate',
  'checkOutDate',
  'roomCount',
  'adultsNumber',
  'childNumber',
  'childAges',
  'discountType',
  'discountCode',
  'rateCode',
  'voucherCode',
  'voucherSource',
] as const;
