import { imageAt, imageSrcSet } from './images.ts';

/**
 * A sized, lazily decoded image that fills its box; an empty box when there is no picture. Resizable
 * pictures (shipped `/media/...` ones and object-store ones) get WebP `srcset` entries and `sizes`
 * (pass it when the box is not `width` CSS pixels wide, e.g. "(min-width: 1024px) 33vw, 100vw").
 * `eager` is for the one picture that is the page's largest paint (the first slide, a hero).
 */
export function Picture({
  src,
  alt,
  width,
  height,
  eager = false,
  sizes,
  fit = 'cover',
  className = '',
}: {
  src?: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  sizes?: string;
  /** Fill the box (cropping) or show the whole picture inside it. */
  fit?: 'cover' | 'contain';
  className?: string;
}) {
  if (!src) return <div aria-hidden="true" className={`bg-main-soft ${className}`.trim()} />;
  const srcSet = imageSrcSet(src, width);
  return (
    <img
      src={imageAt(src, width)}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={`${fit === 'contain' ? 'object-contain' : 'object-cover'} ${className}`.trim()}
    />
  );
}
