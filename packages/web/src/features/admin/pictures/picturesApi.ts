import type { PictureArrangement } from '@hotel/contract/schemas/admin-catalog';
import { useAdminMutation } from '../../../lib/api/adminApi.ts';

/** What every owner of pictures (hotel, room type, goods) answers: its record with the pictures in order. */
export interface PictureOwnerRecord {
  pictures: { url: string; alt: PictureArrangement['pictures'][number]['alt']; width: number; height: number }[];
}

/** Uploads pictures (multipart, field `files`) to the end of an item's pictures at `path`. */
export function useUploadPictures<T extends PictureOwnerRecord>(path: string, invalidate: readonly string[]) {
  return useAdminMutation<File[], T>('POST', () => path, {
    invalidate: [...invalidate, '/audit'],
    body: (files) => {
      const form = new FormData();
      for (const file of files) form.append('files', file);
      return form;
    },
  });
}

/** Saves the order and descriptions of an item's pictures at `path`; a picture left out is removed. */
export function useArrangePictures<T extends PictureOwnerRecord>(path: string, invalidate: readonly string[]) {
  return useAdminMutation<PictureArrangement, T>('PUT', () => path, { invalidate: [...invalidate, '/audit'] });
}
