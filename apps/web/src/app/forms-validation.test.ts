// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../test-support/source-files.ts';

/**
 * The browser's own validation bubbles ("Please include an '@'…", in the browser's language, over
 * the app's messages) never show. Every form validates with the app's rules and messages only, so each one opts out
 * of the browser's (noValidate), and no input asks the browser to check it (`required`).
 */
describe("the shop's forms", () => {
  const files = sourceFiles(/\.tsx$/);

  it('turn off the browser validation on every form element and antd-mobile Form', () => {
    const openings = files.flatMap(({ file, text }) =>
      [...text.matchAll(/<(Form|form)(?=[\s>])([^>]*?)>/gs)].map((m) => ({ file, tag: m[0] })),
    );
    expect(openings.length).toBeGreaterThan(5);
    // antd-mobile's Form takes the attribute through lib/app-validation-only.ts (its types omit it).
    const withoutOptOut = openings
      .filter(({ tag }) => !/\bnoValidate\b|\.\.\.appValidationOnly\b/.test(tag))
      .map(({ file }) => file);
    expect(withoutOptOut).toEqual([]);
  });

  it('put no `required` attribute on an input (the rules say what is required, in the app)', () => {
    const requiredAttributes = files.filter(({ text }) =>
      /<(Input|input|TextArea|textarea)\b[^>]*\srequired[\s/>=]/s.test(text),
    );
    expect(requiredAttributes.map(({ file }) => file)).toEqual([]);
  });
});
