import type { Rule } from 'eslint';

/** Kysely's query builders: calling one is building SQL, whatever the handle is called. */
const QUERY_BUILDERS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'replaceInto',
  'selectNoFrom',
]);

const MESSAGE =
  "SQL lives only in apps/api/src/**/*.repo.ts, apps/api/src/db/** and apps/api/src/seed/**: move this query into the area's repo and call the repo from the service (docs/modules.md#the-import-rules).";

/**
 * SQL only in repos: outside them, no value import of Kysely (its `sql` tag, helpers) and no query-builder call
 * on any handle. Type imports stay allowed: services own transactions and pass `trx` down with its type.
 */
export const noSqlOutsideRepos: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'SQL only in *.repo.ts and db/' },
    messages: { sql: MESSAGE },
    schema: [],
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (source !== 'kysely' && !source.startsWith('kysely/')) return;
        const typeOnly =
          (node as { importKind?: string }).importKind === 'type' ||
          (node.specifiers.length > 0 &&
            node.specifiers.every((s) => (s as { importKind?: string }).importKind === 'type'));
        if (!typeOnly) context.report({ node, messageId: 'sql' });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        if (QUERY_BUILDERS.has(callee.property.name)) context.report({ node: callee.property, messageId: 'sql' });
      },
    };
  },
};
