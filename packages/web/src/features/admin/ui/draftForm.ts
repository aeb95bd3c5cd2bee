import { validationKeyOf } from '@hotel/contract/validation';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';

/**
 * A contract schema checking what a form's draft will send, for drafts whose refusals must land on
 * fields of another shape than the request's (the record editor's lists typed as one text: a refused
 * item shows on the list). `bodyOf` turns the draft into the request body, which the contract's schema
 * checks; `fieldOf` names the draft field of a body path (the same name unless told). Where only
 * top-level names differ, the kit's `useContractForm(schema, values, { toRequest, fieldNames })` does it.
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
