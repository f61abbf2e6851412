import {
  consoleContentDto,
  consoleContentPageDto,
  consoleContentQuery,
  consoleContentSaveBody,
} from '@shop/contract/console-content';
import { contentPageDto, languageDto, publicConfigDto } from '@shop/contract/content';
import { LANGUAGES } from '@shop/contract/languages';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { operatorId } from '../../plugins/auth.ts';
import * as content from './content.service.ts';

const tags = ['content'];

/** Public reference calls under /api/user: languages, help and law. */
export const contentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/language_list',
    { schema: { tags, response: { 200: envelope(z.array(languageDto)) } } },
    async (_request, reply) =>
      reply.ok(
        LANGUAGES.map(({ language_name, chinese_name, file_name }) => ({ language_name, chinese_name, file_name })),
      ),
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

/** /api/console/content: operators read a help or law page in all five languages and save one language's version. */
export const consoleContentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/content',
    { schema: { tags, querystring: consoleContentQuery, response: { 200: envelope(consoleContentDto) } } },
    async (request, reply) => reply.ok(await content.getPageVersions(deps, request.query.key)),
  );

  app.post(
    '/content/save',
    {
      schema: {
        failures: ['NOT_FOUND'],
        tags,
        description:
          'Saves one language of a page (plain text: paragraphs separated by blank lines), with a line in the audit log.',
        body: consoleContentSaveBody,
        response: { 200: envelope(consoleContentPageDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await content.savePageVersion(deps, operatorId(request), request.body), 'success.saveSuccess'),
  );
};
