import type { ESLint } from 'eslint';
import { noCrossAppImports } from './rules/no-cross-app-imports.ts';
import { noCrossFeatureImports } from './rules/no-cross-feature-imports.ts';
import { noForeignRepoImports } from './rules/no-foreign-repo-imports.ts';
import { noHttpInServices } from './rules/no-http-in-services.ts';
import { noRepoInRoutes } from './rules/no-repo-in-routes.ts';
import { noSqlOutsideRepos } from './rules/no-sql-outside-repos.ts';

/** The rules of the house (docs/modules.md#the-import-rules) as lint rules, each with a message that says where the code belongs. */
export const housePlugin: ESLint.Plugin = {
  meta: { name: 'house' },
  rules: {
    'no-sql-outside-repos': noSqlOutsideRepos,
    'no-repo-in-routes': noRepoInRoutes,
    'no-http-in-services': noHttpInServices,
    'no-cross-feature-imports': noCrossFeatureImports,
    'no-cross-app-imports': noCrossAppImports,
    'no-foreign-repo-imports': noForeignRepoImports,
  },
};
