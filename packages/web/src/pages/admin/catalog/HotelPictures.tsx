import { LANGUAGES, type Language } from '@hotel/contract/languages';
import type { AdminHotel } from '@hotel/contract/schemas/admin-catalog';
import { useState } from 'react';
import { useArrangeHotelPictures, useUploadHotelPictures } from '../../../features/admin/catalog/hotelPicturesApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { LANGUAGE_NAMES } from '../../../lib/i18n/languageNames.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { controlClass } from '../../../ui/Field.tsx';
import { imageAt } from '../../../ui/images.ts';

type Draft = { url: string; alt: Record<Language, string> }[];
const draftOf = (hotel: AdminHotel): Draft => hotel.pictures.map(({ url, alt }) => ({ url, alt: { ...alt } }));

function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** One picture: its thumbnail, its description in six languages, and where it stands. */
function PictureRow({
  picture,
  index,
  count,
  onChange,
}: {
  picture: Draft[number];
  index: number;
  count: number;
  onChange: (next: Draft[number] | null, moveTo?: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const shownAlt = picture.alt[i18n.language as Language] ?? picture.alt['en-US'];
  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row" data-testid="hotel-picture">
      <img
        src={imageAt(picture.url, 160)}
        alt={shownAlt}
        width={160}
        height={107}
        className="h-[107px] w-40 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <details>
          <summary className="cursor-pointer text-sm">
            {t('admin.catalog.pictures.describe', { number: index + 1 })}: {shownAlt}
          </summary>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {LANGUAGES.map((language) => (
              <label key={language} className="flex flex-col gap-1 text-xs">
                {LANGUAGE_NAMES[language]}
                <input
                  className={controlClass}
                  lang={language}
                  value={picture.alt[language]}
                  maxLength={200}
                  onChange={(event) =>
                    onChange({ ...picture, alt: { ...picture.alt, [language]: event.target.value } })
                  }
                />
              </label>
            ))}
          </div>
        </details>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={index === 0} onClick={() => onChange(picture, index - 1)}>
            {t('admin.catalog.pictures.earlier')}
          </Button>
          <Button variant="secondary" disabled={index === count - 1} onClick={() => onChange(picture, index + 1)}>
            {t('admin.catalog.pictures.later')}
          </Button>
          <Button variant="secondary" onClick={() => onChange(null)} data-testid="hotel-picture-remove">
            {t('admin.catalog.pictures.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * A hotel's pictures as guests see them, in order: add (JPEG or PNG, checked and resized by the server),
 * describe in six languages, reorder and remove; nothing changes until saved.
 */
export function HotelPictures({ hotel }: { hotel: AdminHotel }) {
  const { t } = useTranslation();
  const upload = useUploadHotelPictures(hotel.hotelCode);
  const arrange = useArrangeHotelPictures(hotel.hotelCode);
  const [draft, setDraft] = useState<Draft>(() => draftOf(hotel));
  const [saved, setSaved] = useState(false);
  const change = (index: number) => (next: Draft[number] | null, moveTo?: number) => {
    setSaved(false);
    setDraft((current) => {
      if (!next) return current.filter((_, at) => at !== index);
      const replaced = current.map((picture, at) => (at === index ? next : picture));
      return moveTo === undefined ? replaced : moved(replaced, index, moveTo);
    });
  };
  return (
    <section
      aria-labelledby="hotel-pictures-title"
      className="flex flex-col gap-3 rounded-md border border-border bg-background p-4"
    >
      <h2 id="hotel-pictures-title" className="font-semibold">
        {t('admin.catalog.pictures.title')}
      </h2>
      <label className="flex flex-col gap-1 text-sm">
        {t('admin.catalog.pictures.add')}
        <input
          type="file"
          accept="image/jpeg,image/png"
          multiple
          data-testid="hotel-picture-upload"
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
          <PictureRow key={picture.url} picture={picture} index={index} count={draft.length} onChange={change(index)} />
        ))}
      </ol>
      <div className="flex items-center gap-3">
        <Button
          disabled={arrange.isPending}
          data-testid="hotel-pictures-save"
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
