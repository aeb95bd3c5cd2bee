import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyTheme,
  contrastRatio,
  overridesCss,
  parseColor,
  resolveTheme,
  THEME_IDS,
  type ThemeConfig,
  themeIdOf,
} from './theme.ts';

const site = (overrides: Partial<ThemeConfig> = {}): ThemeConfig => ({
  themeID: 'classic',
  mobileThemeID: 'classic',
  mainColor: '#5f3913',
  backgroundColor: '#ffffff',
  customStyles: '',
  ...overrides,
});

describe('theme resolution', () => {
  it('picks the named theme, and the mobile theme on small screens', () => {
    const config = site({ themeID: 'garden', mobileThemeID: 'sakura' });
    expect(resolveTheme(config, { mobile: false }).theme).toBe('garden');
    expect(resolveTheme(config, { mobile: true }).theme).toBe('sakura');
  });

  it('falls back from an unknown mobile theme to the desktop one, and from an unknown theme to classic', () => {
    expect(resolveTheme(site({ themeID: 'ocean', mobileThemeID: 'neon' }), { mobile: true }).theme).toBe('ocean');
    expect(resolveTheme(site({ themeID: 'neon', mobileThemeID: '' }), { mobile: false }).theme).toBe('classic');
    expect(themeIdOf('MIDNIGHT')).toBe('midnight');
    expect(themeIdOf('2')).toBe('ocean');
    expect(themeIdOf('6')).toBeUndefined();
  });

  it('keeps the theme palette while the colours are the defaults (brown on white)', () => {
    expect(
      resolveTheme(site({ themeID: 'ocean', mainColor: '#5F3913', backgroundColor: '#fff' }), { mobile: false }),
    ).toMatchObject({ theme: 'ocean', variables: {} });
  });

  it('lays the site main colour over the theme with readable text on it', () => {
    const dark = resolveTheme(site({ themeID: 'sakura', mainColor: '#1f4e5f' }), { mobile: false });
    expect(dark.variables).toEqual({ '--color-main': '#1f4e5f', '--color-on-main': '#ffffff' });
    const light = resolveTheme(site({ mainColor: 'rgb(250, 220, 90)' }), { mobile: false });
    expect(light.variables['--color-on-main']).toBe('#1f1b17');
    expect(contrastRatio('#fadc5a', '#1f1b17')).toBeGreaterThanOrEqual(4.5);
  });

  it('takes a light background colour, never one that would hide the text, and ignores values that are not colours', () => {
    expect(resolveTheme(site({ backgroundColor: '#fbfaf6' }), { mobile: false }).variables).toEqual({
      '--color-background': '#fbfaf6',
    });
    expect(resolveTheme(site({ backgroundColor: '#202020' }), { mobile: false }).variables).toEqual({});
    const hostile = site({ mainColor: 'red;}body{display:none', backgroundColor: 'url(x)' });
    expect(resolveTheme(hostile, { mobile: false }).variables).toEqual({});
    expect(parseColor('#abc')).toEqual([170, 187, 204]);
    expect(parseColor('rgb(300, 0, 0)')).toBeNull();
  });

  it('names a custom font only with a safe family name and font files', () => {
    const font = { code: 'Aurora Serif', fontFiles: ['/fonts/aurora.woff2', 'javascript:alert(1)', '//evil/x.woff2'] };
    const resolved = resolveTheme(site({ fontSettings: font }), { mobile: false });
    expect(resolved.font).toEqual({ code: 'Aurora Serif', fontFiles: ['/fonts/aurora.woff2'] });
    expect(resolved.variables['--font-sans']).toMatch(/^"Aurora Serif", system-ui/);
    expect(resolveTheme(site({ fontSettings: { code: 'x"}', fontFiles: ['/a.woff2'] } }), { mobile: false }).font).toBe(
      null,
    );
    expect(resolveTheme(site(), { mobile: false }).font).toBeNull();
  });

  it('writes the overrides in the site layer', () => {
    expect(overridesCss({ '--color-main': '#123456' })).toBe('@layer site{:root{--color-main:#123456}}');
    expect(overridesCss({})).toBe('');
  });
});

