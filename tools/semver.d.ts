/** The two functions of semver (a CommonJS package without types of its own) that tools/node-engines.test.ts uses. */
declare module 'semver' {
  const semver: {
    satisfies(version: string, range: string): boolean;
    validRange(range: string): string | null;
  };
  export default semver;
}
