import { BOOKING_HORIZON_DAYS, MAX_STAY_NIGHTS } from '@hotel/contract/constants';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { currencyDigits, shownMoney } from '../../lib/format/money.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useDisplayCurrency } from '../currency/displayCurrency.ts';
import { CalendarIcon } from './CalendarIcon.tsx';
import { rateCalendarQuery } from './calendarApi.ts';
import { localToday, nightsOf } from './searchState.ts';

export interface StayPickerProps {
  /** The id of the element that labels the field. */
  labelId: string;
  checkInDate: string;
  checkOutDate: string;
  /** A single chosen hotel: each day of the calendar shows its lowest price. */
  hotelCode?: string;
  onChange: (checkInDate: string, checkOutDate: string) => void;
  /** Open the calendar at once (the guest clicked the field before this chunk had loaded). */
  defaultOpen?: boolean;
  /** Put the focus on the calendar button at once (the field had the focus). */
  focusTrigger?: boolean;
  invalid?: boolean;
  describedBy?: string;
  large?: boolean;
}

const monthOf = (date: CalendarDate) => date.toString().slice(0, 7);

function useWideScreen(): boolean {
  const [wide] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 640px)').matches,
  );
  return wide;
}

/** Lowest nightly prices of the months around the focused one, by date `yyyy-MM-dd`. */
function useDayPrices(hotelCode: string | undefined, focused: CalendarDate, months: number) {
  const language = useLanguage();
  const exchangeNo = useDisplayCurrency();
  const wanted = hotelCode
    ? Array.from({ length: months + 2 }, (_, index) => monthOf(focused.add({ months: index - 1 })))
    : [];
  const results = useQueries({
    queries: wanted.map((month) => rateCalendarQuery(language, hotelCode ?? '', month, exchangeNo)),
  });
  const prices = new Map<string, { amount: number; currency: string } | null>();
  for (const result of results) {
    for (const day of result.data?.days ?? [])
      prices.set(day.date, day.lowestPrice ? shownMoney(day.lowestPrice) : null);
  }
  return prices;
}

/**
 * The stay's dates: React Aria's DateRangePicker (typed dates in the locale's own format and calendar,
 * Buddhist era for th-TH) with a RangeCalendar that shows, for a chosen hotel, the lowest price of each
 * night. Loaded on first use only, so it is not part of the home page's initial JavaScript.
 */
