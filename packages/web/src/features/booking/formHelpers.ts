import { useCallback } from 'react';
import { type FieldErrors, type FieldValues, get } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';

/** The id of a field's error message, as `ui/Field` renders it. */
export const errorIdOf = (id: string) => `${id}-error`;

/** The accessibility props of a control: invalid state and the error it is described by. */
export function controlProps(id: string, error: string | undefined, describedBy?: string) {
  const ids = [error ? errorIdOf(id) : null, describedBy ?? null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const;
}

/** A DOM id from a form path (`rooms.0.guests.1.lastName` -> `bk-rooms-0-guests-1-lastName`). */
export const idOf = (path: string) => `bk-${path.replace(/\./g, '-')}`;

/**
 * Translates the message of the error at a form path. Messages are catalogue keys (`validation.*`,
 * `booking.*`) or texts the server already translated; `values` fill the placeholders of a key.
 */
export function useErrorText<T extends FieldValues>(errors: FieldErrors<T>, values?: Record<string, string | number>) {
  const { t } = useTranslation();
  return useCallback(
    (path: string): string | undefined => {
      const message = (get(errors, path) as { message?: unknown } | undefined)?.message;
      if (typeof message !== 'string' || message === '') return undefined;
      return /^(validation|booking|errors|ui)\.[\w.]+$/.test(message) ? t(message, values) : message;
    },
    [errors, t, values],
  );
}
