import { isLanguage, type Language, negotiateLanguage } from '@hotel/contract/languages';
import type { Translate } from '@hotel/i18n/catalog';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    t: Translate;
  }
  interface FastifyInstance {
    translators: Record<Language, Translate>;
  }
}

/** The language of a request: the `{lang}` path segment, then Accept-Language, then en-US. */
export function requestLanguage(request: FastifyRequest): Language {
  const params = request.params as Record<string, unknown> | undefined;
  if (params && isLanguage(params.lang)) return params.lang;
  const segment = request.url
    .split('?')[0]
    ?.split('/')
    .find((part) => isLanguage(part));
  if (segment && isLanguage(segment)) return segment;
  return negotiateLanguage(request.headers['accept-language']);
}

export const languagePlugin = fp(
  async (app: FastifyInstance, options: { translators: Record<Language, Translate> }) => {
    app.decorate('translators', options.translators);
    app.decorateRequest('lang', 'en-US');
    app.decorateRequest('t', null as unknown as Translate);
    app.addHook('onRequest', async (request) => {
      request.lang = requestLanguage(request);
      request.t = options.translators[request.lang];
    });
  },
);
