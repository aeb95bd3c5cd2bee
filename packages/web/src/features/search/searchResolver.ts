import type { SearchForm } from '@hotel/contract/schemas/search';
import type { Resolver } from 'react-hook-form';
import type { SearchValues } from './searchState.ts';

type SearchResolver = Resolver<SearchValues, unknown, SearchForm>;

let loading: Promise<SearchResolver> | undefined;

/**
 * Loads zod, the contract's searchFormSchema and its zodResolver as one chunk, on first use, so they
 * stay out of the home page's initial JavaScript. Call it early (on focus) to have it ready.
 */
export function loadSearchResolver(): Promise<SearchResolver> {
  if (!loading) {
    loading = import('./searchSchemaResolver.ts').then((module) => module.searchSchemaResolver);
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** The form's resolver: the contract schema through zodResolver, loaded lazily. */
export const searchResolver: SearchResolver = async (values, context, options) =>
  (await loadSearchResolver())(values, context, options);
