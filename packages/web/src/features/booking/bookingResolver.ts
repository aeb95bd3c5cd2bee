import type { Resolver } from 'react-hook-form';
import type { BookingFormValues } from './bookingForm.ts';
import type { BookingResolverContext } from './bookingValidation.ts';

type ValidationModule = typeof import('./bookingValidation.ts');

let loading: Promise<ValidationModule> | undefined;

/** Loads zod, the contract's order schemas and zodResolver as one chunk, on first use (call it early, on focus). */
export function loadBookingValidation(): Promise<ValidationModule> {
  if (!loading) {
    loading = import('./bookingValidation.ts');
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** The booking form's resolver; `context` is read at each validation (the add-on list may arrive late). */
export function lazyBookingResolver(context: () => BookingResolverContext): Resolver<BookingFormValues> {
  return async (values, resolverContext, options) => {
    const module = await loadBookingValidation();
    return module.createBookingResolver(context())(values, resolverContext, options);
  };
}
