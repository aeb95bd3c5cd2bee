import multipart from '@fastify/multipart';
import { ITEM_PICTURE_MAX_BYTES, ITEM_PICTURES_PER_UPLOAD } from '@hotel/contract/pictures';
import { pictureArrangementSchema } from '@hotel/contract/schemas/admin-catalog';
import { mallGoodsRecordSchema, mallSkuRecordSchema } from '@hotel/contract/schemas/admin-content-records';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { readPictures } from '../../platform/pictures.ts';
import { recordAudit, STAFF_AREAS, type StaffAccess } from '../admin/admin.module.ts';
import type { MallAdmin, MallAudit } from './admin.service.ts';

const params = z.object({ goodsCode: z.string().trim().min(1).max(64) });
const skuParams = z.object({ skuCode: z.string().trim().min(1).max(64) });
const uploadsOf = (request: FastifyRequest) =>
  readPictures(request, {
    maxFiles: ITEM_PICTURES_PER_UPLOAD,
    maxBytes: ITEM_PICTURE_MAX_BYTES,
    tooLarge: 'pictureTooLarge',
  });

/**
 * Goods' gallery under `/api/v1/admin/mall/goods/:goodsCode/pictures`, for those who manage goods (group
 * administrators): upload (checked by content, re-encoded like hotels' pictures), then order, describe
 * and remove. Audited. Each SKU has pictures of its own the same way (`/mall/skus/:skuCode/pictures`): guests see
 * the chosen SKU's first picture.
 */
export const goodsPictureRoutes =
  (deps: {
    admin: Pick<MallAdmin, 'addGoodsPictures' | 'arrangeGoodsPictures' | 'addSkuPictures' | 'arrangeSkuPictures'>;
    access: StaffAccess;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { admin, access } = deps;
    await app.register(multipart, {
      limits: { fileSize: ITEM_PICTURE_MAX_BYTES, files: ITEM_PICTURES_PER_UPLOAD, fields: 5, parts: 10 },
    });
    const auditFor =
      (request: FastifyRequest): MallAudit =>
      (tx, entry) =>
        recordAudit(tx, { staff: access.staffOf(request), ...entry });
    const goodsManagers = { onRequest: access.guard(STAFF_AREAS.group) };

    app.post(
      '/mall/goods/:goodsCode/pictures',
      { ...goodsManagers, schema: { params, response: { 200: envelope(mallGoodsRecordSchema) } } },
      async (request) =>
        ok(await admin.addGoodsPictures(request.params.goodsCode, await uploadsOf(request), auditFor(request))),
    );
    app.put(
      '/mall/goods/:goodsCode/pictures',
      {
        ...goodsManagers,
        schema: { params, body: pictureArrangementSchema, response: { 200: envelope(mallGoodsRecordSchema) } },
      },
      async (request) =>
        ok(await admin.arrangeGoodsPictures(request.params.goodsCode, request.body, auditFor(request))),
    );
    app.post(
      '/mall/skus/:skuCode/pictures',
      { ...goodsManagers, schema: { params: skuParams, response: { 200: envelope(mallSkuRecordSchema) } } },
      async (request) =>
        ok(await admin.addSkuPictures(request.params.skuCode, await uploadsOf(request), auditFor(request))),
    );
    app.put(
      '/mall/skus/:skuCode/pictures',
      {
        ...goodsManagers,
        schema: { params: skuParams, body: pictureArrangementSchema, response: { 200: envelope(mallSkuRecordSchema) } },
      },
      async (request) => ok(await admin.arrangeSkuPictures(request.params.skuCode, request.body, auditFor(request))),
    );
  };
