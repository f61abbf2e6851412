import { contentPageDto, languageDto, publicConfigDto } from '@shop/contract/content';
import { LANGUAGES } from '@shop/contract/languages';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import * as content from './content.service.ts';

const tags = ['content'];

/** Public reference calls of spec §7 under /api/user: languages, help and law. */
export const contentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/language_list',
    { schema: { tags, response: { 200: envelope(z.array(languageDto)) } } },
    async (_request, reply) =>
      reply.ok(LANGUAGES.map(({ language_name, chinese_name, file_name }) => ({ language_name, chinese_name, file_name }))),
  );

  for (const key of content.CONTENT_KEYS) {
    app.get(`/${key}`, { schema: { tags, response: { 200: envelope(contentPageDto) } } }, async (request, reply) =>
      reply.ok(await content.getPage(deps, key, request.lang)),
    );
  }
};

/** Public settings under /api/common. */
export const commonRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/config', { schema: { tags, response: { 200: envelope(publicConfigDto) } } }, async (_request, reply) =>
    reply.ok(await content.getPublicConfig(deps)),
  );
};
