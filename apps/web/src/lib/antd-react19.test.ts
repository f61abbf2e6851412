// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** antd-mobile's calls that render into a React root of their own, outside the app's tree. */
const IMPERATIVE = /\b(Dialog|Toast|Modal|ImageViewer(\.Multi)?|ActionSheet)\.(show|alert|confirm|clear)\(/;

/**
 * antd-mobile 5 renders those with React's legacy render, which React 19 removed: lib/antd-react19.ts gives it
 * React 19's. The unit tests share one set of modules, where some file has always loaded it already, so a screen
 * that forgot it would pass them and throw in the browser: each module that calls one imports the shim itself (or
 * takes Toast from lib/toast-impl.ts, which does).
 */
describe("antd-mobile's imperative calls", () => {
  it('are made only by modules that load the React 19 shim', () => {
    const callers = sourceFiles(srcDir)
      .map((file) => ({ file: path.relative(srcDir, file), text: fs.readFileSync(file, 'utf8') }))
      .filter(({ text }) => IMPERATIVE.test(text));
    expect(callers.length).toBeGreaterThan(5);
    const loadsShim = /(\bimport\s*\(?\s*|\bfrom\s+)'[^']*\/(antd-react19|toast-impl)\.ts'/;
    const withoutShim = callers.filter(({ text }) => !loadsShim.test(text)).map(({ file }) => file);
    expect(withoutShim).toEqual([]);
  });
});
