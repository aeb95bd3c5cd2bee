/** The browser type every analytics event carries (spec section 2), from the user agent. */

/** Browser families, most specific first (in-app browsers and Chromium derivatives before Chrome). */
const BROWSERS: readonly [name: string, test: RegExp][] = [
  ['wechat', /MicroMessenger/i],
  ['alipay', /AlipayClient/i],
  ['edge', /Edg(e|A|iOS)?\//],
  ['opera', /OPR\/|Opera/],
  ['samsung', /SamsungBrowser/],
  ['firefox', /Firefox|FxiOS/],
  ['chrome', /Chrome|CriOS|Chromium/],
  ['safari', /Safari/],
  ['ie', /Trident|MSIE/],
];

/** The browser type of a user agent: wechat, alipay, edge, opera, samsung, firefox, chrome, safari, ie or other. */
export function browserOf(userAgent: string): string {
  return BROWSERS.find(([, test]) => test.test(userAgent))?.[0] ?? 'other';
}