export function StayPicker({
  labelId,
  checkInDate,
  checkOutDate,
  hotelCode,
  onChange,
  defaultOpen = false,
  focusTrigger = false,
  invalid = false,
  describedBy,
  large = false,
}: StayPickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const wide = useWideScreen();
  const months = wide ? 2 : 1;
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const value = useMemo(
    () => ({ start: parseDate(checkInDate), end: parseDate(checkOutDate) }),
    [checkInDate, checkOutDate],
  );
  const minValue = useMemo(() => parseDate(localToday()), []);
  const maxValue = useMemo(() => minValue.add({ days: BOOKING_HORIZON_DAYS }), [minValue]);
  const [focused, setFocused] = useState<CalendarDate>(value.start);
  const prices = useDayPrices(hotelCode, focused, months);
  const nights = nightsOf(checkInDate, checkOutDate);
  const compact = useMemo(
    () => new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }),
    [language],
  );
  const priceCurrency = [...prices.values()].find(Boolean)?.currency;

  // Focus the calendar button first, then open: closing the calendar returns the focus to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount, when it replaces the stand-in.
  useEffect(() => {
    if (focusTrigger || defaultOpen) trigger.current?.focus();
    if (defaultOpen) setOpen(true);
  }, []);

  const segmentClass =
    'rounded px-0.5 tabular-nums outline-none data-[placeholder]:text-muted data-[type=literal]:px-0 focus:bg-main focus:text-on-main';
  const grid = (offset: number) => (
    <CalendarGrid
      offset={offset ? { months: offset } : undefined}
      weekdayStyle="short"
      className="border-separate border-spacing-y-1"
    >
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className="pb-1 text-xs font-semibold text-muted">{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => (
          <CalendarCell
            date={date}
            data-date={date.toString()}
            className="flex h-12 w-10 cursor-pointer flex-col items-center justify-center text-sm outline-none data-[disabled]:cursor-default data-[disabled]:text-border data-[outside-month]:hidden data-[selected]:bg-main-soft data-[selection-end]:rounded-r-md data-[selection-start]:rounded-l-md data-[selection-end]:bg-main data-[selection-start]:bg-main data-[selection-end]:text-on-main data-[selection-start]:text-on-main data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[hovered]:ring-1 data-[hovered]:ring-main sm:w-11"
          >
            {({ formattedDate, isDisabled, isOutsideMonth }) => {
              const price = hotelCode && !isDisabled && !isOutsideMonth ? prices.get(date.toString()) : undefined;
              return (
                <>
                  <span>{formattedDate}</span>
                  {price !== undefined ? (
                    <span className="text-[0.6rem] leading-tight opacity-80" data-testid="calendar-price">
                      {price
                        ? compact.format(price.amount / 10 ** currencyDigits(price.currency))
                        : t('ui.search.calendarFull')}
                    </span>
                  ) : null}
                </>
              );
            }}
          </CalendarCell>
        )}
      </CalendarGridBody>
    </CalendarGrid>
  );

  return (
    <I18nProvider locale={language}>
      <DateRangePicker
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        value={value}
        minValue={minValue}
        maxValue={maxValue}
        isOpen={open}
        onOpenChange={setOpen}
        isInvalid={invalid}
        shouldForceLeadingZeros
        onChange={(range) => {
          if (!range) return;
          const start = range.start as CalendarDate;
          let end = range.end as CalendarDate;
          if (end.compare(start) <= 0) end = start.add({ days: 1 });
          if (end.compare(start.add({ days: MAX_STAY_NIGHTS })) > 0) end = start.add({ days: MAX_STAY_NIGHTS });
          onChange(start.toString(), end.toString());
        }}
        className="flex flex-col"
      >
        <Group
          data-testid="stay-dates"
          className={`flex w-full min-w-0 items-center gap-0.5 overflow-hidden rounded-md border border-border bg-background pl-3 text-sm text-text focus-within:border-main data-[invalid]:border-danger ${large ? 'h-12' : 'h-10'}`}
        >
          <DateInput slot="start" className="flex shrink-0">
            {(segment) => <DateSegment segment={segment} className={segmentClass} />}
          </DateInput>
          <span aria-hidden="true" className="px-1 text-muted">
            –
          </span>
          <DateInput slot="end" className="flex shrink-0">
            {(segment) => <DateSegment segment={segment} className={segmentClass} />}
          </DateInput>
          <Button
            ref={trigger}
            aria-label={t('ui.search.openCalendar')}
            data-testid="calendar-button"
            className="ml-auto flex h-full shrink-0 items-center rounded-r-md px-3 text-main outline-none hover:bg-main-soft data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
          >
            <CalendarIcon />
          </Button>
        </Group>
        <Popover
          placement="bottom start"
          offset={8}
          className="z-40 rounded-xl border border-border bg-background shadow-xl outline-none"
        >
          <Dialog className="p-4 outline-none" aria-label={t('ui.search.calendar')}>
            <RangeCalendar visibleDuration={{ months }} onFocusChange={setFocused} data-testid="range-calendar">
              <header className="mb-2 flex items-center justify-between gap-2">
                <Button
                  slot="previous"
                  aria-label={t('ui.search.previousMonth')}
                  className="flex size-9 items-center justify-center rounded-full text-xl text-main hover:bg-main-soft data-[disabled]:text-border"
                >
                  <span aria-hidden="true">‹</span>
                </Button>
                <Heading className="text-base font-semibold" />
                <Button
                  slot="next"
                  aria-label={t('ui.search.nextMonth')}
                  className="flex size-9 items-center justify-center rounded-full text-xl text-main hover:bg-main-soft data-[disabled]:text-border"
                >
                  <span aria-hidden="true">›</span>
                </Button>
              </header>
              <div className="flex gap-6">
                {grid(0)}
                {months > 1 ? grid(1) : null}
              </div>
            </RangeCalendar>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2 text-xs text-muted">
              <span aria-live="polite">{t('ui.search.nights', { count: nights })}</span>
              {hotelCode && priceCurrency ? (
                <span>{t('ui.search.calendarPrices', { currency: priceCurrency })}</span>
              ) : null}
            </div>
          </Dialog>
        </Popover>
      </DateRangePicker>
    </I18nProvider>
  );
}
