import { hotelCodeParamsSchema } from '@hotel/contract/schemas/admin';
import {
  calendarBulkEditResultSchema,
  calendarBulkEditSchema,
  calendarLastEditSchema,
  calendarQuerySchema,
  calendarSchema,
  calendarUndoSchema,
  tapeChartQuerySchema,
  tapeChartSchema,
} from '@hotel/contract/schemas/admin-inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import type { AdminDeps } from './admin.routes.ts';
import { recordAudit } from './audit.ts';
import { BULK_EDIT, bulkEditToUndo, UNDO_BULK_EDIT } from './calendar-undo.ts';
import { assertHotel, STAFF_AREAS } from './staff-access.ts';

/** The rates and inventory calendar of a hotel: the grid, and bulk edits by date range and weekdays. */
export const adminInventoryRoutes =
  (deps: AdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = deps.access.guard(STAFF_AREAS.catalogue);

    app.get(
      '/hotels/:hotelCode/calendar',
      {
        onRequest: guard,
        schema: {
          params: hotelCodeParamsSchema,
          querystring: calendarQuerySchema,
          response: { 200: envelope(calendarSchema) },
        },
      },
      async (request) => {
        assertHotel(deps.access.staffOf(request), request.params.hotelCode);
        return ok(await deps.catalogAdmin.inventoryCalendar(request.params.hotelCode, request.query, request.lang));
      },
    );

    app.get(
      '/hotels/:hotelCode/tape-chart',
      {
        onRequest: guard,
        schema: {
          params: hotelCodeParamsSchema,
          querystring: tapeChartQuerySchema,
          response: { 200: envelope(tapeChartSchema) },
        },
      },
      async (request) => {
        assertHotel(deps.access.staffOf(request), request.params.hotelCode);
        return ok(await deps.catalogAdmin.tapeChart(request.params.hotelCode, request.query, request.lang));
      },
    );

    app.put(
      '/hotels/:hotelCode/calendar',
      {
        onRequest: guard,
        schema: {
          params: hotelCodeParamsSchema,
          body: calendarBulkEditSchema,
          response: { 200: envelope(calendarBulkEditResultSchema) },
        },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const { hotelCode } = request.params;
        assertHotel(principal, hotelCode);
        const edit = request.body;
        const result = await deps.catalogAdmin.bulkEditInventory(hotelCode, edit, (tx, before, after) =>
          recordAudit(tx, {
            staff: principal,
            action: BULK_EDIT,
            entityType: 'inventory',
            entityId: `${hotelCode}:${edit.from}..${edit.to}`,
            hotelCode,
            before,
            after,
          }),
        );
        // Guest searches (this process and, through Redis, the others) drop cached availability.
        deps.onInventoryChanged();
        return ok(result);
      },
    );

    app.get(
      '/hotels/:hotelCode/calendar/last-edit',
      {
        onRequest: guard,
        schema: { params: hotelCodeParamsSchema, response: { 200: envelope(calendarLastEditSchema.nullable()) } },
      },
      async (request) => {
        assertHotel(deps.access.staffOf(request), request.params.hotelCode);
        const last = await deps.records.lastBulkEdit(request.params.hotelCode);
        if (!last) return ok(null);
        const { recorded: _cells, ...shown } = last;
        return ok(shown);
      },
    );

    app.post(
      '/hotels/:hotelCode/calendar/undo',
      {
        onRequest: guard,
        schema: {
          params: hotelCodeParamsSchema,
          body: calendarUndoSchema,
          response: { 200: envelope(calendarBulkEditResultSchema) },
        },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const { hotelCode } = request.params;
        assertHotel(principal, hotelCode);
        const { auditId } = request.body;
        const result = await deps.catalogAdmin.undoBulkEdit(
          hotelCode,
          (tx) => bulkEditToUndo(tx, hotelCode, auditId),
          (tx, before, after) =>
            recordAudit(tx, {
              staff: principal,
              action: UNDO_BULK_EDIT,
              entityType: 'inventory',
              entityId: `${hotelCode}:undo:${auditId}`,
              hotelCode,
              before,
              after: { ...(after as object), undoes: auditId },
            }),
        );
        deps.onInventoryChanged();
        return ok(result);
      },
    );
  };
