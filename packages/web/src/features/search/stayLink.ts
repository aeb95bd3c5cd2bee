import { hotelListQuerySchema } from '@hotel/contract/schemas/search';
import { STAY_KEYS } from './stayKeys.ts';

/** Keys that only make sense together: when one is wrong, the whole group goes. */
const GROUPS: readonly (readonly string[])[] = [
  ['checkInDate', 'checkOutDate'],
  ['roomCount', 'adultsNumber', 'childNumber', 'childAges'],
  ['discountType', 'discountCode'],
  ['rateCode'],
  ['voucherCode', 'voucherSource'],
  ['cityCode'],
];

/**
 * A link's stay without what the contract refuses (a date like `2026-13-45`, check-out before
 * check-in, a party of `abc`, half a promotion code), so the page falls back to the session's or the
 * usual stay; `null` when the link is fine. Past dates are not refused here: pages say so themselves.
 */
export function repairStayLink(params: URLSearchParams): URLSearchParams | null {
  const keys = [...STAY_KEYS, 'cityCode'].filter((key) => params.has(key));
  const result = hotelListQuerySchema.safeParse(Object.fromEntries(keys.map((key) => [key, params.get(key)])));
  // Children come with their ages (a link from before ages were asked, or cut short, is repaired too).
  const agesMissing = Number(params.get('childNumber')) > 0 && !params.get('childAges');
  if (result.success && !agesMissing) return null;
  const refused = new Set(result.success ? ['childAges'] : result.error.issues.map((issue) => String(issue.path[0])));
  const repaired = new URLSearchParams(params);
  for (const group of GROUPS) {
    if (group.some((key) => refused.has(key))) for (const key of group) repaired.delete(key);
  }
  return repaired;
}
