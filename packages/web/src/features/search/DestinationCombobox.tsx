import { LANGUAGES, type Language } from '@hotel/contract/languages';
import { useQueries, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { controlClass } from '../../ui/Field.tsx';
import { useDisplayCurrency } from '../currency/displayCurrency.ts';
import { allHotelsQuery, citiesQuery } from '../hotels/hotelsApi.ts';
import {
  buildDestinations,
  type DestinationOption,
  type DestinationSource,
  exactDestination,
  filterDestinations,
} from './destinations.ts';

export type Destination = { hotelCode?: string; cityCode?: string };

const MAX_SHOWN = 50;

/** The cities and hotels of the other languages, fetched once the guest starts to type (names only). */
function useOtherLanguages(language: Language, enabled: boolean): DestinationSource[] {
  const others = LANGUAGES.filter((other) => other !== language);
  const cities = useQueries({
    queries: others.map((other) => ({ ...citiesQuery(other), enabled, meta: { silent: true } })),
  });
  const hotels = useQueries({
    queries: others.map((other) => ({ ...allHotelsQuery(other), enabled, meta: { silent: true } })),
  });
  const cityData = cities.map((query) => query.data);
  const hotelData = hotels.map((query) => query.data?.list);
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when any language's lists arrive.
  return useMemo(
    () => others.map((_, index) => ({ cities: cityData[index] ?? [], hotels: hotelData[index] ?? [] })),
    [...cityData, ...hotelData],
  );
}

function Icon({ kind }: { kind: DestinationOption['kind'] }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mt-0.5 size-4 shrink-0 fill-none stroke-current text-main"
      strokeWidth="1.8"
    >
      {kind === 'city' ? (
        <path d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />
      ) : (
        <path d="M4 21V5l8-3 8 3v16M4 21h16M9 9h1M14 9h1M9 13h1M14 13h1M10 21v-4h4v4" />
      )}
    </svg>
  );
}

/**
 * The destination: a combobox (ARIA 1.2 pattern, list autocomplete) over the group's cities and hotels.
 * It matches what is typed in the display language, by code, and, once the guest types, in the other
 * five languages too. Arrow keys move through the options, Enter picks one (the first when none is
 * active), Escape closes the list or clears the text.
 */
