import { useCallback } from 'react';
import { type FieldErrors, type FieldValues, get } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { messageText } from '../../ui/form/messages.ts';

/** A DOM id from a form path (`rooms.0.guests.1.lastName` -> `bk-rooms-0-guests-1-lastName`). */
export const idOf = (path: string) => `bk-${path.replace(/\./g, '-')}`;

/**
 * The translated error at a form path, for the add-on list's compact controls (the other booking
 * fields are the form kit's, which translate their own errors the same way).
 */
export function useErrorText<T extends FieldValues>(errors: FieldErrors<T>) {
  const { t } = useTranslation();
  return useCallback(
    (path: string) => messageText((get(errors, path) as { message?: unknown } | undefined)?.message, t),
    [errors, t],
  );
}
