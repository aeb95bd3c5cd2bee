import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@hotel/contract/languages';
import { type FieldValues, type Path, useController, useFormContext, useWatch } from 'react-hook-form';
import { weekdayName } from '../../../lib/format/dates.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { FieldGroup } from '../../../ui/form/FieldGroup.tsx';
import { TextAreaField } from '../../../ui/form/TextAreaField.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import { FallbackShown, LANGUAGE_ORDER, useLanguageLabel, useLocalizedTexts } from '../content/languageFallback.tsx';

export interface DateRange {
  from: string;
  to: string;
}

/**
 * From and to dates (both included) of the surrounding form, native date inputs: keyboard usable,
 * labelled, locale formatted; the last day may not be before the first.
 */
export function DateRangeFields({
  from = 'from',
  to = 'to',
  labels,
}: {
  from?: string;
  to?: string;
  labels?: { from: string; to: string };
}) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const first = useWatch({ control, name: from }) as string | undefined;
  return (
    <div className="flex flex-wrap items-start gap-3">
      <TextField type="date" name={from} label={labels?.from ?? t('admin.common.from')} required />
      <TextField type="date" name={to} label={labels?.to ?? t('admin.common.to')} min={first || undefined} required />
    </div>
  );
}

/** Weekdays as the API numbers them (0 Sunday .. 6 Saturday), listed from Monday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** A list of the form (`name`) that boxes tick values into and out of, in the order given. */
function useTickedList<T extends FieldValues, V extends string | number>(name: Path<T>, order: readonly V[]) {
  const { field } = useController<T>({ name });
  const ticked = (field.value ?? []) as V[];
  return {
    isTicked: (value: V) => ticked.includes(value),
    toggle: (value: V, on: boolean) =>
      field.onChange(order.filter((item) => (item === value ? on : ticked.includes(item)))),
  };
}

/** Checkboxes choosing several of a few values (room types, payment channels); one error for the list. */
export function CheckboxListField<T extends FieldValues, V extends string | number>({
  name,
  legend,
  options,
  className = 'flex flex-wrap gap-3',
}: {
  name: Path<T>;
  legend: string;
  options: readonly { value: V; label: string }[];
  className?: string;
}) {
  const list = useTickedList<T, V>(
    name,
    options.map((option) => option.value),
  );
  return (
    <FieldGroup<T> legend={legend} name={name}>
      <div className={className}>
        {options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={list.isTicked(option.value)}
              onChange={(event) => list.toggle(option.value, event.target.checked)}
              className="size-4 accent-main"
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}

/** Checkboxes for the days of the week (0 Sunday .. 6 Saturday) of the form's `name`, named in the active language. */
export function WeekdayPicker<T extends FieldValues>({ name }: { name: Path<T> }) {
  const { t, i18n } = useTranslation();
  const list = useTickedList<T, number>(name, [0, 1, 2, 3, 4, 5, 6]);
  return (
    <FieldGroup<T> legend={t('admin.common.weekdays')} name={name}>
      <div className="flex flex-wrap gap-2" data-testid="weekday-picker">
        {WEEKDAYS.map((day) => (
          <label
            key={day}
            className="inline-flex items-center gap-1 rounded-md border border-border px-2 py-1 text-sm has-[:checked]:border-main has-[:checked]:bg-main-soft"
          >
            <input
              type="checkbox"
              checked={list.isTicked(day)}
              onChange={(event) => list.toggle(day, event.target.checked)}
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

/**
 * One input (or text area) per language for a text of the form (`name.<language>`) kept in six languages, the
 * default language first and needed (the contract's `localizedTextSchema`), the others marked optional and,
 * while empty, showing the default language's text as placeholder and under the field ("Guests reading 日本語
 * now see: …"), the text the server's `inLanguage` gives their guests.
 */
export function LocalizedTextFields({
  name,
  label,
  multiline = false,
}: {
  name: string;
  label: string;
  multiline?: boolean;
}) {
  const texts = useLocalizedTexts(name);
  const { fallback } = texts;
  const languageLabel = useLanguageLabel();
  return (
    <FieldGroup legend={label} testId={`localized-field-${name}`}>
      <div className="grid gap-2 sm:grid-cols-2">
        {LANGUAGE_ORDER.map((language) => {
          const field = {
            name: `${name}.${language}`,
            label: languageLabel(label, language),
            lang: language,
            placeholder: language === DEFAULT_LANGUAGE ? undefined : fallback,
          };
          return (
            <div key={language} className="flex flex-col gap-1">
              {multiline ? <TextAreaField {...field} /> : <TextField {...field} />}
              {texts.fallsBack(language) ? (
                <FallbackShown lang={language} testId={`fallback-${name}-${language}`}>
                  <p lang={DEFAULT_LANGUAGE} className="whitespace-pre-line">
                    {fallback}
                  </p>
                </FallbackShown>
              ) : null}
            </div>
          );
        })}
      </div>
    </FieldGroup>
  );
}
