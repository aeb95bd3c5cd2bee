import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fontFileSchema } from '@hotel/contract/schemas/site';
import { V } from '@hotel/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { DEFAULT_MEDIA_DIR } from './pictureSize.ts';

/** Font files are served from here only: `/media/fonts/<name>.<woff2|woff|ttf|otf>`. */
const FONT_URL = /^\/media\/fonts\/([A-Za-z0-9_-][A-Za-z0-9_.-]{0,99})$/;
const FONT_TYPES: Record<string, string> = {
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
};
/** Larger files are not fonts a site should inline. */
const MAX_FONT_BYTES = 2 * 1024 * 1024;

export const fontFileQuery = z.object({
  fontCode: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .max(64, { error: V.tooLong })
    .regex(/^[\w -]+$/, { error: V.invalid }),
  fontFileUrl: z
    .string({ error: V.required })
    .trim()
    .max(200, { error: V.tooLong })
    .refine((url) => FONT_URL.test(url) && !url.includes('..') && path.extname(url).toLowerCase() in FONT_TYPES, {
      error: V.invalid,
    }),
});

/**
 * `GET /oss/fontfile?fontCode=&fontFileUrl=` (spec section 7): a site font's file as base64, for a
 * client that registers it from data (`new FontFace(code, bytes)`). Only font files shipped under the
 * server's media folder (`/media/fonts/`) are read; anything else is a validation error or not found.
 */
export const fontRoutes =
  (options: { mediaDir?: string } = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const fontsDir = path.resolve(options.mediaDir ?? DEFAULT_MEDIA_DIR, 'fonts');

    async function readFont(url: string): Promise<Buffer> {
      const name = FONT_URL.exec(url)?.[1] ?? '';
      const file = path.resolve(fontsDir, name);
      if (path.dirname(file) !== fontsDir) throw new AppError('noRecordFound');
      const info = await stat(file).catch(() => null);
      if (!info?.isFile() || info.size > MAX_FONT_BYTES) throw new AppError('noRecordFound');
      return readFile(file);
    }

    app.get(
      '/oss/fontfile',
      { schema: { querystring: fontFileQuery, response: { 200: envelope(fontFileSchema) } } },
      async (request, reply) => {
        const { fontCode, fontFileUrl } = request.query;
        const bytes = await readFont(fontFileUrl);
        reply.header('cache-control', 'public, max-age=86400');
        return ok({
          fontCode,
          fontFileUrl,
          mimeType: FONT_TYPES[path.extname(fontFileUrl).toLowerCase()] ?? 'application/octet-stream',
          fileDataBase64: bytes.toString('base64'),
        });
      },
    );
  };
