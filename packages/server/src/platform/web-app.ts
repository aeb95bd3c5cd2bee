import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from './clock.ts';
import { sendNotFound } from './envelope.ts';
import { readManifest, withFirstPaint } from './first-paint.ts';

/** The index page for a request, with its head and content where the route has them, and its status. */
export type RenderPage = (request: FastifyRequest, indexHtml: string) => Promise<{ html: string; status: number }>;

/**
 * Serves the built React app: its files as they are, and for any other GET outside the API the
 * index page, rendered with the route's head and content where the route has them (SEO), and for the
 * screens a visit usually starts on, what their first paint needs (first-paint.ts).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, render: RenderPage, now: Clock) {
  const indexFile = path.join(distDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const manifest = readManifest(distDir);
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // Built assets carry a content hash in their names: they never change, so browsers keep them.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = /^\/(api|media|images|assets)\//.test(request.url);
    if (isApi || !indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendNotFound(request, reply);
    }
    const rendered = await render(request, indexHtml).catch(() => ({ html: indexHtml, status: 200 }));
    const html =
      rendered.status === 200
        ? await withFirstPaint(app, request, rendered.html, manifest, now()).catch(() => rendered.html)
        : rendered.html;
    return reply
      .status(rendered.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  });
}
