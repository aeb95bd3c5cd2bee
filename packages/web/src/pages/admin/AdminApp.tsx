import { ErrorCode } from '@hotel/contract/errors';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { noteSessionExpired, staffMeKey } from '../../features/admin/session/staffSession.ts';
import { isApiError } from '../../lib/api/client.ts';
import { AdminShell } from './AdminShell.tsx';

/**
 * The back office's own query client: an admin error is shown where it happened (a 403 as a
 * translated message, never the guest site's /403 page); a 401 means the session ended, so "me" is
 * asked again and the sign-in form shows.
 */
function createAdminQueryClient(): QueryClient {
  // A session that ended (idle too long, or its 12 hours) sends the back office to its sign-in page.
  const signedOut = (error: unknown) => {
    if (!isApiError(error) || error.status !== 401) return;
    if (error.errorCode !== ErrorCode.staffSessionExpired && error.errorCode !== ErrorCode.staffSignInRequired) return;
    noteSessionExpired(error);
    client.setQueryData(staffMeKey, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[1] !== staffMeKey[1]) signedOut(error);
      },
    }),
    mutationCache: new MutationCache({ onError: signedOut }),
    defaultOptions: {
      queries: {
        retry: (count, error) => isApiError(error) && error.status === 0 && count < 2,
        refetchOnWindowFocus: false,
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export function AdminApp() {
  const [client] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={client}>
      <AdminShell />
    </QueryClientProvider>
  );
}
