import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const fixturesDir = path.join(import.meta.dirname, 'fixtures');

/** Each fixture says where it stands in the tree (`lint-as:`) and which rule must refuse it (`expect:`). */
function readFixture(name: string) {
  const text = readFileSync(path.join(fixturesDir, name), 'utf8');
  const lintAs = /^\/\/ lint-as: (\S+)$/m.exec(text)?.[1];
  const expected = /^\/\/ expect: (\S+)$/m.exec(text)?.[1];
  if (!lintAs || !expected) throw new Error(`${name} needs "// lint-as:" and "// expect:" lines`);
  return { text, lintAs, expected };
}

const fixtures = readdirSync(fixturesDir).filter((name) => /\.tsx?$/.test(name));
// The API's fixtures stand at paths no tsconfig lists (the files do not exist), so the type-aware rules read them
// through TypeScript's default project; every other setting is the repository's own config.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['apps/api/**/*.ts'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['apps/api/src/modules/fixture/*.ts', 'apps/api/src/flows/fixture-*.ts'],
        },
        tsconfigRootDir: root,
      },
    },
  },
});

describe('the house lint rules refuse code that breaks them, with a message that says where it belongs', () => {
  it('has a fixture for every house rule', () => {
    const covered = new Set(fixtures.map((name) => readFixture(name).expected));
    for (const rule of [
      'house/no-sql-outside-repos',
      'house/no-repo-in-routes',
      'house/no-http-in-services',
      'house/no-cross-feature-imports',
      'house/no-cross-app-imports',
      'house/no-foreign-repo-imports',
      '@typescript-eslint/no-explicit-any',
      '@typescript-eslint/no-non-null-assertion',
      '@typescript-eslint/no-floating-promises',
    ]) {
      expect(covered, rule).toContain(rule);
    }
  });

  it.each(fixtures)(
    '%s',
    async (name) => {
      const { text, lintAs, expected } = readFixture(name);
      const [result] = await eslint.lintText(text, { filePath: path.join(root, lintAs) });
      const problems = (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
      if (expected === 'nothing') {
        expect(problems).toEqual([]);
        return;
      }
      expect(problems.map((p) => p.rule)).toContain(expected);
      const house = problems.filter((p) => p.rule?.startsWith('house/'));
      // House rules must say where the code belongs instead, not only that it is wrong.
      for (const problem of house) expect(problem.message).toMatch(/move|call|read the request/);
    },
    60_000,
  );
});
