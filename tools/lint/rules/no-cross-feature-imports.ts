import type { Rule } from 'eslint';
import { frontEndPlace, repoPath, resolveImport } from './paths.ts';

/**
 * Front-end imports flow one way (bulletproof-react): shared code (lib, components) → features → app. A feature
 * never imports another feature, and shared code never imports a feature, so each feature can change alone.
 */
export const noCrossFeatureImports: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'features never import each other; lib and components never import features' },
    messages: {
      feature:
        'Feature "{{from}}" imports feature "{{to}}": move what both need into src/lib/ or src/components/ (or packages/desk for the desk apps, packages/contract for shapes).',
      shared:
        'Shared code in src/{{layer}}/ imports feature "{{to}}": shared code never depends on a feature; move the piece it needs out of the feature.',
    },
    schema: [],
  },
  create(context) {
    const file = repoPath(context.cwd, context.filename);
    const from = frontEndPlace(file);
    if (!from) return {};
    const check = (node: Rule.Node, source: string) => {
      const target = resolveImport(file, source);
      const to = target ? frontEndPlace(`${target}/`) : null;
      if (!to || to.app !== from.app || to.layer !== 'features' || !to.feature) return;
      if (from.layer === 'features' && from.feature !== to.feature) {
        context.report({ node, messageId: 'feature', data: { from: from.feature ?? '', to: to.feature } });
      } else if (from.layer === 'lib' || from.layer === 'components') {
        context.report({ node, messageId: 'shared', data: { layer: from.layer, to: to.feature } });
      }
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
