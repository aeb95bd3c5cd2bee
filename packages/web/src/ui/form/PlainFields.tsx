import { type ReactNode, useId } from 'react';
import { controlClass, Field } from '../Field.tsx';
import { describedControl } from './useFieldError.ts';

/**
 * A labelled <select> that holds its own value, outside a react-hook-form form: the filters and sort
 * orders of a list, which build a query rather than a request to check. Forms use `SelectField`.
 */
export function PlainSelectField({
  name,
  label,
  value,
  onChange,
  error,
  className = '',
  children,
}: {
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} className={className}>
      <select
        name={name}
        className={controlClass}
        value={value}
        {...describedControl(id, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </Field>
  );
}

/** A checkbox that holds its own value, outside a form (a filter); forms use `CheckboxField`. */
export function PlainCheckboxField({
  name,
  label,
  checked,
  onChange,
}: {
  name?: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-main"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}
