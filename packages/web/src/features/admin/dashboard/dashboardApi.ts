import type { Dashboard } from '@hotel/contract/schemas/admin-dashboard';
import { useAdminQuery } from '../../../lib/api/adminApi.ts';

/** The day's work of one hotel (the staff member's first when none is chosen). */
export function useDashboard(hotelCode: string) {
  return useAdminQuery<Dashboard>('/dashboard', { hotelCode: hotelCode || undefined });
}
