import { ONE_DAY_MS } from '@hotel/contract/constants';
import type {
  BookingsReport,
  BookingsReportQuery,
  OccupancyReport,
  OccupancyReportQuery,
  PageViewsReport,
  PageViewsReportQuery,
} from '@hotel/contract/schemas/admin-reports';
import { adminUrl, useAdminQuery } from '../../../lib/api/adminApi.ts';
import type { Query } from '../../../lib/api/client.ts';

type Without<T> = Omit<T, 'format'>;
export type BookingsQuery = Without<BookingsReportQuery>;
export type OccupancyQuery = Without<OccupancyReportQuery>;
export type PageViewsQuery = Without<PageViewsReportQuery>;

const PATHS = {
  bookings: '/reports/bookings',
  occupancy: '/reports/occupancy',
  pageViews: '/reports/page-views',
} as const;
export type ReportKind = keyof typeof PATHS;

/** The address of a report as a CSV download (the server answers `text/csv`). */
export function reportCsvUrl(kind: ReportKind, query: Query): string {
  return adminUrl(PATHS[kind], { ...query, format: 'csv' });
}

export function useBookingsReport(query: BookingsQuery, enabled = true) {
  return useAdminQuery<BookingsReport>(PATHS.bookings, query, { enabled });
}

export function useOccupancyReport(query: OccupancyQuery, enabled = true) {
  return useAdminQuery<OccupancyReport>(PATHS.occupancy, query, { enabled });
}

export function usePageViewsReport(query: PageViewsQuery, enabled = true) {
  return useAdminQuery<PageViewsReport>(PATHS.pageViews, query, { enabled });
}

/** Every day from `from` to `to` (both included, `yyyy-MM-dd`). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= end && days.length < 400; at += ONE_DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** Today (the browser's calendar day) plus `days`, as `yyyy-MM-dd`. */
export function dayFromToday(days: number): string {
  const now = new Date();
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return new Date(today + days * ONE_DAY_MS).toISOString().slice(0, 10);
}
