import multipart from '@fastify/multipart';
import { hotelCodeParamsSchema } from '@hotel/contract/schemas/admin';
import {
  adminHotelSchema,
  HOTEL_PICTURE_MAX_BYTES,
  HOTEL_PICTURES_PER_UPLOAD,
  hotelPictureArrangementSchema,
} from '@hotel/contract/schemas/admin-catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { readPictures } from '../../platform/pictures.ts';
import type { Tx } from '../../platform/transactions.ts';
import type { AdminDeps } from './admin.routes.ts';
import { recordAudit } from './audit.ts';
import { assertHotel, STAFF_AREAS } from './staff-access.ts';

/**
 * A hotel's pictures (group administrators and the hotel's managers): upload (checked by content,
 * turned upright, resized, metadata dropped), then order, describe in six languages and remove. Audited.
 */
export const adminHotelPictureRoutes =
  (deps: AdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: HOTEL_PICTURE_MAX_BYTES, files: HOTEL_PICTURES_PER_UPLOAD, fields: 5, parts: 10 },
    });
    const catalogue = { onRequest: deps.access.guard(STAFF_AREAS.catalogue) };
    const audit = (request: Parameters<typeof deps.access.staffOf>[0], hotelCode: string, action: string) => {
      const principal = deps.access.staffOf(request);
      assertHotel(principal, hotelCode);
      return async (tx: Tx, before: unknown, after: unknown) => {
        const picturesOf = (row: unknown) => (row as { pictures?: unknown } | null)?.pictures ?? null;
        await recordAudit(tx, {
          staff: principal,
          action,
          entityType: 'hotel',
          entityId: hotelCode,
          hotelCode,
          before: { pictures: picturesOf(before) },
          after: { pictures: picturesOf(after) },
        });
      };
    };

    app.post(
      '/hotels/:hotelCode/pictures',
      { ...catalogue, schema: { params: hotelCodeParamsSchema, response: { 200: envelope(adminHotelSchema) } } },
      async (request) => {
        const { hotelCode } = request.params;
        const writeAudit = audit(request, hotelCode, 'hotel.picturesAdded');
        const uploads = await readPictures(request, {
          maxFiles: HOTEL_PICTURES_PER_UPLOAD,
          maxBytes: HOTEL_PICTURE_MAX_BYTES,
          tooLarge: 'pictureTooLarge',
        });
        const saved = await deps.catalogAdmin.addHotelPictures(hotelCode, uploads, writeAudit);
        deps.onCatalogChanged();
        return ok(saved);
      },
    );

    app.put(
      '/hotels/:hotelCode/pictures',
      {
        ...catalogue,
        schema: {
          params: hotelCodeParamsSchema,
          body: hotelPictureArrangementSchema,
          response: { 200: envelope(adminHotelSchema) },
        },
      },
      async (request) => {
        const { hotelCode } = request.params;
        const writeAudit = audit(request, hotelCode, 'hotel.picturesArranged');
        const saved = await deps.catalogAdmin.arrangeHotelPictures(hotelCode, request.body, writeAudit);
        deps.onCatalogChanged();
        return ok(saved);
      },
    );
  };
