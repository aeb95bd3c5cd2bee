import type { Language } from './languages.ts';
import { inLanguage } from './localizedText.ts';

/**
 * Pictures of hotels, room types and goods, uploaded in the back office: how many an item keeps, how
 * large an upload may be, how many at a time. The server re-encodes each (upright, at most 2,400 px,
 * JPEG, without metadata).
 */
export const ITEM_PICTURES_MAX = 30;
export const ITEM_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const ITEM_PICTURES_PER_UPLOAD = 5;

/**
 * A picture's description in the reader's language; a language left empty shows the default language's
 * (the only one staff must write).
 */
export function pictureAltIn(alt: Partial<Record<Language, string>>, lang: Language): string {
  return inLanguage(alt, lang).trim();
}

/**
 * The item of a list whose picture opens the screen (the server preloads and paints it, the app loads it
 * at once): the first that has a picture, or -1. An item without one (goods just created) shows no picture.
 */
export function openingPictureIndex<T>(
  list: readonly T[],
  pictureOf: (item: T) => { url?: unknown } | null | undefined,
): number {
  return list.findIndex((item) => typeof pictureOf(item)?.url === 'string');
}
