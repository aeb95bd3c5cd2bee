import { partyFitsSomewhere } from '@hotel/contract/occupancy';
import { pagePaths } from '@hotel/contract/routes';
import type { SearchForm as ValidSearch } from '@hotel/contract/schemas/search';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadNamespaces } from '../../lib/i18n/i18n.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { Field } from '../../ui/Field.tsx';
import { trackSearch } from '../analytics/track.ts';
import { useSiteConfig } from '../site/siteConfigApi.ts';
import { DestinationCombobox } from './DestinationCombobox.tsx';
import { GuestsField } from './GuestsField.tsx';
import { useOccupancy } from './occupancyApi.ts';
import { partyOfForm } from './partyOfForm.ts';
import { StayDatesField } from './StayDatesField.tsx';
import { type SearchErrorField, searchErrors, useSearchErrors } from './searchErrors.ts';
import { defaultSearch, type SearchValues, saveSearch, storedSearch, toHotelListQuery } from './searchState.ts';

type Errors = Partial<Record<keyof SearchValues, string>>;

/** The code fields appear only when the guest asks for them: their own small chunk, with the enum labels. */
const PromoCodeFields = lazy(() =>
  Promise.all([import('./PromoCodeFields.tsx'), loadNamespaces(['enums'])]).then(([module]) => ({
    default: module.PromoCodeFields,
  })),
);

let validator: Promise<typeof import('./validateSearch.ts')> | undefined;

/**
 * Loads the contract schema (zod) and the `validation` messages on first use: on the first focus or
 * hover of the form, or at submit.
 */
function loadValidator(): Promise<typeof import('./validateSearch.ts')> {
  if (!validator) {
    validator = Promise.all([import('./validateSearch.ts'), loadNamespaces(['validation'])]).then(([module]) => module);
    validator.catch(() => {
      validator = undefined;
    });
  }
  return validator;
}

/** Where a valid search goes: the hotel list by default (the header search may choose otherwise). */
export type SearchTarget = (query: Record<string, string | number>, form: ValidSearch) => string;

const ORDER: (keyof SearchValues)[] = [
  'hotelCode',
  'cityCode',
  'checkInDate',
  'checkOutDate',
  'discountType',
  'discountCode',
];

/**
 * The search form: destination (a city or a hotel, typed in any language), dates (a lazily loaded
 * React Aria range picker with prices per day), rooms and guests per room, and, when the site allows
 * it, a promotion or discount code. A plain controlled form: the contract's searchFormSchema checks it
 * at submit (loaded on first interaction). It is kept for the session and becomes the hotel list's URL.
 */
