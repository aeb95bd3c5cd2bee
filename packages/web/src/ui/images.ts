/**
 * Picture URLs at a width. Shipped pictures (`/media/{path}`) are served resized and as WebP by the
 * server's `/images/{path}?w=&format=webp` (which snaps to the widths below); object-store pictures
 * (absolute raster URLs) take the store's resize parameters (spec section 7). Anything else (data
 * URLs, other hosts' SVGs) is used as it is.
 */

/** The widths the image endpoint renders (packages/server/src/platform/images.routes.ts). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1024, 1200, 1600] as const;
const LARGEST = 1600;

const MEDIA = /^\/media\/((?:[\w-]+\/)*[\w.-]+\.(?:svg|png|jpe?g|webp))$/i;
const OBJECT_STORE = /^https?:\/\/.+\.(?:jpe?g|png|webp)(?:\?.*)?$/i;

/** Whether a picture can be asked for at other widths. */
export function isResizable(url: string): boolean {
  return MEDIA.test(url) || OBJECT_STORE.test(url);
}

/** The smallest rendered width that covers `width` pixels (the largest one past the end). */
export function snapWidth(width: number): number {
  return IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? LARGEST;
}

/** The URL of a picture `width` pixels wide (WebP), or the URL itself when it cannot be resized. */
export function imageAt(url: string, width: number): string {
  const media = MEDIA.exec(url);
  if (media) return `/images/${media[1]}?w=${snapWidth(width)}&format=webp`;
  if (OBJECT_STORE.test(url)) {
    return `${url}${url.includes('?') ? '&' : '?'}x-oss-process=image/resize,w_${width}/quality,q_80/format,webp`;
  }
  return url;
}

/**
 * The widths offered for a picture shown at most `width` CSS pixels wide: from half of it (small
 * phones, narrow columns) up to twice it (high-density screens).
 */
export function srcSetWidths(width: number): number[] {
  const low = snapWidth(Math.ceil(width / 2));
  const high = snapWidth(width * 2);
  return IMAGE_WIDTHS.filter((allowed) => allowed >= low && allowed <= high);
}

/** `srcset` entries (`/images/...?w=480&format=webp 480w, ...`), or undefined for a picture of one size. */
export function imageSrcSet(url: string, width: number): string | undefined {
  if (!isResizable(url)) return undefined;
  return srcSetWidths(width)
    .map((candidate) => `${imageAt(url, candidate)} ${candidate}w`)
    .join(', ');
}
