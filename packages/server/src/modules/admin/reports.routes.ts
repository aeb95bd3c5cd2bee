import {
  bookingsReportQuerySchema,
  bookingsReportSchema,
  type OccupancyReportQuery,
  occupancyReportQuerySchema,
  occupancyReportSchema,
  pageViewsReportQuerySchema,
  pageViewsReportSchema,
} from '@hotel/contract/schemas/admin-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import type { AnalyticsService } from '../analytics/analytics.module.ts';
import type { AdminDeps } from './admin.routes.ts';
import { csvMoney as major, sendCsv, toCsv } from './csv.ts';
import { assertHotel, hotelScopeOf, STAFF_AREAS } from './staff-access.ts';

/** Reports as JSON for the charts, or as CSV downloads (`format=csv`). */
export const adminReportRoutes =
  (deps: AdminDeps & { analytics: AnalyticsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const reports = { onRequest: deps.access.guard(STAFF_AREAS.reports) };

    app.get(
      '/reports/bookings',
      {
        ...reports,
        schema: { querystring: bookingsReportQuerySchema, response: { 200: envelope(bookingsReportSchema) } },
      },
      async (request, reply) => {
        const principal = deps.access.staffOf(request);
        if (request.query.hotelCode) assertHotel(principal, request.query.hotelCode);
        const rows = await deps.bookingAdmin.bookingsReport(request.query, hotelScopeOf(principal));
        if (request.query.format === 'csv') {
          const csv = toCsv(
            [
              { header: request.query.by === 'day' ? 'day' : 'hotelCode', value: (row) => row.key },
              { header: 'currency', value: (row) => row.currency },
              { header: 'bookings', value: (row) => row.bookings },
              { header: 'roomNights', value: (row) => row.roomNights },
              { header: 'revenue', value: (row) => major(row.revenue, row.currency) },
              { header: 'averageDailyRate', value: (row) => major(row.averageDailyRate, row.currency) },
            ],
            rows,
          );
          return sendCsv(reply, `bookings-${request.query.from}-${request.query.to}.csv`, csv);
        }
        return ok({ rows });
      },
    );

    /**
     * Occupancy counts the inventory (rooms sold on every channel); the bookings report counts this site's
     * reservations. Each day says how much of the one is the other, so the two reports reconcile.
     */
    async function occupancyWithReservations(query: OccupancyReportQuery, scope: string[] | null) {
      const [rows, booked] = await Promise.all([
        deps.catalogAdmin.occupancyReport(query, scope),
        deps.bookingAdmin.bookingsReport({ ...query, by: 'day' }, scope),
      ]);
      const nights = new Map<string, number>();
      for (const row of booked) nights.set(row.key, (nights.get(row.key) ?? 0) + row.roomNights);
      return rows.map((row) => {
        const fromReservations = nights.get(row.day) ?? 0;
        return { ...row, fromReservations, otherChannels: Math.max(0, row.sold - fromReservations) };
      });
    }

    app.get(
      '/reports/occupancy',
      {
        ...reports,
        schema: { querystring: occupancyReportQuerySchema, response: { 200: envelope(occupancyReportSchema) } },
      },
      async (request, reply) => {
        const principal = deps.access.staffOf(request);
        if (request.query.hotelCode) assertHotel(principal, request.query.hotelCode);
        const rows = await occupancyWithReservations(request.query, hotelScopeOf(principal));
        if (request.query.format === 'csv') {
          const csv = toCsv(
            [
              { header: 'day', value: (row) => row.day },
              { header: 'sold', value: (row) => row.sold },
              { header: 'fromReservations', value: (row) => row.fromReservations },
              { header: 'otherChannels', value: (row) => row.otherChannels },
              { header: 'total', value: (row) => row.total },
              { header: 'occupancyPercent', value: (row) => row.occupancyPercent.toFixed(1) },
            ],
            rows,
          );
          return sendCsv(reply, `occupancy-${request.query.from}-${request.query.to}.csv`, csv);
        }
        return ok({ rows });
      },
    );

    app.get(
      '/reports/page-views',
      {
        onRequest: deps.access.guard(STAFF_AREAS.pageViews),
        schema: { querystring: pageViewsReportQuerySchema, response: { 200: envelope(pageViewsReportSchema) } },
      },
      async (request, reply) => {
        const siteCode = request.query.siteCode ?? (await deps.sites.siteForHost(request.hostname)).siteCode;
        const counts = await deps.analytics.report({
          siteCode,
          from: request.query.from,
          to: request.query.to,
          by: request.query.by,
          eventType: 'pageView',
        });
        const rows = counts.map((row) => ({ key: row.key, views: Number(row.count) }));
        if (request.query.format === 'csv') {
          const csv = toCsv(
            [
              { header: request.query.by, value: (row) => row.key },
              { header: 'views', value: (row) => row.views },
            ],
            rows,
          );
          return sendCsv(reply, `page-views-${request.query.by}-${request.query.from}-${request.query.to}.csv`, csv);
        }
        return ok({ rows });
      },
    );
  };
