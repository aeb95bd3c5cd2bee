import type { AdminHotel, HotelPictureArrangement } from '@hotel/contract/schemas/admin-catalog';
import { useAdminMutation } from '../../../lib/api/adminApi.ts';

const picturesPath = (hotelCode: string) => `/hotels/${encodeURIComponent(hotelCode)}/pictures`;

/** Uploads pictures (multipart, field `files`) to the end of the hotel's pictures. */
export function useUploadHotelPictures(hotelCode: string) {
  return useAdminMutation<File[], AdminHotel>('POST', () => picturesPath(hotelCode), {
    invalidate: ['/hotels', '/audit'],
    body: (files) => {
      const form = new FormData();
      for (const file of files) form.append('files', file);
      return form;
    },
  });
}

/** Saves the pictures' order and descriptions; a picture left out is removed. */
export function useArrangeHotelPictures(hotelCode: string) {
  return useAdminMutation<HotelPictureArrangement, AdminHotel>('PUT', () => picturesPath(hotelCode), {
    invalidate: ['/hotels', '/audit'],
  });
}
