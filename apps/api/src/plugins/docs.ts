import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's zod schemas: JSON at /api/docs/json, a browsable page at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Shop API',
          version: '1.0.0',
          description:
            'Every response is { code, msg, data }; code 1 is success, 0 a business failure with data.error a stable key. ' +
            'Send the session token in the `token` header and the language (en, zh-CN, ri, han, tai) in the `lang` header.',
        },
        components: {
          securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
        },
        security: [{ token: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'docs' },
);
