// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../test-support/source-files.ts';

/** antd-mobile's calls that render into a React root of their own, outside the app's tree. */
const IMPERATIVE = /\b(Dialog|Toast|Modal|ImageViewer(\.Multi)?|ActionSheet)\.(show|alert|confirm|clear)\(/;

/**
 * antd-mobile 5 renders those with React's legacy render, which React 19 removed: lib/antd-react19.ts gives it
 * React 19's. The unit tests share one set of modules, where some file has always loaded it already, so a screen
 * that forgot it would pass them and throw in the browser: each module that calls one imports the shim itself. (The
 * app's toasts are its own, lib/toast-impl.ts, and render no React root.)
 */
describe("antd-mobile's imperative calls", () => {
  it('are made only by modules that load the React 19 shim', () => {
    const callers = sourceFiles().filter(({ text }) => IMPERATIVE.test(text));
    expect(callers.length).toBeGreaterThan(5);
    const loadsShim = /(\bimport\s*\(?\s*|\bfrom\s+)'[^']*\/antd-react19\.ts'/;
    const withoutShim = callers.filter(({ text }) => !loadsShim.test(text)).map(({ file }) => file);
    expect(withoutShim).toEqual([]);
  });
});
