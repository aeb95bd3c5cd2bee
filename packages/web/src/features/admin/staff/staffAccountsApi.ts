import type { StaffAccount, StaffCreate, StaffUpdate } from '@hotel/contract/schemas/admin';
import { useAdminMutation, useAdminQuery } from '../../../lib/api/adminApi.ts';

/** Every staff account of the group (group administrators only). */
export function useStaffAccounts() {
  return useAdminQuery<StaffAccount[]>('/staff');
}

export function useCreateStaff() {
  return useAdminMutation<StaffCreate, StaffAccount>('POST', () => '/staff', { invalidate: ['/staff', '/audit'] });
}

export function useUpdateStaff() {
  return useAdminMutation<StaffUpdate & { staffId: string }, StaffAccount>(
    'PUT',
    ({ staffId }) => `/staff/${encodeURIComponent(staffId)}`,
    { invalidate: ['/staff', '/audit'], body: ({ staffId: _staffId, ...update }) => update },
  );
}

/** Removes another account's second factor (a lost phone): it enrols again at its next sign-in. */
export function useResetSecondFactor() {
  return useAdminMutation<{ staffId: string }, { reset: true }>(
    'DELETE',
    ({ staffId }) => `/staff/${encodeURIComponent(staffId)}/second-factor`,
    { invalidate: ['/staff', '/audit'] },
  );
}
