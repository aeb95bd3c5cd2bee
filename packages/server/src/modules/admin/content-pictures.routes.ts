import multipart from '@fastify/multipart';
import {
  CONTENT_PICTURE_MAX_BYTES,
  contentPictureSchema,
  richTextPreviewBodySchema,
  richTextPreviewSchema,
} from '@hotel/contract/schemas/admin-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { readPictures } from '../../platform/pictures.ts';
import type { AdminDeps } from './admin.routes.ts';
import { recordAudit } from './audit.ts';
import { STAFF_AREAS } from './staff-access.ts';

/**
 * The rich-text editor's server side (content editors and group administrators): a picture put into an
 * article, page or block (checked by content, stored, audited) and the preview of a text exactly as a
 * guest page serves it (the same sanitiser, pictures resized).
 */
export const adminContentPictureRoutes =
  (deps: AdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: CONTENT_PICTURE_MAX_BYTES, files: 1, fields: 5, parts: 5 },
    });
    const content = { onRequest: deps.access.guard(STAFF_AREAS.content) };

    app.post(
      '/content/pictures',
      { ...content, schema: { response: { 200: envelope(contentPictureSchema) } } },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const [upload] = await readPictures(request, {
          maxFiles: 1,
          maxBytes: CONTENT_PICTURE_MAX_BYTES,
          tooLarge: 'pictureTooLarge',
        });
        const picture = await deps.contentAdmin.storeContentPicture(upload!, (tx, before, after) =>
          recordAudit(tx, {
            staff: principal,
            action: 'content.pictureUploaded',
            entityType: 'contentPicture',
            entityId: after.url,
            before,
            after,
          }),
        );
        return ok(picture);
      },
    );

    app.post(
      '/content/preview',
      { ...content, schema: { body: richTextPreviewBodySchema, response: { 200: envelope(richTextPreviewSchema) } } },
      async (request) => ok({ html: deps.contentAdmin.guestRichText(request.body.html) }),
    );
  };
