import { type ReactNode, useId } from 'react';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { fieldLabelClass } from '../Field.tsx';
import { useFieldError } from './useFieldError.ts';

interface GroupProps<T extends FieldValues> {
  legend: ReactNode;
  /** The legend's look when it is a sentence rather than a label (a consent text). */
  legendClassName?: string;
  name?: Path<T>;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/**
 * Controls under one visible legend (a <fieldset>); `name` shows the error of the group's own field
 * (a choice of radios, a list that needs one entry) under it.
 */
export function FieldGroup<T extends FieldValues = FieldValues>(props: GroupProps<T>) {
  return props.name ? <CheckedGroup {...props} name={props.name} /> : <Group {...props} />;
}

function Group<T extends FieldValues>({
  legend,
  legendClassName = `${fieldLabelClass} mb-1`,
  children,
  className = 'flex flex-col gap-2',
  testId,
  error,
  errorId,
}: GroupProps<T> & { error?: string; errorId?: string }) {
  return (
    <fieldset className={className} data-testid={testId} aria-describedby={error ? errorId : undefined}>
      <legend className={legendClassName}>{legend}</legend>
      {children}
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function CheckedGroup<T extends FieldValues>(props: GroupProps<T> & { name: Path<T> }) {
  const id = useId();
  const error = useFieldError<T>(props.name);
  return <Group {...props} error={error} errorId={`${id}-error`} />;
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
