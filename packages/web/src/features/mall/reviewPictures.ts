import {
  AVATAR_MAX_BYTES,
  MALL_IMAGE_MAX_BYTES,
  MALL_IMAGE_TYPES,
  MALL_IMAGES_PER_UPLOAD,
} from '@hotel/contract/constants';

/** Why a chosen picture cannot be sent (the server checks again, by content). */
export type PictureProblem = 'type' | 'size' | 'count';

const EXTENSIONS = /\.(jpe?g|png)$/i;

/** The browser's check of one file: jpg, jpeg or png (by type and name), at most 5 MB. */
export function pictureProblem(file: { name: string; type: string; size: number }): PictureProblem | null {
  const typeOk = (MALL_IMAGE_TYPES as readonly string[]).includes(file.type);
  if (!typeOk || !EXTENSIONS.test(file.name)) return 'type';
  if (file.size > MALL_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/**
 * Adds chosen files to those already picked: keeps the acceptable ones up to 5 in all, and says what
 * was refused (the first problem of each kind).
 */
export function addPictures<F extends { name: string; type: string; size: number }>(
  current: readonly F[],
  chosen: readonly F[],
): { pictures: F[]; problems: PictureProblem[] } {
  const pictures = [...current];
  const problems = new Set<PictureProblem>();
  for (const file of chosen) {
    const problem = pictureProblem(file);
    if (problem) problems.add(problem);
    else if (pictures.length >= MALL_IMAGES_PER_UPLOAD) problems.add('count');
    else pictures.push(file);
  }
  return { pictures, problems: [...problems] };
}

/** The browser's check of an avatar: jpg, jpeg or png, at most 1 MB (spec section 5). */
export function avatarProblem(file: { name: string; type: string; size: number }): 'type' | 'size' | null {
  const typeOk = (MALL_IMAGE_TYPES as readonly string[]).includes(file.type);
  if (!typeOk || !EXTENSIONS.test(file.name)) return 'type';
  return file.size > AVATAR_MAX_BYTES ? 'size' : null;
}
