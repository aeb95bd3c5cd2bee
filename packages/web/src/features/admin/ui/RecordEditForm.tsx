import type { Language } from '@hotel/contract/languages';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { useAdminMutation } from '../../../lib/api/adminApi.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { AdminError, fieldErrorsOf } from './AdminError.tsx';
import {
  CheckboxField,
  type LocalizedText,
  LocalizedTextFields,
  SelectField,
  TextAreaField,
  TextField,
} from './fields.tsx';

export type FieldSpec =
  | { key: string; label: string; kind: 'localized'; multiline?: boolean }
  | { key: string; label: string; kind: 'text' | 'number' | 'date' | 'color' }
  /** Plain text over several lines (e.g. custom CSS). */
  | { key: string; label: string; kind: 'textarea' }
  /** Whole numbers typed as comma-separated text. */
  | { key: string; label: string; kind: 'numberList' }
  /** A list of codes typed as comma-separated text. */
  | { key: string; label: string; kind: 'list' }
  | { key: string; label: string; kind: 'checkbox' }
  | {
      key: string;
      label: string;
      kind: 'select';
      options: readonly { value: string; label: string }[];
      numeric?: boolean;
      /** The empty choice, sent as null. */
      nullLabel?: string;
    };

type Errors = Record<string, string>;

/** The options of a select, with the stored value kept even when it is not among them. */
function optionsWith(options: readonly { value: string; label: string }[], value: string) {
  return value === '' || options.some((option) => option.value === value)
    ? options
    : [...options, { value, label: value }];
}

/** Codes typed as comma-separated text (the text is kept as typed; the list is sent). */
function ListField({
  label,
  value,
  onChange,
  error,
  numeric = false,
}: {
  label: string;
  value: string[];
  onChange: (items: (string | number)[]) => void;
  error?: string;
  numeric?: boolean;
}) {
  const [text, setText] = useState(value.join(', '));
  return (
    <TextField
      label={label}
      value={text}
      onChange={(typed) => {
        setText(typed);
        onChange(
          typed
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
            .map((item) => (numeric ? Number(item) : item)),
        );
      }}
      error={error}
      className="max-w-sm"
    />
  );
}

/** Errors of fields the form does not show (so a refusal is never invisible). */
function otherErrors(errors: Errors, fields: readonly FieldSpec[]): string[] {
  return Object.entries(errors)
    .filter(([key]) => !fields.some((field) => key === field.key || key.startsWith(`${field.key}.`)))
    .map(([key, message]) => `${key}: ${message}`);
}

/**
 * Edits a stored record (`PUT path`) or creates one (`method="POST"`) with the contract's schema of its
 * fields: the form shows the fields named, every other field is sent as it was; checked before sending.
 * The server's refusals (per field) show under the fields.
 */
export function RecordEditForm<T extends Record<string, unknown>>({
  title,
  record,
  schema,
  fields,
  path,
  invalidate,
  onDone,
  onSaved,
  method = 'PUT',
  testId,
}: {
  title: string;
  record: T;
  schema: z.ZodType;
  fields: readonly FieldSpec[];
  path: string;
  invalidate: readonly string[];
  onDone?: () => void;
  /** Called with the stored record after a successful save. */
  onSaved?: (saved: unknown) => void;
  method?: 'PUT' | 'POST';
  testId?: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<string, unknown>>(record);
  const [errors, setErrors] = useState<Errors>({});
  const save = useAdminMutation<unknown>(method, () => path, { invalidate });
  const serverErrors = fieldErrorsOf(save.error);
  const errorOf = (key: string) => errors[key] ?? (serverErrors[key] ? t(serverErrors[key]) : undefined);
  const set = (key: string, value: unknown) => setDraft({ ...draft, [key]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(draft);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path.map(String).join('.')] ??= t(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        // Show what the server stored (rich text comes back sanitised).
        if (saved && typeof saved === 'object' && !Array.isArray(saved)) setDraft({ ...draft, ...saved });
        if (onSaved) onSaved(saved);
        else onDone?.();
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid={testId}
      aria-label={title}
      className="flex flex-col gap-4 rounded-md border border-border bg-background p-4"
    >
      <h2 className="font-semibold">{title}</h2>
      {fields.map((field) => {
        const value = draft[field.key];
        switch (field.kind) {
          case 'localized': {
            const own = Object.fromEntries(
              Object.entries(errors)
                .filter(([key]) => key.startsWith(`${field.key}.`))
                .map(([key, message]) => [key.slice(field.key.length + 1), message]),
            ) as Partial<Record<Language, string>>;
            return (
              <LocalizedTextFields
                key={field.key}
                label={field.label}
                value={(value ?? {}) as Partial<LocalizedText>}
                onChange={(text) => set(field.key, text)}
                errors={own}
                multiline={field.multiline}
              />
            );
          }
          case 'checkbox':
            return (
              <CheckboxField
                key={field.key}
                label={field.label}
                checked={Boolean(value)}
                onChange={(checked) => set(field.key, checked)}
              />
            );
          case 'select':
            return (
              <SelectField
                key={field.key}
                label={field.label}
                value={String(value ?? '')}
                onChange={(text) =>
                  set(field.key, text === '' && field.nullLabel ? null : field.numeric ? Number(text) : text)
                }
                options={optionsWith(field.options, String(value ?? ''))}
                placeholder={field.nullLabel}
                error={errorOf(field.key)}
                className="max-w-sm"
              />
            );
          case 'list':
          case 'numberList':
            return (
              <ListField
                key={field.key}
                label={field.label}
                value={Array.isArray(value) ? value.map(String) : []}
                onChange={(items) => set(field.key, items)}
                error={errorOf(field.key)}
                numeric={field.kind === 'numberList'}
              />
            );
          case 'textarea':
            return (
              <TextAreaField
                key={field.key}
                label={field.label}
                value={typeof value === 'string' ? value : ''}
                onChange={(text) => set(field.key, text)}
                error={errorOf(field.key)}
              />
            );
          default:
            return (
              <TextField
                key={field.key}
                label={field.label}
                type={field.kind === 'text' ? 'text' : field.kind}
                value={value === null || value === undefined ? '' : String(value)}
                onChange={(text) =>
                  set(field.key, field.kind === 'number' ? (text === '' ? null : Number(text)) : text)
                }
                error={errorOf(field.key)}
                className="max-w-sm"
              />
            );
        }
      })}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('admin.common.save')}
        </Button>
        {onDone ? (
          <Button variant="secondary" onClick={onDone}>
            {t('admin.common.close')}
          </Button>
        ) : null}
      </div>
      {otherErrors(errors, fields).length > 0 ? (
        <ul role="alert" className="list-inside list-disc text-sm text-danger">
          {otherErrors(errors, fields).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      <AdminError error={save.error} />
      {save.isSuccess ? (
        <p role="status" className="text-sm text-success">
          {t('admin.common.saved')}
        </p>
      ) : null}
    </form>
  );
}