export function DestinationCombobox({
  id,
  value,
  onChange,
  invalid = false,
  describedBy,
  includeCities = true,
  large = false,
}: {
  id: string;
  value: Destination;
  onChange: (destination: Destination) => void;
  invalid?: boolean;
  describedBy?: string;
  includeCities?: boolean;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const exchangeNo = useDisplayCurrency();
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [wide, setWide] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);

  const cities = useQuery(citiesQuery(language)).data;
  const hotels = useQuery(allHotelsQuery(language, exchangeNo)).data?.list;
  const others = useOtherLanguages(language, wide);
  const options = useMemo(
    () => buildDestinations({ cities: cities ?? [], hotels: hotels ?? [] }, others, { includeCities }),
    [cities, hotels, others, includeCities],
  );
  const selected = options.find(
    (option) =>
      (option.kind === 'hotel' && option.code === value.hotelCode) ||
      (option.kind === 'city' && !value.hotelCode && option.code === value.cityCode),
  );
  // A code kept from an old link that names no hotel or city of the group is dropped, not searched.
  const unknown =
    hotels && cities && (value.hotelCode || value.cityCode)
      ? value.hotelCode
        ? !hotels.some((hotel) => hotel.hotelCode === value.hotelCode)
        : !cities.some((city) => city.cityCode === value.cityCode)
      : false;
  useEffect(() => {
    if (unknown) onChange({});
  }, [unknown, onChange]);
  const text = typed ?? selected?.label ?? '';
  const matches = useMemo(() => filterDestinations(options, typed ?? '').slice(0, MAX_SHOWN), [options, typed]);
  const groups = (['city', 'hotel'] as const)
    .map((kind) => ({ kind, items: matches.filter((option) => option.kind === kind) }))
    .filter((group) => group.items.length > 0);
  const ordered = groups.flatMap((group) => group.items);
  const optionId = (option: DestinationOption) => `${id}-option-${option.kind}-${option.code}`;
  const activeOption = open ? ordered[active] : undefined;

  useEffect(() => {
    if (!activeOption) return;
    const element = document.getElementById(optionId(activeOption));
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
  });

  const choose = (option: DestinationOption) => {
    onChange(option.kind === 'hotel' ? { hotelCode: option.code } : { cityCode: option.code });
    setTyped(null);
    setOpen(false);
    setActive(-1);
  };

  const show = () => {
    setWide(true);
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        show();
        setActive((index) => (open ? Math.min(ordered.length - 1, index + 1) : event.altKey ? -1 : 0));
        break;
      case 'ArrowUp':
        event.preventDefault();
        show();
        setActive((index) => (open ? Math.max(0, index - 1) : ordered.length - 1));
        break;
      case 'Enter': {
        if (!open) return;
        const option = ordered[active] ?? (typed ? ordered[0] : undefined);
        event.preventDefault();
        if (option) choose(option);
        else setOpen(false);
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setTyped('');
          onChange({});
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const onBlur = () => {
    setOpen(false);
    setActive(-1);
    if (typed === null) return;
    const exact = exactDestination(options, typed);
    if (exact) choose(exact);
  };

  return (
    <div className="relative">
      <input
        ref={input}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={t('ui.search.destinationPlaceholder')}
        value={text}
        onChange={(event) => {
          setTyped(event.target.value);
          if (value.hotelCode || value.cityCode) onChange({});
          setActive(-1);
          show();
        }}
        onClick={show}
        onFocus={() => setWide(true)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        className={`${large ? controlClass.replace('h-10', 'h-12 text-base') : controlClass} pr-9`}
      />
      {text ? (
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('ui.search.clearDestination')}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setTyped('');
            onChange({});
            input.current?.focus();
            show();
          }}
          className="absolute right-1 top-1/2 flex size-7 -translate-y-1/2 items-center justify-center rounded-full text-lg leading-none text-muted hover:bg-main-soft hover:text-text"
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
      <div
        className={`${open ? '' : 'hidden'} absolute left-0 top-full z-30 mt-2 w-full min-w-[18rem] overflow-hidden rounded-lg border border-border bg-background shadow-lg`}
      >
        <div
          ref={list}
          id={`${id}-listbox`}
          role="listbox"
          aria-label={t('ui.search.destination')}
          className="max-h-80 overflow-y-auto py-1"
        >
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA listbox pattern), not a form fieldset.
            <div key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`}>
              <div
                id={`${id}-group-${group.kind}`}
                role="presentation"
                className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted"
              >
                {t(group.kind === 'city' ? 'ui.search.cities' : 'ui.search.hotels')}
              </div>
              {group.items.map((option) => {
                const isActive = option === activeOption;
                const isSelected = option === selected;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the input (aria-activedescendant); options take no focus.
                  <div
                    key={`${option.kind}:${option.code}`}
                    id={optionId(option)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={isSelected}
                    data-testid="destination-option"
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                    onMouseMove={() => setActive(ordered.indexOf(option))}
                    className={`flex cursor-pointer items-start gap-2 px-3 py-2 text-sm ${isActive ? 'bg-main-soft' : ''}`}
                  >
                    <Icon kind={option.kind} />
                    <span className="flex min-w-0 flex-col">
                      <span className={`truncate ${isSelected ? 'font-semibold text-main' : ''}`}>{option.label}</span>
                      <span className="truncate text-xs text-muted">{option.detail}</span>
                    </span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {ordered.length === 0 ? (
          <p role="status" className="px-3 py-3 text-sm text-muted">
            {options.length === 0 ? t('ui.common.loading') : t('ui.search.noDestination')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
