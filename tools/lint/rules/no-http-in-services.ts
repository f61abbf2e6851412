import type { Rule } from 'eslint';

/** Services hold the rules and must run the same from a route, the scheduler, the seed or a test. */
export const noHttpInServices: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'services never import Fastify' },
    messages: {
      http: 'A service never imports Fastify: read the request in the routes file and pass plain values (user id, language, body) to the service (docs/modules.md#the-import-rules).',
    },
    schema: [],
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (source === 'fastify' || source.startsWith('fastify/') || source.startsWith('@fastify/')) {
          context.report({ node, messageId: 'http' });
        }
      },
    };
  },
};
