import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { prefersReducedMotion, useAutoAdvance } from './useAutoAdvance.ts';

export interface CarouselLabels {
  pause: string;
  play: string;
  previous: string;
  next: string;
  /** "Slide 2 of 3". */
  slide: (position: number, total: number) => string;
}

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

const controlClass =
  'inline-flex size-10 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75 focus-visible:bg-black/75';

function Icon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
      <path d={path} />
    </svg>
  );
}

/**
 * An auto-rotating carousel after the WAI-ARIA carousel pattern: a pause/play button first in the tab order, previous
 * and next buttons, one button per slide, left and right arrow keys; rotation stops while the pointer
 * or the keyboard focus is inside, when paused, and from the start for reduced motion. Hidden slides
 * are inert (their links cannot be reached); the shown slide is announced only while paused.
 */
export function Carousel({
  label,
  slides,
  labels,
  intervalMs = 6000,
  className = '',
  controlsClassName = 'bottom-3 right-3',
}: {
  label: string;
  slides: readonly CarouselSlide[];
  labels: CarouselLabels;
  intervalMs?: number;
  className?: string;
  /** Where the controls sit over the slides. */
  controlsClassName?: string;
}) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const total = slides.length;
  const go = (next: number) => setIndex(((next % total) + total) % total);
  const rotating = playing && !hovered && !focused && total > 1;
  useAutoAdvance(rotating, intervalMs, () => go(index + 1), index);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative ${className}`.trim()}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-testid="carousel"
    >
      {total > 1 ? (
        <div className={`absolute z-10 flex items-center gap-2 ${controlsClassName}`.trim()}>
          <button
            type="button"
            className={controlClass}
            aria-label={playing ? labels.pause : labels.play}
            onClick={() => setPlaying(!playing)}
            data-testid="carousel-toggle"
          >
            <Icon path={playing ? 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z' : 'M8 5.5v13l10.5-6.5z'} />
          </button>
          <button type="button" className={controlClass} aria-label={labels.previous} onClick={() => go(index - 1)}>
            <Icon path="M14.7 5.3 8 12l6.7 6.7 1.4-1.4L10.8 12l5.3-5.3z" />
          </button>
          <div className="flex items-center gap-1 rounded-full bg-black/55 px-2">
            {slides.map((slide, position) => (
              <button
                key={slide.key}
                type="button"
                aria-label={labels.slide(position + 1, total)}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => go(position)}
                className="flex size-6 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`block size-2.5 rounded-full border border-white ${position === index ? 'bg-white' : 'bg-transparent'}`}
                />
              </button>
            ))}
          </div>
          <button type="button" className={controlClass} aria-label={labels.next} onClick={() => go(index + 1)}>
            <Icon path="M9.3 5.3 7.9 6.7l5.3 5.3-5.3 5.3 1.4 1.4L16 12z" />
          </button>
        </div>
      ) : null}
      <div className="grid" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide of the WAI-ARIA carousel pattern is a group, not a form fieldset.
          <div
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slide(position + 1, total)}
            inert={position !== index}
            data-active={position === index ? 'true' : 'false'}
            data-testid="carousel-slide"
            className={`[grid-area:1/1] transition-opacity duration-700 motion-reduce:transition-none ${position === index ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
          >
            {slide.content}
          </div>
        ))}
      </div>
    </section>
  );
}
