import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** The shipped pictures (`/media/...`): packages/server/media. */
export const DEFAULT_MEDIA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../media');

const MEDIA_URL = /^\/media\/((?:[\w-]+\/)*[\w.-]+\.(?:svg|png|jpe?g|webp))$/i;

export interface PictureSize {
  width: number;
  height: number;
}

/**
 * The intrinsic size of shipped pictures (read from the file once, then kept), so a page can reserve a
 * picture's box before it loads; null for pictures elsewhere or that cannot be read.
 */
export function createPictureSizes(mediaDir: string = DEFAULT_MEDIA_DIR) {
  const root = path.resolve(mediaDir);
  const known = new Map<string, Promise<PictureSize | null>>();

  async function read(file: string): Promise<PictureSize | null> {
    const { width, height } = await sharp(file).metadata();
    return width && height ? { width, height } : null;
  }

  return function sizeOf(url: string): Promise<PictureSize | null> {
    const relative = MEDIA_URL.exec(url)?.[1];
    if (!relative) return Promise.resolve(null);
    const file = path.resolve(root, relative);
    if (!file.startsWith(`${root}${path.sep}`)) return Promise.resolve(null);
    let size = known.get(file);
    if (!size) {
      size = read(file).catch(() => null);
      known.set(file, size);
    }
    return size;
  };
}
