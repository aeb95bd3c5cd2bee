import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { type FieldValues, type Path, type RegisterOptions, useFormContext } from 'react-hook-form';
import { controlClass, Field } from '../Field.tsx';
import { describedControl, useFieldError } from './useFieldError.ts';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled <select> of the surrounding form: `options` (after an empty `placeholder`) or <option> children. */
export function SelectField<T extends FieldValues = FieldValues>({
  name,
  label,
  options,
  placeholder,
  children,
  className = '',
  id: givenId,
  rules,
  messageValues,
  ...select
}: {
  name: Path<T>;
  label: string;
  options?: readonly SelectOption[];
  placeholder?: string;
  children?: ReactNode;
  className?: string;
  id?: string;
  rules?: RegisterOptions<T, Path<T>>;
  /** Fill the placeholders of the error message (`{count}`). */
  messageValues?: Record<string, string | number>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'className' | 'value' | 'defaultValue'>) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name, messageValues);
  return (
    <Field id={id} label={label} error={error} className={className}>
      <select className={controlClass} {...describedControl(id, error)} {...select} {...register(name, rules)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </Field>
  );
}
