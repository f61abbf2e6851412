import { DEFAULT_LANG, type LangCode, normalizeLang } from '@shop/contract/languages';
import fp from 'fastify-plugin';
import { type Params, translate } from '../lib/i18n.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language: the `lang` header, else a `lang` query parameter, else English. */
    lang: LangCode;
    t(key: string, params?: Params): string;
  }
}

/** Picks each request's language once, so every message it produces is in that language. */
export default fp(
  async (app) => {
    app.decorateRequest('lang', DEFAULT_LANG);
    app.decorateRequest('t', function (this: { lang: LangCode }, key: string, params?: Params) {
      return translate(this.lang, key, params);
    });
    // A callback hook (every request; an async one costs a promise).
    app.addHook('onRequest', (request, _reply, done) => {
      const query = request.query as Record<string, unknown> | undefined;
      request.lang = normalizeLang(request.headers.lang) ?? normalizeLang(query?.lang) ?? DEFAULT_LANG;
      done();
    });
  },
  { name: 'i18n' },
);
