import type { City, HotelSummary } from '@hotel/contract/schemas/hotel';
import { controlClass } from '../../ui/Field.tsx';
import { useTranslation } from '../i18n/useTranslation.ts';

export type Destination = { hotelCode?: string; cityCode?: string };

export function destinationValue({ hotelCode, cityCode }: Destination): string {
  if (hotelCode) return `hotel:${hotelCode}`;
  if (cityCode) return `city:${cityCode}`;
  return '';
}

export function parseDestination(value: string): Destination {
  const [kind, code] = value.split(':');
  if (kind === 'hotel' && code) return { hotelCode: code };
  if (kind === 'city' && code) return { cityCode: code };
  return {};
}

/** A select of the group's cities and hotels. */
export function DestinationSelect({
  id,
  value,
  cities,
  hotels,
  invalid,
  onChange,
}: {
  id: string;
  value: Destination;
  cities: readonly City[];
  hotels: readonly HotelSummary[];
  invalid: boolean;
  onChange: (destination: Destination) => void;
}) {
  const { t } = useTranslation();
  return (
    <select
      id={id}
      className={controlClass}
      value={destinationValue(value)}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      onChange={(event) => onChange(parseDestination(event.target.value))}
    >
      <option value="">{t('ui.search.destinationPlaceholder')}</option>
      {cities.length > 0 ? (
        <optgroup label={t('ui.search.cities')}>
          {cities.map((city) => (
            <option key={city.cityCode} value={`city:${city.cityCode}`}>
              {city.name}
            </option>
          ))}
        </optgroup>
      ) : null}
      {hotels.length > 0 ? (
        <optgroup label={t('ui.search.hotels')}>
          {hotels.map((hotel) => (
            <option key={hotel.hotelCode} value={`hotel:${hotel.hotelCode}`}>
              {hotel.name}
            </option>
          ))}
        </optgroup>
      ) : null}
    </select>
  );
}
