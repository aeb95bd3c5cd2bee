import type { ContentPicture, RichTextPreview } from '@hotel/contract/schemas/admin-content';
import { useAdminMutation } from '../../../lib/api/adminApi.ts';

/** Uploads one picture for rich text (multipart, field `files`); the server checks it by content. */
export function useUploadContentPicture() {
  return useAdminMutation<File, ContentPicture>('POST', () => '/content/pictures', {
    invalidate: ['/audit'],
    body: (file) => {
      const form = new FormData();
      form.append('files', file);
      return form;
    },
  });
}

/** A rich text as the guest pages serve it (the server's sanitiser, pictures resized). */
export function useRichTextPreview() {
  return useAdminMutation<{ html: string }, RichTextPreview>('POST', () => '/content/preview');
}
