import type {
  Calendar,
  CalendarBulkEdit,
  CalendarBulkEditResult,
  CalendarLastEdit,
  CalendarUndo,
  RefusedNight,
  TapeChart,
} from '@hotel/contract/schemas/admin-inventory';
import { useAdminMutation, useAdminQuery } from '../../../lib/api/adminApi.ts';
import { isApiError } from '../../../lib/api/client.ts';

const calendarPath = (hotelCode: string) => `/hotels/${encodeURIComponent(hotelCode)}/calendar`;
const tapeChartPath = (hotelCode: string) => `/hotels/${encodeURIComponent(hotelCode)}/tape-chart`;

export function useCalendar(hotelCode: string, from: string, to: string) {
  return useAdminQuery<Calendar>(calendarPath(hotelCode), { from, to }, { enabled: Boolean(hotelCode && from && to) });
}

export function useCalendarEdit(hotelCode: string) {
  return useAdminMutation<CalendarBulkEdit, CalendarBulkEditResult>('PUT', () => calendarPath(hotelCode), {
    invalidate: [calendarPath(hotelCode), tapeChartPath(hotelCode)],
  });
}

/** The last bulk edit of the hotel that can still be undone (null: none). */
export function useLastCalendarEdit(hotelCode: string) {
  return useAdminQuery<CalendarLastEdit | null>(
    `${calendarPath(hotelCode)}/last-edit`,
    {},
    { enabled: Boolean(hotelCode) },
  );
}

/** Puts back what the last bulk edit changed; the grid and the last edit shown reload. */
export function useUndoCalendarEdit(hotelCode: string) {
  return useAdminMutation<CalendarUndo, CalendarBulkEditResult>('POST', () => `${calendarPath(hotelCode)}/undo`, {
    invalidate: [calendarPath(hotelCode), tapeChartPath(hotelCode)],
  });
}

/** The nights a refused bulk edit names (90205: held + sold above the total asked for). */
export function refusedNightsOf(error: unknown): RefusedNight[] {
  if (!isApiError(error) || !error.data || typeof error.data !== 'object') return [];
  const nights = (error.data as { nights?: unknown }).nights;
  return Array.isArray(nights) ? (nights as RefusedNight[]) : [];
}

/** The tape chart of a hotel: room types by nights with rooms total, held, sold and free (at most 31 nights). */
export function useTapeChart(hotelCode: string, from: string, to: string) {
  return useAdminQuery<TapeChart>(
    tapeChartPath(hotelCode),
    { from, to },
    { enabled: Boolean(hotelCode && from && to) },
  );
}
