import { zodResolver } from '@hookform/resolvers/zod';
import { type SearchForm, searchFormSchema } from '@hotel/contract/schemas/search';
import type { Resolver } from 'react-hook-form';
import type { SearchValues } from './searchState.ts';

// The schema's input types the counts as `unknown` (it coerces strings); the form always holds numbers.
export const searchSchemaResolver = zodResolver(searchFormSchema) as unknown as Resolver<
  SearchValues,
  unknown,
  SearchForm
>;
