import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf } from '../../../features/admin/ui/AdminError.tsx';
import { useAdminMutation } from '../../../lib/api/adminApi.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import type { FieldErrors } from './goodsDraft.ts';

/**
 * A `PUT` checked with the contract's schema before sending; the form's and the server's refusals,
 * translated, keyed by field path (`name.en-US`, `limits.0.quantity`).
 */
export function useCheckedSave<T>(schema: z.ZodType, path: string, invalidate: readonly string[]) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<FieldErrors>({});
  const save = useAdminMutation<unknown, T>('PUT', () => path, { invalidate });
  const server = Object.fromEntries(
    Object.entries(fieldErrorsOf(save.error)).map(([key, message]) => [key, t(message)]),
  );
  const errors: FieldErrors = { ...server, ...checked };
  const submit = (input: unknown, onSaved?: (saved: T) => void) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[issue.path.map(String).join('.')] ??= t(issue.message);
      setChecked(found);
      return;
    }
    setChecked({});
    save.mutate(parsed.data, { onSuccess: (saved) => onSaved?.(saved) });
  };
  return { submit, errors, save };
}
