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
  /** Classes of the field's box (width in a row); `inputClassName` adds to the control's. */
  className?: string;
  inputClassName?: string;
  id?: string;
  rules?: Pick<RegisterOptions<T>, 'setValueAs' | 'onChange' | 'onBlur'>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className' | 'value' | 'defaultValue'>;

/** A labelled input of the surrounding form, with its translated error. */
export function TextField<T extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  describedBy,
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
  return (
    <Field id={id} label={label} error={error} className={className}>
      <input
        className={`${controlClass} ${inputClassName}`.trim()}
        {...describedControl(id, error, hint ? `${id}-hint` : undefined, describedBy)}
        {...input}
        {...register(name, rules as RegisterOptions<T>)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </Field>
  );
}
