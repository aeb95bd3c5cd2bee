/** A sized, lazily decoded image that fills its box; an empty box when there is no picture. */
export function Picture({
  src,
  alt,
  width,
  height,
  eager = false,
  className = '',
}: {
  src?: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
}) {
  if (!src) return <div aria-hidden="true" className={`bg-main-soft ${className}`.trim()} />;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`object-cover ${className}`.trim()}
    />
  );
}
