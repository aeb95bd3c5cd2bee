import type {
  AdjustmentDecision,
  AdjustmentPage,
  AdminMemberDetail,
  AdminMemberPage,
  MemberAdjustment,
  MemberAdjustmentResult,
  MemberSearch,
} from '@hotel/contract/schemas/admin-members';
import { adminUrl, useAdminMutation, useAdminQuery } from '../../../lib/api/adminApi.ts';

export type MemberFilters = Omit<MemberSearch, 'page' | 'pageSize'>;

const memberPath = (memberId: string) => `/members/${encodeURIComponent(memberId)}`;

export function useMembers(filters: MemberFilters, page: number) {
  return useAdminQuery<AdminMemberPage>('/members', { ...filters, page, pageSize: 20 });
}

/** Every member the filters find, as a CSV download. */
export function membersCsvUrl(filters: MemberFilters): string {
  return adminUrl('/members/export', filters);
}

export function useMember(memberId: string) {
  return useAdminQuery<AdminMemberDetail>(memberPath(memberId), {}, { enabled: Boolean(memberId) });
}

/**
 * A points or growth correction with a reason; answers the member as it is afterwards and whether the
 * correction was applied or waits for a group administrator's approval.
 */
export function useMemberAdjustment(memberId: string) {
  return useAdminMutation<MemberAdjustment, MemberAdjustmentResult>(
    'POST',
    () => `${memberPath(memberId)}/adjustments`,
    { invalidate: ['/members', '/audit', '/adjustments'] },
  );
}

/** Corrections waiting for a group administrator. */
export function usePendingAdjustments(enabled: boolean) {
  return useAdminQuery<AdjustmentPage>('/adjustments', { status: 'pending', pageSize: 50 }, { enabled });
}

/** Approves or rejects a pending correction (group administrators). */
export function useAdjustmentDecision() {
  return useAdminMutation<AdjustmentDecision & { requestId: number }, unknown>(
    'POST',
    (input) => `/adjustments/${input.requestId}/decision`,
    { invalidate: ['/members', '/audit', '/adjustments'], body: (input) => ({ approve: input.approve }) },
  );
}

/** Lifts a sign-in lock. */
export function useMemberUnlock(memberId: string) {
  return useAdminMutation<void, AdminMemberDetail>('POST', () => `${memberPath(memberId)}/unlock`, {
    invalidate: ['/members', '/audit'],
    body: () => ({}),
  });
}
