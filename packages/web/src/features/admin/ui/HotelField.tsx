import type { AdminHotel } from '@hotel/contract/schemas/admin-catalog';
import { useAdminQuery } from '../../../lib/api/adminApi.ts';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { SelectField } from './fields.tsx';

/** The hotels the signed-in staff member works for (group administrators: all), from the catalogue. */
export function useStaffHotels() {
  return useAdminQuery<AdminHotel[]>('/hotels');
}

/** A hotel chooser over the staff member's hotels, named in the active language; `allowAll` adds "All". */
export function HotelField({
  value,
  onChange,
  allowAll = true,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  allowAll?: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hotels = useStaffHotels().data ?? [];
  return (
    <SelectField
      label={label ?? t('admin.common.hotel')}
      value={value}
      onChange={onChange}
      placeholder={allowAll ? t('admin.common.all') : value ? undefined : t('admin.common.choose')}
      options={hotels.map((hotel) => ({
        value: hotel.hotelCode,
        label: `${hotel.name[language]} (${hotel.hotelCode})`,
      }))}
      testId="hotel-field"
    />
  );
}
