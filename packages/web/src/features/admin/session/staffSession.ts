import { ErrorCode } from '@hotel/contract/errors';
import type {
  StaffMe,
  StaffRecoveryCodes,
  StaffSecondFactorConfirm,
  StaffSecondFactorSetup,
  StaffSession,
  StaffSignIn,
} from '@hotel/contract/schemas/admin';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminRequest } from '../../../lib/api/adminApi.ts';
import { isApiError } from '../../../lib/api/client.ts';

export const staffMeKey = ['admin', 'me'] as const;

const EXPIRED_FLAG = 'hotel_staff_expired';

/** Remembers (for this tab) that the server ended the session for inactivity, so sign-in can say so. */
export function noteSessionExpired(error: unknown) {
  if (isApiError(error) && error.errorCode === ErrorCode.staffSessionExpired) {
    try {
      sessionStorage.setItem(EXPIRED_FLAG, '1');
    } catch {
      // storage refused (private mode): the sign-in form shows without the note
    }
  }
}

/** True when the last session ended for inactivity (cleared by the next sign-in). */
export function sessionExpired(): boolean {
  try {
    return sessionStorage.getItem(EXPIRED_FLAG) === '1';
  } catch {
    return false;
  }
}

function forgetSessionExpired() {
  try {
    sessionStorage.removeItem(EXPIRED_FLAG);
  } catch {
    // nothing to forget
  }
}

/** Drops what another staff member loaded (the "me" query stays: the shell watches it). */
function forgetAllButMe(client: QueryClient) {
  client.removeQueries({ predicate: (query) => query.queryKey[1] !== staffMeKey[1] });
}

/** Who is signed in: the staff member, or null when nobody is (401). */
async function fetchMe(signal: AbortSignal): Promise<StaffMe | null> {
  try {
    return await adminGet<StaffMe>('/me', undefined, signal);
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      noteSessionExpired(error);
      return null;
    }
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
      forgetSessionExpired();
      forgetAllButMe(client);
      client.setQueryData(staffMeKey, session.staff);
    },
  });
}

/** Shows a new authenticator secret (`POST /me/second-factor/setup`). */
export function useSecondFactorSetup() {
  return useMutation({
    mutationFn: () => adminRequest<StaffSecondFactorSetup>('POST', '/me/second-factor/setup', { body: {} }),
  });
}

/** Confirms enrolment with the app's first code; answers the ten recovery codes. */
export function useSecondFactorConfirm() {
  return useMutation({
    mutationFn: (input: StaffSecondFactorConfirm) =>
      adminRequest<StaffRecoveryCodes>('POST', '/me/second-factor/confirm', { body: input }),
  });
}

/** After enrolment: "me" now has the second factor (the back office opens for a group administrator). */
export function useSecondFactorDone() {
  const client = useQueryClient();
  return () =>
    client.setQueryData<StaffMe | null>(staffMeKey, (me) =>
      me ? { ...me, secondFactor: { ...me.secondFactor, enabled: true } } : me,
    );
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
