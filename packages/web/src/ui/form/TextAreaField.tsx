import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { controlClass, Field } from '../Field.tsx';
import { describedControl, useFieldError } from './useFieldError.ts';

/** A labelled text area of the surrounding form, with its translated error. */
export function TextAreaField<T extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  describedBy,
  className = '',
  inputClassName = '',
  id: givenId,
  rows = 4,
  ...textarea
}: {
  name: Path<T>;
  label: string;
  /** What is shown under the area before its error (a help text, a live character count). */
  hint?: ReactNode;
  /** The id of another text describing the area. */
  describedBy?: string;
  className?: string;
  inputClassName?: string;
  id?: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className' | 'value' | 'defaultValue'>) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name);
  return (
    <Field id={id} label={label} error={error} className={className}>
      <textarea
        rows={rows}
        className={`${controlClass} h-auto py-2 ${inputClassName}`.trim()}
        {...describedControl(id, error, hint ? `${id}-hint` : undefined, describedBy)}
        {...textarea}
        {...register(name)}
      />
      {typeof hint === 'string' ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : hint ? (
        <div id={`${id}-hint`}>{hint}</div>
      ) : null}
    </Field>
  );
}
