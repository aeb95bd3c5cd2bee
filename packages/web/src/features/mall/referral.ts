/**
 * The referral a visitor arrived with (a member's share link carries `?ref=<code>`): kept for the
 * session per product, so a purchase of that product at checkout credits the member who shared it.
 */
export const REFERRAL_PARAM = 'ref';
const STORAGE_KEY = 'mall.referrals';
/** As the checkout's `referralCode` (contract `checkoutQuoteSchema`): letters and digits, at most 32. */
const CODE = /^[A-Za-z0-9]{1,32}$/;

type Referrals = Record<string, string>;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function read(): Referrals {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Referrals) : {};
  } catch {
    return {};
  }
}

/** Keeps the referral code of a product page visit (ignores a malformed code). */
export function keepReferral(goodsCode: string, code: string | null | undefined): void {
  if (!code || !CODE.test(code)) return;
  const all = read();
  all[goodsCode] = code;
  storage()?.setItem(STORAGE_KEY, JSON.stringify(all));
}

/** The referral kept for a product, if any. */
export function referralFor(goodsCode: string): string | undefined {
  const code = read()[goodsCode];
  return typeof code === 'string' && CODE.test(code) ? code : undefined;
}

/** The share link of a product carrying a member's referral code. */
export function shareLink(origin: string, productPath: string, code: string): string {
  const url = new URL(productPath, origin);
  url.searchParams.set(REFERRAL_PARAM, code);
  return url.toString();
}
