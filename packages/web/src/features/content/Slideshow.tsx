import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Picture } from '../../ui/Picture.tsx';
import { prefersReducedMotion, useAutoAdvance } from '../../ui/useAutoAdvance.ts';
import type { GalleryPicture } from './contentTypes.ts';

const controlClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-md border border-border bg-background px-3 text-sm font-medium hover:border-main hover:text-main';

/**
 * A gallery slideshow: one large picture at a time, advancing every `delaySeconds` (paused by the
 * pause button, and while the pointer or the keyboard focus is on the picture), previous and next
 * buttons, left and right arrow keys, and a strip of thumbnails to jump to any picture.
 */
export function Slideshow({
  pictures,
  delaySeconds,
  aspectRatio = '3 / 2',
}: {
  pictures: GalleryPicture[];
  delaySeconds: number;
  /** The stage's shape (CSS aspect-ratio), reserved before any picture loads. */
  aspectRatio?: string;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, setHeld] = useState(false);
  const strip = useRef<HTMLOListElement>(null);
  const total = pictures.length;
  const go = (next: number) => setIndex(((next % total) + total) % total);
  const rotating = playing && !held && total > 1;
  useAutoAdvance(rotating, delaySeconds * 1000, () => go(index + 1), index);

  // Keeps the current thumbnail in view inside the strip (without scrolling the page).
  useEffect(() => {
    const list = strip.current;
    const item = list?.children[index] as HTMLElement | undefined;
    if (!list || !item) return;
    const left = item.offsetLeft - (list.clientWidth - item.clientWidth) / 2;
    list.scrollTo?.({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [index]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  const current = pictures[index];
  if (!current) return null;

  return (
    <section
      aria-roledescription={t('ui.gallery.slideshow')}
      aria-label={t('ui.pageTitle.gallery')}
      className="flex flex-col gap-4"
      onKeyDown={onKeyDown}
      data-testid="slideshow"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={controlClass}
            onClick={() => setPlaying(!playing)}
            data-testid="slideshow-toggle"
            aria-label={playing ? t('ui.carousel.pause') : t('ui.carousel.play')}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
              <path d={playing ? 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z' : 'M8 5.5v13l10.5-6.5z'} />
            </svg>
            <span aria-hidden="true" className="hidden sm:inline">
              {playing ? t('ui.carousel.pause') : t('ui.carousel.play')}
            </span>
          </button>
          <button
            type="button"
            className={controlClass}
            onClick={() => go(index - 1)}
            aria-label={t('ui.gallery.previous')}
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            type="button"
            className={controlClass}
            onClick={() => go(index + 1)}
            aria-label={t('ui.gallery.next')}
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
        <p className="text-sm text-muted" data-testid="slideshow-position">
          {t('ui.gallery.position', { position: index + 1, total })}
        </p>
      </div>
      <figure
        style={{ aspectRatio }}
        className="relative max-h-[70vh] overflow-hidden rounded-xl bg-neutral-900"
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
      >
        <div
          aria-live={rotating ? 'off' : 'polite'}
          data-testid="slideshow-current"
          data-index={index}
          className="h-full"
        >
          <Picture
            key={current.url}
            src={current.url}
            alt={current.alt}
            width={1200}
            height={current.width && current.height ? Math.round((1200 * current.height) / current.width) : 800}
            sizes="(min-width: 1152px) 1152px, 100vw"
            eager={index === 0}
            fit="contain"
            className="h-full w-full"
          />
        </div>
        {current.alt ? (
          <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent px-4 pb-3 pt-8 text-sm text-white">
            {current.alt}
          </figcaption>
        ) : null}
      </figure>
      <ol ref={strip} className="flex snap-x gap-2 overflow-x-auto pb-2" aria-label={t('ui.gallery.thumbnails')}>
        {pictures.map((picture, position) => (
          <li key={picture.url} className="shrink-0 snap-start">
            <button
              type="button"
              onClick={() => go(position)}
              onFocus={() => setHeld(true)}
              onBlur={() => setHeld(false)}
              aria-current={position === index ? 'true' : undefined}
              aria-label={t('ui.gallery.show', { position: position + 1, alt: picture.alt || String(position + 1) })}
              className={`block overflow-hidden rounded-md border-2 ${position === index ? 'border-main' : 'border-transparent opacity-75 hover:opacity-100'}`}
              data-testid="slideshow-thumb"
            >
              <Picture src={picture.url} alt="" width={120} height={80} className="h-16 w-24 sm:h-20 sm:w-30" />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
