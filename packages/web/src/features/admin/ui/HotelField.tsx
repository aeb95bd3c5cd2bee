import { inLanguage } from '@hotel/contract/localizedText';
import type { AdminHotel } from '@hotel/contract/schemas/admin-catalog';
import { useWatch } from 'react-hook-form';
import { useAdminQuery } from '../../../lib/api/adminApi.ts';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { PlainSelectField } from '../../../ui/form/PlainFields.tsx';
import { SelectField } from '../../../ui/form/SelectField.tsx';

/** The hotels the signed-in staff member works for (group administrators: all), from the catalogue. */
export function useStaffHotels() {
  return useAdminQuery<AdminHotel[]>('/hotels');
}

/** A hotel's name in the active language for lists (its code while the hotels load or when not the staff member's). */
export function useHotelName() {
  const language = useLanguage();
  const hotels = useStaffHotels().data ?? [];
  return (hotelCode: string) =>
    inLanguage(hotels.find((hotel) => hotel.hotelCode === hotelCode)?.name, language) || hotelCode;
}

/** The staff member's hotels as choices, named in the active language. */
function useHotelOptions() {
  const language = useLanguage();
  const hotels = useStaffHotels().data ?? [];
  return hotels.map((hotel) => ({
    value: hotel.hotelCode,
    label: `${inLanguage(hotel.name, language)} (${hotel.hotelCode})`,
  }));
}

/**
 * A hotel chooser of the surrounding form (`name`, default `hotelCode`) over the staff member's hotels,
 * named in the active language; `allowAll` adds "All".
 */
export function HotelField({
  name = 'hotelCode',
  allowAll = true,
  label,
}: {
  name?: string;
  allowAll?: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  const options = useHotelOptions();
  const value = useWatch({ name }) as string | undefined;
  return (
    <SelectField
      // Mounted again when the hotels arrive, so the chosen one shows.
      key={options.length}
      name={name}
      label={label ?? t('admin.common.hotel')}
      placeholder={allowAll ? t('admin.common.all') : value ? undefined : t('admin.common.choose')}
      options={options}
      data-testid="hotel-field"
    />
  );
}

/** The hotel shown on a screen, chosen at once (no submit). */
export function HotelChooser({
  value,
  onChange,
  allowAll = true,
}: {
  value: string;
  onChange: (hotelCode: string) => void;
  allowAll?: boolean;
}) {
  const { t } = useTranslation();
  const options = useHotelOptions();
  return (
    <PlainSelectField label={t('admin.common.hotel')} value={value} onChange={onChange}>
      {allowAll || !value ? (
        <option value="">{allowAll ? t('admin.common.all') : t('admin.common.choose')}</option>
      ) : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </PlainSelectField>
  );
}
