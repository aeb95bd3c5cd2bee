/** Object-store pictures (absolute raster URLs) can be asked for at a width, as WebP (spec section 7). */
const RESIZABLE = /^https?:\/\/.+\.(jpe?g|png|webp)(\?.*)?$/i;

/** The URL of a picture at `width` pixels, or the URL itself when it cannot be resized (SVG, local media). */
export function pictureAt(url: string, width: number): string {
  if (!RESIZABLE.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}x-oss-process=image/resize,w_${width}/quality,q_80/format,webp`;
}

/** A `srcset` with 1x and 2x widths when the picture exists in several sizes; undefined otherwise. */
export function pictureSrcSet(url: string, width: number): string | undefined {
  if (!RESIZABLE.test(url)) return undefined;
  return `${pictureAt(url, width)} ${width}w, ${pictureAt(url, width * 2)} ${width * 2}w`;
}

/**
 * A sized, lazily decoded image that fills its box; an empty box when there is no picture. Pictures of
 * the object store get a `srcset` (1x, 2x) and `sizes` (pass it when the box is not `width` wide).
 */
export function Picture({
  src,
  alt,
  width,
  height,
  eager = false,
  sizes,
  className = '',
}: {
  src?: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  sizes?: string;
  className?: string;
}) {
  if (!src) return <div aria-hidden="true" className={`bg-main-soft ${className}`.trim()} />;
  const srcSet = pictureSrcSet(src, width);
  return (
    <img
      src={pictureAt(src, width)}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`object-cover ${className}`.trim()}
    />
  );
}
