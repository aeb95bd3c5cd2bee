import { DEFAULT_BACKGROUND_COLOR, DEFAULT_MAIN_COLOR } from '@hotel/contract/constants';
import type { SiteConfig } from '@hotel/contract/schemas/site';
import type { FontSettings } from './fonts.ts';

/**
 * Site themes (spec sections 2, 3 and 9). The palettes of the five named themes are CSS variable sets
 * in themes.css; this module picks one from the site configuration (SiteConfig.themeID, or
 * mobileThemeID on screens narrower than 768 px), lays the site's own main and background colours over
 * it, adds the site's custom styles (as text, in a <style> element) and its font, if it names one.
 * Everything is reapplied whenever the configuration or the screen width changes: no reload.
 */
export const THEME_IDS = ['classic', 'ocean', 'garden', 'sakura', 'midnight'] as const;
export type ThemeId = (typeof THEME_IDS)[number];

/** Below this width the mobile theme applies. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export type ThemeConfig = Pick<
  SiteConfig,
  'themeID' | 'mobileThemeID' | 'mainColor' | 'backgroundColor' | 'customStyles'
> & { fontSettings?: unknown };

export interface ResolvedTheme {
  theme: ThemeId;
  /** Token overrides from the configuration (`--color-main`...), over the theme's palette. */
  variables: Record<string, string>;
  customStyles: string;
  font: FontSettings | null;
}

const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK SC", sans-serif';
/** The darkest text of the themes: a site background must keep it readable. */
const THEME_TEXT = '#1f1b17';
const WHITE = '#ffffff';

/** A theme by name (any case) or by its number (1-5, as older configurations store it). */
export function themeIdOf(value: unknown): ThemeId | undefined {
  const text = String(value ?? '')
    .trim()
    .toLowerCase();
  if (/^[1-5]$/.test(text)) return THEME_IDS[Number(text) - 1];
  return THEME_IDS.find((id) => id === text);
}

/** [r, g, b] of `#rgb`, `#rrggbb` (alpha digits ignored) or `rgb(r g b)` / `rgb(r, g, b)`; null otherwise. */
export function parseColor(value: string): [number, number, number] | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((digit) => digit + digit).join('') : hex.slice(0, 6);
    return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(text);
  if (rgb) {
    const channels = rgb.slice(1, 4).map(Number) as [number, number, number];
    return channels.every((channel) => channel <= 255) ? channels : null;
  }
  return null;
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours (1 to 21); 1 when either cannot be read. */
export function contrastRatio(first: string, second: string): number {
  const a = parseColor(first);
  const b = parseColor(second);
  if (!a || !b) return 1;
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const sameColor = (a: string, b: string) => parseColor(a)?.join() === parseColor(b)?.join();

function fontOf(value: unknown): FontSettings | null {
  if (!value || typeof value !== 'object') return null;
  const { code, fontFiles } = value as { code?: unknown; fontFiles?: unknown };
  if (typeof code !== 'string' || !/^[\w -]{1,64}$/.test(code.trim()) || !Array.isArray(fontFiles)) return null;
  // Same-site paths or https addresses of woff2/woff/ttf/otf files only.
  const files = fontFiles.filter(
    (file): file is string =>
      typeof file === 'string' && /^(\/(?!\/)|https:\/\/)[^\s"'()\\]+\.(woff2?|ttf|otf)(\?[^\s"'()\\]*)?$/i.test(file),
  );
  return files.length > 0 ? { code: code.trim(), fontFiles: files } : null;
}

/**
 * The theme of a site on this screen: its named theme (mobile theme on small screens, falling back to
 * the desktop one, then classic), the main colour when the site sets one other than the default brown
 * (with white or dark text on it, whichever reads better), the background when it is not the default
 * white and keeps dark text readable, the custom styles and the font.
 */
export function resolveTheme(config: ThemeConfig, options: { mobile: boolean }): ResolvedTheme {
  const theme =
    (options.mobile ? themeIdOf(config.mobileThemeID) : undefined) ?? themeIdOf(config.themeID) ?? 'classic';
  const variables: Record<string, string> = {};
  const main = config.mainColor?.trim() ?? '';
  if (parseColor(main) && !sameColor(main, DEFAULT_MAIN_COLOR)) {
    variables['--color-main'] = main;
    variables['--color-on-main'] = contrastRatio(main, WHITE) >= 4.5 ? WHITE : THEME_TEXT;
  }
  const background = config.backgroundColor?.trim() ?? '';
  if (
    parseColor(background) &&
    !sameColor(background, DEFAULT_BACKGROUND_COLOR) &&
    contrastRatio(background, THEME_TEXT) >= 7
  ) {
    variables['--color-background'] = background;
  }
  const font = fontOf(config.fontSettings);
  if (font) variables['--font-sans'] = `"${font.code}", ${SYSTEM_FONTS}`;
  return { theme, variables, customStyles: config.customStyles ?? '', font };
}

/** The CSS of the overrides: in layer `site`, above the themes' palettes, below the custom styles. */
export function overridesCss(variables: Record<string, string>): string {
  const declarations = Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return declarations ? `@layer site{:root{${declarations}}}` : '';
}

/** A <style> element of the document head, created once; its content is always set as text. */
function styleElement(doc: Document, id: string): HTMLStyleElement {
  let element = doc.getElementById(id);
  if (!(element instanceof HTMLStyleElement)) {
    element = doc.createElement('style');
    element.id = id;
    doc.head.append(element);
  }
  return element as HTMLStyleElement;
}

/** Whether a style sheet comes after `element` in the head (the custom styles must be the last). */
function stylesheetAfter(element: Element): boolean {
  for (let next = element.nextElementSibling; next; next = next.nextElementSibling)
    if (next instanceof HTMLStyleElement || (next instanceof HTMLLinkElement && next.relList.contains('stylesheet')))
      return true;
  return false;
}

/** Applies a site's theme to the document (nothing without a configuration: the classic defaults stay). */
export function applyTheme(
  config: ThemeConfig | undefined,
  options: { mobile?: boolean; doc?: Document } = {},
): ResolvedTheme | undefined {
  const doc = options.doc ?? document;
  if (!config) return undefined;
  const mobile = options.mobile ?? (typeof matchMedia === 'function' && matchMedia(MOBILE_QUERY).matches);
  const resolved = resolveTheme(config, { mobile });
  // The font files load in the background (the system fonts show until they are there).
  const font = resolved.font;
  if (font)
    void import('./fonts.ts').then(
      (module) => module.loadFont(doc, font),
      () => undefined,
    );
  const overrides = styleElement(doc, 'site-theme');
  const custom = styleElement(doc, 'site-custom-styles');
  const css = overridesCss(resolved.variables);
  // Applied already (at start-up, then by the layout with the same configuration): writing it again
  // would make the browser restyle the whole page, about 10 ms once the first screen is there.
  if (
    doc.documentElement.dataset.theme === resolved.theme &&
    overrides.textContent === css &&
    custom.textContent === resolved.customStyles &&
    !stylesheetAfter(custom)
  )
    return resolved;
  doc.documentElement.dataset.theme = resolved.theme;
  overrides.textContent = css;
  // Custom styles come last so they can restyle anything; as text, never as markup.
  custom.textContent = resolved.customStyles;
  doc.head.append(custom);
  // The browser's toolbar colour follows the main colour, whichever layer set it.
  const color =
    resolved.variables['--color-main'] ??
    doc.defaultView?.getComputedStyle(doc.documentElement).getPropertyValue('--color-main').trim();
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', color || DEFAULT_MAIN_COLOR);
  return resolved;
}