describe('applying a theme', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete document.documentElement.dataset.theme;
  });

  it('restyles the page when the site changes, custom styles as text only', () => {
    document.head.innerHTML = '<meta name="theme-color" content="#5f3913">';
    applyTheme(site({ themeID: 'ocean', customStyles: '.a{color:red}' }), { mobile: false });
    expect(document.documentElement.dataset.theme).toBe('ocean');
    expect(document.getElementById('site-custom-styles')?.textContent).toBe('.a{color:red}');

    const payload = '</style><script>window.hacked=1</script><style>';
    applyTheme(site({ themeID: 'garden', mainColor: '#1f4e5f', customStyles: payload }), { mobile: false });
    expect(document.documentElement.dataset.theme).toBe('garden');
    expect(document.getElementById('site-theme')?.textContent).toContain('--color-main:#1f4e5f');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#1f4e5f');
    const custom = document.getElementById('site-custom-styles');
    expect(custom?.textContent).toBe(payload);
    expect(custom?.children).toHaveLength(0);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.querySelectorAll('style')).toHaveLength(2);
    // The custom styles stay last, after the overrides.
    expect(document.head.lastElementChild?.id).toBe('site-custom-styles');
  });

  it('leaves the page as it is when the same theme is applied again, and keeps the custom styles last', async () => {
    const config = site({ themeID: 'ocean', mainColor: '#1f4e5f', customStyles: '.a{color:red}' });
    applyTheme(config, { mobile: false });
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    applyTheme(config, { mobile: false });
    await Promise.resolve();
    expect(observer.takeRecords().concat(changes)).toHaveLength(0);

    // A style sheet added after the custom styles: they move back to the end.
    document.head.append(document.createElement('style'));
    applyTheme(config, { mobile: false });
    expect(document.head.lastElementChild?.id).toBe('site-custom-styles');
    observer.disconnect();
  });

  it('uses the mobile theme on a small screen and leaves the page alone without a configuration', () => {
    applyTheme(site({ themeID: 'classic', mobileThemeID: 'midnight' }), { mobile: true });
    expect(document.documentElement.dataset.theme).toBe('midnight');
    expect(applyTheme(undefined)).toBeUndefined();
    expect(document.documentElement.dataset.theme).toBe('midnight');
  });
});

describe('the palettes of themes.css', () => {
  // Read from disk: the test runner hands CSS modules over empty.
  const css = readFileSync(`${import.meta.dirname}/themes.css`, 'utf8');
  const palette = (id: string): Record<string, string> => {
    const block = new RegExp(`\\[data-theme="${id}"\\]\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]]));
  };

  it.each(THEME_IDS)('%s defines every token with readable text (WCAG AA)', (id) => {
    const colors = palette(id);
    for (const token of ['main', 'on-main', 'background', 'surface', 'text', 'muted', 'border', 'accent', 'focus']) {
      expect(colors[`--color-${token}`], `${id} --color-${token}`).toMatch(/^#[0-9a-f]{6}$/);
    }
    const pick = (token: string) => colors[`--color-${token}`] as string;
    expect(contrastRatio(pick('on-main'), pick('main'))).toBeGreaterThanOrEqual(4.5);
    for (const ground of ['background', 'surface']) {
      for (const ink of ['text', 'muted', 'main', 'accent']) {
        expect(contrastRatio(pick(ink), pick(ground)), `${id} ${ink} on ${ground}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrastRatio(pick('focus'), pick('background'))).toBeGreaterThanOrEqual(3);
  });

  it('gives each theme its own main colour', () => {
    const mains = THEME_IDS.map((id) => palette(id)['--color-main']);
    expect(new Set(mains).size).toBe(THEME_IDS.length);
  });
});
