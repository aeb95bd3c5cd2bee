import { LANGUAGES, type Language } from '@hotel/contract/languages';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { weekdayName } from '../../../lib/format/dates.ts';
import { LANGUAGE_NAMES } from '../../../lib/i18n/languageNames.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { controlClass, Field, fieldLabelClass } from '../../../ui/Field.tsx';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

/** A labelled text (or date, number, e-mail...) input; `error` is shown under it and linked for screen readers. */
export function TextField({
  label,
  value,
  onChange,
  error,
  className,
  ...rest
}: InputProps & { label: string; value: string; onChange: (value: string) => void; error?: string }) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} className={className}>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass}
        {...rest}
      />
    </Field>
  );
}

/** A labelled plain-text area (e.g. custom CSS); `error` is shown under it. */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error}>
      <textarea
        id={id}
        rows={6}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${controlClass} h-auto py-2 font-mono`}
      />
    </Field>
  );
}

/** A labelled <select> of given options (value, label); `placeholder` adds an empty first option. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  className,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  error?: string;
  className?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} className={className}>
      <select
        id={id}
        data-testid={testId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        className={controlClass}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A labelled checkbox. */
export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-main"
      />
      {label}
    </label>
  );
}

/** A group of controls under one visible legend. */
export function FieldGroup({
  legend,
  children,
  className = '',
}: {
  legend: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={`flex flex-col gap-2 ${className}`.trim()}>
      <legend className={`${fieldLabelClass} mb-1`}>{legend}</legend>
      {children}
    </fieldset>
  );
}

export interface DateRange {
  from: string;
  to: string;
}

/** From and to dates (both included), native date inputs: keyboard usable, labelled, locale formatted. */
export function DateRangeFields({
  value,
  onChange,
  error,
  labels,
}: {
  value: DateRange;
  onChange: (value: DateRange) => void;
  error?: string;
  labels?: { from: string; to: string };
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-start gap-3">
      <TextField
        type="date"
        label={labels?.from ?? t('admin.common.from')}
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
        required
      />
      <TextField
        type="date"
        label={labels?.to ?? t('admin.common.to')}
        value={value.to}
        min={value.from || undefined}
        onChange={(to) => onChange({ ...value, to })}
        error={error}
        required
      />
    </div>
  );
}

/** Weekdays as the API numbers them (0 Sunday .. 6 Saturday), listed from Monday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** Checkboxes for the days of the week (0 Sunday .. 6 Saturday), named in the active language. */
export function WeekdayPicker({ value, onChange }: { value: readonly number[]; onChange: (days: number[]) => void }) {
  const { t, i18n } = useTranslation();
  const toggle = (day: number, on: boolean) =>
    onChange(on ? [...value, day].sort((a, b) => a - b) : value.filter((item) => item !== day));
  return (
    <FieldGroup legend={t('admin.common.weekdays')}>
      <div className="flex flex-wrap gap-2" data-testid="weekday-picker">
        {WEEKDAYS.map((day) => (
          <label
            key={day}
            className="inline-flex items-center gap-1 rounded-md border border-border px-2 py-1 text-sm has-[:checked]:border-main has-[:checked]:bg-main-soft"
          >
            <input
              type="checkbox"
              checked={value.includes(day)}
              onChange={(event) => toggle(day, event.target.checked)}
              aria-label={weekdayName(day, i18n.language, 'long')}
              className="size-4 accent-main"
            />
            <span aria-hidden="true">{weekdayName(day, i18n.language)}</span>
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}

export type LocalizedText = Record<Language, string>;

export const emptyLocalizedText = (): LocalizedText =>
  Object.fromEntries(LANGUAGES.map((language) => [language, ''])) as LocalizedText;

/** One input (or text area) per language for a text kept in all six languages. */
export function LocalizedTextFields({
  label,
  value,
  onChange,
  errors = {},
  multiline = false,
}: {
  label: string;
  value: Partial<LocalizedText>;
  onChange: (value: LocalizedText) => void;
  errors?: Partial<Record<Language, string>>;
  multiline?: boolean;
}) {
  const base = useId();
  const full = { ...emptyLocalizedText(), ...value };
  return (
    <FieldGroup legend={label}>
      <div className="grid gap-2 sm:grid-cols-2">
        {LANGUAGES.map((language) => {
          const id = `${base}-${language}`;
          const error = errors[language];
          const common = {
            id,
            lang: language,
            value: full[language],
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
          };
          const change = (text: string) => onChange({ ...full, [language]: text });
          return (
            <Field key={language} id={id} label={`${label} · ${LANGUAGE_NAMES[language]}`} error={error}>
              {multiline ? (
                <textarea
                  {...common}
                  rows={4}
                  onChange={(event) => change(event.target.value)}
                  className={`${controlClass} h-auto py-2`}
                />
              ) : (
                <input {...common} onChange={(event) => change(event.target.value)} className={controlClass} />
              )}
            </Field>
          );
        })}
      </div>
    </FieldGroup>
  );
}
