import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { APP_AFTER_PICTURE_SOURCE } from './app-after-picture.ts';

/**
 * Helmet's security headers on every answer. The middleware is built once: @fastify/helmet builds
 * it again for each request (parsing the content security policy each time), a tenth of the CPU of
 * a cheap answer such as a sold-out booking.
 */
export function securityHeaders(app: FastifyInstance) {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        // blob: for previews of pictures a person picks before uploading them (reviews, avatar).
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'", APP_AFTER_PICTURE_SOURCE],
        // Fonts come from this site (uploaded fonts, under /media) or inline data, never another host.
        'font-src': ["'self'", 'data:'],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
