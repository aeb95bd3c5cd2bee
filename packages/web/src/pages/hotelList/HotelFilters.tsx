import { type FormEvent, useId, useState } from 'react';
import type { HotelFilterResult } from '../../features/hotels/hotelsApi.ts';
import { useBrandLabel } from '../../features/hotels/useBrandLabel.ts';
import { useFacilityLabel } from '../../features/hotels/useFacilityLabel.ts';
import { currencyDigits, formatPrice } from '../../lib/format/money.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { controlClass, fieldLabelClass } from '../../ui/Field.tsx';
import type { HotelListFilters } from './useHotelListParams.ts';

type Options = HotelFilterResult['options'];
type Changes = Record<string, string | number | undefined>;

const STAR_CHOICES = [0, 3, 4, 5] as const;

/** A number typed in major units ("1,280.5") as minor units of the currency; undefined when empty or not a number. */
function toMinor(text: string, digits: number): number | undefined {
  const cleaned = text.replace(/[\s,]/g, '');
  if (!cleaned) return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 10 ** digits) : undefined;
}

const toMajor = (minor: number | undefined, digits: number) =>
  minor === undefined ? '' : String(minor / 10 ** digits);

/** The price range inputs, applied together with their own button (or Enter). */
function PriceRange({
  currency,
  range,
  minPrice,
  maxPrice,
  onChange,
}: {
  currency: string;
  range: Options['priceRange'] | undefined;
  minPrice?: number;
  maxPrice?: number;
  onChange: (changes: Changes) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const digits = currencyDigits(currency);
  const [min, setMin] = useState(() => toMajor(minPrice, digits));
  const [max, setMax] = useState(() => toMajor(maxPrice, digits));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let low = toMinor(min, digits);
    let high = toMinor(max, digits);
    if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
    onChange({ minPrice: low, maxPrice: high });
  };
  const hint =
    range && range.max > 0
      ? t('results.hotelList.filters.priceHint', {
          currency: range.currency,
          min: formatPrice(range.min, { currency: range.currency, locale: language }),
          max: formatPrice(range.max, { currency: range.currency, locale: language }),
        })
      : undefined;
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-labelledby={`${id}-legend`}>
      <span id={`${id}-legend`} className={fieldLabelClass}>
        {t('results.hotelList.filters.price', { currency })}
      </span>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-min`} className="sr-only">
          {t('results.hotelList.filters.minPrice')}
        </label>
        <input
          id={`${id}-min`}
          inputMode="decimal"
          placeholder={t('results.hotelList.filters.minPrice')}
          value={min}
          onChange={(event) => setMin(event.target.value)}
          className={controlClass}
          data-testid="filter-min-price"
        />
        <span aria-hidden="true" className="text-muted">
          –
        </span>
        <label htmlFor={`${id}-max`} className="sr-only">
          {t('results.hotelList.filters.maxPrice')}
        </label>
        <input
          id={`${id}-max`}
          inputMode="decimal"
          placeholder={t('results.hotelList.filters.maxPrice')}
          value={max}
          onChange={(event) => setMax(event.target.value)}
          className={controlClass}
          data-testid="filter-max-price"
        />
      </div>
      {hint ? (
        <p className="text-xs text-muted" data-testid="price-hint">
          {hint}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" className="self-start">
        {t('results.hotelList.filters.apply')}
      </Button>
    </form>
  );
}

/**
 * The hotel list's filters: city, brand, stars, facilities (all must be there) and a price range per
 * night in the display currency. Options come from the filter API; each change updates the URL.
 */
export function HotelFilters({
  options,
  cityCode,
  filters,
  currency,
  onChange,
  onClear,
}: {
  options: Options | undefined;
  cityCode?: string;
  filters: HotelListFilters;
  currency: string;
  onChange: (changes: Changes) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const brandLabel = useBrandLabel();
  const facilityLabel = useFacilityLabel();
  const id = useId();
  const active =
    Boolean(cityCode) ||
    filters.facilities.length > 0 ||
    Boolean(filters.brand || filters.minStars) ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined;
  return (
    <div className="flex flex-col gap-5 text-sm" data-testid="hotel-filters">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-city`} className={fieldLabelClass}>
          {t('results.hotelList.filters.city')}
        </label>
        <select
          id={`${id}-city`}
          className={controlClass}
          value={cityCode ?? ''}
          onChange={(event) => onChange({ cityCode: event.target.value || undefined, hotelCode: undefined })}
          data-testid="filter-city"
        >
          <option value="">{t('results.hotelList.filters.allCities')}</option>
          {options?.cities.map((city) => (
            <option key={city.cityCode} value={city.cityCode}>
              {t('results.hotelList.filters.cityOption', { name: city.name, count: city.hotelCount })}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-brand`} className={fieldLabelClass}>
          {t('results.hotelList.filters.brand')}
        </label>
        <select
          id={`${id}-brand`}
          className={controlClass}
          value={filters.brand ?? ''}
          onChange={(event) => onChange({ brand: event.target.value || undefined })}
          data-testid="filter-brand"
        >
          <option value="">{t('results.hotelList.filters.allBrands')}</option>
          {options?.brands.map((brand) => (
            <option key={brand} value={brand}>
              {brandLabel(brand)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className={`${fieldLabelClass} mb-1`}>{t('results.hotelList.filters.stars')}</legend>
        <div className="flex flex-wrap gap-2">
          {STAR_CHOICES.map((stars) => {
            const checked = (filters.minStars ?? 0) === stars;
            return (
              <label
                key={stars}
                className={`cursor-pointer rounded-full border px-3 py-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus ${checked ? 'border-main bg-main text-on-main' : 'border-border hover:border-main'}`}
              >
                <input
                  type="radio"
                  name={`${id}-stars`}
                  className="sr-only"
                  checked={checked}
                  onChange={() => onChange({ minStars: stars || undefined })}
                />
                {stars
                  ? t('results.hotelList.filters.starsAtLeast', { count: stars })
                  : t('results.hotelList.filters.anyStars')}
              </label>
            );
          })}
        </div>
      </fieldset>
      {options && options.facilities.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className={`${fieldLabelClass} mb-1`}>{t('results.hotelList.filters.facilities')}</legend>
          {options.facilities.map((facility) => {
            const checked = filters.facilities.includes(facility);
            return (
              <label key={facility} className="flex cursor-pointer items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--color-main)]"
                  checked={checked}
                  data-testid={`filter-facility-${facility}`}
                  onChange={() => {
                    const next = checked
                      ? filters.facilities.filter((item) => item !== facility)
                      : [...filters.facilities, facility];
                    onChange({ facilities: next.join(',') || undefined });
                  }}
                />
                {facilityLabel(facility)}
              </label>
            );
          })}
        </fieldset>
      ) : null}
      <PriceRange
        key={`${currency}:${filters.minPrice}:${filters.maxPrice}`}
        currency={currency}
        range={options?.priceRange}
        minPrice={filters.minPrice}
        maxPrice={filters.maxPrice}
        onChange={onChange}
      />
      {active ? (
        <Button variant="ghost" className="self-start" onClick={onClear} data-testid="clear-filters">
          {t('results.hotelList.filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
