import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RULES = fileURLToPath(new URL('../packages/contract/src/rules/', import.meta.url));

/**
 * The contract's pure rules (money rounding, the service charge) are imported by the shopper app, whose first-load
 * budget keeps zod out: a file there imports nothing but its neighbours in rules/.
 */
describe('packages/contract/src/rules', () => {
  it('holds zod-free files that import only each other', () => {
    const files = fs.readdirSync(RULES).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const source = fs.readFileSync(path.join(RULES, file), 'utf8');
      const imports = [...source.matchAll(/from\s+['"]([^'"]+)['"]/g)].map((match) => match[1]);
      for (const target of imports) expect(target, `${file} imports ${target}`).toMatch(/^\.\/[a-z-]+\.ts$/);
    }
  });
});
