import type { hotelListQuerySchema } from '@hotel/contract/schemas/search';
import { STAY_KEYS } from './stayKeys.ts';

/**
 * The contract's rules for a stay link (its zod schema), loaded only for a link that names a stay: a
 * result page opened without one (the usual hotel list) starts without zod and the contract's schemas.
 */
let rules: typeof hotelListQuerySchema | undefined;
let loading: Promise<void> | undefined;

function loadRules(): Promise<void> {
  loading ??= import('@hotel/contract/schemas/search').then(
    (module) => {
      rules = module.hotelListQuerySchema;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const linkKeys = (params: URLSearchParams) => [...STAY_KEYS, 'cityCode'].filter((key) => params.has(key));

/**
 * Resolves once `repairStayLink` can check `params`: at once for a link that names no stay or when the
 * rules are there; the result pages' route loader and start-up wait for it before they read the stay.
 */
export function stayLinkRulesReady(params: URLSearchParams): Promise<void> {
  return rules || linkKeys(params).length === 0 ? Promise.resolve() : loadRules();
}

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
  const keys = linkKeys(params);
  if (keys.length === 0) return null;
  // Not waited for (stayLinkRulesReady): the link is taken as it is, and the server's answer says what is wrong.
  if (!rules) {
    void loadRules().catch(() => undefined);
    return null;
  }
  const result = rules.safeParse(Object.fromEntries(keys.map((key) => [key, params.get(key)])));
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
