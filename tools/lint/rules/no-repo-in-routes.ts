import type { Rule } from 'eslint';

/** Routes speak HTTP and call one service function; reaching a repo skips the service's rules and transaction. */
export const noRepoInRoutes: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: '*.routes.ts never import a repo' },
    messages: {
      repo: "A routes file never imports a repo: call the area's service, which owns the rules and the transaction and calls the repo (docs/modules.md#the-import-rules).",
    },
    schema: [],
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (/\.repo(\.ts)?$/.test(String(node.source.value))) context.report({ node, messageId: 'repo' });
      },
    };
  },
};
