import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

/** A text kept in the six languages; only the default language (en-US) is needed, the others may be empty. */
export type LocalizedTextValue = Partial<Record<Language, string>>;

/**
 * The one rule for reading a text kept in six languages, on the server and in the browser: the language's own
 * text, else the default language's (en-US, the spec's fallback), else any language that has one. Names of
 * hotels, room types, rate plans, add-ons, goods, coupons and content texts all go through it, so a language
 * staff left empty never shows an empty name.
 */
export function inLanguage(text: LocalizedTextValue | null | undefined, lang: Language): string {
  if (!text) return '';
  const own = text[lang];
  if (own?.trim()) return own;
  const fallback = text[DEFAULT_LANGUAGE];
  if (fallback?.trim()) return fallback;
  return Object.values(text).find((value) => value?.trim()) ?? '';
}
