import type { Rule } from 'eslint';
import { repoPath, resolveImport } from './paths.ts';

/** `apps/api/src/modules/<module>/…` → the module; a flow (`apps/api/src/flows/…`) belongs to no module. */
function apiPlace(file: string): { module?: string } | null {
  const match = /^apps\/api\/src\/(modules|flows)\/(?:([^/]+)\/)?/.exec(file);
  if (!match) return null;
  return match[1] === 'modules' ? { module: match[2] } : {};
}

/** The module whose repo a path is, when it is one (`apps/api/src/modules/<module>/<name>.repo(.ts)`). */
function repoModule(target: string): string | null {
  return /^apps\/api\/src\/modules\/([^/]+)\/[^/]+\.repo(?:\.ts)?$/.exec(target)?.[1] ?? null;
}

/**
 * A module owns its tables: its repos are imported only by the module itself. Another module, or a flow, calls
 * the owner's service, which is the module's face (docs/modules.md#the-import-rules).
 */
export const noForeignRepoImports: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: "a module's *.repo.ts is imported only by that module" },
    messages: {
      foreign:
        'Module "{{from}}" imports the repo of module "{{to}}": call a function of {{to}}\'s service instead, which owns its tables (docs/modules.md#the-import-rules).',
      flow: 'A flow imports the repo of module "{{to}}": call a function of {{to}}\'s service, passing the flow\'s transaction (docs/modules.md#the-import-rules).',
    },
    schema: [],
  },
  create(context) {
    const file = repoPath(context.cwd, context.filename);
    const from = apiPlace(file);
    if (!from) return {};
    const check = (node: Rule.Node, source: string) => {
      const target = resolveImport(file, source);
      const to = target ? repoModule(target) : null;
      if (!to || to === from.module) return;
      if (from.module) context.report({ node, messageId: 'foreign', data: { from: from.module, to } });
      else context.report({ node, messageId: 'flow', data: { to } });
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