export function SearchForm({
  initial,
  variant = 'hero',
  target,
}: {
  initial?: SearchValues;
  variant?: 'hero' | 'bar';
  target?: SearchTarget;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const language = useLanguage();
  const config = useSiteConfig();
  const id = useId();
  const large = variant === 'hero';
  const [values, setValues] = useState<SearchValues>(
    () => initial ?? storedSearch() ?? defaultSearch(undefined, Math.max(1, config?.defaultAdultsNum ?? 1)),
  );
  const [errors, setErrors] = useState<Errors>({});
  const serverErrors = useSearchErrors();
  const [promoOpen, setPromoOpen] = useState(() => Boolean(values.discountType || values.discountCode));
  const submitting = useRef(false);
  const singleHotel = config?.hotelCode ?? undefined;
  const limits = useOccupancy(values.hotelCode ?? singleHotel);
  const fits = !limits || values.childAges.includes(null) || partyFitsSomewhere(limits, partyOfForm(values));

  useEffect(() => {
    saveSearch(values);
  }, [values]);

  // A single-hotel site searches that hotel.
  useEffect(() => {
    if (singleHotel && values.hotelCode !== singleHotel)
      setValues((current) => ({ ...current, hotelCode: singleHotel, cityCode: undefined }));
  }, [singleHotel, values.hotelCode]);

  const update = (patch: Partial<SearchValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    const touched = Object.keys(patch) as (keyof SearchValues)[];
    const related = touched.flatMap((key) =>
      key === 'hotelCode' || key === 'cityCode'
        ? ['hotelCode', 'cityCode']
        : key === 'discountType' || key === 'discountCode'
          ? ['discountType', 'discountCode']
          : key === 'checkInDate' || key === 'checkOutDate'
            ? ['checkInDate', 'checkOutDate']
            : [key],
    );
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !related.includes(key as keyof SearchValues))),
    );
    const server = searchErrors.get();
    if (related.some((key) => key in server)) {
      searchErrors.set(
        Object.fromEntries(Object.entries(server).filter(([key]) => !related.includes(key as SearchErrorField))),
      );
    }
  };

  const message = (field: keyof SearchValues): string | undefined => {
    const key = errors[field];
    if (key) return t(key);
    return field in serverErrors ? serverErrors[field as SearchErrorField] : undefined;
  };
  const destinationError = message('hotelCode') ?? message('cityCode');
  const datesError = message('checkInDate') ?? message('checkOutDate');
  const typeError = message('discountType');
  const codeError = message('discountCode');
  const guestsError =
    message('childAges') ??
    (fits
      ? undefined
      : t('ui.search.partyFitsNowhere', { adults: limits?.maxAdultsPerRoom, guests: limits?.maxGuestsPerRoom }));
  const showPromo = config?.hasDiscountCode === true;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      const { validateSearch } = await loadValidator();
      const result = validateSearch(values);
      if (result.ok && !fits) return;
      if (!result.ok) {
        const found: Errors = {};
        for (const [field, key] of Object.entries(result.errors)) found[field as keyof SearchValues] = key;
        setErrors(found);
        if (found.discountType || found.discountCode) setPromoOpen(true);
        const first = ORDER.find((field) => found[field]);
        const focusId =
          first === 'hotelCode' || first === 'cityCode'
            ? `${id}-destination`
            : first === 'discountType'
              ? `${id}-promo-type`
              : first === 'discountCode'
                ? `${id}-promo-code`
                : undefined;
        requestAnimationFrame(() => {
          if (focusId) document.getElementById(focusId)?.focus();
        });
        return;
      }
      searchErrors.clear();
      const query = toHotelListQuery(result.form);
      trackSearch(language, query);
      navigate(localize(target ? target(query, result.form) : pagePaths.hotelList(query)));
    } finally {
      submitting.current = false;
    }
  };

  const warm = () => void loadValidator().catch(() => undefined);

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and Safari < 17; the role works everywhere.
    <form
      role="search"
      aria-label={t('ui.search.label')}
      noValidate
      onFocus={warm}
      onPointerEnter={warm}
      onSubmit={onSubmit}
      data-testid="search-form"
      className={`flex flex-col gap-3 rounded-xl border border-border bg-background text-text ${large ? 'p-4 shadow-lg sm:p-5' : 'p-3 shadow-sm'}`}
    >
      <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1.5fr)_minmax(0,1.35fr)_auto] lg:items-start">
        <Field id={`${id}-destination`} label={t('ui.search.destination')} error={destinationError}>
          <DestinationCombobox
            id={`${id}-destination`}
            value={{ hotelCode: values.hotelCode, cityCode: values.cityCode }}
            onChange={(destination) => update({ hotelCode: destination.hotelCode, cityCode: destination.cityCode })}
            invalid={Boolean(destinationError)}
            describedBy={destinationError ? `${id}-destination-error` : undefined}
            includeCities={config?.isFilterByCity !== false}
            large={large}
          />
        </Field>
        <StayDatesField
          checkInDate={values.checkInDate}
          checkOutDate={values.checkOutDate}
          hotelCode={values.hotelCode}
          onChange={(checkInDate, checkOutDate) => update({ checkInDate, checkOutDate })}
          error={datesError}
          large={large}
        />
        <GuestsField
          party={values}
          minGuestsPerRoom={config?.minPersonNum ?? 1}
          large={large}
          limits={limits}
          error={guestsError}
          onChange={(party) => update(party)}
        />
        <div className="flex flex-col gap-1 md:col-span-2 lg:col-span-1">
          <span aria-hidden="true" className="hidden text-xs lg:block">
            &nbsp;
          </span>
          <Button
            type="submit"
            className={`${large ? 'h-12 px-8 text-base' : 'h-10 px-6'} w-full`}
            data-testid="search-submit"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth="2">
              <circle cx="11" cy="11" r="6.5" />
              <path d="m16 16 4.5 4.5" />
            </svg>
            {t('ui.search.submit')}
          </Button>
        </div>
      </div>
      {showPromo ? (
        <div className="flex flex-col gap-3">
          <button
            type="button"
            aria-expanded={promoOpen}
            aria-controls={`${id}-promo`}
            data-testid="promo-toggle"
            onClick={() => {
              // Closing the section takes the code away from the search.
              if (promoOpen) update({ discountType: undefined, discountCode: undefined });
              setPromoOpen(!promoOpen);
            }}
            className="self-start text-sm font-medium text-main underline-offset-4 hover:underline"
          >
            {t(promoOpen ? 'ui.search.removePromo' : 'ui.search.showPromo')}
          </button>
          {promoOpen ? (
            <div id={`${id}-promo`} className="max-w-xl">
              <Suspense fallback={<div className="h-16" />}>
                <PromoCodeFields
                  id={`${id}-promo`}
                  discountType={values.discountType}
                  discountCode={values.discountCode}
                  typeError={typeError}
                  codeError={codeError}
                  onChange={(value) => update(value)}
                />
              </Suspense>
            </div>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
