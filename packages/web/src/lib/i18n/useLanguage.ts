import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@hotel/contract/languages';
import { useTranslation } from './useTranslation.ts';

/** The active display language; components re-render when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
