export const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US', 'ja', 'ko-KR', 'th-TH'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Chinese and Japanese count as wide-script languages for comment limits and name order. */
export const WIDE_SCRIPT_LANGUAGES: readonly Language[] = ['zh-CN', 'zh-TW', 'ja'];
export const FAMILY_NAME_FIRST_LANGUAGES: readonly Language[] = ['zh-CN', 'zh-TW'];
/**
 * Where the booking form asks the family name before the given name (issue 19: Chinese and Japanese).
 * Members' display names keep the spec's rule (Chinese locales only, `FAMILY_NAME_FIRST_LANGUAGES`).
 */
export const FAMILY_NAME_FIELD_FIRST_LANGUAGES: readonly Language[] = ['zh-CN', 'zh-TW', 'ja'];

/** Picks the best supported language from an Accept-Language header or a stored value. */
export function negotiateLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const wanted = header
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase())
    .filter((tag): tag is string => Boolean(tag));
  for (const tag of wanted) {
    const exact = LANGUAGES.find((lang) => lang.toLowerCase() === tag);
    if (exact) return exact;
    if (tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant')) return 'zh-TW';
    const base = tag.split('-')[0];
    const byBase = LANGUAGES.find((lang) => lang.toLowerCase().split('-')[0] === base);
    if (byBase) return byBase;
  }
  return DEFAULT_LANGUAGE;
}
