import { DEFAULT_LANGUAGE, type Language } from '@hotel/contract/languages';
import { lazy, Suspense, useState } from 'react';
import { useController } from 'react-hook-form';
import { LANGUAGE_NAMES } from '../../../lib/i18n/languageNames.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { FieldGroup } from '../../../ui/form/FieldGroup.tsx';
import { useFieldError } from '../../../ui/form/useFieldError.ts';
import { RichText } from '../../content/RichText.tsx';
import { FallbackShown, LANGUAGE_ORDER, LanguageNote, useLocalizedTexts } from './languageFallback.tsx';
import { useRichTextPreview } from './richTextApi.ts';

/** The editor is its own chunk: only the back office's forms with rich text load it. */
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

function LanguageEditor({ name, label, lang }: { name: string; label: string; lang: Language }) {
  const { field } = useController({ name: `${name}.${lang}` });
  const error = useFieldError(`${name}.${lang}`);
  return (
    <div className="flex flex-col gap-1">
      <Suspense fallback={<p className="text-sm text-muted">{label}</p>}>
        <RichTextEditor
          key={lang}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          label={label}
          lang={lang}
          testId={`rich-text-${name}-${lang}`}
        />
      </Suspense>
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A rich text kept in six languages (`name.<language>`): one editor per language, chosen by tabs; the
 * default language is needed, the others are optional and, when empty, the text guests then see (the
 * default language's) is shown. The preview asks the server for the text exactly as guest pages serve it.
 */
export function LocalizedRichTextField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<Language>(DEFAULT_LANGUAGE);
  const { texts, fallback, shownFor, fallsBack } = useLocalizedTexts(name);
  const preview = useRichTextPreview();
  const [previewOf, setPreviewOf] = useState<Language | null>(null);
  const shown = shownFor(lang);
  const showPreview = () => {
    setPreviewOf(lang);
    preview.mutate({ html: shown });
  };
  const fieldLabel = `${label} · ${LANGUAGE_NAMES[lang]}`;
  return (
    <FieldGroup legend={label} testId={`rich-text-field-${name}`}>
      <div role="tablist" aria-label={t('admin.richText.languages')} className="flex flex-wrap gap-1">
        {LANGUAGE_ORDER.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={item === lang}
            onClick={() => {
              setLang(item);
              setPreviewOf(null);
            }}
            className={`min-h-9 rounded-t border border-b-0 px-3 text-sm ${
              item === lang ? 'border-main bg-main-soft font-semibold' : 'border-border'
            }`}
          >
            {LANGUAGE_NAMES[item]}
            {item === DEFAULT_LANGUAGE ? ' *' : texts[item]?.trim() ? '' : ` (${t('admin.richText.empty')})`}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="flex flex-col gap-2">
        <LanguageNote lang={lang} />
        <LanguageEditor key={lang} name={name} label={fieldLabel} lang={lang} />
        {fallsBack(lang) ? (
          <FallbackShown lang={lang}>
            <RichText html={fallback} />
          </FallbackShown>
        ) : null}
        <div>
          <Button variant="secondary" onClick={showPreview} disabled={preview.isPending}>
            {t('admin.richText.preview')}
          </Button>
        </div>
        {previewOf === lang && preview.data ? (
          <section
            aria-label={t('admin.richText.previewTitle', { language: LANGUAGE_NAMES[lang] })}
            className="rounded-md border border-border bg-background p-4"
            data-testid={`rich-text-preview-${name}`}
          >
            <p className="mb-2 text-xs font-semibold text-muted">
              {t('admin.richText.previewTitle', { language: LANGUAGE_NAMES[lang] })}
            </p>
            {/* The server's answer: sanitised as the guest pages serve it, shown as they show it. */}
            <div lang={lang}>
              <RichText html={preview.data.html} className="text-base sm:text-lg" />
            </div>
          </section>
        ) : null}
        {previewOf === lang && preview.error ? (
          <p role="alert" className="text-sm text-danger">
            {t('admin.richText.previewFailed')}
          </p>
        ) : null}
      </div>
    </FieldGroup>
  );
}
