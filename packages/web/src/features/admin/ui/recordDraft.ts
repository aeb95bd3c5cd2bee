import type { FieldErrors } from 'react-hook-form';

export type FieldSpec =
  /**
   * Plain text in six languages: the default language needed (the contract's `localizedTextSchema`), the
   * others marked optional, showing the fallback while empty.
   */
  | { key: string; label: string; kind: 'localized'; multiline?: boolean }
  /** Rich text in six languages, one editor per language (the default language needed, the others optional). */
  | { key: string; label: string; kind: 'richText' }
  | { key: string; label: string; kind: 'text' | 'number' | 'date' | 'color' }
  /** Plain text over several lines (e.g. custom CSS). */
  | { key: string; label: string; kind: 'textarea' }
  /** Whole numbers typed as comma-separated text. */
  | { key: string; label: string; kind: 'numberList' }
  /** A list of codes typed as comma-separated text. */
  | { key: string; label: string; kind: 'list' }
  | { key: string; label: string; kind: 'checkbox' }
  /** A rate stored in basis points (1,000 = 10 %), typed as a percentage. */
  | { key: string; label: string; kind: 'percent' }
  /** Several of a few values, ticked (facilities, payment channels); numeric values stay numbers. */
  | { key: string; label: string; kind: 'checkboxes'; options: readonly { value: string | number; label: string }[] }
  | {
      key: string;
      label: string;
      kind: 'select';
      options: readonly { value: string; label: string }[];
      numeric?: boolean;
      /** The empty choice, sent as null. */
      nullLabel?: string;
    };

export type RecordDraft = Record<string, unknown>;

const isList = (field: FieldSpec) => field.kind === 'list' || field.kind === 'numberList';

/** The record as the form holds it: lists as comma-separated text; every other value as stored. */
export function recordDraftOf(record: RecordDraft, fields: readonly FieldSpec[]): RecordDraft {
  const draft = { ...record };
  for (const field of fields) {
    const value = record[field.key];
    if (isList(field)) draft[field.key] = Array.isArray(value) ? value.join(', ') : '';
    if (field.kind === 'percent') draft[field.key] = typeof value === 'number' ? String(value / 100) : '';
  }
  return draft;
}

/** A typed value of a shown field as the API takes it (values not typed in are sent as they were). */
function sentValue(field: FieldSpec, text: string): unknown {
  switch (field.kind) {
    case 'list':
    case 'numberList':
      return text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
        .map((item) => (field.kind === 'numberList' ? Number(item) : item));
    case 'number':
      return text.trim() === '' ? null : Number(text);
    case 'percent':
      return text.trim() === '' ? null : Math.round(Number(text) * 100);
    case 'select':
      return text === '' && field.nullLabel ? null : field.numeric ? Number(text) : text;
    default:
      return text;
  }
}

/** The draft as the API's record. */
export function recordBodyOf(draft: RecordDraft, fields: readonly FieldSpec[]): RecordDraft {
  const body = { ...draft };
  for (const field of fields) {
    const value = draft[field.key];
    if (typeof value === 'string') body[field.key] = sentValue(field, value);
  }
  return body;
}

/** The field showing a body path (an item of a list shows on the list's text). */
export const recordFieldOf = (fields: readonly FieldSpec[]) => (path: string) =>
  fields.find((field) => (isList(field) || field.kind === 'checkboxes') && path.startsWith(`${field.key}.`))?.key ??
  path;

/** The options of a select, with the stored value kept even when it is not among them. */
export function optionsWith(options: readonly { value: string; label: string }[], value: unknown) {
  const text = value === null || value === undefined ? '' : String(value);
  return text === '' || options.some((option) => option.value === text)
    ? options
    : [...options, { value: text, label: text }];
}

/** Ticked choices, with stored values kept even when they are not among them (a code no longer offered). */
export function optionsTicked<V extends string | number>(
  options: readonly { value: V; label: string }[],
  value: unknown,
) {
  const stored = Array.isArray(value) ? (value as V[]) : [];
  const extra = stored.filter((item) => !options.some((option) => option.value === item));
  return [...options, ...extra.map((item) => ({ value: item, label: String(item) }))];
}

/** The messages of errors by path (`name.en-US`), as react-hook-form nests them. */
export function flatErrors(errors: FieldErrors, prefix = ''): [string, string][] {
  return Object.entries(errors).flatMap(([key, error]): [string, string][] => {
    if (!error || typeof error !== 'object' || key === 'root' || key === 'ref') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const { message } = error as { message?: unknown };
    if (typeof message === 'string') return [[path, message]];
    return flatErrors(error as FieldErrors, path);
  });
}

/** Errors of fields the form does not show (so a refusal is never invisible). */
export function otherErrors(errors: FieldErrors, fields: readonly FieldSpec[]): [string, string][] {
  return flatErrors(errors).filter(
    ([key]) => !fields.some((field) => key === field.key || key.startsWith(`${field.key}.`)),
  );
}
