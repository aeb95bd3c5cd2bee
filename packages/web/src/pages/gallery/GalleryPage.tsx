import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { galleryQuery } from '../../features/content/contentApi.ts';
import type { GalleryPicture } from '../../features/content/contentTypes.ts';
import { delaySeconds } from '../../features/content/gallery.ts';
import { NotFoundContent } from '../../features/content/NotFoundContent.tsx';
import { Slideshow } from '../../features/content/Slideshow.tsx';
import { isApiError } from '../../lib/api/client.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { usePageTitle } from '../../lib/routing/pageTitle.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';

/**
 * The slideshow's stage: as wide as the widest of the pictures the server gave a size for (the others
 * show inside it, letterboxed), so its box is reserved before any picture loads; 3:2 without sizes.
 */
function stageAspectRatio(pictures: readonly GalleryPicture[]): string {
  let widest: GalleryPicture | undefined;
  for (const picture of pictures) {
    if (!picture.width || !picture.height) continue;
    if (!widest || picture.width / picture.height > (widest.width ?? 0) / (widest.height ?? 1)) widest = picture;
  }
  return widest ? `${widest.width} / ${widest.height}` : '3 / 2';
}

/** /gallery/:dir/:delay: the pictures of a gallery folder as a slideshow changing every `delay` seconds. */
export function GalleryPage() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const { dir = '', delay } = useParams();
  const pictures = useQuery(galleryQuery(language, dir));
  const dirKey = `ui.gallery.dirs.${dir}`;
  const dirName = /^[\w-]+$/.test(dir) && i18n.exists(dirKey) ? t(dirKey) : undefined;
  usePageTitle(dirName);

  if (pictures.isPending) {
    return (
      <div className="flex flex-col gap-4" data-testid="skeleton">
        <span role="status" className="sr-only">
          {t('ui.common.loading')}
        </span>
        <Skeleton className="h-9 w-1/3" />
        <Skeleton className="aspect-[3/2] w-full" />
        <div className="flex gap-2">
          {[0, 1, 2, 3, 4].map((index) => (
            <Skeleton key={index} className="h-16 w-24 shrink-0" />
          ))}
        </div>
      </div>
    );
  }
  if (pictures.isError) {
    if (isApiError(pictures.error) && pictures.error.status === 404) return <NotFoundContent />;
    return <p className="py-16 text-center text-muted">{t('ui.error.loadFailed')}</p>;
  }
  // A folder without pictures is a gallery that does not exist.
  if (pictures.data.length === 0) return <NotFoundContent />;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{dirName ?? t('ui.pageTitle.gallery')}</h1>
        <p className="text-muted">
          {t('ui.gallery.intro', { count: pictures.data.length, seconds: delaySeconds(delay) })}
        </p>
      </header>
      <Slideshow
        pictures={pictures.data}
        delaySeconds={delaySeconds(delay)}
        aspectRatio={stageAspectRatio(pictures.data)}
      />
    </div>
  );
}
