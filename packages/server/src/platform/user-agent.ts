/** Browsers by the token that names them, most specific first (Edge and Opera also say Chrome; Chrome also says Safari). */
const BROWSERS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['WeChat', /MicroMessenger\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['iPhone', /iPhone/],
  ['iPad', /iPad/],
  ['Android', /Android/],
  ['ChromeOS', /CrOS/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux/],
];

/**
 * A short, readable name of the browser behind a User-Agent, such as "Chrome 131 on Windows",
 * for a person deciding whether a sign-in request is theirs; empty when nothing is recognised.
 */
export function summariseBrowser(userAgent: string): string {
  const ua = userAgent.slice(0, 512);
  const browser = BROWSERS.map(([name, pattern]) => [name, pattern.exec(ua)?.[1]] as const).find(([, v]) => v);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(ua))?.[0];
  const named = browser ? `${browser[0]} ${browser[1]}` : '';
  if (named && system) return `${named} on ${system}`;
  return named || system || '';
}
