import { MAX_ADULTS_PER_ROOM, MAX_CHILDREN_PER_ROOM, MAX_ROOMS_PER_BOOKING } from '@hotel/contract/constants';
import type { SearchForm as SearchFormOutput } from '@hotel/contract/schemas/search';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { Button } from '../../ui/Button.tsx';
import { controlClass, Field } from '../../ui/Field.tsx';
import { ALL_HOTELS_LIMIT, citiesQuery, hotelListQuery } from '../hotels/hotelsApi.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useLocalePath } from '../i18n/useLocalePath.ts';
import { useTranslation } from '../i18n/useTranslation.ts';
import { CountSelect } from './CountSelect.tsx';
import { DestinationSelect } from './DestinationSelect.tsx';
import { loadSearchResolver, searchResolver } from './searchResolver.ts';
import { loadSearch, localToday, type SearchValues, saveSearch, shiftDate, toHotelListQuery } from './searchState.ts';

/**
 * The search form: destination (a city or a hotel), dates, rooms and guests per room. Validated with
 * the contract's schema; kept for the session; submits to the hotel list.
 */
export function SearchForm({ initial }: { initial?: SearchValues }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const id = useId();
  const [defaults] = useState(() => initial ?? loadSearch());
  const cities = useQuery(citiesQuery(language)).data ?? [];
  const hotels = useQuery(hotelListQuery(language, { limit: ALL_HOTELS_LIMIT })).data?.list ?? [];
  const { register, handleSubmit, watch, setValue, getValues, formState } = useForm<
    SearchValues,
    unknown,
    SearchFormOutput
  >({ resolver: searchResolver, defaultValues: defaults });
  const { errors, isSubmitted } = formState;

  useEffect(() => {
    saveSearch(getValues());
    const subscription = watch((values) => saveSearch(values));
    return () => subscription.unsubscribe();
  }, [watch, getValues]);

  const message = (error: FieldError | undefined) => (error?.message ? t(error.message) : undefined);
  const today = localToday();
  const checkInDate = watch('checkInDate');

  const onSubmit = (form: SearchFormOutput) => {
    navigate(localize(paths.hotelList(toHotelListQuery(form))));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and Safari < 17; the role works everywhere.
    <form
      role="search"
      aria-label={t('ui.search.label')}
      noValidate
      onFocus={() => void loadSearchResolver().catch(() => undefined)}
      onSubmit={handleSubmit(onSubmit)}
      className="grid gap-3 rounded-lg border border-border bg-background p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_repeat(3,minmax(4.5rem,0.6fr))_auto] lg:items-end"
    >
      <Field
        id={`${id}-destination`}
        label={t('ui.search.destination')}
        error={message(errors.hotelCode ?? errors.cityCode)}
      >
        <DestinationSelect
          id={`${id}-destination`}
          value={{ hotelCode: watch('hotelCode'), cityCode: watch('cityCode') }}
          cities={cities}
          hotels={hotels}
          invalid={Boolean(errors.hotelCode ?? errors.cityCode)}
          onChange={(destination) => {
            setValue('hotelCode', destination.hotelCode, { shouldValidate: isSubmitted, shouldDirty: true });
            setValue('cityCode', destination.cityCode, { shouldValidate: isSubmitted, shouldDirty: true });
          }}
        />
      </Field>
      <Field id={`${id}-checkin`} label={t('ui.search.checkIn')} error={message(errors.checkInDate)}>
        <input
          id={`${id}-checkin`}
          type="date"
          min={today}
          className={controlClass}
          aria-invalid={errors.checkInDate ? true : undefined}
          aria-describedby={errors.checkInDate ? `${id}-checkin-error` : undefined}
          {...register('checkInDate', {
            onChange: () => {
              const { checkInDate: checkIn, checkOutDate: checkOut } = getValues();
              if (checkIn && checkOut <= checkIn) setValue('checkOutDate', shiftDate(checkIn, 1));
            },
          })}
        />
      </Field>
      <Field id={`${id}-checkout`} label={t('ui.search.checkOut')} error={message(errors.checkOutDate)}>
        <input
          id={`${id}-checkout`}
          type="date"
          min={checkInDate ? shiftDate(checkInDate, 1) : today}
          className={controlClass}
          aria-invalid={errors.checkOutDate ? true : undefined}
          aria-describedby={errors.checkOutDate ? `${id}-checkout-error` : undefined}
          {...register('checkOutDate')}
        />
      </Field>
      <Field id={`${id}-rooms`} label={t('ui.search.rooms')} error={message(errors.roomNum)}>
        <CountSelect
          id={`${id}-rooms`}
          from={1}
          to={MAX_ROOMS_PER_BOOKING}
          {...register('roomNum', { valueAsNumber: true })}
        />
      </Field>
      <Field id={`${id}-adults`} label={t('ui.search.adultsPerRoom')} error={message(errors.adultPerRoom)}>
        <CountSelect
          id={`${id}-adults`}
          from={1}
          to={MAX_ADULTS_PER_ROOM}
          {...register('adultPerRoom', { valueAsNumber: true })}
        />
      </Field>
      <Field id={`${id}-children`} label={t('ui.search.childrenPerRoom')} error={message(errors.childPerRoom)}>
        <CountSelect
          id={`${id}-children`}
          from={0}
          to={MAX_CHILDREN_PER_ROOM}
          {...register('childPerRoom', { valueAsNumber: true })}
        />
      </Field>
      <Button type="submit" className="h-10 sm:col-span-2 lg:col-span-1">
        {t('ui.search.submit')}
      </Button>
    </form>
  );
}
