import type { AdminHotel } from '@hotel/contract/schemas/admin-catalog';
import { PictureManager } from '../../../features/admin/pictures/PictureManager.tsx';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';

/** A hotel's pictures as guests see them, in order (see PictureManager). */
export function HotelPictures({ hotel }: { hotel: AdminHotel }) {
  const { t } = useTranslation();
  return (
    <PictureManager
      owner={hotel}
      path={`/hotels/${encodeURIComponent(hotel.hotelCode)}/pictures`}
      invalidate={['/hotels']}
      title={t('admin.catalog.pictures.title')}
      testId="hotel"
    />
  );
}
