import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { housePlugin } from './tools/lint/house-plugin.ts';

/** Tests, fixtures, journeys and benchmarks set up data directly, so the SQL and layering rules skip them. */
const TEST_AND_TOOL_FILES = ['**/*.test.ts', '**/*.test.tsx', 'apps/api/test/**', 'e2e/**', 'bench/**'];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'coverage/**',
      'bench/results/**',
      'tools/lint/fixtures/**',
      // Generated from the API document by openapi-typescript (npm run api-types -w apps/api).
      'apps/api/test/api-client/types.gen.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['apps/web/**/*.tsx', 'apps/console/**/*.tsx', 'apps/seller/**/*.tsx', 'packages/desk/**/*.tsx'],
    plugins: { 'react-hooks': { rules: reactHooks.rules } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    plugins: { house: housePlugin },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // A leading underscore marks a value left out on purpose (a field dropped from a copy, an unused argument).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      'house/no-cross-app-imports': 'error',
    },
  },
  {
    name: 'tests and benchmarks read JSON answers whose shape their assertions check',
    files: TEST_AND_TOOL_FILES,
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Seeding writes demo fixtures (figures, dates, reviews) straight into the tables, as a migration does; it moved
    // out of db/ so that db/ imports no module, and keeps that licence (docs/modules.md#seeding).
    name: 'house: SQL only in repos, db/ and seed/',
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.repo.ts', 'apps/api/src/db/**', 'apps/api/src/seed/**', ...TEST_AND_TOOL_FILES],
    rules: { 'house/no-sql-outside-repos': 'error' },
  },
  {
    name: 'house: routes speak HTTP and call services',
    files: ['apps/api/src/**/*.routes.ts'],
    rules: { 'house/no-repo-in-routes': 'error', '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    name: 'house: services hold the rules, without HTTP',
    files: ['apps/api/src/**/*.service.ts'],
    rules: { 'house/no-http-in-services': 'error', '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    // Tests included: a test sets data up through the owner's service too, so the count of foreign imports is 0.
    name: "house: a module's repos are imported only by that module",
    files: ['apps/api/src/modules/**/*.ts', 'apps/api/src/flows/**/*.ts'],
    rules: { 'house/no-foreign-repo-imports': 'error' },
  },
  {
    name: 'house: features never import each other',
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['apps/api/**'],
    rules: { 'house/no-cross-feature-imports': 'error' },
  },
  {
    name: "desks: the screen's width from the kit's useScreenAtLeast, read while rendering",
    files: ['apps/console/**/*.tsx', 'apps/seller/**/*.tsx', 'packages/desk/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Grid'][property.name='useBreakpoint']",
          message:
            "Grid.useBreakpoint answers nothing on the first render and forces a second one: use useScreenAtLeast from '@shop/desk/app-shell/use-screen.ts' (docs/desk-kit.md#the-screens-width).",
        },
      ],
    },
  },
  {
    name: 'API: promises are awaited or handed on (type-aware, the API only: where a lost rejection loses money)',
    files: ['apps/api/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
);
