import multipart from '@fastify/multipart';
import { ITEM_PICTURE_MAX_BYTES, ITEM_PICTURES_PER_UPLOAD } from '@hotel/contract/pictures';
import { hotelCodeParamsSchema } from '@hotel/contract/schemas/admin';
import {
  adminHotelSchema,
  adminRoomTypeSchema,
  hotelPictureArrangementSchema,
  pictureArrangementSchema,
  roomTypeParamsSchema,
} from '@hotel/contract/schemas/admin-catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { readPictures } from '../../platform/pictures.ts';
import type { Tx } from '../../platform/transactions.ts';
import type { AdminDeps } from './admin.routes.ts';
import { recordAudit } from './audit.ts';
import { assertHotel, STAFF_AREAS } from './staff-access.ts';

/** How many pictures one upload may carry and how large each may be (hotels, room types and goods alike). */
export const PICTURE_UPLOAD_LIMITS = {
  maxFiles: ITEM_PICTURES_PER_UPLOAD,
  maxBytes: ITEM_PICTURE_MAX_BYTES,
  tooLarge: 'pictureTooLarge',
} as const;

/**
 * A hotel's and its room types' pictures (group administrators and the hotel's managers): upload (checked
 * by content, turned upright, resized, metadata dropped), then order, describe in six languages and
 * remove. Audited.
 */
export const adminHotelPictureRoutes =
  (deps: AdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: ITEM_PICTURE_MAX_BYTES, files: ITEM_PICTURES_PER_UPLOAD, fields: 5, parts: 10 },
    });
    const catalogue = { onRequest: deps.access.guard(STAFF_AREAS.catalogue) };
    const audit = (
      request: Parameters<typeof deps.access.staffOf>[0],
      hotelCode: string,
      action: string,
      entity = { type: 'hotel', id: hotelCode },
    ) => {
      const principal = deps.access.staffOf(request);
      assertHotel(principal, hotelCode);
      return async (tx: Tx, before: unknown, after: unknown) => {
        const picturesOf = (row: unknown) => (row as { pictures?: unknown } | null)?.pictures ?? null;
        await recordAudit(tx, {
          staff: principal,
          action,
          entityType: entity.type,
          entityId: entity.id,
          hotelCode,
          before: { pictures: picturesOf(before) },
          after: { pictures: picturesOf(after) },
        });
      };
    };
    const roomType = (hotelCode: string, roomTypeCode: string) => ({
      type: 'roomType',
      id: `${hotelCode}:${roomTypeCode}`,
    });

    app.post(
      '/hotels/:hotelCode/pictures',
      { ...catalogue, schema: { params: hotelCodeParamsSchema, response: { 200: envelope(adminHotelSchema) } } },
      async (request) => {
        const { hotelCode } = request.params;
        const writeAudit = audit(request, hotelCode, 'hotel.picturesAdded');
        const uploads = await readPictures(request, PICTURE_UPLOAD_LIMITS);
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

    app.post(
      '/hotels/:hotelCode/room-types/:roomTypeCode/pictures',
      { ...catalogue, schema: { params: roomTypeParamsSchema, response: { 200: envelope(adminRoomTypeSchema) } } },
      async (request) => {
        const { hotelCode, roomTypeCode } = request.params;
        const writeAudit = audit(request, hotelCode, 'roomType.picturesAdded', roomType(hotelCode, roomTypeCode));
        const uploads = await readPictures(request, PICTURE_UPLOAD_LIMITS);
        const saved = await deps.catalogAdmin.addRoomTypePictures(hotelCode, roomTypeCode, uploads, writeAudit);
        deps.onCatalogChanged();
        return ok(saved);
      },
    );

    app.put(
      '/hotels/:hotelCode/room-types/:roomTypeCode/pictures',
      {
        ...catalogue,
        schema: {
          params: roomTypeParamsSchema,
          body: pictureArrangementSchema,
          response: { 200: envelope(adminRoomTypeSchema) },
        },
      },
      async (request) => {
        const { hotelCode, roomTypeCode } = request.params;
        const writeAudit = audit(request, hotelCode, 'roomType.picturesArranged', roomType(hotelCode, roomTypeCode));
        const saved = await deps.catalogAdmin.arrangeRoomTypePictures(
          hotelCode,
          roomTypeCode,
          request.body,
          writeAudit,
        );
        deps.onCatalogChanged();
        return ok(saved);
      },
    );
  };
