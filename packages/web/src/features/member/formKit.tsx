import { validationKeyOf } from '@hotel/contract/validation';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../lib/api/client.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { controlClass, Field } from '../../ui/Field.tsx';
import { fieldErrorsOf } from './memberApi.ts';

export type Errors = Record<string, string>;

/** Checks values with a contract schema; the messages are the translated `validation.*` keys. */
export function validate(schema: z.ZodType, values: unknown, t: (key: string) => string): Errors {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= t(validationKeyOf(issue));
  }
  return errors;
}

/**
 * What a failed call tells the form: the server's refused fields (pc1009), else its translated
 * message on the field it names (`data.field`), else one message for the whole form.
 */
export function serverErrors(error: unknown, t: (key: string) => string): Errors {
  const fields = fieldErrorsOf(error);
  if (Object.keys(fields).length > 0) return fields;
  if (!isApiError(error)) return { form: t('ui.error.generic') };
  const message =
    error.message.trim() ||
    (error.errorCode !== null ? t(`errors.${error.errorCode}`) : '') ||
    (error.status === 0 ? t('ui.error.network') : t('ui.error.generic'));
  const data = (error as { data?: unknown }).data as { field?: unknown } | null | undefined;
  return typeof data?.field === 'string' ? { [data.field]: message, form: message } : { form: message };
}

/** A labelled input with its error, wired for screen readers. */
export function TextField({
  label,
  error,
  className = '',
  hint,
  ...input
}: { label: string; error?: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} className={className}>
      <input
        id={id}
        className={controlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </Field>
  );
}

export function SelectField({
  label,
  error,
  value,
  onChange,
  children,
  className = '',
  name,
}: {
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  className?: string;
  name?: string;
}) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} className={className}>
      <select
        id={id}
        name={name}
        className={controlClass}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </Field>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  error,
  name,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  name?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-main"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="pl-7 text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form-wide message (the server's answer), announced to screen readers. */
export function FormMessage({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success' | 'info';
  children?: ReactNode;
}) {
  if (!children) return null;
  const color = tone === 'error' ? 'text-danger' : tone === 'success' ? 'text-success' : 'text-text';
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`text-sm ${color}`} data-testid={`form-${tone}`}>
      {children}
    </p>
  );
}

/** Values, errors and a busy flag of a small form. */
export function useFormValues<T extends Record<string, unknown>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set =
    <K extends keyof T>(key: K) =>
    (value: T[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => {
        if (!current[key as string]) return current;
        const { [key as string]: _removed, ...rest } = current;
        return rest;
      });
    };
  return { values, setValues, errors, setErrors, busy, setBusy, set };
}

export function useT() {
  return useTranslation().t;
}
