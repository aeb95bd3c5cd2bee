import type {
  Calendar,
  CalendarBulkEdit,
  CalendarBulkEditResult,
  RefusedNight,
} from '@hotel/contract/schemas/admin-inventory';
import { useAdminMutation, useAdminQuery } from '../../../lib/api/adminApi.ts';
import { isApiError } from '../../../lib/api/client.ts';

const calendarPath = (hotelCode: string) => `/hotels/${encodeURIComponent(hotelCode)}/calendar`;

export function useCalendar(hotelCode: string, from: string, to: string) {
  return useAdminQuery<Calendar>(calendarPath(hotelCode), { from, to }, { enabled: Boolean(hotelCode && from && to) });
}

export function useCalendarEdit(hotelCode: string) {
  return useAdminMutation<CalendarBulkEdit, CalendarBulkEditResult>('PUT', () => calendarPath(hotelCode), {
    invalidate: [calendarPath(hotelCode)],
  });
}

/** The nights a refused bulk edit names (90205: held + sold above the total asked for). */
export function refusedNightsOf(error: unknown): RefusedNight[] {
  if (!isApiError(error) || !error.data || typeof error.data !== 'object') return [];
  const nights = (error.data as { nights?: unknown }).nights;
  return Array.isArray(nights) ? (nights as RefusedNight[]) : [];
}
