import type { Language } from '@hotel/contract/languages';

/**
 * Each language's name in its own script, as `enums.language.*` holds it in every catalogue (a test
 * keeps the two equal). Here so the language switcher paints without the `enums` namespace.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
  ja: '日本語',
  'ko-KR': '한국어',
  'th-TH': 'ไทย',
};
