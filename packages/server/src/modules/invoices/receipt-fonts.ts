import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The receipt's typefaces, shipped as npm packages so every machine (CI installs only npm packages and
 * Chromium) prints the same: Noto Sans SC covers Latin, simplified and traditional Han, kana; Noto Sans
 * KR covers Hangul; Noto Sans Thai covers Thai and the baht sign. PDFKit embeds only the glyphs used.
 */
const FILES = {
  han: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  hanBold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  hangul: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  hangulBold: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
  thai: '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf',
  thaiBold: '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf',
} as const;
export type ReceiptFont = keyof typeof FILES;

const require = createRequire(import.meta.url);
const loaded = new Map<ReceiptFont, Buffer>();

/** The font's bytes, read once per process. */
export function fontBytes(font: ReceiptFont): Buffer {
  let bytes = loaded.get(font);
  if (!bytes) {
    bytes = readFileSync(require.resolve(FILES[font]));
    loaded.set(font, bytes);
  }
  return bytes;
}

export const RECEIPT_FONTS = Object.keys(FILES) as ReceiptFont[];

const THAI = /[\u0E00-\u0E7F]/;
const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7AF]/;

/** The font that draws a piece of text: by the first Thai or Hangul letter in it, else the Han face. */
export function fontFor(text: string, bold = false): ReceiptFont {
  const script = THAI.test(text) ? 'thai' : HANGUL.test(text) ? 'hangul' : 'han';
  return bold ? `${script}Bold` : script;
}
