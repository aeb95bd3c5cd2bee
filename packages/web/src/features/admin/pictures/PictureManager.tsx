import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@hotel/contract/languages';
import { pictureAltIn } from '@hotel/contract/pictures';
import { useState } from 'react';
import { LANGUAGE_NAMES } from '../../../lib/i18n/languageNames.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { controlClass } from '../../../ui/Field.tsx';
import { imageAt } from '../../../ui/images.ts';
import { AdminError } from '../ui/AdminError.tsx';
import { type PictureOwnerRecord, useArrangePictures, useUploadPictures } from './picturesApi.ts';

type Draft = { url: string; alt: Record<Language, string> }[];
const draftOf = (owner: PictureOwnerRecord): Draft => owner.pictures.map(({ url, alt }) => ({ url, alt: { ...alt } }));

function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The default language first (required), then the others (optional: empty shows the default's text). */
const ALT_LANGUAGES: Language[] = [DEFAULT_LANGUAGE, ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)];

/** One picture: its thumbnail, its description in six languages, and where it stands. */
function PictureRow({
  picture,
  index,
  count,
  testId,
  onChange,
}: {
  picture: Draft[number];
  index: number;
  count: number;
  testId: string;
  onChange: (next: Draft[number] | null, moveTo?: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const shownAlt = pictureAltIn(picture.alt, i18n.language as Language);
  const fallback = picture.alt[DEFAULT_LANGUAGE];
  return (
    <li
      className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row"
      data-testid={`${testId}-picture`}
    >
      <img
        src={imageAt(picture.url, 160)}
        alt={shownAlt}
        width={160}
        height={107}
        className="h-[107px] w-40 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <details>
          <summary className="cursor-pointer text-sm break-words">
            {t('admin.catalog.pictures.describe', { number: index + 1 })}: {shownAlt}
          </summary>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {ALT_LANGUAGES.map((language) => {
              const isDefault = language === DEFAULT_LANGUAGE;
              return (
                <label key={language} className="flex flex-col gap-1 text-xs">
                  <span>
                    {LANGUAGE_NAMES[language]}
                    {isDefault ? ' *' : ` (${t('admin.catalog.pictures.optional')})`}
                  </span>
                  <input
                    className={controlClass}
                    lang={language}
                    value={picture.alt[language]}
                    required={isDefault}
                    maxLength={200}
                    placeholder={isDefault ? undefined : fallback}
                    onChange={(event) =>
                      onChange({ ...picture, alt: { ...picture.alt, [language]: event.target.value } })
                    }
                  />
                  {!isDefault && !picture.alt[language].trim() && fallback ? (
                    <span className="text-muted">
                      {t('admin.catalog.pictures.fallback', { language: LANGUAGE_NAMES[DEFAULT_LANGUAGE] })}
                    </span>
                  ) : null}
                </label>
              );
            })}
          </div>
        </details>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={index === 0} onClick={() => onChange(picture, index - 1)}>
            {t('admin.catalog.pictures.earlier')}
          </Button>
          <Button variant="secondary" disabled={index === count - 1} onClick={() => onChange(picture, index + 1)}>
            {t('admin.catalog.pictures.later')}
          </Button>
          <Button variant="secondary" onClick={() => onChange(null)} data-testid={`${testId}-picture-remove`}>
            {t('admin.catalog.pictures.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * An item's pictures (a hotel, a room type, goods) as guests see them, in order: add (JPEG or PNG, checked
 * and resized by the server), describe (the default language required, the others falling back to it),
 * reorder and remove; nothing changes until saved. `path` is the item's pictures call; `invalidate` the
 * lists that show the item.
 */
export function PictureManager({
  owner,
  path,
  invalidate,
  title,
  testId,
}: {
  owner: PictureOwnerRecord;
  path: string;
  invalidate: readonly string[];
  title: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const upload = useUploadPictures(path, invalidate);
  const arrange = useArrangePictures(path, invalidate);
  const [draft, setDraft] = useState<Draft>(() => draftOf(owner));
  const [saved, setSaved] = useState(false);
  const change = (index: number) => (next: Draft[number] | null, moveTo?: number) => {
    setSaved(false);
    setDraft((current) => {
      if (!next) return current.filter((_, at) => at !== index);
      const replaced = current.map((picture, at) => (at === index ? next : picture));
      return moveTo === undefined ? replaced : moved(replaced, index, moveTo);
    });
  };
  const titleId = `${testId}-pictures-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-md border border-border bg-background p-4"
      data-testid={`${testId}-pictures`}
    >
      <h2 id={titleId} className="font-semibold">
        {title}
      </h2>
      <label className="flex flex-col gap-1 text-sm">
        {t('admin.catalog.pictures.add')}
        <input
          type="file"
          accept="image/jpeg,image/png"
          multiple
          data-testid={`${testId}-picture-upload`}
          disabled={upload.isPending}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length)
              upload.mutate(files, {
                onSuccess: (updated) => {
                  setDraft(draftOf(updated));
                  setSaved(false);
                },
              });
          }}
        />
        <span className="text-xs text-muted">{t('admin.catalog.pictures.rules')}</span>
      </label>
      <AdminError error={upload.error} />
      <ol className="flex flex-col gap-2">
        {draft.map((picture, index) => (
          <PictureRow
            key={picture.url}
            picture={picture}
            index={index}
            count={draft.length}
            testId={testId}
            onChange={change(index)}
          />
        ))}
      </ol>
      <div className="flex items-center gap-3">
        <Button
          disabled={arrange.isPending}
          data-testid={`${testId}-pictures-save`}
          onClick={() =>
            arrange.mutate(
              { pictures: draft },
              {
                onSuccess: (updated) => {
                  setDraft(draftOf(updated));
                  setSaved(true);
                },
              },
            )
          }
        >
          {t('admin.catalog.pictures.save')}
        </Button>
        {saved ? (
          <p role="status" className="text-sm text-success">
            {t('admin.common.saved')}
          </p>
        ) : null}
      </div>
      <AdminError error={arrange.error} />
    </section>
  );
}
