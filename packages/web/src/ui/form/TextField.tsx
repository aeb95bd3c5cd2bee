import { type InputHTMLAttributes, useId } from 'react';
import { type FieldValues, type Path, type RegisterOptions, useFormContext } from 'react-hook-form';
import { controlClass, Field } from '../Field.tsx';
import { describedControl, useFieldError } from './useFieldError.ts';

export type TextFieldProps<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  /** A help text under the control (e.g. the password rules), read with it by screen readers. */
  hint?: string;
  /** The id of another text describing the control (a hint shared by several fields). */
  describedBy?: string;
  /** A sign shown inside the control before the value (`+` of an area code). */
  prefix?: string;
  /** Classes of the field's box (width in a row); `inputClassName` adds to the control's. */
  className?: string;
  inputClassName?: string;
  id?: string;
  rules?: RegisterOptions<T, Path<T>>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className' | 'value' | 'defaultValue' | 'prefix'>;

/** A labelled input of the surrounding form, with its translated error. */
export function TextField<T extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  describedBy,
  prefix,
  className = '',
  inputClassName = '',
  id: givenId,
  rules,
  ...input
}: TextFieldProps<T>) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name);
  const control = (
    <input
      className={`${controlClass} ${prefix ? 'pl-6' : ''} ${inputClassName}`.trim()}
      {...describedControl(id, error, hint ? `${id}-hint` : undefined, describedBy)}
      {...input}
      {...register(name, rules)}
    />
  );
  return (
    <Field id={id} label={label} error={error} className={className}>
      {prefix ? (
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted"
          >
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </Field>
  );
}
