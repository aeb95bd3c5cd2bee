import type { StaffMe, StaffSession, StaffSignIn } from '@hotel/contract/schemas/admin';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminRequest, isAdminApiError } from '../api/adminClient.ts';

export const staffMeKey = ['admin', 'me'] as const;

/** Drops what another staff member loaded (the "me" query stays: the shell watches it). */
function forgetAllButMe(client: QueryClient) {
  client.removeQueries({ predicate: (query) => query.queryKey[1] !== staffMeKey[1] });
}

/** Who is signed in: the staff member, or null when nobody is (401). */
async function fetchMe(signal: AbortSignal): Promise<StaffMe | null> {
  try {
    return await adminGet<StaffMe>('/me', undefined, signal);
  } catch (error) {
    if (isAdminApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function useStaffMe() {
  return useQuery({ queryKey: staffMeKey, queryFn: ({ signal }) => fetchMe(signal), staleTime: 60_000 });
}

/** Signs in (`POST /session`, the server sets the httpOnly staff cookie) and keeps the answer as "me". */
export function useStaffSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffSignIn) => adminRequest<StaffSession>('POST', '/session', { body: input }),
    onSuccess: (session) => {
      forgetAllButMe(client);
      client.setQueryData(staffMeKey, session.staff);
    },
  });
}

/** Signs out (`DELETE /session`) and forgets everything the back office loaded. */
export function useStaffSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminRequest<unknown>('DELETE', '/session'),
    onSettled: () => {
      forgetAllButMe(client);
      client.setQueryData(staffMeKey, null);
    },
  });
}
