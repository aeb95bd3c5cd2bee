import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_QUALITY, PICTURE_MAX_PIXELS } from '@hotel/contract/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { sendNotFound } from './envelope.ts';

export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1024, 1200, 1600] as const;
const FORMATS = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const;
type Format = keyof typeof FORMATS;

const query = z.object({
  w: z.coerce.number().int().min(1).max(4000).default(800),
  format: z.enum(['webp', 'jpeg', 'png']).default('webp'),
});

/** The allowed width nearest above the one asked, so the cache holds a few sizes per picture. */
const snapWidth = (width: number) => IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? IMAGE_WIDTHS.at(-1)!;

const MEDIA_URL = /^\/media\/((?:[\w-]+\/)*[\w.-]+\.(?:svg|png|jpe?g|webp))$/i;

/**
 * What the web app asks for a shipped picture shown at most `width` CSS pixels wide (the same URLs as
 * packages/web/src/ui/images.ts, so a picture the server names in a page is the one the app shows):
 * the WebP variant at that width and the `srcset` from half to twice that width. Null for pictures
 * that are not shipped media.
 */
export function mediaVariants(url: string, width: number): { src: string; srcSet: string } | null {
  const media = MEDIA_URL.exec(url);
  if (!media) return null;
  const at = (candidate: number) => `/images/${media[1]}?w=${snapWidth(candidate)}&format=webp`;
  const low = snapWidth(Math.ceil(width / 2));
  const high = snapWidth(width * 2);
  const srcSet = IMAGE_WIDTHS.filter((allowed) => allowed >= low && allowed <= high)
    .map((candidate) => `${at(candidate)} ${candidate}w`)
    .join(', ');
  return { src: at(width), srcSet };
}

/**
 * `GET /images/{path}?w=&format=`: a shipped picture from the media folder resized and converted
 * (webp by default), cached in memory and for a year by browsers (the URL names the exact variant).
 */
export const imageRoutes =
  (mediaDir: string, maxCached = 500): FastifyPluginAsyncZod =>
  async (app) => {
    const cache = new Map<string, { body: Buffer; etag: string }>();

    async function render(file: string, width: number, format: Format) {
      const key = `${file}|${width}|${format}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const source = await readFile(file);
      const body = await sharp(source, { density: 144, limitInputPixels: PICTURE_MAX_PIXELS })
        .resize({ width, withoutEnlargement: false })
        .toFormat(format, { quality: IMAGE_QUALITY })
        .toBuffer();
      const entry = { body, etag: `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"` };
      if (cache.size >= maxCached) cache.delete(cache.keys().next().value!);
      cache.set(key, entry);
      return entry;
    }

    app.get('/images/*', { schema: { querystring: query } }, async (request, reply) => {
      const relative = (request.params as { '*': string })['*'];
      const file = path.resolve(mediaDir, relative);
      const inside = file.startsWith(`${path.resolve(mediaDir)}${path.sep}`);
      if (!inside || !/\.(svg|png|jpe?g|webp)$/i.test(file)) return sendNotFound(request, reply);
      const { format } = request.query;
      const image = await render(file, snapWidth(request.query.w), format).catch(() => null);
      if (!image) return sendNotFound(request, reply);
      if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
      return reply
        .header('content-type', FORMATS[format])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', image.etag)
        .send(image.body);
    });
  };
