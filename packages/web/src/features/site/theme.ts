import type { SiteConfig } from '@hotel/contract/schemas/site';

const COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\))$/i;

/** Sets the theme variables from the site configuration (ignores values that are not plain colours). */
export function applyTheme(
  config: Pick<SiteConfig, 'mainColor' | 'backgroundColor'> | undefined,
  root?: HTMLElement,
): void {
  const element = root ?? document.documentElement;
  if (!config) return;
  if (COLOR.test(config.mainColor.trim())) element.style.setProperty('--color-main', config.mainColor.trim());
  if (COLOR.test(config.backgroundColor.trim())) {
    element.style.setProperty('--color-background', config.backgroundColor.trim());
  }
}
