import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@hotel/contract/languages';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { LANGUAGE_NAMES } from '../../../lib/i18n/languageNames.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';

/**
 * How the back office edits a text kept in six languages, for plain inputs and rich-text editors alike:
 * the site's default language first and needed (guests of every other language fall back to it), the
 * others optional and, while empty, showing what guests reading them see instead.
 */

/** The default language first, then the others. */
export const LANGUAGE_ORDER: readonly Language[] = [
  DEFAULT_LANGUAGE,
  ...LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE),
];

/** The texts of the form's `name.<language>` fields as typed now, and what a language's guests are shown. */
export function useLocalizedTexts(name: string) {
  const { control } = useFormContext();
  const texts = (useWatch({ control, name }) ?? {}) as Partial<Record<Language, string>>;
  const fallback = texts[DEFAULT_LANGUAGE] ?? '';
  return {
    texts,
    fallback,
    /** The language's own text, else the default language's: what its guests read. */
    shownFor: (lang: Language) => ((texts[lang] ?? '').trim() ? (texts[lang] ?? '') : fallback),
    /** An empty optional language whose guests read the default language's text instead. */
    fallsBack: (lang: Language) => lang !== DEFAULT_LANGUAGE && !(texts[lang] ?? '').trim() && Boolean(fallback.trim()),
  };
}

/** "Name · English (US)" for the default language, "Name · 日本語 (optional)" for the others. */
export function useLanguageLabel() {
  const { t } = useTranslation();
  return (label: string, lang: Language) =>
    lang === DEFAULT_LANGUAGE
      ? `${label} · ${LANGUAGE_NAMES[lang]} *`
      : `${label} · ${LANGUAGE_NAMES[lang]} (${t('admin.richText.optional')})`;
}

/** The rule of the language: needed (the default) or optional, falling back to the default language. */
export function LanguageNote({ lang, id }: { lang: Language; id?: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="text-xs text-muted">
      {lang === DEFAULT_LANGUAGE
        ? t('admin.richText.defaultNote')
        : t('admin.richText.optionalNote', {
            language: LANGUAGE_NAMES[lang],
            fallback: LANGUAGE_NAMES[DEFAULT_LANGUAGE],
          })}
    </p>
  );
}

/** "Guests reading 日本語 now see:" and the default language's text (`children`), under an empty language. */
export function FallbackShown({ lang, children, testId }: { lang: Language; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1 rounded-md border border-dashed border-border p-3" data-testid={testId}>
      <p className="text-xs font-semibold text-muted">
        {t('admin.richText.fallbackShown', { language: LANGUAGE_NAMES[lang] })}
      </p>
      <div className="max-h-40 overflow-auto text-sm text-muted">{children}</div>
    </div>
  );
}
