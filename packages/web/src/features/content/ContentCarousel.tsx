import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Carousel, type CarouselSlide } from '../../ui/Carousel.tsx';

/** The carousel of content (home blocks of type 0) with its controls labelled in the display language. */
export function ContentCarousel({
  label,
  slides,
  className,
  controlsClassName,
}: {
  label: string;
  slides: readonly CarouselSlide[];
  className?: string;
  controlsClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <Carousel
      label={label}
      slides={slides}
      className={className}
      controlsClassName={controlsClassName}
      labels={{
        pause: t('ui.carousel.pause'),
        play: t('ui.carousel.play'),
        previous: t('ui.carousel.previous'),
        next: t('ui.carousel.next'),
        slide: (position, total) => t('ui.carousel.slide', { position, total }),
      }}
    />
  );
}
