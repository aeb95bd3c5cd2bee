import { toNestErrors } from '@hookform/resolvers';
import { zodResolver } from '@hookform/resolvers/zod';
import { areaCodeSchema } from '@hotel/contract/schemas/common';
import { creditCardSchema, orderCreateSchema } from '@hotel/contract/schemas/order';
import { V } from '@hotel/contract/validation';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { type BookingFormValues, buildOrderPayload, formPathOf, type PayloadContext } from './bookingForm.ts';

/*
 * The booking form's validation, loaded on first use (zod and the contract schemas stay out of the
 * page's first chunk): the form becomes the create payload, which `orderCreateSchema` checks through
 * zodResolver; each refused payload field is reported on the form field it came from.
 */

export const MIN_GUESTS_MESSAGE = 'booking.form.minGuests';

export interface BookingResolverContext extends PayloadContext {
  minGuestsPerRoom: number;
}

/** Leaves of a nested FieldErrors tree, by dotted path. */
export function flattenErrors(tree: unknown, prefix = '', out: Record<string, FieldError> = {}) {
  if (!tree || typeof tree !== 'object') return out;
  const node = tree as Record<string, unknown>;
  if (typeof node.type === 'string' && typeof node.message === 'string') {
    out[prefix] = { type: node.type, message: node.message };
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'message' || key === 'ref' || key === 'types') continue;
    flattenErrors(value, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

const noFieldOptions = { fields: {}, shouldUseNativeValidation: false, criteriaMode: 'firstError' } as const;

/** The form's errors (flat, by form path) from the contract schema and the site's own rules. */
export async function validateBooking(
  values: BookingFormValues,
  context: BookingResolverContext,
): Promise<Record<string, FieldError>> {
  const payload = buildOrderPayload(values, context);
  const checked = await zodResolver(orderCreateSchema)(payload as never, undefined, noFieldOptions as never);
  const errors: Record<string, FieldError> = {};
  const add = (path: string, error: FieldError) => {
    if (!errors[path]) errors[path] = error;
  };
  for (const [field, error] of Object.entries(flattenErrors(checked.errors))) add(formPathOf(field, values), error);
  if (!areaCodeSchema.safeParse(values.contact.areaCode).success) {
    add('contact.areaCode', { type: 'custom', message: V.areaCode });
  }
  values.rooms.forEach((room, index) => {
    if (room.adults + room.children < context.minGuestsPerRoom) {
      add(`rooms.${index}.adults`, { type: 'custom', message: MIN_GUESTS_MESSAGE });
    }
  });
  if (!values.consent) add('consent', { type: 'custom', message: V.agreementRequired });
  return errors;
}

/** A react-hook-form resolver of the booking form. */
export function createBookingResolver(context: BookingResolverContext): Resolver<BookingFormValues> {
  return async (values, _context, options) => {
    const errors = await validateBooking(values, context);
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(errors, options) as FieldErrors<BookingFormValues> };
  };
}

/** The card form of a credit-card guarantee rate checks `creditCardSchema` (type, Luhn number, holder, MM/YY). */
export { creditCardSchema };
