import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { describedControl, useFieldError } from './useFieldError.ts';

/** A checkbox of the surrounding form with its label beside it and its translated error under it. */
export function CheckboxField<T extends FieldValues = FieldValues>({
  name,
  label,
  className = '',
  id: givenId,
  ...input
}: {
  name: Path<T>;
  label: ReactNode;
  className?: string;
  id?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className' | 'type' | 'checked' | 'defaultChecked'>) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name);
  return (
    <div className={`flex flex-col gap-1 ${className}`.trim()}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-main"
          {...describedControl(id, error)}
          {...input}
          {...register(name)}
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
