import type { Rule } from 'eslint';
import { repoPath, resolveImport, workspaceOf } from './paths.ts';

/**
 * Apps are deployed and versioned as wholes: one never reaches into another's files. Code two apps need lives in a
 * package (packages/contract, packages/desk); packages never import apps.
 */
export const noCrossAppImports: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'no app imports another app; packages never import apps' },
    messages: {
      app: "{{from}} imports a file of {{to}}: move what both need into a package (packages/contract for shapes and rules, packages/desk for the desk apps' parts).",
    },
    schema: [],
  },
  create(context) {
    const file = repoPath(context.cwd, context.filename);
    const from = workspaceOf(file);
    if (!from) return {};
    const check = (node: Rule.Node, source: string) => {
      const target = resolveImport(file, source);
      const to = target ? workspaceOf(`${target}/`) : null;
      if (to && to !== from && to.startsWith('apps/')) context.report({ node, messageId: 'app', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node, String(node.source.value)),
      ExportNamedDeclaration: (node) => node.source && check(node, String(node.source.value)),
      ExportAllDeclaration: (node) => check(node, String(node.source.value)),
      ImportExpression: (node) => {
        if (node.source.type === 'Literal') check(node, String(node.source.value));
      },
    };
  },
};
