import { type FieldValues, get, type Path, useFormState } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { messageText } from './messages.ts';

/** The translated error of a field of the surrounding form (`values` fill its placeholders), or undefined. */
export function useFieldError<T extends FieldValues = FieldValues>(
  name: Path<T>,
  values?: Record<string, string | number>,
): string | undefined {
  const { errors } = useFormState<T>({ name });
  const { t } = useTranslation();
  return messageText((get(errors, name) as { message?: unknown } | undefined)?.message, t, values);
}

/** The accessibility props of a control: its id, invalid state and the texts it is described by. */
export function describedControl(id: string, error: string | undefined, ...describedBy: (string | undefined)[]) {
  const ids = [error ? `${id}-error` : undefined, ...describedBy].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}
