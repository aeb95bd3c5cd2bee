import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api/client.ts';
import type { ApiQueryMeta } from '../../lib/api/queryMeta.ts';

export type ApiErrorHandler = (error: unknown, meta: ApiQueryMeta | undefined) => void;

/** Retries only calls that never reached the server (twice); an answer, even an error, is final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.status === 0 && failureCount < 2;
}

/** The app's query client; every failed query or mutation goes through `onError` (spec section 8). */
export function createQueryClient(onError: ApiErrorHandler): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
