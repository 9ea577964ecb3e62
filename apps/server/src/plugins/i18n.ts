import fp from 'fastify-plugin';
import { chooseLanguage } from '../i18n/language';
import { DEFAULT_LANGUAGE, translate, type Language, type MessageKey, type Params } from '../i18n/messages';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    t(key: MessageKey, params?: Params): string;
  }
}

/** The caller's language: the `language` cookie, else Accept-Language, else en. */
export default fp(
  async (app) => {
    app.decorateRequest('lang', DEFAULT_LANGUAGE);
    app.decorateRequest('t', function (this: { lang: Language }, key: MessageKey, params?: Params) {
      return translate(this.lang, key, params);
    });
    app.addHook('onRequest', async (request) => {
      request.lang = chooseLanguage(request.cookies.language, request.headers['accept-language']);
    });
  },
  { name: 'i18n', dependencies: ['@fastify/cookie'] },
);
