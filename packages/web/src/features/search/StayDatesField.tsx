import { lazy, Suspense, useId, useState } from 'react';
import { formatDate } from '../../lib/format/dates.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { fieldLabelClass } from '../../ui/Field.tsx';
import { CalendarIcon } from './CalendarIcon.tsx';
import { nightsOf } from './searchState.ts';

let pickerModule: Promise<typeof import('./StayPicker.tsx')> | undefined;

/** Starts loading the date picker chunk (React Aria); called on the first hover, focus or touch of the field. */
export function preloadStayPicker(): Promise<typeof import('./StayPicker.tsx')> {
  if (!pickerModule) {
    pickerModule = import('./StayPicker.tsx');
    pickerModule.catch(() => {
      pickerModule = undefined;
    });
  }
  return pickerModule;
}

const StayPicker = lazy(() => preloadStayPicker().then((module) => ({ default: module.StayPicker })));

/**
 * The check-in and check-out dates. Until the guest opens it, a light stand-in shows the dates; the
 * React Aria date range picker starts loading on the first hover or focus and takes the stand-in's
 * place, open, when it is clicked (or pressed with Enter or Space), so the picker stays out of the
 * page's initial JavaScript.
 */
export function StayDatesField({
  checkInDate,
  checkOutDate,
  hotelCode,
  onChange,
  error,
  large = false,
}: {
  checkInDate: string;
  checkOutDate: string;
  hotelCode?: string;
  onChange: (checkInDate: string, checkOutDate: string) => void;
  error?: string;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const dateText = (day: string) => formatDate(day, language, 'numeric');
  const [activation, setActivation] = useState<{ open: boolean; focus: boolean } | null>(null);
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const nights = nightsOf(checkInDate, checkOutDate);

  const activate = (open: boolean, focus: boolean) => {
    void preloadStayPicker().catch(() => undefined);
    setActivation({ open, focus });
  };

  const standIn = (
    <button
      type="button"
      id={`${id}-stand-in`}
      data-testid="stay-dates"
      aria-labelledby={`${labelId} ${id}-stand-in`}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      aria-haspopup="dialog"
      onPointerEnter={() => void preloadStayPicker().catch(() => undefined)}
      onFocus={() => void preloadStayPicker().catch(() => undefined)}
      onClick={() => activate(true, true)}
      className={`flex w-full min-w-0 items-center gap-0.5 overflow-hidden rounded-md border border-border bg-background pl-3 text-left text-sm text-text hover:border-main aria-invalid:border-danger ${large ? 'h-12' : 'h-10'}`}
    >
      <span className="tabular-nums">{dateText(checkInDate)}</span>
      <span aria-hidden="true" className="px-1 text-muted">
        –
      </span>
      <span className="tabular-nums">{dateText(checkOutDate)}</span>
      <span className="ml-auto flex h-full items-center px-3 text-main">
        <CalendarIcon />
      </span>
    </button>
  );

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className={fieldLabelClass}>
          {t('ui.search.dates')}
        </span>
        <span className="text-xs text-muted" data-testid="stay-nights">
          {t('ui.search.nights', { count: nights })}
        </span>
      </div>
      {activation ? (
        <Suspense fallback={standIn}>
          <StayPicker
            labelId={labelId}
            checkInDate={checkInDate}
            checkOutDate={checkOutDate}
            hotelCode={hotelCode}
            onChange={onChange}
            defaultOpen={activation.open}
            focusTrigger={activation.focus}
            invalid={Boolean(error)}
            describedBy={error ? errorId : undefined}
            large={large}
          />
        </Suspense>
      ) : (
        standIn
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
