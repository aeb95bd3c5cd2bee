import { validationKeyOf } from '@hotel/contract/validation';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';

/**
 * A contract schema checking what a form's draft will send. The draft holds what the staff member
 * typed (numbers as text, instants as local date-times, percent for basis points); `bodyOf` turns it
 * into the request body, which the contract's schema checks. Its refusals are put on the draft's
 * fields: `fieldOf` names the draft field of a body path (the same name unless told).
 */
export function draftSchema<Draft extends FieldValues, S extends z.ZodType<FieldValues>>(
  schema: S,
  bodyOf: (draft: Draft) => unknown,
  fieldOf: (path: string) => string = (path) => path,
) {
  return z.custom<Draft>().transform((draft, context) => {
    const parsed = schema.safeParse(bodyOf(draft));
    if (parsed.success) return parsed.data as z.output<S>;
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.'));
      context.addIssue({ code: 'custom', message: validationKeyOf(issue), path: field ? field.split('.') : [] });
    }
    return z.NEVER;
  });
}

/** A number as typed ('' and blanks are undefined, so the schema says "required"). */
export const typedNumber = (text: unknown): number | undefined => {
  if (typeof text === 'number') return text;
  const trimmed = String(text ?? '').trim();
  return trimmed === '' ? undefined : Number(trimmed);
};

/** A body path renamed through a table of prefixes (`commissionRateBp` -> `commissionPercent`). */
export const renamed =
  (table: Record<string, string>) =>
  (path: string): string => {
    for (const [from, to] of Object.entries(table)) {
      if (path === from || path.startsWith(`${from}.`)) return to + path.slice(from.length);
    }
    return path;
  };
