import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminMethod, type AdminQuery, adminGet, adminRequest } from './adminClient.ts';

/** A GET of the admin API, cached by path and query; the previous answer stays shown while the next loads. */
export function useAdminQuery<T>(path: string, query: AdminQuery = {}, options: { enabled?: boolean } = {}) {
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
  method: AdminMethod,
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
