import type { SiteConfig } from '@hotel/contract/schemas/site';

/** A font the site configuration names (spec section 3, font settings: code and font files). */
export type FontSettings = NonNullable<SiteConfig['fontSettings']>;

const loadedFonts = new Set<string>();

/** Adds a site font's files to the document (each once); the browser swaps them in when loaded. */
export function loadFont(doc: Document, font: FontSettings): void {
  if (typeof FontFace === 'undefined' || !doc.fonts) return;
  for (const file of font.fontFiles) {
    const key = `${font.code}|${file}`;
    if (loadedFonts.has(key)) continue;
    loadedFonts.add(key);
    const face = new FontFace(font.code, `url("${file}")`, { display: 'swap' });
    doc.fonts.add(face);
    face.load().catch(() => loadedFonts.delete(key));
  }
}
