import type {
  AdminMemberDetail,
  AdminMemberPage,
  MemberAdjustment,
  MemberSearch,
} from '@hotel/contract/schemas/admin-members';
import { useAdminMutation, useAdminQuery } from '../api/useAdminQuery.ts';

export type MemberFilters = Omit<MemberSearch, 'page' | 'pageSize'>;

const memberPath = (memberId: string) => `/members/${encodeURIComponent(memberId)}`;

export function useMembers(filters: MemberFilters, page: number) {
  return useAdminQuery<AdminMemberPage>('/members', { ...filters, page, pageSize: 20 });
}

export function useMember(memberId: string) {
  return useAdminQuery<AdminMemberDetail>(memberPath(memberId), {}, { enabled: Boolean(memberId) });
}

/** A points or growth correction with a reason; answers the member as it is afterwards. */
export function useMemberAdjustment(memberId: string) {
  return useAdminMutation<MemberAdjustment, AdminMemberDetail>('POST', () => `${memberPath(memberId)}/adjustments`, {
    invalidate: ['/members', '/audit'],
  });
}

/** Lifts a sign-in lock. */
export function useMemberUnlock(memberId: string) {
  return useAdminMutation<void, AdminMemberDetail>('POST', () => `${memberPath(memberId)}/unlock`, {
    invalidate: ['/members', '/audit'],
    body: () => ({}),
  });
}
