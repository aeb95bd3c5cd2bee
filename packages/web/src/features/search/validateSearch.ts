import { type SearchForm, searchFormSchema } from '@hotel/contract/schemas/search';
import { V, type ValidationKey, validationKeyOf } from '@hotel/contract/validation';
import { localToday, type SearchValues } from './searchState.ts';

export type SearchValidation =
  | { ok: true; form: SearchForm }
  | { ok: false; errors: Partial<Record<keyof SearchValues, ValidationKey>> };

/**
 * Checks the search with the contract's searchFormSchema (loaded with zod on first use, never in the
 * page's initial JavaScript). Errors are `validation.*` keys by field, the first issue of each field.
 * An arrival before today (the browser's) is refused too; the server checks it in the hotel's time zone.
 */
export function validateSearch(values: SearchValues, today: string = localToday()): SearchValidation {
  const result = searchFormSchema.safeParse(values);
  const errors: Partial<Record<keyof SearchValues, ValidationKey>> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field !== 'string' || field in errors) continue;
      errors[field as keyof SearchValues] = validationKeyOf(issue);
    }
  }
  if (!errors.checkInDate && values.checkInDate < today) errors.checkInDate = V.checkInInPast;
  if (result.success && Object.keys(errors).length === 0) return { ok: true, form: result.data };
  return { ok: false, errors };
}
