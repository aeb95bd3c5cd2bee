import { type ReactNode, useId } from 'react';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { fieldLabelClass } from '../Field.tsx';
import { useFieldError } from './useFieldError.ts';

/**
 * Controls under one visible legend (a <fieldset>); `name` shows the error of the group's own field
 * (a choice of radios, a list that needs one entry) under it.
 */
export function FieldGroup<T extends FieldValues = FieldValues>({
  legend,
  legendClassName = `${fieldLabelClass} mb-1`,
  name,
  children,
  className = 'flex flex-col gap-2',
  testId,
}: {
  legend: ReactNode;
  /** The legend's look when it is a sentence rather than a label (a consent text). */
  legendClassName?: string;
  name?: Path<T>;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <fieldset className={className} data-testid={testId} aria-describedby={name ? `${id}-error` : undefined}>
      <legend className={legendClassName}>{legend}</legend>
      {children}
      {name ? <GroupError id={`${id}-error`} name={name} /> : null}
    </fieldset>
  );
}

function GroupError<T extends FieldValues>({ id, name }: { id: string; name: Path<T> }) {
  useFormContext<T>();
  const error = useFieldError<T>(name);
  return error ? (
    <p id={id} role="alert" className="text-xs text-danger">
      {error}
    </p>
  ) : null;
}

/** A choice of one value among a few, as radio buttons of the surrounding form. */
export function RadioGroupField<T extends FieldValues = FieldValues>({
  name,
  legend,
  legendClassName,
  options,
  className = 'flex gap-4',
}: {
  name: Path<T>;
  legend: ReactNode;
  legendClassName?: string;
  options: readonly { value: string; label: ReactNode }[];
  className?: string;
}) {
  const { register } = useFormContext<T>();
  return (
    <FieldGroup<T> legend={legend} legendClassName={legendClassName} name={name} className={className}>
      {options.map((option) => (
        <label key={option.value} className="flex items-center gap-2 text-sm">
          <input type="radio" value={option.value} className="accent-main" {...register(name)} />
          {option.label}
        </label>
      ))}
    </FieldGroup>
  );
}
