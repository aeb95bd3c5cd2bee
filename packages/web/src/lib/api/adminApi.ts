import { ADMIN_API_PREFIX } from '@hotel/contract/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n.ts';
import { apiRequest, buildUrl, type Method, type Query } from './client.ts';

/** `/api/v1/admin` + path + the query without empty values. */
export function adminUrl(path: string, query: Query = {}): string {
  return buildUrl(path, query, ADMIN_API_PREFIX);
}

/**
 * Calls a back office API path through the one API client: the staff cookie, the back office's active
 * language, the same envelope and errors (ApiError) as the guest site.
 */
export function adminRequest<T>(
  method: Method,
  path: string,
  options: { query?: Query; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  return apiRequest<T>(path, { ...options, method, base: ADMIN_API_PREFIX, language: i18n.language });
}

export const adminGet = <T>(path: string, query?: Query, signal?: AbortSignal) =>
  adminRequest<T>('GET', path, { query, signal });

/** A GET of the admin API, cached by path and query; the previous answer stays shown while the next loads. */
export function useAdminQuery<T>(path: string, query: Query = {}, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['admin', path, query],
    queryFn: ({ signal }) => adminGet<T>(path, query, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/**
 * A change through the admin API; on success every cached admin answer under the given path prefixes
 * is refetched (the list and the detail show the new state).
 */
export function useAdminMutation<TInput, TResult = unknown>(
  method: Method,
  path: (input: TInput) => string,
  options: { invalidate?: readonly string[]; body?: (input: TInput) => unknown } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) =>
      adminRequest<TResult>(method, path(input), {
        body: options.body ? options.body(input) : method === 'DELETE' ? undefined : input,
      }),
    onSuccess: () => {
      const prefixes = options.invalidate ?? [];
      return client.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === 'admin' &&
          typeof query.queryKey[1] === 'string' &&
          prefixes.some((prefix) => (query.queryKey[1] as string).startsWith(prefix)),
      });
    },
  });
}
